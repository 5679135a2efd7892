import { Avatar, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAddressParams } from '../../../lib/use-page-param';
import { SEARCH_DEFAULTS, SORT_OPTIONS, formatNumber, formatPhone, type SortOption } from '@baandee/domain';
import { agentProfileHead } from '@baandee/contracts/page-heads';
import { PageLoading } from '../../../components/page-loading';
import { profileImageSrc } from '../../../lib/profile-image';
import { usePageHead } from '../../../lib/page-head';
import { ListingCard } from '../../listings';
import { PagedGrid } from '../../listings';
import { formatDate } from '../../../lib/listing-text';
import { usePageParam } from '../../../lib/use-page-param';
import { useAgentProfile } from '../api/get-agent-profile';

const isSortOption = (value: string | null): value is SortOption => (SORT_OPTIONS as readonly (string | null)[]).includes(value);

/** /view-profile/{id}: who the agent is and their published listings, sorted by the spec's four options. */
export function AgentProfile({ id }: { id: number }) {
  const { t } = useTranslation(['listing', 'shell']);
  const [params, setParams] = useAddressParams();
  const [page, setPage] = usePageParam();
  const order = params.get('order_by');
  const orderBy: SortOption = isSortOption(order) ? order : SEARCH_DEFAULTS.order_by;
  const query = useAgentProfile(id, page, orderBy);
  const profile = query.data;
  const name = profile ? [profile.firstname, profile.lastname].filter(Boolean).join(' ') || profile.company_name || '' : '';
  usePageHead(profile, agentProfileHead);

  if (!profile) return <PageLoading />;
  const { announces } = profile;
  return (
    <Stack gap="xl" data-testid="agent-profile">
      <Paper withBorder radius="lg" p={{ base: 'md', md: 'xl' }}>
        <Group align="flex-start" wrap="nowrap">
          <Avatar src={profileImageSrc(profile.profile_img_path)} alt="" size={80} radius="xl" />
          <Stack gap={4}>
            <Title order={1} size="h3" data-testid="agent-name">
              {/* an account without a name or company still heads its page, as its listings' owner card does */}
              {name || t('owner.title')}
            </Title>
            {profile.company_name && profile.company_name !== name && <Text>{profile.company_name}</Text>}
            <Text size="sm" c="dimmed">
              {t(`owner.userType.${profile.user_type}`)} · {t('owner.memberSince', { date: formatDate(profile.created_at) })}
            </Text>
            {profile.phone && (
              <Group gap={4} fz="sm">
                <IconPhone size={16} aria-hidden />
                {profile.phone_masked ? profile.phone : formatPhone(profile.phone)}
              </Group>
            )}
            {profile.short_history && (
              <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line' }}>
                {profile.short_history}
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h4">
            {t('agent.listings')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('agent.count', { total: formatNumber(announces.total), count: announces.total })}
          </Text>
        </div>
        <NativeSelect
          label={t('agent.sort')}
          value={orderBy}
          data={SORT_OPTIONS.map((option) => ({ value: option, label: t(`agent.sortOptions.${option}`) }))}
          onChange={(event) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('order_by', event.currentTarget.value);
              next.delete('page');
              return next;
            })
          }
          data-testid="agent-sort"
        />
      </Group>
      {announces.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="agent-listings-empty">
          {t('agent.empty')}
        </Text>
      ) : (
        <PagedGrid page={announces.current_page} lastPage={announces.last_page} onPage={setPage}>
          {announces.data.map((listing) => (
            <ListingCard key={listing.id} listing={listing} />
          ))}
        </PagedGrid>
      )}
    </Stack>
  );
}
