import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Group, Paper, Text, TextInput, UnstyledButton, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingSkyscraper, IconHistory, IconHome, IconMapPin, IconSearch, IconTrain } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SuggestionFilter } from '@baandee/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { SUGGEST_MIN_LENGTH, useSearchSuggestions } from '../api/search-suggest';
import { RECENT_SEARCHES_MAX, clearRecentSearches, matchingRecent, rememberSearch, useRecentSearches, type RecentSearch } from '../suggestions';
import { QuickMenu, loadFilterControls } from './lazy-controls';
import classes from './search-bar.module.css';

interface KeywordFieldProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange(value: string): void;
  /** A quick-menu entry without a trend page: search for its words. */
  onKeyword(keyword: string): void;
  /** A suggestion or a recent search was chosen: search with the filter fields it sets. */
  onSuggestion(filter: SuggestionFilter): void;
}

/** Recent searches shown beside suggestions while typing (all of the few before). */
const RECENT_WHILE_TYPING = 3;
/** How long typing pauses before suggestions are asked for. */
const SUGGEST_DELAY_MS = 120;

const KIND_ICONS = {
  estate_type: IconHome,
  province: IconMapPin,
  district: IconMapPin,
  sub_district: IconMapPin,
  station: IconTrain,
  line: IconTrain,
  project: IconBuildingSkyscraper,
  keyword: IconSearch,
} as const;

/**
 * The keyword field as an ARIA combobox. From the second character it lists suggestions
 * (places, stations, lines, projects, types; docs/decisions/051) with this browser's
 * recent searches that match; before that, the recent searches and the trending-search
 * quick menu. Up and down move through the list, Enter chooses (or searches the words
 * when nothing is highlighted), Escape closes it. The list floats over the page, so
 * opening it moves nothing.
 */
export function KeywordField({ value, onChange, onKeyword, onSuggestion, ...props }: KeywordFieldProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-listbox`;
  const language = currentLanguage();
  const typing = value.trim().length >= SUGGEST_MIN_LENGTH;
  const [settled] = useDebouncedValue(value, SUGGEST_DELAY_MS);
  const { data } = useSearchSuggestions(settled, language, open);
  const recentSearches = useRecentSearches();
  // words typed into the prerendered field before the page took it over stay the keyword
  useEffect(() => {
    const typed = input.current?.value;
    if (typed && typed !== value) onChange(typed);
    // once, as the field hydrates
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const recent = open ? matchingRecent(recentSearches, value, typing ? RECENT_WHILE_TYPING : RECENT_SEARCHES_MAX) : [];
  const seen = new Set(recent.map((item) => `${item.kind}:${item.name}`));
  const suggested: RecentSearch[] = open && typing ? (data?.suggestions ?? []).filter((item) => !seen.has(`${item.kind}:${item.name}`)) : [];
  const options = [...recent.map((item) => ({ item, recent: true })), ...suggested.map((item) => ({ item, recent: false }))];
  const listed = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (item: RecentSearch) => {
    close();
    rememberSearch({ kind: item.kind, name: item.name, detail: item.detail, system: item.system, filter: item.filter });
    onSuggestion(item.filter);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) setOpen(true);
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 && step < 0 ? options.length - 1 : (current + step + options.length) % options.length));
    } else if (event.key === 'Enter' && listed && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active].item);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const kindLabel = (item: RecentSearch) => t(`searchBar.suggest.kinds.${item.kind}`, { system: item.system ?? '' }).trim();
  const list = listed && (
    <>
      {recent.length > 0 && (
        <Group justify="space-between" gap="xs" px="sm" pt={6} wrap="nowrap">
          <Text size="xs" c="dimmed" fw={500} id={`${id}-recent`}>
            {t('searchBar.suggest.recent')}
          </Text>
          <UnstyledButton
            className={classes.clearRecent}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              clearRecentSearches();
              setActive(-1);
              input.current?.focus();
            }}
            data-testid="clear-recent-searches"
          >
            {t('searchBar.suggest.clearRecent')}
          </UnstyledButton>
        </Group>
      )}
      <ul role="listbox" id={listId} aria-label={t('searchBar.suggest.label')} className={classes.suggestions}>
        {options.map(({ item, recent: isRecent }, index) => {
          const Icon = isRecent ? IconHistory : KIND_ICONS[item.kind];
          return (
            <li
              key={`${isRecent ? 'recent' : 'suggestion'}:${item.kind}:${item.name}:${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={classes.suggestion}
              data-kind={item.kind}
              data-recent={isRecent || undefined}
              data-testid={isRecent ? 'recent-search' : 'search-suggestion'}
              // the field keeps focus (a tap would otherwise blur it and close the list first)
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(item)}
            >
              <Icon size={18} aria-hidden className={classes.suggestionIcon} />
              <span className={classes.suggestionText}>
                <span className={classes.suggestionName}>{item.name}</span>
                {item.detail && <span className={classes.suggestionDetail}>{item.detail}</span>}
              </span>
              <span className={classes.suggestionKind}>{kindLabel(item)}</span>
            </li>
          );
        })}
      </ul>
    </>
  );

  return (
    <div
      ref={wrapper}
      className={classes.keyword}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <TextInput
        ref={input}
        name="q"
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listed}
        aria-controls={listed ? listId : undefined}
        aria-activedescendant={listed && active >= 0 ? optionId(active) : undefined}
        {...props}
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          void loadFilterControls();
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {open && typing && listed && (
        <Paper className={classes.suggestMenu} shadow="lg" radius="md" data-testid="search-suggestions">
          {list}
        </Paper>
      )}
      {open && !typing && listed && (
        <Paper className={classes.suggestMenu} shadow="lg" radius="md" data-testid="search-suggestions">
          {list}
          <Suspense fallback={null}>
            <QuickMenu
              inline
              onKeyword={(keyword) => {
                close();
                onKeyword(keyword);
              }}
              onDone={close}
            />
          </Suspense>
        </Paper>
      )}
      {open && !typing && !listed && (
        <Suspense fallback={null}>
          <QuickMenu
            onKeyword={(keyword) => {
              close();
              onKeyword(keyword);
            }}
            onDone={close}
          />
        </Suspense>
      )}
    </div>
  );
}
