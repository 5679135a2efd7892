/** Languages and namespaces, without any catalogue, so a bundle can import them cheaply. */
export const LANGUAGES = ['th', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'th';

export const NAMESPACES = ['errors', 'common', 'shell', 'home', 'contact', 'legal', 'help', 'account', 'admin', 'listing', 'postForm', 'search', 'line', 'credit', 'article', 'event'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
