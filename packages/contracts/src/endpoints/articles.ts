import {
  adminArticle,
  adminArticleBody,
  adminArticleCategoriesResult,
  adminArticleCategory,
  adminArticleCategoryBody,
  adminArticleQuery,
  adminArticlesResult,
  adminArticleSubCategoryBody,
  articleAllCategoriesResult,
  articleCategoryQuery,
  articleCategoryResult,
  articleDeletedResult,
  articleHighlightResult,
  articleIdParams,
  articlePage,
  articleQuery,
  articleUploadResult,
  articleViewQuery,
  articleViewResult,
} from '../article.js';
import { endpoint } from '../endpoint.js';

const tags = ['articles'];
const adminTags = ['admin'];
const admin = { tags: adminTags, access: 'admin' } as const;

/** Spec section 7 "Articles" (resource_id=1), and the admin's articles and categories (DESIGN 4.15). */
export const articleEndpoints = {
  article: endpoint('article', {
    summary: 'Published articles, newest first, 10 a page; keyword (Thai or English, anywhere in a title or summary), category and sub-category filters',
    tags,
    access: 'public',
    query: articleQuery,
    result: articlePage,
  }),
  articleView: endpoint('articleView', {
    summary: 'One published article with its author, related articles and listings related by area or estate type; an admin also gets a draft or scheduled article, marked by `preview` (everyone else 404)',
    tags,
    access: 'public',
    query: articleViewQuery,
    result: articleViewResult,
    errors: { 404: ['content not found'] },
  }),
  articleHighlight: endpoint('articleHighlight', {
    summary: 'The highlighted published articles, newest first',
    tags,
    access: 'public',
    result: articleHighlightResult,
  }),
  articleCategory: endpoint('articleCategory', {
    summary: "A category with its sub-categories and a page of its published articles (optionally one sub-category's)",
    tags,
    access: 'public',
    query: articleCategoryQuery,
    result: articleCategoryResult,
    errors: { 404: ['content not found'] },
  }),
  articleAllCategories: endpoint('articleAllCategories', {
    summary: 'Every article category with its sub-categories, in their order',
    tags,
    access: 'public',
    result: articleAllCategoriesResult,
  }),
  adminArticles: endpoint('adminArticles', {
    ...admin,
    summary: 'Articles of every status (drafts too) by tab, newest change first, with the count of each tab',
    query: adminArticleQuery,
    result: adminArticlesResult,
  }),
  adminArticle: endpoint('adminArticle', {
    ...admin,
    summary: 'One article as the editor loads it',
    params: articleIdParams,
    result: adminArticle,
    errors: { 404: ['content not found'] },
  }),
  adminStoreArticle: endpoint('adminStoreArticle', {
    ...admin,
    summary: 'Create (without id) or update (with id) an article; its HTML is sanitised with an allow-list before it is stored',
    body: adminArticleBody,
    result: adminArticle,
    errors: { 404: ['content not found'] },
  }),
  adminDeleteArticle: endpoint('adminDeleteArticle', {
    ...admin,
    summary: 'Delete an article',
    params: articleIdParams,
    result: articleDeletedResult,
    errors: { 404: ['content not found'] },
  }),
  adminUploadArticleImage: endpoint('adminUploadArticleImage', {
    ...admin,
    summary:
      'Upload a picture for an article (cover or body): multipart/form-data, file field `image` (or `file`), at most 2 MB. Answers its WebP URLs: cover 976x510, thumbnail 280x160 and large (within 1600x1200, for the body)',
    upload: { fields: ['image', 'file'] },
    result: articleUploadResult,
    errors: { 400: ['invalid input'], 413: ['image over 2 MB'], 422: ['not an image', 'image over 24 megapixels'] },
  }),
  adminArticleCategories: endpoint('adminArticleCategories', {
    ...admin,
    summary: 'Every article category and sub-category with its order and number of articles',
    result: adminArticleCategoriesResult,
  }),
  adminStoreArticleCategory: endpoint('adminStoreArticleCategory', {
    ...admin,
    summary: 'Create (without id) or update (with id) an article category; a slug another category has is 409 already in use',
    body: adminArticleCategoryBody,
    result: adminArticleCategory,
    errors: { 404: ['content not found'], 409: ['already in use'] },
  }),
  adminDeleteArticleCategory: endpoint('adminDeleteArticleCategory', {
    ...admin,
    summary: 'Delete an article category with its sub-categories; 409 while articles are filed under it',
    params: articleIdParams,
    result: articleDeletedResult,
    errors: { 404: ['content not found'], 409: ['category has articles'] },
  }),
  adminStoreArticleSubCategory: endpoint('adminStoreArticleSubCategory', {
    ...admin,
    summary: 'Create (without id) or update (with id) a sub-category; a slug another sub-category of the same category has is 409 already in use',
    body: adminArticleSubCategoryBody,
    result: adminArticleCategory,
    errors: { 404: ['content not found'], 409: ['already in use'] },
  }),
  adminDeleteArticleSubCategory: endpoint('adminDeleteArticleSubCategory', {
    ...admin,
    summary: 'Delete a sub-category; 409 while articles are filed under it',
    params: articleIdParams,
    result: articleDeletedResult,
    errors: { 404: ['content not found'], 409: ['category has articles'] },
  }),
};
