import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconExternalLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminTrend } from '@baandee/contracts';
import { ContentLoader } from '../../../components/content-loader';
import { localName } from '../../../lib/listing-text';
import { useDeleteAdminTrend } from '../api/delete-admin-trend';
import { useAdminHotSearches } from '../api/get-admin-hot-searches';
import { useAdminTrends } from '../api/get-admin-trends';
import { useTrendOptions } from '../use-trend-options';
import { AdminEmptyState } from './admin-empty-state';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { TrendForm } from './trend-form';
import { notifyDone } from '../notify';

const trendName = (trend: AdminTrend) => localName({ name_th: trend.trend_name_th, name_en: trend.trend_name_en });

/** The trend groups in their order: each with its link, what its filter finds and how many chips open it. */
export function TrendList() {
  const { t } = useTranslation('admin');
  const query = useAdminTrends();
  const chips = useAdminHotSearches().data?.hot_searches ?? [];
  const options = useTrendOptions();
  const remove = useDeleteAdminTrend();
  // undefined: the form is closed; null: a new trend
  const [editing, setEditing] = useState<AdminTrend | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminTrend | null>(null);
  const trends = query.data?.trends ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.trend_id, {
      onSuccess: () => {
        setDeleting(null);
        notifyDone(t('trends.deleted'));
      },
    });
  };

  return (
    <Stack gap="md" data-testid="trend-list">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw={520}>
          {t('trends.lead')}
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)} data-testid="trend-add">
          {t('trends.add')}
        </Button>
      </Group>
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        {trends.length === 0 ? (
          <AdminEmptyState section="trends" />
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {trends.map((trend) => {
              const name = trendName(trend);
              const opening = chips.filter((chip) => chip.trend_id === trend.trend_id).length;
              return (
                <Paper
                  key={trend.trend_id}
                  component="li"
                  withBorder
                  radius="lg"
                  p="md"
                  data-testid="trend-item"
                  data-trend-id={trend.trend_id}
                  aria-labelledby={`trend-${trend.trend_id}`}
                >
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <Title order={3} size="h5" id={`trend-${trend.trend_id}`}>
                        {name}
                      </Title>
                      <Anchor component={Link} to={`/trend/${trend.slug_id}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        /trend/{trend.slug_id} <IconExternalLink size={14} aria-label={t('trends.open')} style={{ verticalAlign: 'middle' }} />
                      </Anchor>
                    </Stack>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon variant="subtle" size="lg" onClick={() => setEditing(trend)} aria-label={t('trends.edit', { name })} data-testid="trend-edit">
                        <IconEdit size={20} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        onClick={() => setDeleting(trend)}
                        aria-label={t('trends.delete', { name })}
                        data-testid="trend-delete"
                      >
                        <IconTrash size={20} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Group>
                  <Group gap={6} mt="xs" data-testid="trend-summary">
                    {options.summary(trend.filter).map((part) => (
                      <Badge key={part} variant="light" color="gray" tt="none" fw={500}>
                        {part}
                      </Badge>
                    ))}
                  </Group>
                  <Text size="xs" c="dimmed" mt={6}>
                    {t('trends.chips', { count: opening })}
                  </Text>
                </Paper>
              );
            })}
          </Stack>
        )}
      </ContentLoader>
      {editing !== undefined && <TrendForm trend={editing} options={options} onClose={() => setEditing(undefined)} />}
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={deleting ? t('trends.deleteTitle', { name: trendName(deleting) }) : ''}
        text={t('trends.deleteText')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
