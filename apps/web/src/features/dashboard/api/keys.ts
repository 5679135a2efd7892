/** The period as the API reads it: `period` days ending today, or a `from`-`to` range (YYYY-MM-DD). */
export interface PeriodQuery {
  period?: number;
  from?: string;
  to?: string;
}

/** Every dashboard query starts with this key; reading a lead refreshes the inbox's. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  insight: (period: PeriodQuery) => ['dashboard', 'insight', period] as const,
  listings: (query: object) => ['dashboard', 'listings', query] as const,
  search: (period: PeriodQuery) => ['dashboard', 'search', period] as const,
  leads: ['dashboard', 'leads'] as const,
  leadsPage: (filter: string, page: number) => ['dashboard', 'leads', filter, page] as const,
};
