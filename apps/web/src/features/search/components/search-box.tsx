import { Suspense, useMemo, useState } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SEARCH_PATH } from '../../../lib/search-href';
import { extraFilterCount } from '../search-filter';
import { useSavedFilter } from '../search-store';
import { applySuggestion, rememberKeyword } from '../suggestions';
import { useSearchForm } from '../use-search-form';
import { KeywordField } from './keyword-field';
import { FilterDrawer, loadFilterControls } from './lazy-controls';

interface SearchBoxProps {
  variant: 'header';
  /** Names the search landmark; two search boxes on one page need different names. */
  label: string;
  inputLabel: string;
  placeholder: string;
  className?: string;
}

/**
 * The header's search bar: the keyword with the trending quick menu, and a filter button
 * opening the same controls as Home's bar in a side drawer. It starts from the saved
 * filter, so a search from any page keeps the visitor's filters; the keyword only on the
 * search results it belongs to (elsewhere a last search's words read as the page's own).
 */
export function SearchBox({ label, inputLabel, placeholder, className }: SearchBoxProps) {
  const { t } = useTranslation('common');
  const saved = useSavedFilter();
  const onResults = useLocation().pathname === SEARCH_PATH;
  const start = useMemo(() => (onResults ? saved : { ...saved, keyword: undefined }), [saved, onResults]);
  const form = useSearchForm(start);
  const [drawer, setDrawer] = useState(false);
  const run = () => {
    setDrawer(false);
    void form.submit();
  };
  const filters = extraFilterCount(form.draft) + (form.draft.estate_type_id !== undefined ? 1 : 0) + (form.draft.sell_type ? 1 : 0);

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        rememberKeyword(form.draft.keyword);
        run();
      }}
      className={className}
      style={{ flex: 1, maxWidth: 460 }}
    >
      <KeywordField
        aria-label={inputLabel}
        placeholder={placeholder}
        radius="xl"
        size="sm"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSectionWidth={64}
        rightSection={
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant={filters > 0 ? 'light' : 'subtle'}
              radius="xl"
              size={26}
              aria-label={filters > 0 ? `${t('searchBar.filters')} (${filters})` : t('searchBar.filters')}
              onPointerEnter={() => void loadFilterControls()}
              onClick={() => setDrawer(true)}
              data-testid="header-filters"
            >
              <IconFilter size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon type="submit" radius="xl" size={26} aria-label={t('actions.search')}>
              <IconSearch size={14} aria-hidden />
            </ActionIcon>
          </Group>
        }
        value={form.draft.keyword ?? ''}
        onChange={(keyword) => form.patch({ keyword })}
        onKeyword={(keyword) => void form.submit({ ...form.draft, keyword })}
        onSuggestion={(filter) => void form.submit(applySuggestion(form.draft, filter))}
      />
      {drawer && (
        <Suspense fallback={null}>
          <FilterDrawer form={form} onClose={() => setDrawer(false)} onSearch={run} />
        </Suspense>
      )}
    </form>
  );
}
