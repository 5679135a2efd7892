import { useRef } from 'react';
import { Box, Button, Group, Input, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT } from '@baandee/domain';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/api-messages';
import { useUploadAdImage } from '../api/upload-ad-image';
import classes from './ads-admin.module.css';

export interface AdImageFieldProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** Width / height of the box the picture shows in: the preview crops as the page will. */
  ratio: number;
  error?: string;
  /** What the preview says over the picture (the banner's title), if anything. */
  caption?: string;
  testId: string;
}

/** A picture uploaded at once through the storage layer, previewed in the shape the page gives it. */
export function AdImageField({ label, value, onChange, ratio, error, caption, testId }: AdImageFieldProps) {
  const { t } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const uploading = useUploadAdImage();
  const uploadError = uploading.error instanceof ApiError ? translateMessage(uploading.error.key) : undefined;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    uploading.mutate(file, { onSuccess: (result) => onChange(result.image_url) });
  };

  return (
    <Input.Wrapper label={label} error={error ?? uploadError} withAsterisk>
      <Box className={classes.preview} style={{ aspectRatio: ratio }} data-testid={`${testId}-preview`}>
        {value ? <img src={value} alt="" className={classes.previewImage} /> : <Text c="dimmed" size="sm">{t('ads.noImage')}</Text>}
        {caption && value && <span className={classes.previewCaption}>{caption}</span>}
      </Box>
      <Group gap="xs" mt="xs">
        <Button variant="light" leftSection={<IconPhotoUp size={18} aria-hidden />} loading={uploading.isPending} onClick={() => input.current?.click()}>
          {value ? t('ads.replaceImage') : t('ads.chooseImage')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          aria-label={label}
          data-testid={`${testId}-input`}
          onChange={(event) => {
            onFile(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
      </Group>
    </Input.Wrapper>
  );
}
