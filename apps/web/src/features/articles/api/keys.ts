/** Every article query starts with this key: an admin's change to articles or categories reads them all again. */
export const articleKeys = {
  all: ['articles'] as const,
  list: (filter: { page: number; keyword: string | null; categoryId: number | null; subCategoryId: number | null }) => ['articles', filter] as const,
  categories: ['articles', 'categories'] as const,
  category: (categoryId: number, subCategoryId: number | null, page: number) => ['articles', 'category', categoryId, subCategoryId, page] as const,
  highlights: ['articles', 'highlights'] as const,
  view: (id: number) => ['articles', 'view', id] as const,
};
