import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SUSPENSION_REASON_MAX, formatNumber } from '@baandee/domain';
import { ContentLoader } from '../../../../components/content-loader';
import { useCurrentUser } from '../../../../lib/current-user';
import { formatDate } from '../../../../lib/listing-text';
import { useAdminUser, useSuspendUser } from '../../api/admin-users';
import { notifyDone } from '../../notify';
import { NoteModal } from '../reports/note-modal';
import { personName } from './users-admin';

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <Paper withBorder radius="md" p="sm" component="section">
      <Title order={3} size="h6" mb={4}>
        {title} ({count})
      </Title>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {t('users.none')}
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {children}
        </List>
      )}
    </Paper>
  );
}

/** One user: the account, suspension, and everything that hangs off it. */
export function UserDetail({ id }: { id: number }) {
  const { t } = useTranslation(['admin', 'listing', 'listing']);
  const [params, setParams] = useSearchParams();
  const me = useCurrentUser();
  const query = useAdminUser(id);
  const suspend = useSuspendUser();
  const [asking, setAsking] = useState(false);
  const user = query.data;
  const back = () => {
    const q = params.get('q');
    setParams(q ? { q } : {});
  };

  return (
    <Stack gap="md" data-testid="user-detail">
      <div>
        <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={back}>
          {t('users.back')}
        </Button>
      </div>
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        {user && (
          <Stack gap="md">
            <Paper withBorder radius="lg" p="md">
              <Stack gap={4}>
                <Group gap={6}>
                  <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                    {personName(user)}
                  </Title>
                  {user.role === 'admin' && <Badge variant="light">{t('users.admin')}</Badge>}
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  #{user.id} · {[user.email, user.phone].filter(Boolean).join(' · ')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('users.joined', { date: formatDate(user.created_at) })} · {t('users.balance', { balance: formatNumber(user.credit_balance) })}
                </Text>
                {user.suspended_at && (
                  <Alert color="red" mt="xs" data-testid="user-suspended">
                    {t('users.suspendedSince', { date: formatDate(user.suspended_at), reason: user.suspension_reason ?? '' })}
                  </Alert>
                )}
                {me?.id !== user.id && (
                  <Group mt="xs">
                    {user.suspended_at ? (
                      <Button
                        variant="light"
                        loading={suspend.isPending}
                        onClick={() => suspend.mutate({ id: user.id, reason: null }, { onSuccess: () => notifyDone(t('users.unsuspendedDone')) })}
                        data-testid="user-unsuspend"
                      >
                        {t('users.unsuspend')}
                      </Button>
                    ) : (
                      <Button color="red" variant="light" onClick={() => setAsking(true)} data-testid="user-suspend">
                        {t('users.suspend')}
                      </Button>
                    )}
                  </Group>
                )}
              </Stack>
            </Paper>
            <Section title={t('users.sections.listings')} count={user.listing_items.length}>
              {user.listing_items.map((listing) => (
                <List.Item key={listing.id}>
                  <Anchor component={Link} to={`/view-announce/${listing.slug_id}`} target="_blank" size="sm">
                    {listing.announce_title || t('listing:card.untitled')}
                  </Anchor>{' '}
                  · {t(`listing:status.${listing.status}`)}
                  {listing.held ? ` · ${t('reports.held')}` : ''}
                </List.Item>
              ))}
            </Section>
            <Section title={t('users.sections.payments')} count={user.payments.length}>
              {user.payments.map((payment) => (
                <List.Item key={payment.id}>
                  {formatDate(payment.created_at)} · {formatNumber(payment.amount_satang / 100)} ฿ · {payment.kind} · {payment.status}
                </List.Item>
              ))}
            </Section>
            <Section title={t('users.sections.credits')} count={user.credits.length}>
              {user.credits.map((entry) => (
                <List.Item key={entry.id}>
                  {formatDate(entry.created_at)} · {entry.amount > 0 ? '+' : ''}
                  {formatNumber(entry.amount)} · {entry.type}
                </List.Item>
              ))}
            </Section>
            <Section title={t('users.sections.sessions')} count={user.sessions.length}>
              {user.sessions.map((session) => (
                <List.Item key={session.id}>{t('users.session', { created: formatDate(session.created_at), used: formatDate(session.last_used_at) })}</List.Item>
              ))}
            </Section>
            <Section title={t('users.sections.reportsMade')} count={user.reports_made.length}>
              {user.reports_made.map((report) => (
                <List.Item key={report.id}>
                  {formatDate(report.created_at)} · #{report.listing_id} · {t(`listing:report.reasons.${report.reason}`)}
                  {report.action ? ` → ${t(`reports.actions.${report.action}`)}` : ''}
                </List.Item>
              ))}
            </Section>
            <Section title={t('users.sections.reportsReceived')} count={user.reports_received.length}>
              {user.reports_received.map((report) => (
                <List.Item key={report.id}>
                  {formatDate(report.created_at)} · #{report.listing_id} · {t(`listing:report.reasons.${report.reason}`)}
                  {report.action ? ` → ${t(`reports.actions.${report.action}`)}` : ''}
                </List.Item>
              ))}
            </Section>
            <NoteModal
              opened={asking}
              title={t('users.suspendTitle', { name: personName(user) })}
              label={t('users.reason')}
              hint={t('users.reasonHint')}
              maxLength={SUSPENSION_REASON_MAX}
              loading={suspend.isPending}
              onSubmit={(reason) =>
                suspend.mutate(
                  { id: user.id, reason },
                  {
                    onSuccess: () => {
                      setAsking(false);
                      notifyDone(t('users.suspendedDone'));
                    },
                  },
                )
              }
              onClose={() => setAsking(false)}
            />
          </Stack>
        )}
      </ContentLoader>
    </Stack>
  );
}
