import { useState } from 'react';
import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconBrandFacebookFilled, IconBrandLine, IconClipboardCheck, IconDownload, IconLink, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SongkranCard } from '@baandee/contracts';
import { useHydrated } from '../../../lib/use-hydrated';
import { cardFileName, shareLinks } from '../songkran-text';

const LINE_GREEN = '#06C755';
const FACEBOOK_BLUE = '#1877F2';

/**
 * The card page's sharing, for whoever opened it: LINE's and Facebook's share dialogs, the
 * link copied, the card saved as its PNG, and the phone's own share sheet where the browser
 * has one (navigator.share). Nothing here is recorded: the first-share reward is the
 * sender's, on the page where the card was made.
 */
export function CardShare({ card }: { card: SongkranCard }) {
  const { t } = useTranslation('event');
  const [copied, setCopied] = useState(false);
  const hydrated = useHydrated();
  const text = t('songkran.share.text');
  const links = shareLinks(card.page_url, text);
  // the share sheet only once the page runs in the browser: the server's page never offers it
  const native = hydrated && typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = () =>
    // a browser that refuses the clipboard leaves the button as it was
    void navigator.clipboard?.writeText(card.page_url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  const shareSheet = () =>
    navigator.share({ title: t('card.title', { name: card.name }), text, url: card.page_url }).catch(() => {
      // closing the sheet without sharing is no error
    });

  return (
    <Stack gap="sm" data-testid="songkran-card-share">
      <Title order={2} size="h4">
        {t('card.shareTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: native ? 5 : 4 }} spacing="sm">
        {native && (
          <Button variant="filled" leftSection={<IconShare size={18} aria-hidden />} onClick={() => void shareSheet()} data-testid="songkran-card-share-native">
            {t('card.shareNative')}
          </Button>
        )}
        <Button component="a" href={links.line} target="_blank" rel="noopener noreferrer" color={LINE_GREEN} leftSection={<IconBrandLine size={18} aria-hidden />} data-testid="songkran-card-share-line">
          {t('songkran.share.line')}
        </Button>
        <Button component="a" href={links.facebook} target="_blank" rel="noopener noreferrer" color={FACEBOOK_BLUE} leftSection={<IconBrandFacebookFilled size={18} aria-hidden />} data-testid="songkran-card-share-facebook">
          {t('songkran.share.facebook')}
        </Button>
        <Button variant="default" leftSection={copied ? <IconClipboardCheck size={18} aria-hidden /> : <IconLink size={18} aria-hidden />} onClick={copy} data-testid="songkran-card-share-copy">
          {copied ? t('songkran.share.copied') : t('songkran.share.copy')}
        </Button>
        <Button component="a" href={card.image_url} download={cardFileName(card.ref)} variant="default" leftSection={<IconDownload size={18} aria-hidden />} data-testid="songkran-card-save">
          {t('card.save')}
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
