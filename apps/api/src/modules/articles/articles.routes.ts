import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { currentUser } from '../../plugins/auth.plugin.js';
import { readImageUpload } from '../../lib/images.js';
import { adminActor } from '../audit/audit.service.js';
import { route } from '../../lib/route.js';
import { adminGetArticle, adminListArticles, deleteArticle, saveArticleImage, storeArticle } from './admin-articles.service.js';
import { adminCategories, deleteCategory, deleteSubCategory, storeCategory, storeSubCategory } from './article-categories.service.js';
import { allCategories, categoryArticles, highlightArticles, listArticles, viewArticle } from './articles.service.js';

/** Spec section 7 "Articles": every call carries resource_id=1 where the spec says so. */
export const articlesRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.article, async (request) => listArticles(app, request.query));
  route(app, endpoints.articleView, async (request) => {
    const viewerId = await app.optionalUserId(request);
    return viewArticle(app, request.query.article_id, viewerId, request.user?.role === 'admin');
  });
  route(app, endpoints.articleHighlight, async () => highlightArticles(app));
  route(app, endpoints.articleCategory, async (request) => categoryArticles(app, request.query));
  route(app, endpoints.articleAllCategories, async () => allCategories(app));
};

/** The admin's articles and categories (DESIGN 4.15); every route is held to the admin role as well. */
export const adminArticlesRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  route(app, endpoints.adminArticles, async (request) => adminListArticles(app, request.query));
  route(app, endpoints.adminArticle, async (request) => adminGetArticle(app, request.params.id));
  route(app, endpoints.adminStoreArticle, async (request) => storeArticle(app, adminActor(request), request.body));
  route(app, endpoints.adminDeleteArticle, async (request) => deleteArticle(app, adminActor(request), request.params.id));
  route(app, endpoints.adminUploadArticleImage, async (request) =>
    saveArticleImage(app, currentUser(request).id, await readImageUpload(request, [...endpoints.adminUploadArticleImage.upload.fields])),
  );

  route(app, endpoints.adminArticleCategories, async () => adminCategories(app));
  route(app, endpoints.adminStoreArticleCategory, async (request) => storeCategory(app, adminActor(request), request.body));
  route(app, endpoints.adminDeleteArticleCategory, async (request) => deleteCategory(app, adminActor(request), request.params.id));
  route(app, endpoints.adminStoreArticleSubCategory, async (request) => storeSubCategory(app, adminActor(request), request.body));
  route(app, endpoints.adminDeleteArticleSubCategory, async (request) => deleteSubCategory(app, adminActor(request), request.params.id));
};
