/** The post form's listing, its photo enhancements, and the project search while typing. */
export const postingKeys = {
  form: (id: number) => ['estate-form', id] as const,
  enhancements: (id: number) => ['estate-enhancements', id] as const,
  projects: (q: string) => ['project-estate', q] as const,
};
