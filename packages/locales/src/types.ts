/** A catalogue with exactly the keys of the Thai source, each mapped to a string. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> } & SingularForms<T>;

/**
 * A string called with `count` may have its singular beside it (`days_one` beside `days`):
 * i18next picks it for a count of one and falls back to the plain key otherwise. Thai has
 * one form; English says "1 day", not "1 days".
 */
type SingularForms<T> = { [K in keyof T as T[K] extends string ? `${K & string}_one` : never]?: string };
