import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../lib/api-messages';

export interface NoteModalProps {
  opened: boolean;
  title: string;
  label: string;
  hint: string;
  maxLength: number;
  loading: boolean;
  onSubmit: (note: string) => void;
  onClose: () => void;
}

/** A decision that needs words for its reader (the owner, or the suspended user): an empty note is refused here as on the server. */
export function NoteModal({ opened, title, label, hint, maxLength, loading, onSubmit, onClose }: NoteModalProps) {
  const { t } = useTranslation(['admin', 'common']);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setNote('');
    setError(null);
    onClose();
  };
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common:actions.close') }} opened={opened} onClose={close} title={title} centered radius="lg" data-testid="note-modal">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const value = note.trim();
          if (value === '') return setError(translateMessage('required'));
          onSubmit(value);
        }}
      >
        <Stack>
          <Textarea
            label={label}
            description={hint}
            autosize
            minRows={3}
            withAsterisk
            data-autofocus
            maxLength={maxLength}
            value={note}
            error={error}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setError(null);
            }}
            data-testid="note-field"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('moderation.cancel')}
            </Button>
            <Button type="submit" color="red" loading={loading} data-testid="note-submit">
              {t('moderation.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
