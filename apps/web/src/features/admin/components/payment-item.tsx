import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Checkbox, Group, Image, Modal, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton, type ImageProps } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminPayment } from '@baandee/contracts';
import { paymentListingPath } from '../../credit';
import { formatSatang } from '../../../lib/money';
import { PaymentStatusBadge } from '../../credit';
import { usePrivateImage } from '../../../lib/private-image';
import { formatDate } from '../../../lib/listing-text';
import { useDecidePayment } from '../api/decide-payment';
import { useQueueFocus } from '../use-queue-focus';
import { ownerLine } from '../owner-line';
import { ReasonModal } from './reason-modal';

type Slip = AdminPayment['slips'][number];

/**
 * One payment in the queue: what it pays for, the amount and references (the payment's and
 * the one read from each slip), the slips (click for the large picture), the buyer, a
 * duplicate slip called out first, and approve / reject with a reason.
 */
export function PaymentItem({ payment, selection }: { payment: AdminPayment; selection?: { checked: boolean; onChange: (checked: boolean) => void } }) {
  const { t } = useTranslation(['admin', 'credit']);
  const decide = useDecidePayment();
  const [rejecting, setRejecting] = useState(false);
  const [large, setLarge] = useState<{ slip: Slip; index: number } | null>(null);
  const item = useQueueFocus<HTMLElement>();
  const listingPath = paymentListingPath(payment);
  const decidable = payment.status === 'awaiting_payment' || payment.status === 'awaiting_approval';
  const titleId = `payment-${payment.id}`;

  // the hook confirms the decision: this card may have left the queue by the time it is done
  const run = (action: 'approve' | 'reject', reason?: string) => decide.mutate({ id: payment.id, action, reason }, { onSuccess: () => setRejecting(false) });

  return (
    <Paper ref={item} tabIndex={-1} withBorder radius="lg" p="md" component="article" aria-labelledby={titleId} data-testid="payment-item" data-payment-id={payment.id}>
      <Stack gap="sm">
        {payment.duplicate_slip && (
          <Alert color="red" variant="filled" radius="md" icon={<IconAlertTriangle aria-hidden />} data-testid="duplicate-slip">
            {t('payments.duplicate')}
          </Alert>
        )}
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          {selection && (
            <Checkbox
              mt={4}
              checked={selection.checked}
              onChange={(event) => selection.onChange(event.currentTarget.checked)}
              aria-label={t('queue.payments.select', { reference: payment.reference })}
              data-testid="payment-select"
            />
          )}
          <div style={{ minWidth: 0, flex: 1 }}>
            <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {payment.kind === 'purchase' ? (
                t('payments.purchase', { code: payment.package_code ?? '', credits: String(payment.credits ?? 0) })
              ) : (
                <>
                  {t('payments.boost')}
                  {listingPath && (
                    <>
                      {': '}
                      <Anchor component={Link} to={listingPath} target="_blank" inherit>
                        {payment.announce_title || `#${payment.announce_id}`}
                      </Anchor>
                    </>
                  )}
                </>
              )}
            </Title>
            <Text size="xs" c="dimmed">
              {t('payments.created', { date: formatDate(payment.created_at) })}
              {payment.decided_at && ` · ${t('payments.decided', { date: formatDate(payment.decided_at) })}`}
            </Text>
          </div>
          <PaymentStatusBadge status={payment.status} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <div>
            <Text size="xs" c="dimmed">
              {t('payments.amount')}
            </Text>
            <Text fw={800} fz="lg" data-testid="admin-payment-amount">
              {t('credit:pay.amount', { amount: formatSatang(payment.amount_satang) })}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('payments.reference')}
            </Text>
            <Text fw={600} ff="monospace" data-testid="admin-payment-reference">
              {payment.reference}
            </Text>
          </div>
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {t('payments.buyer')}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {ownerLine(payment.user) || t('moderation.ownerAccount', { id: String(payment.user.id) })}
            </Text>
          </div>
        </SimpleGrid>
        {payment.slips.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('payments.noSlip')}
          </Text>
        ) : (
          <Stack gap="xs" role="group" aria-label={t('payments.slipReference')}>
            {payment.slips.map((slip, index) => (
              <Group key={`${slip.received_at}-${index}`} gap="sm" wrap="nowrap" align="flex-start" data-testid="admin-slip">
                {slip.image_url ? (
                  <UnstyledButton onClick={() => setLarge({ slip, index })} aria-label={t('payments.viewSlip', { index: String(index + 1) })} style={{ flexShrink: 0 }}>
                    <SlipImage src={slip.image_url} alt="" w={72} h={96} fit="cover" radius="sm" />
                  </UnstyledButton>
                ) : (
                  <Text size="xs" c="dimmed" w={72} style={{ flexShrink: 0 }}>
                    {t('payments.slipErased')}
                  </Text>
                )}
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="xs" c="dimmed">
                    {t('payments.slip', { index: String(index + 1), source: t(`payments.source.${slip.source}`), date: formatDate(slip.received_at) })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('payments.slipReference')}
                  </Text>
                  {slip.reference ? (
                    <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="slip-reference">
                      {slip.reference}
                    </Text>
                  ) : (
                    <Text size="sm" c="orange.9">
                      {t('payments.unreadable')}
                    </Text>
                  )}
                  {slip.duplicate && (
                    <Badge color="red" variant="filled" tt="none">
                      {t('payments.duplicateBadge')}
                    </Badge>
                  )}
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
        {payment.status === 'rejected' && payment.reason && (
          <Text size="xs" c="red.8">
            {t('moderation.lastReason', { reason: payment.reason })}
          </Text>
        )}
        {decidable && (
          <Group gap="xs">
            <Button
              size="xs"
              color="green"
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={decide.isPending && decide.variables?.action === 'approve'}
              onClick={() => run('approve')}
              data-action="approve"
            >
              {t('payments.approve')}
            </Button>
            <Button size="xs" color="orange" variant="light" leftSection={<IconX size={16} aria-hidden />} onClick={() => setRejecting(true)} data-action="reject">
              {t('payments.reject')}
            </Button>
          </Group>
        )}
      </Stack>
      <ReasonModal
        opened={rejecting}
        title={t('payments.rejectTitle')}
        hint={t('payments.reasonHint')}
        loading={decide.isPending}
        onSubmit={(reason) => run('reject', reason)}
        onClose={() => setRejecting(false)}
      />
      <Modal opened={large !== null} onClose={() => setLarge(null)} size="lg" centered title={payment.reference}>
        {large && (
          <SlipImage
            src={large.slip.image_url}
            alt={t('payments.slip', { index: String(large.index + 1), source: t(`payments.source.${large.slip.source}`), date: formatDate(large.slip.received_at) })}
            radius="md"
          />
        )}
      </Modal>
    </Paper>
  );
}

/** A slip's picture: loaded with the admin's token (slips have no public URL), a grey box until it is in. */
function SlipImage({ src, ...props }: { src: string | null; alt: string } & Omit<ImageProps, 'src'>) {
  const url = usePrivateImage(src);
  return <Image src={url} bg="gray.1" {...props} />;
}
