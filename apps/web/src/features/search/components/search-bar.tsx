import { Suspense, useState, type ReactNode } from 'react';
import { Box, Button, Paper } from '@mantine/core';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { defaultFilter, extraFilterCount, roomCodeChange, type SearchFilter } from '../search-filter';
import { applySuggestion, rememberKeyword } from '../suggestions';
import { useSearchForm } from '../use-search-form';
import { EstateTypeButton } from './estate-type-button';
import { KeywordField } from './keyword-field';
import { AdvancedPanel, EstateTypeMenu, FilterDrawer, RoomCodePicker, loadFilterControls } from './lazy-controls';
import { SellTypeSwitch } from './sell-type-switch';
import classes from './search-bar.module.css';

export interface SearchBarProps {
  /** The filter the bar starts from: the saved one (Home) or the one in the URL (the search route). */
  value: SearchFilter;
  /** The landmark's name, the keyword field's label and placeholder, the sell-type select's label. */
  texts: { label: string; keyword: string; placeholder: string; sellType: string };
  /** On the search route clearing also shows the cleared results; elsewhere it only resets the bar. */
  clearRuns?: boolean;
  className?: string;
  /** Above the keyword row (a title on the search route). */
  children?: ReactNode;
}

/** A number of chosen filters after a button's label: " (3)". */
const count = (n: number) => (n > 0 ? ` (${n})` : '');

/**
 * The search bar of spec section 2, on Home and the search route: sell type, keyword with
 * the trending quick menu, estate type, room code, advanced panel, search and clear.
 * The keyword row paints with the page; the rest loads on the first focus or click (the
 * first page's code budget), and under 768 px the filters open in a full-screen drawer.
 */
export function SearchBar({ value, texts, clearRuns = false, className, children }: SearchBarProps) {
  const { t } = useTranslation('common');
  const form = useSearchForm(value);
  const { draft, patch } = form;
  const [open, setOpen] = useState({ types: false, advanced: false, code: false, drawer: false });
  const toggle = (panel: keyof typeof open, to = !open[panel]) => {
    void loadFilterControls();
    setOpen((current) => ({ ...current, [panel]: to }));
  };
  const run = (filter?: SearchFilter) => {
    setOpen((current) => ({ ...current, drawer: false }));
    void form.submit(filter);
  };
  const clear = () => {
    form.clear();
    if (clearRuns) run(defaultFilter());
  };
  const codeSearch = draft.searchMode === 'code_search';
  const extras = extraFilterCount(draft) - (codeSearch ? 1 : 0);

  return (
    <Paper
      component="form"
      role="search"
      aria-label={texts.label}
      radius="lg"
      shadow="xl"
      p={{ base: 'sm', sm: 'md' }}
      className={className}
      onPointerDownCapture={() => void loadFilterControls()}
      onSubmit={(event) => {
        event.preventDefault();
        rememberKeyword(draft.keyword);
        run();
      }}
      data-testid="search-bar"
    >
      {children}
      <SellTypeSwitch label={texts.sellType} value={draft.sell_type} onChange={(sell_type) => patch({ sell_type })} />
      <div className={classes.row}>
        <KeywordField
          aria-label={texts.keyword}
          placeholder={texts.placeholder}
          size="md"
          radius="md"
          leftSection={<IconSearch size={18} aria-hidden />}
          value={draft.keyword ?? ''}
          onChange={(keyword) => patch({ keyword })}
          onKeyword={(keyword) => run({ ...draft, keyword })}
          onSuggestion={(filter) => run(applySuggestion(draft, filter))}
        />
        <Box visibleFrom="sm">
          {open.types ? (
            <Suspense fallback={<EstateTypeButton value={draft.estate_type_id} />}>
              <EstateTypeMenu
                value={draft.estate_type_id}
                onChange={(estate_type_id) => patch({ estate_type_id })}
                opened={open.types}
                onOpenChange={(opened) => toggle('types', opened)}
              />
            </Suspense>
          ) : (
            <EstateTypeButton value={draft.estate_type_id} onClick={() => toggle('types', true)} />
          )}
        </Box>
        <Button type="submit" size="md" radius="md" px={{ base: 'md', sm: 'xl' }} data-testid="search-submit">
          {t('actions.search')}
        </Button>
      </div>
      <div className={classes.tools}>
        <Button
          hiddenFrom="sm"
          variant="light"
          size="compact-md"
          leftSection={<IconFilter size={16} aria-hidden />}
          onClick={() => toggle('drawer', true)}
          data-testid="open-filter-drawer"
        >
          {t('searchBar.filters')}
          {count(extras + (codeSearch ? 1 : 0) + (draft.estate_type_id !== undefined ? 1 : 0))}
        </Button>
        <Button visibleFrom="sm" variant="subtle" size="compact-md" aria-expanded={open.advanced} onClick={() => toggle('advanced')} data-testid="toggle-advanced">
          {t('searchBar.advanced')}
          {count(extras)}
        </Button>
        <Button visibleFrom="sm" variant="subtle" size="compact-md" aria-expanded={open.code} onClick={() => toggle('code')} data-testid="toggle-room-code">
          {t('searchBar.roomCode')}
          {codeSearch && draft.room_type && `: ${draft.room_type}`}
        </Button>
        <Button variant="subtle" color="gray" size="compact-md" onClick={clear} data-testid="search-clear">
          {t('searchBar.clear')}
        </Button>
      </div>
      {open.code && (
        <Box visibleFrom="sm" className={classes.panel}>
          <Suspense fallback={null}>
            <RoomCodePicker value={codeSearch ? draft.room_type : undefined} onChange={(code) => patch(roomCodeChange(code))} />
          </Suspense>
        </Box>
      )}
      {open.advanced && (
        <Box visibleFrom="sm" className={classes.panel}>
          <Suspense fallback={null}>
            <AdvancedPanel draft={draft} patch={patch} />
          </Suspense>
        </Box>
      )}
      {open.drawer && (
        <Suspense fallback={null}>
          <FilterDrawer form={form} onClose={() => toggle('drawer', false)} onSearch={() => run()} />
        </Suspense>
      )}
    </Paper>
  );
}
