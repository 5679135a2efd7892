import { useState, type FormEvent, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Paper, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchHref } from '../../../lib/search-href';

interface SearchBoxProps {
  /** `header`: a slim rounded field with an icon button; `hero`: a card with a text button. */
  variant: 'header' | 'hero';
  /** Names the search landmark; two search boxes on one page need different names. */
  label: string;
  inputLabel: string;
  placeholder: string;
  /** The sell type chosen beside the box (the hero's switch), as the search route's value. */
  announceType?: string;
  /** Shown above the field inside the form (the hero's sell-type switch). */
  children?: ReactNode;
  className?: string;
}

/** The keyword search of the header and of Home: opens the search route with ts=1 (spec section 2). */
export function SearchBox({ variant, label, inputLabel, placeholder, announceType, children, className }: SearchBoxProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(searchHref({ q: keyword.trim(), announce_type: announceType, ts: '1' }));
  };
  const input = (props: Parameters<typeof TextInput>[0]) => (
    <TextInput
      aria-label={inputLabel}
      placeholder={placeholder}
      value={keyword}
      onChange={(event) => setKeyword(event.currentTarget.value)}
      name="q"
      {...props}
    />
  );

  if (variant === 'header') {
    return (
      <form role="search" aria-label={label} onSubmit={submit} className={className} style={{ flex: 1, maxWidth: 460 }}>
        {input({
          radius: 'xl',
          size: 'sm',
          leftSection: <IconSearch size={16} aria-hidden />,
          rightSection: (
            <ActionIcon type="submit" radius="xl" size={26} aria-label={t('actions.search')}>
              <IconSearch size={14} aria-hidden />
            </ActionIcon>
          ),
        })}
      </form>
    );
  }
  return (
    <Paper component="form" role="search" aria-label={label} onSubmit={submit} className={className} radius="lg" shadow="xl" p={{ base: 'sm', sm: 'md' }}>
      {children}
      <Group gap="sm" wrap="nowrap" align="stretch">
        {input({ size: 'md', radius: 'md', leftSection: <IconSearch size={18} aria-hidden />, style: { flex: 1 } })}
        <Button type="submit" size="md" radius="md" px={{ base: 'md', sm: 'xl' }}>
          {t('actions.search')}
        </Button>
      </Group>
    </Paper>
  );
}
