import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a step that cannot be undone (closing, deleting a listing). */
export function ConfirmModal({ opened, title, text, confirmLabel, loading, onConfirm, onClose }: ConfirmModalProps) {
  const { t } = useTranslation('listing');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg" data-testid="confirm-modal">
      <Text size="sm">{text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('mine.confirm.cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm} data-testid="confirm-button">
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
