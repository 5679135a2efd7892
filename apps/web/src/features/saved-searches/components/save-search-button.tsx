import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SearchFilter } from '@baandee/contracts';
import { SAVED_SEARCH_INSTANT_DAILY_CAP, SAVED_SEARCH_NAME_MAX, type SavedSearchChannel, type SavedSearchFrequency } from '@baandee/domain';
import { openLoginDialog } from '../../../lib/login-dialog-store';
import { useSession } from '../../../lib/session';
import { useLineStatus } from '../../line';
import { useCreateSavedSearch } from '../api/create-saved-search';

/** The hash a sign-in from the button comes back to: the dialog opens again on the results. */
const SAVE_HASH = '#save-search';

export interface SaveSearchButtonProps {
  /** The results' filter as the URL holds it; null while it is read. */
  filter: SearchFilter | null;
}

/**
 * "Save this search" on the results (docs/decisions/060): a visitor signs in first and
 * comes back to the same results with the dialog open; a signed-in user names the search
 * and picks how its alerts come (LINE when connected, else e-mail; at once or daily).
 */
export function SaveSearchButton({ filter }: SaveSearchButtonProps) {
  const { t } = useTranslation('search');
  const { token } = useSession();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (hash !== SAVE_HASH || !token || !filter) return;
    setOpened(true);
    void navigate({ pathname, search }, { replace: true });
  }, [hash, token, filter, navigate, pathname, search]);

  const open = () => {
    if (token) setOpened(true);
    else openLoginDialog('login', { returnTo: `${pathname}${search}${SAVE_HASH}` });
  };

  return (
    <>
      <Button variant="light" leftSection={<IconBookmarkPlus size={18} aria-hidden />} onClick={open} disabled={!filter} data-testid="save-search">
        {t('saved.save')}
      </Button>
      {filter && opened && <SaveSearchDialog filter={filter} onClose={() => setOpened(false)} />}
    </>
  );
}

function SaveSearchDialog({ filter, onClose }: { filter: SearchFilter; onClose: () => void }) {
  const { t } = useTranslation('search');
  const line = useLineStatus();
  const lineReady = Boolean(line.data?.configured && line.data.connected);
  const [name, setName] = useState(filter.keyword?.trim().slice(0, SAVED_SEARCH_NAME_MAX) ?? '');
  const [channel, setChannel] = useState<SavedSearchChannel | null>(null);
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instant');
  const create = useCreateSavedSearch();
  // LINE when it is connected, once its status is known; the user's pick wins
  const chosen = channel ?? (lineReady ? 'line' : 'email');

  const submit = () => {
    create.mutate(
      { name: name.trim(), filter, channel: chosen, frequency },
      {
        onSuccess: (saved) => {
          onClose();
          notifications.show({
            color: 'brand',
            message: (
              <span data-testid="save-search-done">
                {t('saved.done', { name: saved.name })}{' '}
                <Anchor component={Link} to="/my-saved-search" size="sm">
                  {t('saved.seeAll')}
                </Anchor>
              </span>
            ),
          });
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('saved.dialogTitle')} centered radius="lg" data-testid="save-search-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('saved.dialogLead')}
          </Text>
          <TextInput
            label={t('saved.name')}
            placeholder={t('saved.namePlaceholder')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={SAVED_SEARCH_NAME_MAX}
            required
            data-autofocus
            data-testid="save-search-name"
          />
          <Radio.Group label={t('saved.channel')} value={chosen} onChange={(value) => setChannel(value as SavedSearchChannel)}>
            <Stack gap="xs" mt={6}>
              <Radio value="line" label={t('saved.line')} disabled={!lineReady} description={lineReady ? undefined : t('saved.lineNotConnected')} />
              <Radio value="email" label={t('saved.email')} data-testid="save-search-email" />
            </Stack>
          </Radio.Group>
          <Radio.Group label={t('saved.frequency')} value={frequency} onChange={(value) => setFrequency(value as SavedSearchFrequency)}>
            <Stack gap="xs" mt={6}>
              <Radio value="instant" label={t('saved.instant', { cap: String(SAVED_SEARCH_INSTANT_DAILY_CAP) })} />
              <Radio value="daily" label={t('saved.daily')} data-testid="save-search-daily" />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('saved.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={name.trim() === ''} data-testid="save-search-submit">
              {t('saved.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
