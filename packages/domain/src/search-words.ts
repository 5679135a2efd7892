import { SEARCH_DICTIONARY, type SearchWordGroup } from './search-dictionary.js';
import { buildSearchVocabulary, roomPhraseAlternatives, type SearchTerm } from './search-keyword.js';

/**
 * The word index of the search (docs/decisions/015, revision "a word index"): for every
 * listing, the ids of the indexed spellings its search text contains as substrings,
 * so a keyword whose every spelling is indexed is looked up exactly in an array index
 * instead of through trigrams (which for short Thai words find many rows that do not match).
 *
 * The spellings are the dictionary's and those of names a caller adds (the API adds the
 * master data's, read from the seed's files): all part of the code, so every process and
 * every row agree on them (the database's `search_words` says which set filled the rows).
 * Stop words and count words are never a term's alternative and are left out.
 * An id is the spelling's 32-bit FNV-1a hash as a signed integer (stable without a table);
 * of two spellings with one id the second is not indexed.
 */

/** The 32-bit FNV-1a hash of a string's UTF-16 code units, as a signed integer (a PostgreSQL integer). */
export function searchWordId(word: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    hash ^= word.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

interface WordNode {
  next: Map<number, WordNode>;
  id?: number;
}

/** A set of indexed spellings with their ids, and the searches of texts and terms over it. */
export interface SearchWordIndex {
  /** Indexed spelling (normalised) to its id. */
  ids: ReadonlyMap<string, number>;
  /** The ids of the indexed spellings a normalised text contains (as substrings), ascending. */
  wordIds(text: string): number[];
  /** The ids of a term's alternatives when every one is indexed (the index then answers it exactly), else null. */
  termWordIds(term: SearchTerm): number[] | null;
}

/** Room phrases of keywords ("3 ห้องนอน", "2 bath") indexed for counts up to this. */
const INDEXED_ROOM_COUNT = 10;
/** Every number of at most this many digits is indexed (docs/decisions/081). */
const INDEXED_NUMBER_DIGITS = 3;

/**
 * Every string of one to `digits` digits ("0" to "999", "00", "007"): the numbers people type
 * beside a name (a soi's "ลาดพร้าว 101", a building's, a floor's), which a text holds as
 * substrings of its own numbers. Beside an indexed word such a number sent the search to the
 * database (docs/decisions/081).
 */
export function numberSpellings(digits: number): string[] {
  const spellings: string[] = [];
  for (let length = 1, count = 10; length <= digits; length++, count *= 10) {
    for (let n = 0; n < count; n++) spellings.push(String(n).padStart(length, '0'));
  }
  return spellings;
}

/**
 * The word index over the dictionary's spellings, the room phrases a keyword is read as
 * (counts 1 to 10), every number of up to three digits, the spellings of `names` (master data's name groups, with and without
 * their prefixes) and `tokens` (single words of names, such as a project's brand). Any spelling may be indexed without changing what a search
 * finds: a row holds an id exactly when its text contains the spelling. A spelling whose
 * id another already has is left out (its terms stay substring tests).
 */
export function createSearchWordIndex(names: readonly SearchWordGroup[] = [], tokens: Iterable<string> = []): SearchWordIndex {
  const dictionary = SEARCH_DICTIONARY.filter((group) => group.role !== 'stop' && group.role !== 'count-word');
  const spellings = new Set([
    ...buildSearchVocabulary(names, dictionary).groups.keys(),
    ...roomPhraseAlternatives(INDEXED_ROOM_COUNT),
    ...numberSpellings(INDEXED_NUMBER_DIGITS),
  ]);
  for (const token of tokens) spellings.add(token);
  const ids = new Map<string, number>();
  const taken = new Set<number>();
  const trie: WordNode = { next: new Map() };
  for (const word of [...spellings].sort()) {
    const id = searchWordId(word);
    if (taken.has(id)) continue;
    taken.add(id);
    ids.set(word, id);
    let node = trie;
    for (let i = 0; i < word.length; i++) {
      const unit = word.charCodeAt(i);
      let child = node.next.get(unit);
      if (!child) node.next.set(unit, (child = { next: new Map() }));
      node = child;
    }
    node.id = id;
  }
  return {
    ids,
    wordIds(text) {
      const found = new Set<number>();
      for (let start = 0; start < text.length; start++) {
        let node: WordNode | undefined = trie;
        for (let i = start; i < text.length; i++) {
          node = node.next.get(text.charCodeAt(i));
          if (!node) break;
          if (node.id !== undefined) found.add(node.id);
        }
      }
      return [...found].sort((a, b) => a - b);
    },
    termWordIds(term) {
      const found: number[] = [];
      for (const alternative of term.alternatives) {
        const id = ids.get(alternative);
        if (id === undefined) return null;
        found.push(id);
      }
      return found;
    },
  };
}
