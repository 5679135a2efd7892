/** Each compared set's minutes to one station or place: the ids and the origin name the answer. */
export const compareKeys = {
  commute: (ids: string, origin: object | null) => ['estate-commute', ids, origin] as const,
};
