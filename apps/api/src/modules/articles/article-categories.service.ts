import type { FastifyInstance } from 'fastify';
import type { AdminArticleCategory, adminArticleCategoryBody, adminArticleSubCategoryBody, z } from '@baandee/contracts';
import { isUniqueViolation } from '../../db/errors.js';
import { alreadyInUse, badInput, categoryHasArticles, notFound } from '../../lib/errors.js';
import { audited, type AdminActor } from '../audit/audit.service.js';
import { categorySlugId } from './article-mappers.js';

type CategoryBody = z.output<typeof adminArticleCategoryBody>;
type SubCategoryBody = z.output<typeof adminArticleSubCategoryBody>;


/** GET api/admin/article-category: every category and sub-category with its order and number of articles (drafts too). */
export async function adminCategories(app: Pick<FastifyInstance, 'articlesRepository'>): Promise<{ categories: AdminArticleCategory[] }> {
  const repo = app.articlesRepository;
  const [categories, subs, counts] = await Promise.all([repo.categories(), repo.subCategories(), repo.articleCounts()]);
  return {
    categories: categories.map((category) => ({
      category_id: category.id,
      cate_name_th: category.name_th,
      cate_name_en: category.name_en,
      slug: category.slug,
      slug_id: categorySlugId(category.slug, category.id),
      sort_order: category.sort_order,
      article_count: counts.categories.get(category.id) ?? 0,
      sub_categories: subs
        .filter((sub) => sub.category_id === category.id)
        .map((sub) => ({
          sub_category_id: sub.id,
          subcategory_name_th: sub.name_th,
          subcategory_name_en: sub.name_en,
          slug: sub.slug,
          slug_id: categorySlugId(sub.slug, sub.id),
          sort_order: sub.sort_order,
          article_count: counts.subCategories.get(sub.id) ?? 0,
        })),
    })),
  };
}

async function adminCategory(app: Pick<FastifyInstance, 'articlesRepository'>, id: number): Promise<AdminArticleCategory> {
  const found = (await adminCategories(app)).categories.find((category) => category.category_id === id);
  if (!found) throw notFound();
  return found;
}

/** A write that lost a race for a slug to another request is the same 409 as one that found it taken. */
async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyInUse('slug');
    throw error;
  }
}

/** POST api/admin/article-category/store */
export async function storeCategory(app: Pick<FastifyInstance, 'articlesRepository' | 'auditRepository' | 'db'>, admin: AdminActor, body: CategoryBody): Promise<AdminArticleCategory> {
  const values = { slug: body.slug, name_th: body.cate_name_th, name_en: body.cate_name_en, sort_order: body.sort_order };
  const id = await slugSafe(() =>
    app.db.transaction().execute(async (trx) => {
      const repo = app.articlesRepository.in(trx);
      if (body.id !== undefined && !(await repo.lockCategory(body.id))) throw notFound();
      if ((await repo.categorySlugOwner(body.slug, body.id)) !== null) throw alreadyInUse('slug');
      const saved = await audited(app, trx, admin, { action: 'article_category.save', table: 'article_categories', id: body.id }, async () => {
        if (body.id === undefined) return { id: await repo.insertCategory(values) };
        await repo.updateCategory(body.id, values);
        return { id: body.id };
      });
      return saved.id;
    }),
  );
  return adminCategory(app, id);
}

/** POST api/admin/article-sub-category/store: moving a sub-category that has articles to another category is refused (409). */
export async function storeSubCategory(app: Pick<FastifyInstance, 'articlesRepository' | 'auditRepository' | 'db'>, admin: AdminActor, body: SubCategoryBody): Promise<AdminArticleCategory> {
  const values = { category_id: body.category_id, slug: body.slug, name_th: body.subcategory_name_th, name_en: body.subcategory_name_en, sort_order: body.sort_order };
  await slugSafe(() =>
    app.db.transaction().execute(async (trx) => {
      const repo = app.articlesRepository.in(trx);
      const existing = body.id === undefined ? null : await repo.lockSubCategory(body.id);
      if (existing === undefined) throw notFound();
      if (!(await repo.shareCategory(body.category_id))) throw badInput({ category_id: ['value not allowed'] });
      if (existing && existing.category_id !== body.category_id && (await repo.hasArticles({ subCategoryId: existing.id }))) throw categoryHasArticles();
      if ((await repo.subCategorySlugOwner(body.category_id, body.slug, body.id)) !== null) throw alreadyInUse('slug');
      await audited(app, trx, admin, { action: 'article_sub_category.save', table: 'article_sub_categories', id: body.id }, async () => {
        if (body.id === undefined) return { id: await repo.insertSubCategory(values) };
        await repo.updateSubCategory(body.id, values);
        return { id: body.id };
      });
    }),
  );
  return adminCategory(app, body.category_id);
}

/** DELETE api/admin/article-category/delete/{id}: with its sub-categories; refused while articles are filed under it. */
export async function deleteCategory(app: Pick<FastifyInstance, 'articlesRepository' | 'auditRepository' | 'db'>, admin: AdminActor, id: number): Promise<{ id: number; deleted: true }> {
  await app.db.transaction().execute(async (trx) => {
    const repo = app.articlesRepository.in(trx);
    if (!(await repo.lockCategory(id))) throw notFound();
    if (await repo.hasArticles({ categoryId: id })) throw categoryHasArticles();
    await audited(app, trx, admin, { action: 'article_category.delete', table: 'article_categories', id }, () => repo.deleteCategory(id));
  });
  return { id, deleted: true };
}

export async function deleteSubCategory(app: Pick<FastifyInstance, 'articlesRepository' | 'auditRepository' | 'db'>, admin: AdminActor, id: number): Promise<{ id: number; deleted: true }> {
  await app.db.transaction().execute(async (trx) => {
    const repo = app.articlesRepository.in(trx);
    if (!(await repo.lockSubCategory(id))) throw notFound();
    if (await repo.hasArticles({ subCategoryId: id })) throw categoryHasArticles();
    await audited(app, trx, admin, { action: 'article_sub_category.delete', table: 'article_sub_categories', id }, () => repo.deleteSubCategory(id));
  });
  return { id, deleted: true };
}
