import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REPORT_MESSAGE_MAX, REPORT_REASONS, type ReportReason } from '@baandee/domain';
import { translateMessage } from '../../../lib/api-messages';
import { useReportListing } from '../api/report-listing';

/**
 * The renter's safety note (never a deposit before viewing) and "report this listing":
 * a reason and a message, sent by anyone (docs/decisions/046).
 */
export function SafetyNote({ listingId }: { listingId: number }) {
  const { t } = useTranslation(['listing', 'common']);
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const report = useReportListing(listingId);
  const close = () => {
    setOpened(false);
    setError(null);
  };

  return (
    <Alert color="yellow" radius="lg" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('safety.title')} data-testid="safety-note">
      <Stack gap="xs">
        <Text size="sm">{t('safety.text')}</Text>
        {sent ? (
          <Text size="sm" fw={700} role="status" data-testid="report-sent">
            {t('report.sent')}
          </Text>
        ) : (
          <div>
            <Button size="xs" variant="light" color="red" leftSection={<IconFlag size={16} aria-hidden />} onClick={() => setOpened(true)} data-testid="report-open">
              {t('report.open')}
            </Button>
          </div>
        )}
      </Stack>
      <Modal closeButtonProps={{ 'aria-label': t('common:actions.close') }} opened={opened} onClose={close} title={t('report.title')} centered radius="lg" data-testid="report-modal">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason) return setError(translateMessage('not chosen'));
            report.mutate(
              { reason, message: message.trim() },
              {
                onSuccess: () => {
                  setSent(true);
                  close();
                },
              },
            );
          }}
        >
          <Stack>
            <Radio.Group
              label={t('report.reason')}
              withAsterisk
              value={reason}
              onChange={(value) => {
                setReason(value as ReportReason);
                setError(null);
              }}
              error={error}
            >
              <Stack gap="xs" mt={6}>
                {REPORT_REASONS.map((option) => (
                  <Radio key={option} value={option} label={t(`report.reasons.${option}`)} data-testid={`report-reason-${option}`} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label={t('report.message')}
              description={t('report.messageHint')}
              autosize
              minRows={3}
              maxLength={REPORT_MESSAGE_MAX}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              data-testid="report-message"
            />
            <Text size="xs" c="dimmed">
              {t('report.anonymousHint')}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('report.cancel')}
              </Button>
              <Button type="submit" color="red" loading={report.isPending} data-testid="report-submit">
                {t('report.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Alert>
  );
}
