import { useState } from 'react';
import { Button, FileButton, Image, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPTED_LABELS, IMAGE_MAX_MB, PROFILE_IMAGE_SIZE } from '@baandee/domain';
import { showAlert } from '../../../components/alert-store';
import { translateMessage } from '../../../lib/api-messages';
import { prepareImage } from '../../../lib/prepare-image';
import { useUploadProfileImage } from '../api/upload-profile-image';
import { DEFAULT_AVATAR, IMAGE_PICKER_ACCEPT, imageFileError, profileImageSrc } from '../../../lib/profile-image';

/**
 * The 200x200 profile picture (default image when none) and its upload button. A phone
 * photo over 2 MB is made smaller before it is sent; the bar shows the upload going out.
 */
export function ProfilePhoto({ userId, path }: { userId: number; path: string | null }) {
  const { t } = useTranslation('account');
  const upload = useUploadProfileImage(userId);
  const [preparing, setPreparing] = useState(false);

  const choose = async (picked: File | null) => {
    if (!picked) return;
    setPreparing(true);
    const file = await prepareImage(picked).finally(() => setPreparing(false));
    const error = imageFileError(file);
    if (error) {
      showAlert({ type: 'error', text: translateMessage(error) });
      return;
    }
    upload.mutate(file, { onSuccess: () => notifications.show({ color: 'brand', message: t('photo.uploaded') }) });
  };
  const percent = Math.round(upload.progress * 100);

  return (
    <Stack align="center" gap="xs">
      <Image
        src={profileImageSrc(path)}
        alt={t('photo.alt')}
        w={{ base: 140, sm: PROFILE_IMAGE_SIZE }}
        h={{ base: 140, sm: PROFILE_IMAGE_SIZE }}
        radius={PROFILE_IMAGE_SIZE}
        fit="cover"
        fallbackSrc={DEFAULT_AVATAR}
        style={{ border: '4px solid var(--mantine-color-white)', boxShadow: 'var(--mantine-shadow-sm)' }}
        data-testid="profile-photo"
      />
      <FileButton onChange={(file) => void choose(file)} accept={IMAGE_PICKER_ACCEPT}>
        {(props) => (
          <Button {...props} variant="light" size="sm" leftSection={<IconCamera size={18} aria-hidden />} loading={preparing || upload.isPending} data-testid="profile-photo-button">
            {t('photo.change')}
          </Button>
        )}
      </FileButton>
      {upload.isPending && (
        <Progress value={percent} w={200} size="sm" animated aria-label={t('photo.uploading', { percent: String(percent) })} data-testid="profile-photo-progress" />
      )}
      <Text size="xs" c="dimmed" ta="center" maw={260}>
        {t('photo.hint', { types: IMAGE_ACCEPTED_LABELS, imageMb: String(IMAGE_MAX_MB), profileSize: String(PROFILE_IMAGE_SIZE) })}
      </Text>
    </Stack>
  );
}
