import { useState } from 'react';
import { Alert, Anchor, Button, Group, Image, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBrandFacebookFilled, IconBrandLine, IconClipboardCheck, IconCoins, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SongkranCard, SongkranShareResult } from '@baandee/contracts';
import { formatNumber, songkranCardPath, type SongkranShareChannel } from '@baandee/domain';
import { useShareSongkranCard } from '../api/share-songkran-card';
import { shareLinks } from '../songkran-text';

const LINE_GREEN = '#06C755';
const FACEBOOK_BLUE = '#1877F2';

/** What the first share gave, or that the reward came earlier: the balance either way. */
function RewardNotice({ result }: { result: SongkranShareResult }) {
  const { t } = useTranslation('event');
  if (!result.rewarded) return null;
  const text = result.granted > 0 ? t('songkran.share.granted', { count: result.granted, credits: formatNumber(result.granted), balance: formatNumber(result.credit) }) : t('songkran.share.already', { balance: formatNumber(result.credit) });
  return (
    <Alert color="green" icon={<IconCoins size={20} aria-hidden />} role="status" data-testid="songkran-reward">
      {text}
    </Alert>
  );
}

/**
 * The card just made, and its sharing: LINE's and Facebook's share dialogs open in a new
 * tab and the copy button copies the card's link; each records the share, and the first
 * one brings the event's credits.
 */
export function SharePanel({ card, shareCredits, rewarded, onAnother }: { card: SongkranCard; shareCredits: number; rewarded: boolean; onAnother: () => void }) {
  const { t } = useTranslation('event');
  const share = useShareSongkranCard();
  const [result, setResult] = useState<SongkranShareResult | null>(null);
  const [copied, setCopied] = useState(false);
  const links = shareLinks(card.page_url, t('songkran.share.text'));
  const alt = t('card.alt', { name: card.name, message: card.message });

  const record = (channel: SongkranShareChannel) => share.mutate({ ref: card.ref, channel }, { onSuccess: setResult });
  const copy = () => {
    record('copy');
    // a browser that refuses the clipboard still shows the link to copy by hand
    void navigator.clipboard?.writeText(card.page_url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="songkran-result">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('songkran.result.title')}
        </Title>
        <Image src={card.image_url} alt={alt} width={card.image_width} height={card.image_height} radius="md" style={{ height: 'auto' }} data-testid="songkran-card-image" />
        <Title order={3} size="h4">
          {t('songkran.share.title')}
        </Title>
        {!rewarded && shareCredits > 0 && !result && <Text c="dimmed">{t('songkran.share.reward', { count: shareCredits, credits: formatNumber(shareCredits) })}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Button component="a" href={links.line} target="_blank" rel="noopener noreferrer" color={LINE_GREEN} leftSection={<IconBrandLine size={18} aria-hidden />} onClick={() => record('line')} data-testid="songkran-share-line">
            {t('songkran.share.line')}
          </Button>
          <Button component="a" href={links.facebook} target="_blank" rel="noopener noreferrer" color={FACEBOOK_BLUE} leftSection={<IconBrandFacebookFilled size={18} aria-hidden />} onClick={() => record('facebook')} data-testid="songkran-share-facebook">
            {t('songkran.share.facebook')}
          </Button>
          <Button variant="default" leftSection={copied ? <IconClipboardCheck size={18} aria-hidden /> : <IconLink size={18} aria-hidden />} onClick={copy} data-testid="songkran-share-copy">
            {copied ? t('songkran.share.copied') : t('songkran.share.copy')}
          </Button>
        </SimpleGrid>
        <TextInput readOnly value={card.page_url} aria-label={t('songkran.share.copy')} onFocus={(event) => event.currentTarget.select()} />
        {result && <RewardNotice result={result} />}
        <Group justify="space-between">
          <Anchor component={Link} to={songkranCardPath(card.ref)} data-testid="songkran-card-link">
            {t('songkran.result.open')}
          </Anchor>
          <Button variant="subtle" onClick={onAnother}>
            {t('songkran.result.another')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
