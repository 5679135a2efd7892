import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { moderationReasonBody } from '@baandee/contracts';
import { fieldProps } from '../../../lib/form-field';

export interface ReasonModalProps {
  opened: boolean;
  title: string;
  /** Who reads the reason (the listing owner by default). */
  hint?: string;
  loading: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Rejecting or banning needs a reason (the owner reads it): the shared schema refuses an empty one. */
export function ReasonModal({ opened, title, hint, loading, onSubmit, onClose }: ReasonModalProps) {
  const { t } = useTranslation(['admin', 'common']);
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' }, validate: schemaResolver(moderationReasonBody, { sync: true }) });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common:actions.close') }} opened={opened} onClose={close} title={title} centered radius="lg" data-testid="reason-modal">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          onSubmit(moderationReasonBody.parse(values).reason);
          form.reset();
        })}
      >
        <Stack>
          <Textarea
            label={t('moderation.reason')}
            description={hint ?? t('moderation.reasonHint')}
            autosize
            minRows={3}
            withAsterisk
            data-autofocus
            {...fieldProps(form, 'reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('moderation.cancel')}
            </Button>
            <Button type="submit" color="red" loading={loading} data-testid="reason-submit">
              {t('moderation.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
