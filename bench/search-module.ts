/**
 * What the search benchmark takes from the search module: its set-based refresh of
 * `listing_search`, the statements a search runs (for EXPLAIN), and the files whose
 * change means the search table must be filled again.
 */
import path from 'node:path';
import type { Kysely } from 'kysely';
import { searchQuery } from '@baandee/contracts';
import type { DB } from '../apps/api/src/db/schema.js';
import { createListingSearchQueries } from '../apps/api/src/modules/search/listing-search.queries.js';
import { compileSearchQueries } from '../apps/api/src/modules/search/search.service.js';
import { ROOT } from './lib.js';

/** The sources that decide what a `listing_search` row holds (the word index's names come from the seed's files). */
export function searchModuleSources(): string[] {
  return [
    'apps/api/src/modules/search/listing-search.queries.ts',
    'apps/api/src/modules/search/search-words.ts',
    'apps/api/src/db/seed/data/catalogues.json',
    'apps/api/src/db/seed/data/thai-admin/provinces.json',
    'apps/api/src/db/seed/data/thai-admin/districts.json',
    'apps/api/src/db/seed/data/thai-admin/sub_districts.json',
    'apps/api/src/db/seed/data/rail/rail-stations.json',
    'apps/api/src/db/seed/data/projects/projects.json',
    'packages/domain/src/search-text.ts',
    'packages/domain/src/search-keyword.ts',
    'packages/domain/src/search-dictionary.ts',
    'packages/domain/src/search-words.ts',
  ].map((file) => path.join(ROOT, file));
}

/** Fills `listing_search` from every published listing, as the search module rebuilds it. */
export async function refreshSearchTable(db: Kysely<DB>): Promise<void> {
  await createListingSearchQueries(db).refreshAll();
}

export interface SearchStatement {
  name: string;
  sql: string;
  parameters: readonly unknown[];
}

/** The statements `GET /api/estate?<params>` runs, compiled as the server compiles them. */
export async function searchStatements(db: Kysely<DB>, params: URLSearchParams): Promise<SearchStatement[]> {
  return compileSearchQueries(db, searchQuery.parse(Object.fromEntries(params)));
}
