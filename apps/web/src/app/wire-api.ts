import type { NotFoundState } from './layout/root-layout';
import type { AppRouter } from './router';
import { showAlert } from '../components/alert-store';
import { releaseWaitingParts } from '../components/hydrate-apart';
import { setApiHandlers } from '../lib/api-client';
import { describeApiError } from '../lib/api-messages';
import { clearSession } from '../lib/session';

/** Spec section 8: an unauthenticated reply logs out and goes to the site root; other failures alert. */
export function wireApi(router: AppRouter): void {
  setApiHandlers({
    unauthorized: (error) => {
      clearSession();
      releaseWaitingParts();
      void router.navigate('/');
      // suspended: the reason is told, not just the signing out
      if (error.key === 'account suspended') {
        const { text, items } = describeApiError(error);
        showAlert({ type: 'warning', title: text, text: items[0] });
      }
    },
    failure: (error) => showAlert({ type: 'error', ...describeApiError(error) }),
  });
}

/** A mutation answered 404: the current URL shows the not-found page. */
export function showNotFound(router: AppRouter): void {
  const state: NotFoundState = { notFound: true };
  releaseWaitingParts();
  void router.navigate(router.state.location, { replace: true, state });
}
