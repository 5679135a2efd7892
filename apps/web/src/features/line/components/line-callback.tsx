import { useEffect } from 'react';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { OutcomePanel } from '../../../components/outcome-panel';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/api-messages';
import { profileQuery } from '../../../lib/current-user';
import { useSession } from '../../../lib/session';
import { finishLineLogin } from '../api/finish-line-login';
import { lineStatusQuery } from '../api/get-line-status';
import { clearLoginWindowMark, inLoginWindow } from '../login-window';
import { lineKeys } from '../api/keys';

/** Back to the settings: close the window they opened for LINE Login, or go there. */
function NextStep() {
  const { t } = useTranslation('line');
  const navigate = useNavigate();
  if (inLoginWindow()) {
    const close = () => {
      clearLoginWindowMark();
      window.close();
      // a window the browser will not let a page close stays open: go to the settings in it
      window.setTimeout(() => void navigate('/line-setting'), 300);
    };
    return (
      <Button onClick={close} data-testid="line-callback-close">
        {t('callback.closeWindow')}
      </Button>
    );
  }
  return (
    <Button component={Link} to="/line-setting">
      {t('callback.goSettings')}
    </Button>
  );
}

/**
 * /line-callback?code=…&state=…: LINE Login's way back. The server checks the state and
 * exchanges the code once (a cached query: a re-render or a strict-mode remount never
 * sends it twice), then this page says how it went.
 */
export function LineCallback() {
  const { t } = useTranslation('line');
  const [params] = useSearchParams();
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const refused = params.get('error');
  const query = useQuery({
    queryKey: lineKeys.callback(state, code),
    queryFn: () => finishLineLogin({ code, state }),
    enabled: code !== '' && state !== '' && !refused,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    throwOnError: false,
  });

  useEffect(() => {
    if (!query.isSuccess || userId === null) return;
    queryClient.setQueryData(lineStatusQuery(userId).queryKey, query.data);
    void queryClient.invalidateQueries({ queryKey: profileQuery(userId).queryKey });
  }, [query.isSuccess, query.data, userId, queryClient]);

  if (query.isLoading) {
    return (
      <Stack align="center" gap="sm" py="xl" role="status">
        <Loader color="green" />
        <Text>{t('callback.connecting')}</Text>
      </Stack>
    );
  }

  if (query.isSuccess) {
    const status = query.data;
    return (
      <OutcomePanel outcome="success" title={t('callback.successTitle')} text={t('callback.successText', { name: status.display_name ?? '' })} data-testid="line-callback-success">
        {!status.friend && status.add_friend_url && (
          <Stack gap="xs" align="center">
            <Text size="sm">{t('callback.successNotFriend')}</Text>
            <Button component="a" href={status.add_friend_url} target="_blank" rel="noopener noreferrer" color="green" variant="light">
              {t('section.addFriend')}
            </Button>
          </Stack>
        )}
        <NextStep />
      </OutcomePanel>
    );
  }

  const error = query.error instanceof ApiError ? query.error : null;
  if (error?.status === 409) {
    return (
      <OutcomePanel outcome="failure" title={t('callback.alreadyTitle')} text={t('callback.alreadyText')} data-testid="line-callback-failed">
        <NextStep />
      </OutcomePanel>
    );
  }
  const text = refused ? t('callback.cancelled') : !code || !state ? t('callback.missing') : translateMessage(error?.key ?? 'something went wrong');
  return (
    <OutcomePanel outcome="failure" title={t('callback.failedTitle')} text={text} data-testid="line-callback-failed">
      <NextStep />
    </OutcomePanel>
  );
}
