import type { FastifyInstance } from 'fastify';

/** A published article as the sitemap lists it. */
export interface SitemapArticle {
  /** `/view-article/{article_id}` */
  path: string;
  lastmod: Date;
}

/**
 * The articles part of the sitemap. Articles are not in the product yet (issue #10, the
 * articles work): until they are, this lists none and the part is an empty, valid urlset.
 * When the articles module lands, answer its published articles here (its repository's
 * list of published articles: id and last change), newest change first.
 */
export async function publishedArticlesForSitemap(_app: FastifyInstance): Promise<SitemapArticle[]> {
  return [];
}
