import { SEARCH_DICTIONARY } from './search-dictionary.js';
import { buildSearchVocabulary, type SearchTerm } from './search-keyword.js';

/**
 * The word index of the search (docs/decisions/015, revision "a word index"): for every
 * listing, the ids of the dictionary's spellings its search text contains as substrings,
 * so a keyword whose every spelling is indexed is looked up exactly in an array index
 * instead of through trigrams (which for short Thai words find many rows that do not match).
 *
 * Only the dictionary's own spellings are indexed: they are part of the code, so every
 * process and every row agree on them (the database's `search_words` says which set filled
 * the rows). Stop words and count words are never a term's alternative and are left out.
 * An id is the spelling's 32-bit FNV-1a hash as a signed integer (stable without a table);
 * a test holds that no two indexed spellings share one.
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

interface WordIndex {
  /** Indexed spelling to its id. */
  ids: ReadonlyMap<string, number>;
  /** The spellings by UTF-16 code unit, to find every one a text contains in one pass. */
  trie: WordNode;
}

let index: WordIndex | undefined;

function wordIndex(): WordIndex {
  if (index) return index;
  const vocabulary = buildSearchVocabulary([], SEARCH_DICTIONARY.filter((group) => group.role !== 'stop' && group.role !== 'count-word'));
  const ids = new Map<string, number>();
  const trie: WordNode = { next: new Map() };
  for (const word of [...vocabulary.groups.keys()].sort()) {
    const id = searchWordId(word);
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
  return (index = { ids, trie });
}

/** The indexed spellings (normalised), each with its id. */
export const searchWords = (): ReadonlyMap<string, number> => wordIndex().ids;

/** The ids of the indexed spellings a normalised text contains (as substrings), ascending. */
export function searchWordIds(text: string): number[] {
  const found = new Set<number>();
  const { trie } = wordIndex();
  for (let start = 0; start < text.length; start++) {
    let node: WordNode | undefined = trie;
    for (let i = start; i < text.length; i++) {
      node = node.next.get(text.charCodeAt(i));
      if (!node) break;
      if (node.id !== undefined) found.add(node.id);
    }
  }
  return [...found].sort((a, b) => a - b);
}

/** The ids of a term's alternatives when every one is indexed (the index then answers it exactly), else null. */
export function termWordIds(term: SearchTerm): number[] | null {
  const { ids } = wordIndex();
  const found: number[] = [];
  for (const alternative of term.alternatives) {
    const id = ids.get(alternative);
    if (id === undefined) return null;
    found.push(id);
  }
  return found;
}
