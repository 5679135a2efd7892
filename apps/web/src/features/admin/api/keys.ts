/**
 * Every query key of the console. A list's root (`adminKeys.estates`) invalidates all its
 * pages and filters; the functions name one page of it. Keys are built here and nowhere else.
 */
export const adminKeys = {
  all: ['admin'] as const,
  summary: ['admin', 'summary'] as const,
  estates: ['admin', 'estates'] as const,
  estateQueue: (query: object) => ['admin', 'estates', query] as const,
  payments: ['admin', 'payments'] as const,
  paymentQueue: (query: object) => ['admin', 'payments', query] as const,
  reports: ['admin', 'reports'] as const,
  reportPage: (status: string, page: number) => ['admin', 'reports', status, page] as const,
  users: ['admin', 'users'] as const,
  userList: (q: string, page: number) => ['admin', 'users', 'list', q, page] as const,
  user: (id: number) => ['admin', 'users', 'one', id] as const,
  articles: ['admin', 'articles'] as const,
  articleList: (status: string, page: number) => ['admin', 'articles', 'list', status, page] as const,
  article: (id: number) => ['admin', 'articles', 'one', id] as const,
  articleCategories: ['admin', 'article-categories'] as const,
  audit: ['admin', 'audit'] as const,
  auditPage: (filters: object, page: number) => ['admin', 'audit', filters, page] as const,
  deliveries: ['admin', 'deliveries'] as const,
  deliveryPage: (page: number) => ['admin', 'deliveries', page] as const,
  brokerShares: ['admin', 'broker-share'] as const,
  brokerSharePage: (status: string, page: number) => ['admin', 'broker-share', status, page] as const,
  ads: ['admin', 'ads'] as const,
  eventBanners: ['admin', 'event-banners'] as const,
  hotSearches: ['admin', 'hot-searches'] as const,
  trends: ['admin', 'trends'] as const,
  packages: ['admin', 'packages'] as const,
  mortgageSettings: ['admin', 'mortgage-settings'] as const,
  songkran: ['admin', 'songkran'] as const,
};
