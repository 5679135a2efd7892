/** A trend page per id, page and order. */
export const trendKeys = {
  page: (id: number, page: number, order: string | null) => ['trend', id, page, order] as const,
};
