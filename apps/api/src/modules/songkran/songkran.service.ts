import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AdminSongkran, AuthResult, SongkranCard, SongkranEvent, SongkranShareResult, z, adminSongkranBody, songkranShareBody, songkranStoreBody } from '@baandee/contracts';
import {
  SONGKRAN_CARD_SIZE,
  SONGKRAN_DESIGNS,
  SONGKRAN_REF_LENGTH,
  SONGKRAN_SHARE_CHANNELS,
  defaultSongkranWindow,
  isSongkranRunning,
  songkranCardPath,
  songkranEdition,
} from '@baandee/domain';
import { accountBanned, eventNotRunning, notFound } from '../../lib/errors.js';
import { imageOwner, imagePool } from '../../lib/images.js';
import type { AuthUser } from '../../plugins/auth.plugin.js';
import { audited, type AdminActor } from '../audit/audit.service.js';
import { signInWithProvider, type ProviderProfile } from '../auth/social.service.js';
import { grantEventOnce } from '../credits/ledger.service.js';
import { renderCard } from './card-renderer.js';
import type { SongkranCardRow } from './songkran.repository.js';

/** The event's calls that change something answer this outside the configured window. */

/** How many of the user's own cards the event page lists. */
const MY_CARDS = 12;

interface EventSettings {
  starts_at: Date;
  ends_at: Date;
  share_credits: number;
  /** admin: saved on the admin screen; default: the environment's (or April's) defaults. */
  source: 'admin' | 'default';
  updated_at: Date | null;
}

/** What an admin saved, else the environment's defaults (README: SONGKRAN_*), else April in Bangkok. */
export async function eventSettings(app: Pick<FastifyInstance, 'config' | 'songkranRepository'>, now = new Date()): Promise<EventSettings> {
  const row = await app.songkranRepository.settings();
  if (row) return { ...row, source: 'admin' };
  const defaults = app.config.songkran;
  return { ...(defaults.window ?? defaultSongkranWindow(now)), share_credits: defaults.share_credits, source: 'default', updated_at: null };
}

async function requireRunning(app: Pick<FastifyInstance, 'config' | 'songkranRepository'>): Promise<EventSettings> {
  const settings = await eventSettings(app);
  if (!isSongkranRunning(settings)) throw eventNotRunning();
  return settings;
}

/** The ledger's subject of a user's reward in this edition of the event (unique: credit_transactions_event_once_idx). */
const rewardKey = (settings: EventSettings, userId: number) => `songkran-${songkranEdition(settings.starts_at)}:${userId}`;

export function toCard(app: Pick<FastifyInstance, 'config'>, row: SongkranCardRow): SongkranCard {
  return {
    ref: row.ref,
    design: row.design,
    language: row.language,
    message: row.message,
    name: row.name,
    image_url: row.image_url,
    image_width: SONGKRAN_CARD_SIZE.width,
    image_height: SONGKRAN_CARD_SIZE.height,
    page_url: `${app.config.publicUrl}${songkranCardPath(row.ref)}`,
    created_at: row.created_at.toISOString(),
  };
}

/** GET api/event/songkran: the window and reward; a signed-in user's cards, reward and balance. */
export async function getEvent(app: Pick<FastifyInstance, 'config' | 'creditsRepository' | 'songkranRepository'>, userId: number | null): Promise<SongkranEvent> {
  const now = new Date();
  const settings = await eventSettings(app, now);
  const me =
    userId === null
      ? null
      : await Promise.all([
          app.songkranRepository.cardsOf(userId, MY_CARDS),
          app.creditsRepository.hasEntry('event', rewardKey(settings, userId), 'got'),
          app.creditsRepository.balance(userId),
        ]).then(([cards, rewarded, credit]) => ({ cards: cards.map((row) => toCard(app, row)), rewarded, credit }));
  return {
    starts_at: settings.starts_at.toISOString(),
    ends_at: settings.ends_at.toISOString(),
    share_credits: settings.share_credits,
    running: isSongkranRunning(settings, now),
    now: now.toISOString(),
    me,
  };
}

/** POST api/event/songkran/gauth and fbauth: the accounts' social sign-in, while the event runs. */
export async function signInAtEvent(app: Pick<FastifyInstance, 'config' | 'creditsRepository' | 'db' | 'lineRepository' | 'log' | 'mailer' | 'sessionsRepository' | 'settingsRepository' | 'songkranRepository' | 'storage' | 'userTokensRepository' | 'usersRepository'>, verify: () => Promise<ProviderProfile>): Promise<AuthResult> {
  await requireRunning(app);
  return signInWithProvider(app, await verify());
}

