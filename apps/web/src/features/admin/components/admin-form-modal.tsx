import type { FormEventHandler, ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../../../lib/use-return-focus';

const PHONE_QUERY = '(max-width: 48em)'; // 768 px: the form fills the screen

export interface AdminFormModalProps {
  title: string;
  saving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** The modal's and the save button's test ids. */
  testId: string;
  saveTestId: string;
  children: ReactNode;
}

/** The dialog an admin edits a trend or a quick-menu chip in: the fields, then cancel and save. */
export function AdminFormModal({ title, saving, onSubmit, onClose, testId, saveTestId, children }: AdminFormModalProps) {
  const { t } = useTranslation('admin');
  const phone = useMediaQuery(PHONE_QUERY, false);
  // rendered only while open: Mantine's own focus return never runs
  useReturnFocus(true);
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="lg"
      radius={phone ? 0 : 'lg'}
      fullScreen={phone}
      centered
      data-testid={testId}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('trends.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid={saveTestId}>
              {t('trends.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
