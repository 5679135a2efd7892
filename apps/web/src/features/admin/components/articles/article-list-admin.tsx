import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ActionIcon, Badge, Button, Center, Group, Image, Pagination, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconEdit, IconExternalLink, IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminArticle } from '@baandee/contracts';
import { ARTICLE_STATUSES, articlePath } from '@baandee/domain';
import { ContentLoader } from '../../../../components/content-loader';
import { currentLanguage } from '../../../../lib/i18n';
import { usePageParam, useSetFilterParam } from '../../../../lib/use-page-param';
import { useAdminArticles, type AdminArticleTab } from '../../api/get-admin-articles';
import { useDeleteAdminArticle } from '../../api/store-admin-article';
import { notifyDone } from '../../notify';
import { ConfirmDeleteModal } from '../confirm-delete-modal';

const TABS: AdminArticleTab[] = ['all', ...ARTICLE_STATUSES];
const STATUS_COLOR = { draft: 'gray', published: 'green', scheduled: 'blue' } as const;

const when = (iso: string) => new Intl.DateTimeFormat(currentLanguage() === 'en' ? 'en-GB' : 'th-TH', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const titleOf = (article: AdminArticle) => (currentLanguage() === 'en' && article.title_en ? article.title_en : article.title_th);

/** The admin's articles by status tab (with counts), the latest change first; each to edit, open or delete. */
export function ArticleListAdmin({ onEdit }: { onEdit: (id: number | null) => void }) {
  const { t } = useTranslation('article');
  // the status tab and the page live in the address: a reload or the browser's back keeps them
  const [params] = useSearchParams();
  const [page, setPage] = usePageParam();
  const asked = params.get('status');
  const tab: AdminArticleTab = TABS.find((value) => value === asked) ?? 'all';
  const setFilter = useSetFilterParam();
  const setTab = (next: AdminArticleTab) => setFilter('status', next === 'all' ? null : next);
  const query = useAdminArticles(tab, page);
  const remove = useDeleteAdminArticle();
  const [deleting, setDeleting] = useState<AdminArticle | null>(null);
  const counts = query.data?.counts;

  return (
    <Stack gap="md" data-testid="article-list-admin">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text size="sm" c="dimmed" maw={520}>
          {t('admin.lead')}
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => onEdit(null)} data-testid="article-add">
          {t('admin.add')}
        </Button>
      </Group>
      <Tabs
        variant="pills"
        radius="xl"
        value={tab}
        onChange={(next) => {
          if (next) setTab(next as AdminArticleTab);
        }}
      >
        <Tabs.List aria-label={t('admin.statusLabel')} data-testid="article-status-tabs">
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`admin.status.${value}`)}
              {counts ? ` (${counts[value]})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        {query.data && query.data.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t('admin.empty')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {query.data?.data.map((article) => {
              const title = titleOf(article);
              return (
                <Paper key={article.article_id} component="li" withBorder radius="lg" p="sm" data-testid="admin-article-item" data-article-id={article.article_id}>
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Image src={article.thumb_img} alt="" w={96} h={55} radius="md" fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw=" visibleFrom="xs" />
                    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                      <Title order={3} size="h5" lineClamp={2}>
                        {title}
                      </Title>
                      <Group gap={6}>
                        <Badge color={STATUS_COLOR[article.status]} variant="light" tt="none" data-testid="admin-article-status">
                          {t(`admin.status.${article.status}`)}
                        </Badge>
                        {article.is_highlight && (
                          <Badge color="orange" variant="light" tt="none">
                            {t('admin.highlight')}
                          </Badge>
                        )}
                        <Text size="xs" c="dimmed">
                          {article.status === 'scheduled' && article.publish_at
                            ? t('admin.scheduledAt', { date: when(article.publish_at) })
                            : article.status === 'published'
                              ? t('admin.publishAt', { date: when(article.published_at) })
                              : t('admin.updated', { date: when(article.updated_at) })}
                        </Text>
                      </Group>
                    </Stack>
                    <Group gap={2} wrap="nowrap">
                      {article.status === 'published' ? (
                        <ActionIcon component={Link} to={articlePath(article.article_id)} variant="subtle" size="lg" aria-label={t('admin.view')}>
                          <IconExternalLink size={20} aria-hidden />
                        </ActionIcon>
                      ) : (
                        // not public yet: the admin previews it on its own page, marked as such
                        <ActionIcon component={Link} to={articlePath(article.article_id)} variant="subtle" size="lg" aria-label={t('admin.preview', { title })} data-testid="admin-article-preview">
                          <IconEye size={20} aria-hidden />
                        </ActionIcon>
                      )}
                      <ActionIcon variant="subtle" size="lg" onClick={() => onEdit(article.article_id)} aria-label={t('admin.edit', { title })} data-testid="admin-article-edit">
                        <IconEdit size={20} aria-hidden />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="red" size="lg" onClick={() => setDeleting(article)} aria-label={t('admin.delete', { title })} data-testid="admin-article-delete">
                        <IconTrash size={20} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
        {query.data && query.data.last_page > 1 && (
          <Center mt="md">
            <Pagination total={query.data.last_page} value={page} onChange={setPage} withEdges={false} siblings={1} />
          </Center>
        )}
      </ContentLoader>
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={deleting ? t('admin.deleteTitle', { title: titleOf(deleting) }) : ''}
        text={t('admin.deleteText')}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.article_id, {
            onSuccess: () => {
              setDeleting(null);
              notifyDone(t('admin.deleted'));
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
