import { useState } from 'react';
import { Button, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPTED_LABELS, IMAGE_MAX_MB } from '@baandee/domain';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/api-messages';
import { prepareImage } from '../../../lib/prepare-image';
import { IMAGE_PICKER_ACCEPT, imageFileError } from '../../../lib/profile-image';
import { useUploadSlip } from '../api/upload-slip';

/**
 * Uploading the transfer slip on the payment screen: the picker offers the image types
 * the server reads, a photo over 2 MB is made smaller first, a wrong type or a picture
 * still over 2 MB is refused before sending, and
 * the server's refusals (a reused slip, a payment already decided) show under the button.
 */
export function SlipUpload({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation('credit');
  const upload = useUploadSlip(paymentId);
  const [error, setError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const errorId = `slip-error-${paymentId}`;

  const choose = async (picked: File | null) => {
    if (!picked) return;
    setPreparing(true);
    const file = await prepareImage(picked).finally(() => setPreparing(false)); // a phone photo of the slip over 2 MB
    const refused = imageFileError(file);
    setError(refused && translateMessage(refused));
    if (refused) return;
    upload.mutate(file, {
      onError: (cause) => setError(translateMessage(cause instanceof ApiError ? cause.key : 'something went wrong')),
    });
  };

  return (
    <Stack gap={6}>
      <Button component="label" variant="light" leftSection={<IconUpload size={18} aria-hidden />} loading={preparing || upload.isPending} data-testid="slip-upload">
        {t('pay.pick')}
        <input
          type="file"
          accept={IMAGE_PICKER_ACCEPT}
          className="visually-hidden"
          aria-describedby={error ? errorId : undefined}
          disabled={preparing || upload.isPending}
          onChange={(event) => {
            void choose(event.currentTarget.files?.[0] ?? null);
            event.currentTarget.value = ''; // the same file can be picked again after a refusal
          }}
        />
      </Button>
      <Text size="xs" c="dimmed">
        {t('pay.pickHint', { types: IMAGE_ACCEPTED_LABELS, mb: String(IMAGE_MAX_MB) })}
      </Text>
      {upload.isPending && (
        <Progress
          value={Math.round(upload.progress * 100)}
          aria-label={t('pay.uploading', { percent: String(Math.round(upload.progress * 100)) })}
          animated
          data-testid="slip-progress"
        />
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert" id={errorId} data-testid="slip-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
