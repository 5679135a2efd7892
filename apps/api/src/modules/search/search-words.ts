import { createSearchWordIndex, nameGroups, normalizeSearchText, SEARCH_STOP_WORDS, type NamePair, type SearchWordIndex } from '@baandee/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { loadMasterData } from '../../db/seed/master-data-sources.js';

/** A word of a project's name shorter than this is not indexed on its own. */
const TOKEN_MIN_LENGTH = 3;

let index: SearchWordIndex | undefined;

/**
 * The search's word index (docs/decisions/015): the dictionary's spellings, the master
 * data's names as the keyword's vocabulary has them (provinces to stations and projects,
 * with and without their prefixes), and the single words of the projects' names ("ไอดีโอ",
 * "lumpini"), which people type for a brand. The names come from the seed's files, not the
 * database: they are part of the code, so every process of one version indexes the same
 * spellings, and `search_words` says which set filled the rows.
 */
export function searchWordIndex(): SearchWordIndex {
  if (index) return index;
  const data = loadMasterData();
  const pairs: NamePair[] = [
    ...data.provinces,
    ...data.districts,
    ...data.sub_districts,
    ...data.train_stations,
    ...data.train_lines,
    ...data.train_types,
    ...data.train_types.map(({ name_th, code }) => ({ name_th, name_en: code })),
    ...data.estate_types,
    ...data.facilities,
    ...data.project_estates,
  ].map(({ name_th, name_en }) => ({ name_th: name_th ?? null, name_en: name_en ?? null }));
  const stop = new Set(SEARCH_STOP_WORDS.words.map(normalizeSearchText));
  const tokens = data.project_estates
    .flatMap((project) => [project.name_th, project.name_en])
    .flatMap((name) => (name ? normalizeSearchText(name).split(' ') : []))
    .filter((token) => [...token].length >= TOKEN_MIN_LENGTH && !/^[0-9]+$/.test(token) && !stop.has(token));
  return (index = createSearchWordIndex(nameGroups(pairs), tokens));
}

/** Whether `search_words` holds exactly the code's indexed spellings with their ids. */
export async function wordsInStep(db: Kysely<DB>): Promise<boolean> {
  const rows = await db.selectFrom('search_words').select(['id', 'word']).execute();
  const words = searchWordIndex().ids;
  return rows.length === words.size && rows.every((row) => words.get(row.word) === row.id);
}

/**
 * Makes `search_words` the code's indexed spellings when they differ; answers whether it
 * did (rows' word ids then need filling again).
 */
export async function syncWords(db: Kysely<DB>): Promise<boolean> {
  if (await wordsInStep(db)) return false;
  await db.deleteFrom('search_words').execute();
  const rows = [...searchWordIndex().ids].map(([word, id]) => ({ id, word }));
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('search_words').values(rows.slice(i, i + 500)).execute();
  return true;
}
