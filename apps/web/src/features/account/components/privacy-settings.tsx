import { lazy, Suspense, useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@baandee/contracts';
import { useExportMyData } from '../api/export-my-data';

// the dialog and its form load when asked for: most visits to the profile never delete anything
const DeleteAccountDialog = lazy(() => import('./delete-account-dialog').then((module) => ({ default: module.DeleteAccountDialog })));

/** PDPA in the account settings: a copy of one's data, and deleting the account. */
export function PrivacySettings({ profile }: { profile: UserInfo }) {
  const { t } = useTranslation('account');
  const download = useExportMyData();
  const [deleting, setDeleting] = useState(false);
  // mounted from the first open on, so closing animates and hands focus back to the button
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const openDialog = () => {
    setDialogLoaded(true);
    setDeleting(true);
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="privacy-settings-title" data-testid="privacy-settings">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="privacy-settings-title">
            {t('privacy.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('privacy.lead')}
          </Text>
        </div>
        <Stack gap={6}>
          <Button
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={download.isPending}
            onClick={() => download.mutate()}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('privacy.download')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('privacy.downloadHint')}
          </Text>
        </Stack>
        <Stack gap={6}>
          <Button variant="outline" color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={openDialog} style={{ alignSelf: 'flex-start' }}>
            {t('privacy.delete')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('privacy.deleteHint')}
          </Text>
        </Stack>
      </Stack>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <DeleteAccountDialog profile={profile} opened={deleting} onClose={() => setDeleting(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
