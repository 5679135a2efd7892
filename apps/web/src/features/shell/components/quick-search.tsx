import { useState, type FormEvent } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchHref } from '../../../lib/search-href';

/** The header's keyword search: opens the search route with ts=1 (spec section 2). */
export function QuickSearch() {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(searchHref({ q: keyword.trim(), ts: '1' }));
  };

  return (
    <form role="search" onSubmit={submit} style={{ flex: 1, maxWidth: 460 }}>
      <TextInput
        aria-label={t('header.searchLabel')}
        placeholder={t('header.searchPlaceholder')}
        value={keyword}
        onChange={(event) => setKeyword(event.currentTarget.value)}
        radius="xl"
        size="sm"
        name="q"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          <ActionIcon type="submit" radius="xl" size={26} aria-label={t('common:actions.search')}>
            <IconSearch size={14} aria-hidden />
          </ActionIcon>
        }
      />
    </form>
  );
}
