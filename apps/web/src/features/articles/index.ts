/** What other features use of articles; they import it from here, never from its files (eslint.config.js). */
export { useArticleCategories } from './api/get-article-categories';
export { categoryHref, categoryName } from './article-text';
export { articleKeys } from './api/keys';
