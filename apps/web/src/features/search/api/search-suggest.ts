import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@baandee/locales/languages';
import { call } from '../../../lib/api-client';
import { searchKeys } from './keys';

/** Suggestions start at this many characters (the domain's SUGGESTION_MIN_LENGTH, named here so the first page does not load the domain's search code). */
export const SUGGEST_MIN_LENGTH = 2;

/** GET api/search/suggest: places, stations, lines, projects and types for the words typed so far. */
export const searchSuggestQuery = (q: string, lang: Language) =>
  queryOptions({
    queryKey: searchKeys.suggest(lang, q),
    queryFn: ({ signal }) => call('searchSuggest', { query: { q, lang } }, { signal, alert: false }),
    staleTime: 5 * 60_000, // master data changes rarely; the server's answer names its version
    // the last list stays while the next one loads: the dropdown does not jump at each letter
    placeholderData: keepPreviousData,
    throwOnError: false,
  });

/** The suggestions for `typed`, asked once it has stopped changing for a moment. */
export function useSearchSuggestions(typed: string, lang: Language, enabled: boolean) {
  const q = typed.trim();
  return useQuery({ ...searchSuggestQuery(q, lang), enabled: enabled && q.length >= SUGGEST_MIN_LENGTH });
}
