import type { FastifyInstance } from 'fastify';
import { articlePath } from '@baandee/domain';

/** A published article as the sitemap lists it. */
export interface SitemapArticle {
  /** `/view-article/{article_id}` */
  path: string;
  lastmod: Date;
}

/**
 * The articles part of the sitemap: every article a visitor can read now (published, its
 * time come), newest first. Its last change is its edit, or its publication when that
 * came later (a scheduled article appears on the site at its publish time).
 */
export async function publishedArticlesForSitemap(app: Pick<FastifyInstance, 'articlesRepository'>): Promise<SitemapArticle[]> {
  const articles = await app.articlesRepository.publishedIdsWithUpdatedAt();
  return articles.map((article) => ({
    path: articlePath(article.id),
    lastmod: new Date(Math.max(new Date(article.updated_at).getTime(), new Date(article.publish_at).getTime())),
  }));
}
