/** The running ads of each page, and the event banner. */
export const adKeys = {
  page: (page: string) => ['ads', page] as const,
  eventBanner: ['event-banner'] as const,
};
