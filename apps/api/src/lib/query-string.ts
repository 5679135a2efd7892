import { parse } from 'node:querystring';

/** `name[]` (axios, qs with arrayFormat brackets) or `name[0]` (qs's default indices). */
const BRACKETED = /^(.+)\[\d*\]$/;

/**
 * The query-string parser of every route: repeated keys become a list, and a list sent in
 * bracket form (`furniture_cast[]=1&furniture_cast[]=2` or `furniture_cast[0]=1`) is read as
 * the same list as `furniture_cast=1&furniture_cast=2`, in the order given. The contracts
 * then see one spelling; a key they do not know is theirs to refuse.
 */
export function parseQueryString(text: string): Record<string, unknown> {
  const folded: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of Object.entries(parse(text))) {
    if (value === undefined) continue;
    const bracketed = BRACKETED.exec(key);
    const name = bracketed ? bracketed[1]! : key;
    const values = [value].flat();
    const before = folded[name];
    if (before === undefined) folded[name] = bracketed ? values : value;
    else folded[name] = [...[before].flat(), ...values];
  }
  return folded;
}
