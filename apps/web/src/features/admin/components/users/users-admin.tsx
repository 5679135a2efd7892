import { useEffect, useState } from 'react';
import { Badge, Button, Center, Group, Pagination, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminUserRow } from '@baandee/contracts';
import { ContentLoader } from '../../../../components/content-loader';
import { formatDate } from '../../../../lib/listing-text';
import { usePageParam } from '../../../../lib/use-page-param';
import { useAdminUsers } from '../../api/admin-users';
import { UserDetail } from './user-detail';

export const personName = (user: { firstname: string | null; lastname: string | null; email: string | null; id: number }) =>
  [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email || `#${user.id}`;

/** /admin/users: find a user by e-mail, phone, name or id (kept in the URL), then open one (?user=). */
export function UsersAdmin() {
  const [params] = useSearchParams();
  const selected = Number(params.get('user'));
  if (Number.isInteger(selected) && selected > 0) return <UserDetail id={selected} />;
  return <UserSearch />;
}

function UserSearch() {
  const { t } = useTranslation(['admin']);
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  useEffect(() => setTyped(q), [q]);
  const query = useAdminUsers(q, page);
  const data = query.data;

  return (
    <Stack gap="md" data-testid="users-admin">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(typed.trim() ? { q: typed.trim() } : {});
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('users.search')}
            description={t('users.searchHint')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            data-testid="users-search"
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} data-testid="users-search-submit">
            {t('users.search')}
          </Button>
        </Group>
      </form>
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        {data && data.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="users-empty">
            {t('users.empty')}
          </Text>
        ) : (
          data && (
            <Stack gap="sm">
              {data.data.map((user) => (
                <UserRow key={user.id} user={user} onOpen={() => setParams({ ...(q && { q }), user: String(user.id) })} />
              ))}
              {data.last_page > 1 && (
                <Center component="nav">
                  <Pagination total={data.last_page} value={data.current_page} onChange={setPage} siblings={1} />
                </Center>
              )}
            </Stack>
          )
        )}
      </ContentLoader>
    </Stack>
  );
}

function UserRow({ user, onOpen }: { user: AdminUserRow; onOpen: () => void }) {
  const { t } = useTranslation(['admin']);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="user-row" data-user-id={user.id}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {personName(user)}
            </Text>
            {user.role === 'admin' && <Badge variant="light">{t('users.admin')}</Badge>}
            {user.suspended_at && (
              <Badge color="red" variant="light">
                {t('users.suspended')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            #{user.id} · {[user.email, user.phone].filter(Boolean).join(' · ')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('users.listings', { count: user.listings })} · {t('users.joined', { date: formatDate(user.created_at) })}
          </Text>
        </div>
        <Button size="xs" variant="light" onClick={onOpen} data-testid="user-open">
          {t('users.open')}
        </Button>
      </Group>
    </Paper>
  );
}
