import { Badge, Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArticleCard as Card } from '@baandee/contracts';
import { articlePath } from '@baandee/domain';
import { articleDate, articleMinutes, articleSummary, articleTitle, localNamed } from '../article-text';
import classes from './article-card.module.css';

/** An article as a card: cover, category, title, lead, date and reading time; the whole card links to the article. */
export function ArticleCard({ article, large = false }: { article: Card; large?: boolean }) {
  const { t } = useTranslation('article');
  const title = articleTitle(article);
  const category = localNamed(article.category);
  return (
    <article className={classes.card} data-testid="article-card" data-article-id={article.article_id} data-large={large || undefined}>
      <div className={classes.cover}>
        {article.cover_img ? (
          <img src={large ? article.cover_img : (article.thumb_img ?? article.cover_img)} alt="" loading="lazy" width={large ? 976 : 280} height={large ? 510 : 160} />
        ) : null}
      </div>
      <div className={classes.body}>
        <Group gap={6}>
          <Badge variant="light" tt="none" fw={600} size="sm">
            {category}
          </Badge>
          {article.is_highlight && (
            <Badge variant="light" color="orange" tt="none" size="sm">
              {t('card.highlight')}
            </Badge>
          )}
        </Group>
        <Text component="h3" fw={700} fz={large ? 'xl' : 'md'} lh={1.4} lineClamp={2} className={classes.title}>
          <Link to={articlePath(article.article_id)} className={classes.link}>
            {title}
          </Link>
        </Text>
        <Text size="sm" c="dimmed" lineClamp={large ? 3 : 2}>
          {articleSummary(article)}
        </Text>
        <Group gap="xs" c="dimmed" fz="xs" mt="auto">
          <span>{articleDate(article.published_at)}</span>
          <span aria-hidden>·</span>
          <Group gap={4} component="span" wrap="nowrap">
            <IconClock size={14} aria-hidden />
            {t('card.readingTime', { minutes: String(articleMinutes(article)) })}
          </Group>
        </Group>
      </div>
    </article>
  );
}
