import { useState, type CSSProperties } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminEventBanner } from '@baandee/contracts';
import { EVENT_BANNER_RATIO } from '@baandee/domain';
import { ContentLoader } from '../../../components/content-loader';
import { useDeleteAdminEventBanner } from '../api/delete-admin-event-banner';
import { useAdminEventBanners } from '../api/get-admin-event-banners';
import { ConfirmRowDelete, RowActions } from './row-actions';
import { EventBannerEditor } from './event-banner-editor';
import { ScheduleBadge, scheduleText } from './schedule';
import classes from './ads-admin.module.css';

/** Home's event banners, the latest start first; of those running, the latest start shows. */
export function EventBannerList() {
  const { t, i18n } = useTranslation('admin');
  const query = useAdminEventBanners();
  const remove = useDeleteAdminEventBanner();
  const [editing, setEditing] = useState<AdminEventBanner | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminEventBanner | null>(null);
  const banners = query.data?.banners ?? [];
  const title = (banner: AdminEventBanner) => (i18n.language === 'en' ? banner.title_en : banner.title_th);

  return (
    <Stack gap="md" data-testid="banner-list">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw={520}>
          {t('banners.lead')}
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)} data-testid="banner-add">
          {t('banners.add')}
        </Button>
      </Group>
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        {banners.length === 0 ? (
          <Paper withBorder radius="lg" p="xl" ta="center">
            <Text c="dimmed">{t('banners.empty')}</Text>
          </Paper>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {banners.map((banner) => (
              <Paper key={banner.id} component="li" withBorder radius="lg" p="md" data-testid="banner-item" aria-labelledby={`banner-${banner.id}`}>
                {/* a phone puts the thumbnail above the title, which then has the card's whole width */}
                <div className={classes.row}>
                  <div className={classes.thumb} style={{ '--ad-ratio': EVENT_BANNER_RATIO } as CSSProperties} data-testid="banner-thumb">
                    <img src={banner.image_url} alt="" />
                  </div>
                  <Stack gap={4} className={classes.body}>
                    <Title order={3} size="h5" id={`banner-${banner.id}`} style={{ overflowWrap: 'anywhere' }}>
                      {title(banner)}
                    </Title>
                    <Group gap={6}>
                      <ScheduleBadge item={banner} />
                    </Group>
                    <Text size="xs" c="dimmed">
                      {scheduleText(t, banner)}
                    </Text>
                  </Stack>
                  <RowActions
                    editLabel={t('ads.edit', { name: title(banner) })}
                    deleteLabel={t('ads.delete', { name: title(banner) })}
                    onEdit={() => setEditing(banner)}
                    onDelete={() => setDeleting(banner)}
                    testId="banner"
                    className={classes.actions}
                  />
                </div>
              </Paper>
            ))}
          </Stack>
        )}
      </ContentLoader>
      {editing !== undefined && <EventBannerEditor banner={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmRowDelete
        item={deleting}
        title={deleting ? t('banners.deleteTitle', { name: title(deleting) }) : ''}
        text={t('banners.deleteText')}
        done={t('banners.deleted')}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
