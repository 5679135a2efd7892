import { Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconTrendingUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { useHotTrend } from '../api/get-hot-trend';
import classes from './search.module.css';

/** The contract's HOT_SEARCH_CATEGORIES, named here so the menu does not load the contracts' schemas. */
const CATEGORIES = ['area', 'train', 'estate'] as const;
const isCategory = (value: string): value is (typeof CATEGORIES)[number] => (CATEGORIES as readonly string[]).includes(value);

interface QuickMenuProps {
  /** A hot search without a trend of its own runs as a keyword search. */
  onKeyword(keyword: string): void;
  /** A chip was chosen: the menu closes. */
  onDone(): void;
  /** Inside the recent searches' panel rather than a panel of its own. */
  inline?: boolean;
}

/**
 * The trending-search quick menu (spec section 2), under the keyword field while it has
 * focus: hot searches grouped by category, each chip opening its trend group.
 */
export function QuickMenu({ onKeyword, onDone, inline = false }: QuickMenuProps) {
  const { t } = useTranslation('search');
  const { data, isPending, isError } = useHotTrend();
  const english = currentLanguage() === 'en';
  const groups = data?.groups.filter((group) => group.items.length > 0) ?? [];
  if (!isPending && !isError && groups.length === 0) return null;
  return (
    <Paper className={inline ? undefined : classes.quickMenu} shadow={inline ? undefined : 'lg'} radius="md" p="md" data-testid="quick-menu">
      <Group gap={6} mb="xs" c="brand.8">
        <IconTrendingUp size={18} aria-hidden />
        <Text fw={600} size="sm">
          {t('quickMenu.title')}
        </Text>
      </Group>
      {isPending && <Skeleton height={56} radius="sm" />}
      {isError && (
        <Text size="sm" c="dimmed">
          {t('quickMenu.failed')}
        </Text>
      )}
      <Stack gap="sm">
        {groups.map((group) => (
          <div key={group.category}>
            <Text size="xs" c="dimmed" fw={500} mb={4}>
              {isCategory(group.category) ? t(`quickMenu.categories.${group.category}`) : group.category}
            </Text>
            <Group gap={6}>
              {group.items.map((item) => {
                const name = english ? item.search_name_en : item.search_name_th;
                return item.slug_id ? (
                  <Link key={item.search_key} to={`/trend/${item.slug_id}`} className={classes.trendChip} onClick={onDone} data-testid="quick-menu-chip">
                    {name}
                  </Link>
                ) : (
                  <UnstyledButton key={item.search_key} className={classes.trendChip} onClick={() => onKeyword(name)}>
                    {name}
                  </UnstyledButton>
                );
              })}
            </Group>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
