import { buildSearchVocabulary, nameGroups, type NamePair, type SearchVocabulary } from '@baandee/domain';

/** Master-data names by how many listings carry each: projects few, provinces and types many. */
export interface VocabularyNames {
  rare: NamePair[];
  common: NamePair[];
  other: NamePair[];
}

/**
 * The keyword segmenter's vocabulary: the dictionary plus the master data's names, read
 * from the database once per process (per database handle) and kept; a failed read is
 * forgotten so the next search tries again. Master data is read-only to the API, so a
 * restart is what picks up a new project or station.
 */
const vocabularies = new WeakMap<object, Promise<SearchVocabulary>>();

export function searchVocabulary(owner: object, names: () => Promise<VocabularyNames>): Promise<SearchVocabulary> {
  let vocabulary = vocabularies.get(owner);
  if (!vocabulary) {
    vocabulary = names().then((pairs) =>
      buildSearchVocabulary([...nameGroups(pairs.other), ...nameGroups(pairs.common, 'common'), ...nameGroups(pairs.rare, 'rare')]),
    );
    vocabularies.set(owner, vocabulary);
    vocabulary.catch(() => vocabularies.delete(owner));
  }
  return vocabulary;
}
