import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { IconMapPin, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber, POPULAR_AREAS, trendPath } from '@baandee/domain';
import { searchEstateQuery } from '../api/search-estate';
import { defaultFilter, extraFilterCount, type SearchFilter } from '../search-filter';
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
 * No listing matched: say so, and offer the searches most likely to find something, each
 * with how many it finds (none that finds nothing): the one filter whose lifting finds
 * most, the same words without the filters, the filters without the words, any price;
 * and the popular areas.
 */
export function EmptyResults({ filter, onSearch }: { filter: SearchFilter | null; onSearch?: (filter: SearchFilter) => void }) {
  const { t } = useTranslation(['search', 'shell']);
  const candidates = useSuggestions(onSearch ? filter : null);
  const counts = useQueries({ queries: candidates.map((candidate) => ({ ...searchEstateQuery(candidate.filter, 1, 1), placeholderData: undefined })) });
  const found = candidates.flatMap((candidate, i) => {
    const total = counts[i]?.data?.total;
    return total ? [{ ...candidate, total }] : [];
  });
  const lifted = found.filter((candidate) => candidate.key.startsWith('without:')).sort((a, b) => b.total - a.total)[0];
  const suggestions = [...(lifted ? [lifted] : []), ...found.filter((candidate) => !candidate.key.startsWith('without:'))];
  return (
    <Stack align="center" ta="center" py="xl" gap="sm" data-testid="search-empty">
      <IconSearchOff size={44} aria-hidden color="var(--mantine-color-gray-6)" />
      <Title order={2} size="h3">
        {t('empty.title')}
      </Title>
      <Text c="dimmed" maw={520}>
        {t('empty.text')}
      </Text>
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
    </Stack>
  );
}
