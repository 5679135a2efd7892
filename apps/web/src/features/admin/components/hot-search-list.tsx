import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HOT_SEARCH_CATEGORIES, type AdminTrend } from '@baandee/contracts';
import { ContentLoader } from '../../../components/content-loader';
import { localName } from '../../../lib/listing-text';
import { useDeleteAdminHotSearch } from '../api/delete-admin-hot-search';
import { useAdminHotSearches } from '../api/get-admin-hot-searches';
import { useAdminTrends } from '../api/get-admin-trends';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { HotSearchForm, type AdminHotSearchItem } from './hot-search-form';
import { notifyDone } from '../notify';

const chipName = (chip: AdminHotSearchItem) => localName({ name_th: chip.search_name_th, name_en: chip.search_name_en });
const trendName = (trend: AdminTrend) => localName({ name_th: trend.trend_name_th, name_en: trend.trend_name_en });

/** The quick menu's chips by category, in their order, each with the trend it opens. */
export function HotSearchList() {
  const { t } = useTranslation('admin');
  const query = useAdminHotSearches();
  const trends = useAdminTrends().data?.trends ?? [];
  const remove = useDeleteAdminHotSearch();
  const [editing, setEditing] = useState<AdminHotSearchItem | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminHotSearchItem | null>(null);
  const chips = query.data?.hot_searches ?? [];
  const trendById = new Map(trends.map((trend) => [trend.trend_id, trend]));

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        notifyDone(t('hotSearches.deleted'));
      },
    });
  };

  return (
    <Stack gap="md" data-testid="hot-search-list">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw={520}>
          {t('hotSearches.lead')}
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)} data-testid="hot-search-add">
          {t('hotSearches.add')}
        </Button>
      </Group>
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        {chips.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t('hotSearches.empty')}
          </Text>
        ) : (
          HOT_SEARCH_CATEGORIES.map((category) => {
            const items = chips.filter((chip) => chip.category === category);
            if (items.length === 0) return null;
            return (
              <Stack key={category} gap="xs" component="section" aria-labelledby={`hot-search-${category}`}>
                <Title order={3} size="h5" id={`hot-search-${category}`}>
                  {t(`hotSearches.categories.${category}`)}
                </Title>
                <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {items.map((chip) => {
                    const name = chipName(chip);
                    const trend = chip.trend_id === null ? undefined : trendById.get(chip.trend_id);
                    return (
                      <Paper key={chip.id} component="li" withBorder radius="md" px="md" py="xs" data-testid="hot-search-item" data-key={chip.search_key}>
                        <Group justify="space-between" wrap="nowrap" gap="sm">
                          <div style={{ minWidth: 0 }}>
                            <Text fw={600} size="sm">
                              {name}
                            </Text>
                            <Group gap={6} mt={2}>
                              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                                {chip.search_key}
                              </Text>
                              {trend ? (
                                <Badge size="sm" variant="light" tt="none">
                                  {trendName(trend)}
                                </Badge>
                              ) : (
                                <Badge size="sm" variant="light" color="orange" tt="none" data-testid="hot-search-no-trend">
                                  {t('hotSearches.noTrend')}
                                </Badge>
                              )}
                            </Group>
                          </div>
                          <Group gap={4} wrap="nowrap">
                            <ActionIcon variant="subtle" size="lg" onClick={() => setEditing(chip)} aria-label={t('hotSearches.edit', { name })}>
                              <IconEdit size={20} aria-hidden />
                            </ActionIcon>
                            <ActionIcon variant="subtle" color="red" size="lg" onClick={() => setDeleting(chip)} aria-label={t('hotSearches.delete', { name })}>
                              <IconTrash size={20} aria-hidden />
                            </ActionIcon>
                          </Group>
                        </Group>
                      </Paper>
                    );
                  })}
                </Stack>
              </Stack>
            );
          })
        )}
      </ContentLoader>
      {editing !== undefined && <HotSearchForm chip={editing} trends={trends} onClose={() => setEditing(undefined)} />}
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={deleting ? t('hotSearches.deleteTitle', { name: chipName(deleting) }) : ''}
        text={t('hotSearches.deleteText')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
