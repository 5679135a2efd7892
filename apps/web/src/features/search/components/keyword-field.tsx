import { Suspense, useEffect, useRef, useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { QuickMenu, loadFilterControls } from './lazy-controls';
import classes from './search-bar.module.css';

interface KeywordFieldProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange(value: string): void;
  /** A quick-menu entry without a trend page: search for its words. */
  onKeyword(keyword: string): void;
}

/** The keyword field; while it has focus the trending-search quick menu opens under it. */
export function KeywordField({ value, onChange, onKeyword, ...props }: KeywordFieldProps) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // words typed into the prerendered field before the page took it over stay the keyword
  useEffect(() => {
    const typed = input.current?.value;
    if (typed && typed !== value) onChange(typed);
    // once, as the field hydrates
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div
      ref={wrapper}
      className={classes.keyword}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <TextInput
        ref={input}
        name="q"
        autoComplete="off"
        enterKeyHint="search"
        {...props}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onFocus={() => {
          void loadFilterControls();
          setOpen(true);
        }}
      />
      {open && (
        <Suspense fallback={null}>
          <QuickMenu
            onKeyword={(keyword) => {
              setOpen(false);
              onKeyword(keyword);
            }}
            onDone={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
