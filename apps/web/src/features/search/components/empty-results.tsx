import { Anchor, Button, Group, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { useQueries, useQuery } from '@tanstack/react-query';
import { IconMapPin, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber, POPULAR_AREAS, trendPath } from '@baandee/domain';
import { currentLanguage } from '../../../lib/i18n';
import { searchEstateQuery } from '../api/search-estate';
import { SUGGEST_MIN_LENGTH, searchSuggestQuery } from '../api/search-suggest';
import { defaultFilter, extraFilterCount, type SearchFilter } from '../search-filter';
import { applySuggestion } from '../suggestions';
import { useActiveFilters } from './active-filter-chips';
import classes from './search.module.css';

interface Suggestion {
  key: string;
  label: string;
  filter: SearchFilter;
}

/** The searches likeliest to find something: one filter lifted, every filter, the keyword, the price bounds. */
function useSuggestions(filter: SearchFilter | null): Suggestion[] {
  const { t } = useTranslation('search');
  const chips = useActiveFilters(filter ?? defaultFilter());
  if (!filter) return [];
  const suggestions: Suggestion[] = [];
  // with two filters or more, each one lifted alone: the one that finds most is offered
  if (chips.length > 1) {
    for (const chip of chips) suggestions.push({ key: `without:${chip.key}`, label: t('empty.without', { filter: chip.label }), filter: { ...filter, ...chip.without } });
  }
  const narrowed = extraFilterCount(filter) > 0 || filter.estate_type_id !== undefined || Boolean(filter.sell_type);
  if (filter.keyword && narrowed) suggestions.push({ key: 'filters', label: t('empty.removeFilters'), filter: { ...defaultFilter(), keyword: filter.keyword, max_price: undefined } });
  if (filter.keyword) suggestions.push({ key: 'keyword', label: t('empty.removeKeyword'), filter: { ...filter, keyword: undefined } });
  if ((filter.min_price ?? 0) > 0 || filter.max_price !== undefined) suggestions.push({ key: 'price', label: t('empty.widenPrice'), filter: { ...filter, min_price: 0, max_price: undefined } });
  return suggestions;
}

/**
 * "Did you mean": the place, station, project or type the keyword comes closest to (the
 * search box's own suggestions, which read loose spellings and typos), as its filter.
 */
function useSpelling(filter: SearchFilter | null): Suggestion | null {
  const { t } = useTranslation('search');
  const keyword = filter?.keyword?.trim() ?? '';
  const answer = useQuery({ ...searchSuggestQuery(keyword, currentLanguage()), placeholderData: undefined, enabled: keyword.length >= SUGGEST_MIN_LENGTH });
  // a name spelt otherwise than typed: the keyword as typed already found nothing
  const best = answer.data?.suggestions.find((suggestion) => suggestion.match !== 'exact');
  if (!filter || !best) return null;
  return { key: 'spelling', label: t('empty.didYouMean', { name: best.name }), filter: applySuggestion(filter, best.filter) };
}

/**
 * No listing matched: say so, and offer the searches most likely to find something, each
 * with how many it finds (none that finds nothing): the one filter whose lifting finds
 * most, the same words without the filters, the filters without the words, any price;
 * and the popular areas.
 */
export function EmptyResults({ filter, onSearch }: { filter: SearchFilter | null; onSearch?: (filter: SearchFilter) => void }) {
  const { t } = useTranslation(['search', 'shell']);
  const spelling = useSpelling(onSearch ? filter : null);
  const others = useSuggestions(onSearch ? filter : null);
  const candidates = spelling ? [spelling, ...others] : others;
  const counts = useQueries({ queries: candidates.map((candidate) => ({ ...searchEstateQuery(candidate.filter, 1, 1), placeholderData: undefined })) });
  const found = candidates.flatMap((candidate, i) => {
    const total = counts[i]?.data?.total;
    return total ? [{ ...candidate, total }] : [];
  });
  const lifted = found.filter((candidate) => candidate.key.startsWith('without:')).sort((a, b) => b.total - a.total)[0];
  const suggestions = [
    ...found.filter((candidate) => candidate.key === 'spelling'),
    ...(lifted ? [lifted] : []),
    ...found.filter((candidate) => !candidate.key.startsWith('without:') && candidate.key !== 'spelling'),
  ];
  return (
    <EmptyState
      icon={<IconSearchOff size={44} aria-hidden color="var(--mantine-color-gray-6)" />}
      title={t('empty.title')}
      text={t('empty.text')}
      size="h3"
      data-testid="search-empty"
    >
      {suggestions.length > 0 && (
        <Group justify="center" gap="sm" mt="xs">
          {suggestions.map((suggestion) => (
            <Button
              key={suggestion.key}
              variant="light"
              onClick={() => onSearch?.(suggestion.filter)}
              data-testid={`suggest-${suggestion.key.startsWith('without:') ? 'without' : suggestion.key}`}
              styles={{ label: { whiteSpace: 'normal' } }}
              h="auto"
              mih={36}
            >
              {t('empty.suggestion', { label: suggestion.label, total: formatNumber(suggestion.total) })}
            </Button>
          ))}
        </Group>
      )}
      <Text fw={600} mt="md">
        {t('empty.popular')}
      </Text>
      <Group justify="center" gap={8}>
        {POPULAR_AREAS.map((area) => (
          <Anchor key={area.slug} component={Link} to={trendPath(area.slug, area.trendId)} className={classes.trendChip}>
            <IconMapPin size={14} aria-hidden style={{ marginRight: 4 }} />
            {t(`shell:areas.${area.slug}`)}
          </Anchor>
        ))}
      </Group>
    </EmptyState>
  );
}
