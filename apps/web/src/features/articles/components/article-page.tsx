import { articleHead } from '@baandee/contracts/page-heads';
import { Alert, Anchor, Avatar, Box, Breadcrumbs, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconEdit, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { ListingCard } from '../../listings';
import { ListingGrid } from '../../listings';
import { ShareButton } from '../../listings';
import { currentLanguage } from '../../../lib/i18n';
import { usePageHead } from '../../../lib/page-head';
import { useArticle } from '../api/get-article';
import { articleBody, articleDate, articleMinutes, articleSummary, articleTitle, categoryHref, localNamed } from '../article-text';
import { ArticleBody } from './article-body';
import { ArticleGrid } from './article-grid';
import { CategoryChips } from './category-chips';
import { AdRow, AdSlot } from '../../ads';

/**
 * /view-article/{article_id} (ArticleDetail): category chips, title, author, date (Buddhist
 * era in Thai), reading time, share, cover, body, related articles and listings related by
 * area or type. A draft or unknown article is the not-found page (its 404); an admin
 * previews a draft or scheduled article under a banner that says it is not public.
 */
export function ArticlePage({ id }: { id: number }) {
  const { t } = useTranslation(['article', 'shell', 'listing']);
  const query = useArticle(id);
  const article = query.data?.article;
  const title = article ? articleTitle(article) : '';
  usePageHead(query.data, articleHead);
  if (!query.data || !article) return <PageLoading />;

  const { html, thaiOnly } = articleBody(article);
  const lang = currentLanguage() === 'en' && !thaiOnly ? 'en' : 'th';
  const { related_articles: related, related_listings: listings } = query.data;
  return (
    <Container size="md" py={{ base: 'lg', md: 'xl' }} component="article" data-testid="article-page" data-article-id={id}>
      <Stack gap="lg">
        {query.data.preview && (
          // only an admin is answered an article that is not public: said before anything else
          <Alert color="yellow" variant="light" radius="md" icon={<IconEyeOff size={20} aria-hidden />} role="status" data-testid="article-preview-banner">
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600} lh={1.6}>
                {query.data.preview.status === 'scheduled' && query.data.preview.publish_at
                  ? t('page.previewScheduled', { date: articleDate(query.data.preview.publish_at) })
                  : t('page.previewDraft')}
              </Text>
              <Button component={Link} to={`/admin/articles?edit=${id}`} size="compact-sm" variant="white" leftSection={<IconEdit size={16} aria-hidden />}>
                {t('page.previewEdit')}
              </Button>
            </Group>
          </Alert>
        )}
        <AdSlot page="articleDetail" position="top" />
        <Breadcrumbs separatorMargin={6}>
          <Anchor component={Link} to="/" size="sm">
            {t('shell:bottomNav.home')}
          </Anchor>
          <Anchor component={Link} to="/article" size="sm">
            {t('list.title')}
          </Anchor>
          <Anchor component={Link} to={categoryHref(article.category.slug_id)} size="sm">
            {localNamed(article.category)}
          </Anchor>
        </Breadcrumbs>
        <CategoryChips
          label={t('list.categories')}
          testId="article-chips"
          chips={[
            { key: 'category', label: localNamed(article.category), href: categoryHref(article.category.slug_id) },
            ...(article.sub_category
              ? [{ key: 'sub', label: localNamed(article.sub_category), href: categoryHref(article.category.slug_id, article.sub_category.slug_id) }]
              : []),
          ]}
        />
        <Title order={1} lh={1.35} data-testid="article-title">
          {title}
        </Title>
        <Text size="lg" c="dimmed">
          {articleSummary(article)}
        </Text>
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={article.author.image} alt="" radius="xl" color="brand">
              {article.author.name.slice(0, 1)}
            </Avatar>
            <div>
              <Text size="sm" fw={600}>
                {t('page.by', { name: article.author.name })}
              </Text>
              <Group gap={6} c="dimmed" fz="sm">
                <time dateTime={article.published_at} data-testid="article-date">
                  {t('page.published', { date: articleDate(article.published_at) })}
                </time>
                <span aria-hidden>·</span>
                <Group gap={4} component="span" wrap="nowrap">
                  <IconClock size={14} aria-hidden />
                  {t('page.readingTime', { minutes: String(articleMinutes(article)) })}
                </Group>
              </Group>
            </div>
          </Group>
          <ShareButton title={title} />
        </Group>
        {article.cover_img && (
          <Box component="img" src={article.cover_img} alt="" width={976} height={510} style={{ width: '100%', height: 'auto', borderRadius: 'var(--mantine-radius-lg)', display: 'block' }} data-testid="article-cover" />
        )}
        {thaiOnly && (
          <Text size="sm" c="dimmed" fs="italic">
            {t('page.onlyThai')}
          </Text>
        )}
        <ArticleBody html={html} lang={lang} />
      </Stack>
      {related.length > 0 && (
        <Stack gap="md" mt={48} component="section" aria-labelledby="related-articles" data-testid="related-articles">
          <Title order={2} size="h3" id="related-articles">
            {t('page.related')}
          </Title>
          <ArticleGrid articles={related} />
        </Stack>
      )}
      {listings.length > 0 && (
        <Stack gap="md" mt={48} component="section" aria-labelledby="related-listings" data-testid="related-listings">
          <Title order={2} size="h3" id="related-listings">
            {t('page.relatedListings')}
          </Title>
          <ListingGrid>
            {listings.map((listing) => (
              <ListingCard key={listing.id} listing={listing} />
            ))}
          </ListingGrid>
          <Anchor component={Link} to="/announce-search" size="sm">
            {t('page.moreListings')}
          </Anchor>
        </Stack>
      )}
      <Stack gap="md" mt={48}>
        <AdSlot page="articleDetail" position="bottom" />
        <AdRow page="articleDetail" />
      </Stack>
    </Container>
  );
}
