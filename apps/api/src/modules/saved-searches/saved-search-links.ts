import type { FastifyInstance } from 'fastify';
import { linkSignatureMatches, signLink } from '../../lib/signed-links.js';

/** What an unsubscribe link's signature is for (signed-links.ts). */
const UNSUBSCRIBE = 'saved-search-unsubscribe';
/** The web page an alert's unsubscribe link opens (packages/domain page-routes.ts). */
export const UNSUBSCRIBE_PAGE = '/saved-search-unsubscribe';

const secrets = new WeakMap<object, Promise<string>>();

/** The server's link-signing secret, read once per process (migration 0035 made it). */
export function linkSecret(app: Pick<FastifyInstance, 'savedSearchesRepository'>): Promise<string> {
  let secret = secrets.get(app.savedSearchesRepository);
  if (!secret) {
    secret = app.savedSearchesRepository.signingSecret('links').then((value) => {
      if (!value) throw new Error('no link-signing key in signing_keys: run the migrations');
      return value;
    });
    secret.catch(() => secrets.delete(app.savedSearchesRepository));
    secrets.set(app.savedSearchesRepository, secret);
  }
  return secret;
}

export async function unsubscribeSignature(app: Pick<FastifyInstance, 'savedSearchesRepository'>, savedSearchId: number): Promise<string> {
  return signLink(await linkSecret(app), UNSUBSCRIBE, savedSearchId);
}

export async function unsubscribeSignatureMatches(app: Pick<FastifyInstance, 'savedSearchesRepository'>, savedSearchId: number, signature: string): Promise<boolean> {
  return linkSignatureMatches(await linkSecret(app), UNSUBSCRIBE, savedSearchId, signature);
}

/** The one-click link that pauses the saved search, without signing in. */
export async function unsubscribeUrl(app: Pick<FastifyInstance, 'config' | 'savedSearchesRepository'>, savedSearchId: number): Promise<string> {
  const query = new URLSearchParams({ id: String(savedSearchId), sig: await unsubscribeSignature(app, savedSearchId) });
  return `${app.config.publicUrl}${UNSUBSCRIBE_PAGE}?${query}`;
}

/**
 * The RFC 8058 one-click address of List-Unsubscribe: the API's own, which a mail client
 * POSTs `List-Unsubscribe=One-Click` to, without the reader (nor a sign-in) in between.
 */
export async function oneClickUnsubscribeUrl(app: Pick<FastifyInstance, 'config' | 'savedSearchesRepository'>, savedSearchId: number): Promise<string> {
  const query = new URLSearchParams({ id: String(savedSearchId), sig: await unsubscribeSignature(app, savedSearchId) });
  return `${app.config.publicUrl}/api/saved-search/one-click-unsubscribe?${query}`;
}

/** The saved-search page, opening this one as a search (signing in first when needed). */
export const savedSearchOpenUrl = (publicUrl: string, savedSearchId: number) => `${publicUrl}/my-saved-search?open=${savedSearchId}`;
