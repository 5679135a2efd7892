import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AdminArticle, AdminArticlesResult, ArticleUploadResult, adminArticleBody, z } from '@baandee/contracts';
import { IMAGE_SIZES, normalizeSearchText, readingMinutes, RESULTS_PER_PAGE } from '@baandee/domain';
import { badInput, notFound, type FieldErrors } from '../../lib/errors.js';
import { imageOwner, processImage } from '../../lib/images.js';
import { contentImageOrigins } from '../../lib/content-images.js';
import { putAll } from '../../plugins/storage.plugin.js';
import { audited, type AdminActor } from '../audit/audit.service.js';
import { sanitizeArticleHtml } from './article-html.js';
import { toAdminArticle } from './article-mappers.js';
import type { ArticleTab, ArticleValues } from './articles.repository.js';
import { keywordTerms } from './articles.service.js';

type ArticleBody = z.output<typeof adminArticleBody>;

/** GET api/admin/article: a tab of articles (drafts too), the latest change first, and every tab's count. */
export async function adminListArticles(app: Pick<FastifyInstance, 'articlesRepository'>, query: { status: ArticleTab; keyword?: string; page: number }): Promise<AdminArticlesResult> {
  const { rows, counts } = await app.articlesRepository.adminPage({ tab: query.status, terms: keywordTerms(query.keyword), page: query.page, perPage: RESULTS_PER_PAGE });
  const total = query.status === 'all' ? counts.all : counts[query.status];
  const now = new Date();
  return {
    data: rows.map((row) => toAdminArticle(row, now)),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / RESULTS_PER_PAGE)),
    per_page: RESULTS_PER_PAGE,
    total,
    counts,
  };
}

export async function adminGetArticle(app: Pick<FastifyInstance, 'articlesRepository'>, id: number): Promise<AdminArticle> {
  const row = await app.articlesRepository.adminArticle(id);
  if (!row) throw notFound();
  return toAdminArticle(row);
}

/** The thumbnail stored beside a cover: `<name>.webp` -> `<name>-thumb.webp` (also the demo pictures' naming). */
const thumbKeyOf = (coverKey: string) => coverKey.replace(/\.webp$/, '-thumb.webp');
/** Where article pictures and the demo's drawn pictures are kept. */
const COVER_KEY = /^(?:article|demo)\/[A-Za-z0-9_-]+(?<!-thumb|-large)\.webp$/;

/**
 * When the article becomes public: a draft keeps the planned time it was given; `published`
 * means now (an article public before keeps its date unless another past date is sent);
 * `scheduled` needs a time still to come.
 */
function publishAt(body: ArticleBody, previous: Date | null, now: Date, errors: FieldErrors): Date | null {
  const given = body.publish_at === null ? null : new Date(body.publish_at);
  if (body.status === 'draft') return given;
  if (body.status === 'scheduled') {
    if (given === null) errors.publish_at = ['required'];
    else if (given <= now) errors.publish_at = ['value not allowed'];
    return given;
  }
  if (given !== null && given > now) errors.publish_at = ['value not allowed'];
  return given ?? (previous !== null && previous <= now ? previous : now);
}

/**
 * POST api/admin/article/store. The HTML of both bodies goes through the allow-list; a
 * Thai body with nothing left is refused. The category, sub-category (of that category),
 * the hints and the cover (a picture of this site's storage) are checked before anything
 * is written; a new article is credited to the admin who writes it.
 */
