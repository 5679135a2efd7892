/** The Songkran event (per signed-in user) and its shared cards; `events` refreshes every user's event state. */
export const songkranKeys = {
  events: ['songkran', 'event'] as const,
  event: (userId: number | null) => ['songkran', 'event', userId] as const,
  card: (ref: string) => ['songkran', 'card', ref] as const,
};
