/** A landing page per path, page and order. */
export const landingKeys = {
  page: (path: string, page: number, order: string | null) => ['landing', path, page, order] as const,
};
