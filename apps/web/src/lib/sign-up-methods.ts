import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from './api-client';
import { currentLanguage } from './i18n';

/** GET api/auth/providers: which social sign-ins the server is configured for. */
export const authProvidersQuery = () => ({
  queryKey: ['auth-providers'],
  queryFn: ({ signal }: { signal?: AbortSignal }) => call('authProviders', {}, { signal, alert: false }),
  staleTime: Infinity, // server configuration: it changes with a restart, not during a visit
  throwOnError: false,
});

const LIST_LOCALES = { th: 'th', en: 'en-GB' } as const;

/**
 * The ways to sign up that this server offers, for copy that names them: e-mail always,
 * Google and Facebook only when configured. `methods` is the whole list ("e-mail, Google or
 * Facebook"), `providers` the social ones alone ('' when none).
 */
export function useSignUpMethods(): { methods: string; providers: string } {
  const { t } = useTranslation('common');
  const { data } = useQuery(authProvidersQuery());
  const social = [data?.google_client_id ? 'Google' : null, data?.facebook_app_id ? 'Facebook' : null].filter((name) => name !== null);
  const list = new Intl.ListFormat(LIST_LOCALES[currentLanguage()], { type: 'disjunction' });
  return { methods: list.format([t('emailMethod'), ...social]), providers: social.length ? list.format(social) : '' };
}