export async function storeArticle(app: Pick<FastifyInstance, 'articlesRepository' | 'auditRepository' | 'config' | 'db' | 'storage'>, admin: AdminActor, body: ArticleBody): Promise<AdminArticle> {
  const imageOrigins = contentImageOrigins(app.config);
  const bodyTh = sanitizeArticleHtml(body.body_th, imageOrigins);
  const bodyEn = sanitizeArticleHtml(body.body_en, imageOrigins);
  const coverKey = body.cover_img === null ? null : app.storage.keyOf(body.cover_img);
  const id = await app.db.transaction().execute(async (trx) => {
    const repo = app.articlesRepository.in(trx);
    const existing = body.id === undefined ? null : await repo.lockArticle(body.id);
    if (existing === undefined) throw notFound();
    const errors: FieldErrors = {};
    if (!bodyTh) errors.body_th = ['required'];
    if (body.cover_img !== null && (coverKey === null || !COVER_KEY.test(coverKey))) errors.cover_img = ['value not allowed'];
    if (!(await repo.shareCategory(body.category_id))) errors.category_id = ['value not allowed'];
    else if (body.sub_category_id !== null && (await repo.subCategoryOf(body.sub_category_id)) !== body.category_id) errors.sub_category_id = ['value not allowed'];
    if (body.related_district_id !== null && !(await repo.districtExists(body.related_district_id))) errors.related_district_id = ['value not allowed'];
    if (body.related_estate_type_id !== null && !(await repo.estateTypeExists(body.related_estate_type_id))) errors.related_estate_type_id = ['value not allowed'];
    const publish_at = publishAt(body, existing?.publish_at ?? null, new Date(), errors);
    if (Object.keys(errors).length > 0) throw badInput(errors);

    const values: ArticleValues = {
      category_id: body.category_id,
      sub_category_id: body.sub_category_id,
      title_th: body.title_th,
      title_en: body.title_en,
      summary_th: body.summary_th,
      summary_en: body.summary_en,
      body_th: bodyTh,
      body_en: bodyEn,
      cover_url: coverKey === null ? null : body.cover_img,
      cover_thumb_url: coverKey === null ? null : app.storage.url(thumbKeyOf(coverKey)),
      is_highlight: body.is_highlight,
      status: body.status,
      publish_at,
      reading_minutes_th: readingMinutes(bodyTh),
      reading_minutes_en: bodyEn ? readingMinutes(bodyEn) : 0,
      related_district_id: body.related_district_id,
      related_estate_type_id: body.related_estate_type_id,
      search_text: normalizeSearchText([body.title_th, body.title_en, body.summary_th, body.summary_en].join(' ')),
    };
    const saved = await audited(app, trx, admin, { action: 'article.save', table: 'articles', id: body.id }, async () => {
      if (body.id === undefined) return { id: await repo.insertArticle({ ...values, author_id: admin.id }) };
      await repo.updateArticle(body.id, values);
      return { id: body.id };
    });
    return saved.id;
  });
  return adminGetArticle(app, id);
}

export async function deleteArticle(app: Pick<FastifyInstance, 'articlesRepository' | 'auditRepository' | 'db'>, admin: AdminActor, id: number): Promise<{ id: number; deleted: true }> {
  await app.db.transaction().execute((trx) =>
    audited(app, trx, admin, { action: 'article.delete', table: 'articles', id }, async () => {
      if (!(await app.articlesRepository.in(trx).deleteArticle(id))) throw notFound();
    }),
  );
  return { id, deleted: true };
}

/**
 * POST api/admin/article/upload-image: the picture in the cover, thumbnail and large WebP
 * sizes under one random name (`article/<random>.webp`, `-thumb`, `-large`). The cover
 * size is what `cover_img` takes; the large one goes into the body.
 */
export async function saveArticleImage(app: Pick<FastifyInstance, 'storage'>, adminId: number, upload: Buffer): Promise<ArticleUploadResult> {
  const files = await processImage(upload, { cover: IMAGE_SIZES.cover, gallery: IMAGE_SIZES.gallery, large: IMAGE_SIZES.large }, { owner: imageOwner(adminId) });
  const name = `article/${randomBytes(16).toString('base64url')}`;
  const keys = { cover: `${name}.webp`, gallery: `${name}-thumb.webp`, large: `${name}-large.webp` };
  await putAll(app.storage, (Object.keys(keys) as (keyof typeof keys)[]).map((size) => ({ key: keys[size], bytes: files[size] })), 'image/webp');
  return { url: app.storage.url(keys.cover), thumb_url: app.storage.url(keys.gallery), large_url: app.storage.url(keys.large) };
}
