/** The search page's queries: results per filter and page, suggestions per language and text, the hot trend. */
export const searchKeys = {
  all: ['search'] as const,
  estate: (filter: object, page: number, perPage: number) => ['search', 'estate', filter, page, perPage] as const,
  suggest: (lang: string, q: string) => ['search-suggest', lang, q] as const,
  hotTrend: ['hot-trend'] as const,
};
