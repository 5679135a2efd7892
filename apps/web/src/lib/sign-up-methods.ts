import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { call } from './api-client';
import { authProviderKeys } from './keys';

/** GET api/auth/providers: which social sign-ins the server is configured for. */
export const authProvidersQuery = () => ({
  queryKey: authProviderKeys.all,
  queryFn: ({ signal }: { signal?: AbortSignal }) => call('authProviders', {}, { signal, alert: false }),
  staleTime: Infinity, // server configuration: it changes with a restart, not during a visit
  throwOnError: false,
});

/**
 * "a, b or c" in the app language, as Intl.ListFormat's disjunction would say it (th and
 * en-GB): without it, whose first use loads locale data in a long task on the home page (decision 004).
 */
function orList(t: TFunction<'common'>, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return t('orList', { first: items.slice(0, -1).join(', '), last: items[items.length - 1]! });
}

/**
 * The ways to sign up that this server offers, for copy that names them: e-mail always,
 * Google and Facebook only when configured. `methods` is the whole list ("e-mail, Google or
 * Facebook"), `providers` the social ones alone ('' when none).
 */
export function useSignUpMethods(): { methods: string; providers: string } {
  const { t } = useTranslation('common');
  const { data } = useQuery(authProvidersQuery());
  const social = [data?.google_client_id ? 'Google' : null, data?.facebook_app_id ? 'Facebook' : null].filter((name) => name !== null);
  return { methods: orList(t, [t('emailMethod'), ...social]), providers: orList(t, social) };
}
