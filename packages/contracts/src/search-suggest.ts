import { SUGGESTION_KINDS, SUGGESTION_LIMIT } from '@baandee/domain';
import { z } from './error-map.js';
import { requiredText } from './common.js';
import { SEARCH_KEYWORD_MAX } from './search.js';

/**
 * GET api/search/suggest (docs/decisions/051): what the search box offers while a visitor
 * types. Each suggestion carries the search-filter fields choosing it sets (the same names
 * GET api/estate takes), so a client runs the filter itself rather than a keyword.
 */
export const searchSuggestQuery = z.object({
  q: requiredText(SEARCH_KEYWORD_MAX).meta({ description: 'The text typed so far; under two characters suggests nothing' }),
  lang: z.enum(['th', 'en']).default('th').meta({ description: 'The language of the names and details answered' }),
  limit: z.coerce.number().int().min(1).max(SUGGESTION_LIMIT.max).default(SUGGESTION_LIMIT.default),
});
export type SearchSuggestQuery = z.infer<typeof searchSuggestQuery>;

/** The search-filter fields a suggestion sets; the others stay as the visitor left them. */
export const suggestionFilter = z.object({
  estate_type_id: z.number().optional(),
  province_id: z.number().optional(),
  district_id: z.number().optional(),
  sub_district_id: z.number().optional(),
  train_type: z.number().optional(),
  train_line: z.number().optional(),
  train_station_cast: z.array(z.number()).optional(),
  keyword: z.string().optional().meta({ description: 'Only where no filter names the thing (a project): its name' }),
});
export type SuggestionFilter = z.infer<typeof suggestionFilter>;

export const searchSuggestion = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  id: z.number(),
  name: z.string().meta({ description: 'In the language asked for (Thai when it has no English name)' }),
  detail: z.string().nullable().meta({ description: "Where it is: a district's province, a station's line, a project's district" }),
  system: z.string().nullable().meta({ description: "A station's or line's train type code: BTS, MRT, ARL or SRT" }),
  match: z.enum(['exact', 'loose', 'typo']).meta({ description: 'As spelt, in loose spelling (tone marks, romanisations) or through a typo' }),
  filter: suggestionFilter,
});
export type SearchSuggestion = z.infer<typeof searchSuggestion>;

export const searchSuggestResult = z.object({
  suggestions: z.array(searchSuggestion),
});
export type SearchSuggestResult = z.infer<typeof searchSuggestResult>;
