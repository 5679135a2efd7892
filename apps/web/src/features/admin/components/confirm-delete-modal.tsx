import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  text: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks once before a trend or a hot search is deleted, saying what happens to what links to it. */
export function ConfirmDeleteModal({ opened, title, text, loading, onConfirm, onClose }: ConfirmDeleteModalProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common:actions.close') }} opened={opened} onClose={onClose} title={title} centered radius="lg" data-testid="confirm-delete">
      <Stack>
        <Text size="sm">{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('trends.cancel')}
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm} data-testid="confirm-delete-submit">
            {t('trends.confirmDelete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
