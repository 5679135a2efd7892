import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Image, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconColumns, IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EnhancedPhoto, ListingImage } from '@baandee/contracts';
import { translateMessage } from '../../../lib/api-messages';
import { enhancedImage, originalImage, type PhotoEnhance } from '../use-photo-enhance';

/** What the enhancement does and what is left of it for this listing ("3 of 5 left"). */
export function EnhanceSummary({ enhance }: { enhance: PhotoEnhance }) {
  const { t } = useTranslation('postForm');
  if (!enhance.available) return null;
  return (
    <Alert variant="light" color="teal" icon={<IconWand size={18} aria-hidden />} title={t('post.images.enhance.title')} data-testid="enhance-summary">
      <Text size="sm">{t('post.images.enhance.what')}</Text>
      <Text size="sm" fw={600} mt={4} data-testid="enhance-left">
        {t('post.images.enhance.left', { left: String(enhance.left), allowance: String(enhance.allowance) })}
      </Text>
    </Alert>
  );
}

/** Before and after side by side, with the way back to the original. */
function BeforeAfter({ photo, opened, onClose, onRevert }: { photo: EnhancedPhoto; opened: boolean; onClose: () => void; onRevert: () => void }) {
  const { t } = useTranslation('postForm');
  return (
    <Modal opened={opened} onClose={onClose} title={t('post.images.enhance.compareTitle')} size="xl" centered>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap={4} component="figure" m={0}>
            <Image src={photo.original_large_url} alt={t('post.images.enhance.beforeAlt')} radius="sm" />
            <Text component="figcaption" size="sm" ta="center">
              {t('post.images.enhance.before')}
            </Text>
          </Stack>
          <Stack gap={4} component="figure" m={0}>
            <Image src={photo.large_url} alt={t('post.images.enhance.afterAlt')} radius="sm" />
            <Text component="figcaption" size="sm" ta="center">
              {t('post.images.enhance.after')}
            </Text>
          </Stack>
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('post.images.enhance.saveHint')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" leftSection={<IconArrowBackUp size={18} aria-hidden />} onClick={onRevert} data-testid="enhance-revert">
            {t('post.images.enhance.revert')}
          </Button>
          <Button onClick={onClose} data-testid="enhance-keep">
            {t('post.images.enhance.keep')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The enhance action of one photo of the form (`image`), with the before/after view and the
 * revert: `onChange` puts the enhanced photo, or the original again, in the form's place of it.
 * `label` names the photo for screen readers ("photo 2", "the cover photo"); `compact` shows
 * icons only (a gallery tile).
 */
export function PhotoEnhanceAction({ enhance, image, label, compact, onChange }: { enhance: PhotoEnhance; image: ListingImage; label: string; compact?: boolean; onChange: (image: ListingImage) => void }) {
  const { t } = useTranslation('postForm');
  const [comparing, setComparing] = useState(false);
  if (!enhance.available) return null;
  const known = enhance.photoOf(image.url);
  const enhanced = known !== null && known.url === image.url;
  const error = enhance.errors[image.url];
  const busy = enhance.busy === image.url;

  const run = async () => {
    const photo = await enhance.enhance(image.url);
    if (!photo) return;
    onChange(enhancedImage(photo));
    setComparing(true);
  };
  const revert = () => {
    if (known) onChange(originalImage(known));
    setComparing(false);
  };

  const enhanceLabel = t('post.images.enhance.action', { photo: label });
  const compareLabel = t('post.images.enhance.compare', { photo: label });
  return (
    <>
      {enhanced ? (
        compact ? (
          <ActionIcon variant="light" color="teal" size="lg" aria-label={compareLabel} onClick={() => setComparing(true)}>
            <IconColumns size={18} aria-hidden />
          </ActionIcon>
        ) : (
          <Button variant="light" color="teal" leftSection={<IconColumns size={18} aria-hidden />} onClick={() => setComparing(true)}>
            {compareLabel}
          </Button>
        )
      ) : compact ? (
        <ActionIcon variant="subtle" color="teal" size="lg" aria-label={enhanceLabel} loading={busy} disabled={enhance.busy !== null && !busy} onClick={() => void run()}>
          <IconWand size={18} aria-hidden />
        </ActionIcon>
      ) : (
        <Button variant="light" color="teal" leftSection={<IconWand size={18} aria-hidden />} loading={busy} disabled={enhance.busy !== null && !busy} onClick={() => void run()}>
          {enhanceLabel}
        </Button>
      )}
      {error && (
        <Text size="xs" c="red.8" role="alert" w="100%" data-testid="enhance-error">
          {translateMessage(error)}
        </Text>
      )}
      {known && enhanced && <BeforeAfter photo={known} opened={comparing} onClose={() => setComparing(false)} onRevert={revert} />}
    </>
  );
}
