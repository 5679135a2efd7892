import { Button, FileButton, Image, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPTED_LABELS, IMAGE_MAX_MB, PROFILE_IMAGE_SIZE } from '@baandee/domain';
import { showAlert } from '../../../components/alert-store';
import { translateMessage } from '../../../lib/api-messages';
import { useUploadProfileImage } from '../api/upload-profile-image';
import { DEFAULT_AVATAR, IMAGE_PICKER_ACCEPT, imageFileError, profileImageSrc } from '../../../lib/profile-image';

/** The 200x200 profile picture (default image when none) and its upload button. */
export function ProfilePhoto({ userId, path }: { userId: number; path: string | null }) {
  const { t } = useTranslation('account');
  const upload = useUploadProfileImage(userId);

  const choose = (file: File | null) => {
    if (!file) return;
    const error = imageFileError(file);
    if (error) {
      showAlert({ type: 'error', text: translateMessage(error) });
      return;
    }
    upload.mutate(file, { onSuccess: () => notifications.show({ color: 'brand', message: t('photo.uploaded') }) });
  };

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
      <FileButton onChange={choose} accept={IMAGE_PICKER_ACCEPT}>
        {(props) => (
          <Button {...props} variant="light" size="sm" leftSection={<IconCamera size={18} aria-hidden />} loading={upload.isPending} data-testid="profile-photo-button">
            {t('photo.change')}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed" ta="center" maw={260}>
        {t('photo.hint', { types: IMAGE_ACCEPTED_LABELS, imageMb: String(IMAGE_MAX_MB), profileSize: String(PROFILE_IMAGE_SIZE) })}
      </Text>
    </Stack>
  );
}
