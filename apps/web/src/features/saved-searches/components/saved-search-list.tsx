import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBookmarks, IconPlayerPause, IconPlayerPlay, IconSearch, IconTrash, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { SavedSearch } from '@baandee/contracts';
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_NEW_DAYS } from '@baandee/domain';
import { ContentLoader } from '../../../components/content-loader';
import { EmptyState } from '../../../components/empty-state';
import { useRunSearch } from '../../search';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { useUpdateSavedSearch } from '../api/update-saved-search';

/**
 * /my-saved-search: each saved search with its new matches and how its alerts come; open it
 * as a search, rename it, pause or resume its alerts, delete it (after a confirmation).
 * `?open={id}` (an alert's "see all" link) opens that search at once.
 */
export function SavedSearchList() {
  const { t } = useTranslation('search');
  const query = useSavedSearches();
  const runSearch = useRunSearch();
  const [params] = useSearchParams();
  const opening = useRef(false);
  const toOpen = query.data?.saved_searches.find((saved) => String(saved.id) === params.get('open'));

  useEffect(() => {
    if (!toOpen || opening.current) return;
    opening.current = true;
    void runSearch(toOpen.filter);
  }, [toOpen, runSearch]);

  const list = query.data?.saved_searches ?? [];
  return (
    <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
      {query.data && list.length === 0 && (
        <EmptyState
          icon={<IconBookmarks size={40} aria-hidden color="var(--mantine-color-brand-6)" />}
          title={t('saved.emptyTitle')}
          text={t('saved.empty')}
          data-testid="saved-searches-empty"
        >
          <Button component={Link} to="/announce-search" leftSection={<IconSearch size={18} aria-hidden />}>
            {t('saved.findListings')}
          </Button>
        </EmptyState>
      )}
      {query.data && list.length > 0 && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('saved.count', { count: list.length, limit: String(query.data.limit) })}
          </Text>
          {list.map((saved) => (
            <SavedSearchCard key={saved.id} saved={saved} onOpen={() => void runSearch(saved.filter)} />
          ))}
        </Stack>
      )}
    </ContentLoader>
  );
}

function SavedSearchCard({ saved, onOpen }: { saved: SavedSearch; onOpen: () => void }) {
  const { t, i18n } = useTranslation('search');
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const lastSent = saved.last_sent_at && new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'th-TH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(new Date(saved.last_sent_at));
  return (
    <Card withBorder radius="lg" padding="md" data-testid="saved-search" data-name={saved.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }} data-testid="saved-search-name">
            {saved.name}
          </Title>
          <Badge color={saved.paused ? 'gray' : 'brand'} variant="light" style={{ flexShrink: 0 }} data-testid="saved-search-state">
            {saved.paused ? t('saved.paused') : t('saved.active')}
          </Badge>
        </Group>
        <Text size="sm" fw={600} c={saved.new_matches > 0 ? 'brand.7' : 'dimmed'} data-testid="saved-search-new">
          {t('saved.newMatches', { count: saved.new_matches, days: String(SAVED_SEARCH_NEW_DAYS) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`saved.${saved.channel}`)} · {saved.frequency === 'daily' ? t('saved.dailyShort') : t('saved.instantShort')}
          {lastSent && ` · ${t('saved.lastSent', { date: lastSent })}`}
        </Text>
        <Group gap="xs" mt={4} aria-label={t('saved.actions', { name: saved.name })} role="group">
          <Button size="xs" leftSection={<IconSearch size={16} aria-hidden />} onClick={onOpen} data-testid="saved-search-open">
            {t('saved.openSearch')}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setRenaming(true)} data-testid="saved-search-rename">
            {t('saved.rename')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={saved.paused ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerPause size={16} aria-hidden />}
            loading={update.isPending && update.variables?.paused !== undefined}
            onClick={() => update.mutate({ id: saved.id, paused: !saved.paused })}
            data-testid="saved-search-pause"
          >
            {saved.paused ? t('saved.resume') : t('saved.pause')}
          </Button>
          <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDeleting(true)} data-testid="saved-search-delete">
            {t('saved.delete')}
          </Button>
        </Group>
      </Stack>
      {renaming && (
        <RenameDialog
          name={saved.name}
          pending={update.isPending}
          onClose={() => setRenaming(false)}
          onSave={(name) => update.mutate({ id: saved.id, name }, { onSuccess: () => setRenaming(false) })}
        />
      )}
      <Modal opened={deleting} onClose={() => setDeleting(false)} title={t('saved.deleteTitle')} centered radius="lg" data-testid="saved-search-confirm">
        <Text size="sm">{t('saved.deleteText', { name: saved.name })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDeleting(false)}>
            {t('saved.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(saved.id)} data-testid="saved-search-confirm-delete">
            {t('saved.delete')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}

function RenameDialog({ name, pending, onClose, onSave }: { name: string; pending: boolean; onClose: () => void; onSave: (name: string) => void }) {
  const { t } = useTranslation('search');
  const [value, setValue] = useState(name);
  return (
    <Modal opened onClose={onClose} title={t('saved.renameTitle')} centered radius="lg" data-testid="saved-search-rename-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(value.trim());
        }}
      >
        <TextInput label={t('saved.name')} value={value} onChange={(event) => setValue(event.currentTarget.value)} maxLength={SAVED_SEARCH_NAME_MAX} required data-autofocus data-testid="saved-search-rename-input" />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('saved.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={value.trim() === ''} data-testid="saved-search-rename-save">
            {t('saved.submit')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
