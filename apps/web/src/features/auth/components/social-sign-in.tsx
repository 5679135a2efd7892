import { useEffect, useRef, useState } from 'react';
import { Box, Button, Divider, Loader, Stack } from '@mantine/core';
import { IconBrandFacebookFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../components/alert-store';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/api-messages';
import { currentLanguage } from '../../../lib/i18n';
import { useAuthProviders } from '../api/get-auth-providers';
import { useSocialSignIn, type SocialCalls, type SocialSignIn as SocialRequest } from '../api/social-sign-in';
import { useFinishLogin } from '../use-finish-login';
import { facebookLogin, loadFacebookSdk } from '../social/facebook-sdk';
import { googleRegisterBody, loadGoogleIdentity } from '../social/google-identity';

const GOOGLE_BUTTON_MAX_WIDTH = 400; // Google renders its button at most this wide

/**
 * Spec section 8: a social login failure is an alert saying login failed; a refusal that
 * is not about the token says its own reason (too many tries, a suspended account, an
 * event that is not running).
 */
function alertLoginFailed(error?: unknown) {
  const key = error instanceof ApiError && (error.status === 429 || error.status === 403) ? error.key : 'login failed';
  showAlert({ type: 'error', text: translateMessage(key) });
}

/** Google's own button (Identity Services, loaded on demand); its credential is the ID token. */
function GoogleButton({ clientId, scriptUrl, onSignIn }: { clientId: string; scriptUrl: string; onSignIn: (request: SocialRequest) => void }) {
  const { t } = useTranslation('account');
  const host = useRef<HTMLDivElement>(null);
  const onSignInRef = useRef(onSignIn);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    onSignInRef.current = onSignIn;
  }, [onSignIn]);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity(scriptUrl).then(
      (id) => {
        const element = host.current;
        if (cancelled || !element) return;
        id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          auto_select: false,
          callback: ({ credential }) => {
            const body = credential ? googleRegisterBody(credential) : null;
            if (body) onSignInRef.current({ provider: 'google', body });
            else alertLoginFailed();
          },
        });
        element.replaceChildren();
        id.renderButton(element, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          width: Math.min(element.offsetWidth || GOOGLE_BUTTON_MAX_WIDTH, GOOGLE_BUTTON_MAX_WIDTH),
          locale: currentLanguage(),
        });
        setState('ready');
      },
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, scriptUrl]);

  // Google unreachable: e-mail login still works, so the button just is not offered.
  if (state === 'failed') return null;
  return (
    <Box pos="relative" mih={44} w="100%" style={{ display: 'flex', justifyContent: 'center' }}>
      {state === 'loading' && <Loader size="sm" role="status" aria-label={t('social.loading', { provider: 'Google' })} />}
      <Box ref={host} w="100%" style={{ display: 'flex', justifyContent: 'center' }} data-testid="google-sign-in" />
    </Box>
  );
}

/** Our button for Facebook; the SDK loads when the dialog shows, so the click can open its popup. */
function FacebookButton({ appId, scriptUrl, onSignIn }: { appId: string; scriptUrl: string; onSignIn: (request: SocialRequest) => void }) {
  const { t } = useTranslation('account');
  const [sdk, setSdk] = useState<Awaited<ReturnType<typeof loadFacebookSdk>> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadFacebookSdk(scriptUrl, appId).then(
      (loaded) => !cancelled && setSdk(loaded),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [appId, scriptUrl]);

  if (failed) return null;
  const click = () => {
    if (!sdk) return;
    void facebookLogin(sdk).then((auth) => {
      if (auth) onSignIn({ provider: 'facebook', body: { auth: auth.accessToken, facebook_id: auth.userID } });
    });
  };
  return (
    <Button
      fullWidth
      size="md"
      color="#1877F2"
      leftSection={<IconBrandFacebookFilled size={20} aria-hidden />}
      loading={!sdk}
      onClick={click}
      data-testid="facebook-sign-in"
    >
      {t('social.facebook')}
    </Button>
  );
}

/**
 * "or" and the social sign-in buttons the server is configured for (none: nothing).
 * `calls` are the accounts' sign-in unless a page brings its own (the Songkran event's);
 * `divider: false` leaves out the "or" line for a page where the buttons come first.
 */
export function SocialSignIn({ calls, divider = true }: { calls?: SocialCalls; divider?: boolean } = {}) {
  const { t } = useTranslation('account');
  const { data: providers } = useAuthProviders();
  const signIn = useSocialSignIn(calls);
  const finish = useFinishLogin();
  if (!providers || (!providers.google_client_id && !providers.facebook_app_id)) return null;

  const onSignIn = (request: SocialRequest) =>
    signIn.mutate(request, {
      onSuccess: ({ account_reset }) => {
        finish();
        // the address's owner took back an account someone else had registered with it
        if (account_reset) showAlert({ type: 'warning', title: t('takenBack.title'), text: t('takenBack.text') });
      },
      onError: alertLoginFailed,
    });

  return (
    <Stack gap="sm" data-testid="social-sign-in">
      {divider && <Divider label={t('social.or')} labelPosition="center" />}
      {signIn.isPending ? (
        <Loader size="sm" mx="auto" />
      ) : (
        <>
          {providers.google_client_id && (
            <GoogleButton clientId={providers.google_client_id} scriptUrl={providers.google_gsi_url} onSignIn={onSignIn} />
          )}
          {providers.facebook_app_id && (
            <FacebookButton appId={providers.facebook_app_id} scriptUrl={providers.facebook_sdk_url} onSignIn={onSignIn} />
          )}
        </>
      )}
    </Stack>
  );
}
