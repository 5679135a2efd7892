import { describe, expect, it } from 'vitest';
import { resources } from '@baandee/locales';
import { SEARCH_FILTERS } from '@baandee/domain';
import { canonicalFilter } from './canonical-filter';
import { defaultFilter, extraFilterCount, withDependents, type SearchFilter } from './search-filter';
import { filterToParams, paramsToFilter } from './search-url';

/**
 * The web's readings of the search filter table (packages/domain search-filters.ts): every
 * filter has its label in both languages, travels in the search URL and back, survives the
 * canonical form and counts on the filter button, whatever filter the table gains.
 */

/** A value of each kind, as the search bar sets one. */
const SAMPLE = { equals: 1201, contains: 3, roomCount: 2, flag: 1, allOf: [2, 5], anyOf: [7] } as const;
const withOne = (field: string, value: unknown): SearchFilter => ({ ...defaultFilter(), [field]: value });
const lookup = (catalogue: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

describe('the search filter table on the web', () => {
  it.each(SEARCH_FILTERS.map((entry) => [entry.field, entry] as const))('%s has its label in Thai and English', (_field, entry) => {
    for (const language of ['th', 'en'] as const) expect(typeof lookup(resources[language].search, entry.label), `${language} ${entry.label}`).toBe('string');
  });

  it.each(SEARCH_FILTERS.filter((entry) => entry.url !== null).map((entry) => [entry.field, entry] as const))('%s travels in the search URL under its own key and back', (_field, entry) => {
    const filter = withOne(entry.field, SAMPLE[entry.kind]);
    const params = filterToParams(filter, {}, 'th');
    expect(params.has(entry.url!)).toBe(true);
    expect(paramsToFilter(new URLSearchParams(params.toString()), {})).toEqual(canonicalFilter(filter));
    expect(canonicalFilter(filter)[entry.field]).toEqual(SAMPLE[entry.kind]);
  });

  it('counts each filter outside the bar on the filter button, a group once', () => {
    for (const entry of SEARCH_FILTERS) expect(extraFilterCount(withOne(entry.field, SAMPLE[entry.kind])), entry.field).toBe('inBar' in entry ? 0 : 1);
    expect(extraFilterCount({ ...defaultFilter(), province_id: 10, district_id: 1009 })).toBe(1);
  });

  it('lifts a filter that belongs to one changed (the table’s within), not when it is unchanged', () => {
    for (const entry of SEARCH_FILTERS as readonly { field: string; within?: readonly string[] }[]) {
      for (const parent of entry.within ?? []) {
        const filter = { ...defaultFilter(), [parent]: 1, [entry.field]: 2 } as SearchFilter;
        expect(withDependents(filter, { [parent]: 3 })).toEqual({ [parent]: 3, [entry.field]: undefined });
        expect(withDependents(filter, { [parent]: 1 })).toEqual({ [parent]: 1 });
      }
    }
  });
});
