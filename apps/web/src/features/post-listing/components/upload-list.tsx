import { CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/api-messages';
import type { UploadItem } from '../use-image-uploads';

/** The files being uploaded, each with its progress bar (striped while it is made to fit), and the refused ones with why. */
export function UploadList({ items, onDismiss }: { items: UploadItem[]; onDismiss: (key: string) => void }) {
  const { t } = useTranslation('postForm');
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" aria-live="polite">
      {items.map((item) =>
        item.error ? (
          <Group key={item.key} gap="xs" wrap="nowrap" justify="space-between" data-testid="upload-refused">
            <Text size="sm" c="red" role="alert">
              {t('post.images.refused', { name: item.name, reason: translateMessage(item.error) })}
            </Text>
            <CloseButton size="sm" aria-label={translateMessage(item.error)} onClick={() => onDismiss(item.key)} />
          </Group>
        ) : (
          <Stack key={item.key} gap={4} data-testid="upload-progress" data-preparing={item.preparing || undefined}>
            <Text size="sm">{t(item.preparing ? 'post.images.preparing' : 'post.images.uploading', { name: item.name })}</Text>
            <Progress
              value={item.preparing ? 100 : item.progress * 100}
              animated={item.preparing}
              striped={item.preparing}
              size="sm"
              aria-label={t(item.preparing ? 'post.images.preparing' : 'post.images.uploading', { name: item.name })}
            />
          </Stack>
        ),
      )}
    </Stack>
  );
}
