import { useParams, useSearchParams } from 'react-router';
import { idFromSlugId } from '@baandee/domain';
import { NotFoundPage } from '../../components/not-found-page';
import { categoryParams } from '../../features/articles/article-text';
import { ArticleCategoryPage } from '../../features/articles/components/article-category-page';
import { ArticleListPage } from '../../features/articles/components/article-list-page';
import { ArticlePage } from '../../features/articles/components/article-page';

/**
 * The three article pages in one chunk: a reader moves between them, and the first
 * route's code names one chunk to load instead of three.
 */
export const pages = {
  /** /article */
  List: ArticleListPage,
  /** /article-category?category=slug-id&subcategory=slug-id: only the trailing ids decide, so a renamed category keeps its links. */
  Category() {
    const [params] = useSearchParams();
    const { categoryId, subCategoryId } = categoryParams(params);
    if (categoryId === null) return <NotFoundPage />;
    return <ArticleCategoryPage key={`${categoryId}-${subCategoryId ?? ''}`} categoryId={categoryId} subCategoryId={subCategoryId} />;
  },
  /** /view-article/{article_id} (ArticleDetail) */
  Detail() {
    const id = idFromSlugId(useParams().articleId ?? '');
    if (id === null) return <NotFoundPage />;
    return <ArticlePage key={id} id={id} />;
  },
};
