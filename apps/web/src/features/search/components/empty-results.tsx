import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { POPULAR_AREAS, trendPath } from '@baandee/domain';
import { defaultFilter, extraFilterCount, type SearchFilter } from '../search-filter';
import classes from './search.module.css';

/**
 * No listing matched: say so, and offer the searches most likely to find something —
 * the same words without the filters, the filters without the words, any price — and
 * the popular areas.
 */
export function EmptyResults({ filter, onSearch }: { filter: SearchFilter | null; onSearch?: (filter: SearchFilter) => void }) {
  const { t } = useTranslation(['search', 'shell']);
  const suggestions: { key: string; label: string; filter: SearchFilter }[] = [];
  if (filter && onSearch) {
    const narrowed = extraFilterCount(filter) > 0 || filter.estate_type_id !== undefined || Boolean(filter.sell_type);
    if (filter.keyword && narrowed) suggestions.push({ key: 'filters', label: t('empty.removeFilters'), filter: { ...defaultFilter(), keyword: filter.keyword, max_price: undefined } });
    if (filter.keyword) suggestions.push({ key: 'keyword', label: t('empty.removeKeyword'), filter: { ...filter, keyword: undefined } });
    if ((filter.min_price ?? 0) > 0 || filter.max_price !== undefined) suggestions.push({ key: 'price', label: t('empty.widenPrice'), filter: { ...filter, min_price: 0, max_price: undefined } });
  }
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
            <Button key={suggestion.key} variant="light" onClick={() => onSearch?.(suggestion.filter)} data-testid={`suggest-${suggestion.key}`}>
              {suggestion.label}
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