/** POST api/event/songkran/store: draws the card, stores its picture, then the card. */
export async function storeCard(app: Pick<FastifyInstance, 'config' | 'songkranRepository' | 'storage'>, user: AuthUser, body: z.output<typeof songkranStoreBody>): Promise<SongkranCard> {
  await requireRunning(app);
  const ref = randomBytes((SONGKRAN_REF_LENGTH * 3) / 4).toString('base64url');
  const png = await imagePool.run(imageOwner(user.id), () => renderCard(body));
  const storageKey = `songkran/${ref}.png`;
  await app.storage.put(storageKey, png, 'image/png');
  try {
    const row = await app.songkranRepository.insertCard({ ref, user_id: user.id, ...body, storage_key: storageKey, image_url: app.storage.url(storageKey) });
    return toCard(app, row);
  } catch (error) {
    await app.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/**
 * POST api/event/songkran/share: records the share of one of the user's cards; the first
 * share of this edition grants the event's credits. The account's row is share-locked
 * first, so a ban lands before or after the whole share, never in between; the ledger's
 * unique index lets exactly one grant in, however many shares arrive at once.
 */
export async function shareCard(app: Pick<FastifyInstance, 'config' | 'creditsRepository' | 'db' | 'songkranRepository' | 'usersRepository'>, user: AuthUser, body: z.output<typeof songkranShareBody>): Promise<SongkranShareResult> {
  const settings = await requireRunning(app);
  const card = await app.songkranRepository.cardByRef(body.ref);
  if (!card || card.user_id !== user.id) throw notFound();
  const key = rewardKey(settings, user.id);
  return app.db.transaction().execute(async (trx) => {
    if ((await app.usersRepository.in(trx).lockStatus(user.id)) === 'banned') throw accountBanned();
    await app.songkranRepository.in(trx).insertShare({ card_id: card.id, user_id: user.id, channel: body.channel });
    const granted = await grantEventOnce(app.creditsRepository, trx, { userId: user.id, amount: settings.share_credits, key });
    const ledger = app.creditsRepository.in(trx);
    const [rewarded, credit] = await Promise.all([granted > 0 || ledger.hasEntry('event', key, 'got'), ledger.balance(user.id)]);
    return { shared: true as const, granted, rewarded, credit };
  });
}

/** GET api/event/songkran/{ref}: any card, for anyone with its link. */
export async function viewCard(app: Pick<FastifyInstance, 'config' | 'songkranRepository'>, ref: string): Promise<SongkranCard> {
  const row = await app.songkranRepository.cardByRef(ref);
  if (!row) throw notFound();
  return toCard(app, row);
}

/** A count for every key of a closed list, 0 where no row counted it. */
const countsOf = <K extends string>(keys: readonly K[], rows: { key: string; count: number }[]) =>
  Object.fromEntries(keys.map((key) => [key, rows.find((row) => row.key === key)?.count ?? 0])) as Record<K, number>;

/** GET api/admin/event/songkran */
export async function adminEvent(app: Pick<FastifyInstance, 'config' | 'songkranRepository'>): Promise<AdminSongkran> {
  const [settings, numbers] = await Promise.all([eventSettings(app), app.songkranRepository.numbers()]);
  return {
    settings: {
      starts_at: settings.starts_at.toISOString(),
      ends_at: settings.ends_at.toISOString(),
      share_credits: settings.share_credits,
      running: isSongkranRunning(settings),
      source: settings.source,
      updated_at: settings.updated_at?.toISOString() ?? null,
    },
    numbers: {
      cards: numbers.cards,
      card_makers: numbers.card_makers,
      shares: numbers.shares,
      sharers: numbers.sharers,
      shares_by_channel: countsOf(SONGKRAN_SHARE_CHANNELS, numbers.byChannel),
      cards_by_design: countsOf(SONGKRAN_DESIGNS, numbers.byDesign),
      credits_granted: numbers.credits_granted,
      rewarded_users: numbers.rewarded_users,
    },
  };
}

/** POST api/admin/event/songkran/store: the window and reward from now on. */
export async function saveEventSettings(app: Pick<FastifyInstance, 'auditRepository' | 'config' | 'db' | 'songkranRepository'>, admin: AdminActor, body: z.output<typeof adminSongkranBody>): Promise<AdminSongkran> {
  await app.db.transaction().execute((trx) =>
    audited(app, trx, admin, { action: 'songkran.save', table: 'songkran_settings', id: true }, () =>
      app.songkranRepository.in(trx).saveSettings({
        starts_at: new Date(body.starts_at),
        ends_at: new Date(body.ends_at),
        share_credits: body.share_credits,
        updated_by: admin.id,
      }),
    ),
  );
  return adminEvent(app);
}

/** DELETE api/admin/event/songkran: the window and reward come from the environment again. */
export async function resetEventSettings(app: Pick<FastifyInstance, 'auditRepository' | 'config' | 'db' | 'songkranRepository'>, admin: AdminActor): Promise<AdminSongkran> {
  await app.db.transaction().execute((trx) =>
    audited(app, trx, admin, { action: 'songkran.reset', table: 'songkran_settings', id: true }, () => app.songkranRepository.in(trx).resetSettings()),
  );
  return adminEvent(app);
}
