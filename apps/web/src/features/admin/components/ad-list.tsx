import { useState, type CSSProperties } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminAd } from '@baandee/contracts';
import { AD_SLOT_RATIO, formatNumber } from '@baandee/domain';
import { ContentLoader } from '../../../components/content-loader';
import { useDeleteAdminAd } from '../api/delete-admin-ad';
import { useAdminAds } from '../api/get-admin-ads';
import { AdEditor } from './ad-editor';
import { ScheduleBadge, scheduleText } from './schedule';
import { ConfirmRowDelete, RowActions } from './row-actions';
import classes from './ads-admin.module.css';

/** Every ad by page and position: what it shows, when it runs and how often it was seen and clicked. */
export function AdList() {
  const { t } = useTranslation('admin');
  const query = useAdminAds();
  const remove = useDeleteAdminAd();
  // undefined: the form is closed; null: a new ad
  const [editing, setEditing] = useState<AdminAd | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminAd | null>(null);
  const ads = query.data?.ads ?? [];
  // the admin's own name for the ad, its page and position beside it: two ads of one slot read differently
  const name = (ad: AdminAd) => ad.name;
  const slot = (ad: AdminAd) => `${t(`ads.pages.${ad.page_name}`)} · ${t(`ads.positions.${ad.page_position}`)}`;

  return (
    <Stack gap="md" data-testid="ad-list">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw={520}>
          {t('ads.lead')}
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)} data-testid="ad-add">
          {t('ads.add')}
        </Button>
      </Group>
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        {ads.length === 0 ? (
          <Paper withBorder radius="lg" p="xl" ta="center">
            <Text c="dimmed">{t('ads.empty')}</Text>
          </Paper>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {ads.map((ad) => (
              <Paper key={ad.id} component="li" withBorder radius="lg" p="md" data-testid="ad-item" data-ad-id={ad.id} aria-labelledby={`ad-${ad.id}`}>
                {/* a phone puts the thumbnail above the name, which then has the card's whole width */}
                <div className={classes.row}>
                  <div className={classes.thumb} style={{ '--ad-ratio': AD_SLOT_RATIO[ad.page_position] } as CSSProperties} data-testid="ad-thumb">
                    {ad.image_url ? (
                      <img src={ad.image_url} alt="" />
                    ) : (
                      <Text size="xs" ta="center" pt={8} c="gray.7">
                        HTML
                      </Text>
                    )}
                  </div>
                  <Stack gap={4} className={classes.body}>
                    <Title order={3} size="h5" id={`ad-${ad.id}`} style={{ overflowWrap: 'anywhere' }} data-testid="ad-name">
                      {name(ad)}
                    </Title>
                    <Text size="sm" c="dimmed" data-testid="ad-slot">
                      {slot(ad)}
                    </Text>
                    <Group gap={6}>
                      <ScheduleBadge item={ad} />
                      <Badge variant="light" color="gray" tt="none" fw={500}>
                        {t('ads.order', { order: String(ad.sort_order) })}
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {scheduleText(t, ad)}
                    </Text>
                    <Text size="sm" data-testid="ad-counts">
                      {t('ads.counts', { impressions: formatNumber(ad.impressions), clicks: formatNumber(ad.clicks) })}
                    </Text>
                    {ad.link && (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {ad.link}
                      </Text>
                    )}
                  </Stack>
                  <RowActions
                    editLabel={t('ads.edit', { name: name(ad) })}
                    deleteLabel={t('ads.delete', { name: name(ad) })}
                    onEdit={() => setEditing(ad)}
                    onDelete={() => setDeleting(ad)}
                    testId="ad"
                    className={classes.actions}
                  />
                </div>
              </Paper>
            ))}
          </Stack>
        )}
      </ContentLoader>
      {editing !== undefined && <AdEditor ad={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmRowDelete
        item={deleting}
        title={deleting ? t('ads.deleteTitle', { name: name(deleting) }) : ''}
        text={t('ads.deleteText')}
        done={t('ads.deleted')}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
