import type { FastifyInstance } from 'fastify';
import type { BrokerShare, ChooseBrokerShareBody, ListingCard, MarkBrokerSharedBody, OwnerBrokerShare, OwnerBrokerShares } from '@baandee/contracts';
import { BROKER_REF_PARAM, RESULTS_PER_PAGE, brokerRef, slugId, type BrokerShareStatus } from '@baandee/domain';
import { isUniqueViolation } from '../../db/errors.js';
import { brokerShareMissing, brokerShareShared, brokerShareWithoutListing, listingInBrokerShare, listingMissing, notTheOwner, wrongState } from '../../lib/errors.js';
import { pageOf } from '../../lib/pagination.js';
import type { AuthUser } from '../../plugins/auth.plugin.js';
import type { BrokerShareRow } from './broker-share.repository.js';
import { englishPost, thaiPost } from './share-text.js';

type App = Pick<FastifyInstance, 'brokerShareRepository' | 'config' | 'db' | 'listingCardsRepository'>;

/*
 * The broker-group share queue (docs/decisions/053). An approved purchase of OPENING99
 * queues a share; the buyer's next listing to go live fills it; an admin posts it in a
 * broker group with the text made here and marks it shared, once.
 */

/**
 * The listing's page with the share's tracking parameter; the English post asks for the
 * English page. The slug's Thai letters stay as the site writes them (docs/decisions/053):
 * a pasted link reads as the listing's title rather than a run of percent signs.
 */
export function shareLink(publicUrl: string, shareId: number, card: Pick<ListingCard, 'slug_id'>, language: 'th' | 'en'): string {
  const query = new URLSearchParams({ [BROKER_REF_PARAM]: brokerRef(shareId), ...(language === 'en' && { lang: 'en' }) });
  return `${publicUrl.replace(/\/+$/, '')}/view-announce/${card.slug_id}?${query.toString()}`;
}

async function toShares(app: App, rows: BrokerShareRow[]): Promise<BrokerShare[]> {
  const ids = rows.flatMap((row) => (row.listing_id === null ? [] : [row.listing_id]));
  const cards = new Map((await app.listingCardsRepository.byIds(ids, null)).map((card) => [card.id, card]));
  return rows.map((row) => {
    const card = row.listing_id === null ? undefined : cards.get(row.listing_id);
    return {
      id: row.id,
      payment_id: row.payment_id,
      status: row.shared_at === null ? 'pending' : 'shared',
      created_at: row.created_at.toISOString(),
      approved_at: row.approved_at?.toISOString() ?? null,
      owner: { id: row.owner_id, email: row.owner_email, firstname: row.owner_firstname, lastname: row.owner_lastname },
      listing: card ?? null,
      link: card ? shareLink(app.config.publicUrl, row.id, card, 'th') : null,
      text: card ? { th: thaiPost(card, shareLink(app.config.publicUrl, row.id, card, 'th')), en: englishPost(card, shareLink(app.config.publicUrl, row.id, card, 'en')) } : null,
      group_name: row.group_name,
      shared_at: row.shared_at?.toISOString() ?? null,
      shared_by: row.shared_by_email,
      views: row.views ?? 0,
      contacts: row.contacts ?? 0,
    };
  });
}

/** GET api/admin/broker-share */
export async function listBrokerShares(app: App, status: BrokerShareStatus, page: number) {
  const { total, rows } = await app.brokerShareRepository.page(status, page, RESULTS_PER_PAGE);
  return pageOf(await toShares(app, rows), total, page);
}

/** PUT api/admin/broker-share/{id}: under the row's lock, so two admins record one posting. */
export async function markBrokerShared(app: App, admin: AuthUser, id: number, body: MarkBrokerSharedBody): Promise<BrokerShare> {
  await app.db.transaction().execute(async (trx) => {
    const repo = app.brokerShareRepository.in(trx);
    const share = await repo.findForUpdate(id);
    if (!share) throw brokerShareMissing();
    if (share.shared_at !== null) throw brokerShareShared();
    if (share.listing_id === null) throw brokerShareWithoutListing();
    // a link to a listing that left the site would bring nobody: the owner publishes it again first
    const [card] = await app.listingCardsRepository.in(trx).byIds([share.listing_id], null);
    if (!card || card.status !== 'publish') throw wrongState();
    await repo.markShared(id, { group_name: body.group_name.trim(), shared_at: new Date(), shared_by: admin.id });
  });
  const { rows } = await app.brokerShareRepository.byId(id);
  return (await toShares(app, rows))[0]!;
}

type OwnerApp = Pick<FastifyInstance, 'brokerShareRepository' | 'db' | 'listingsRepository'>;

const choiceOf = (id: number, title: string | null) => ({ id, announce_title: title, slug_id: slugId(title, id) });

function toOwnerShare(row: { id: number; created_at: Date; listing_id: number | null; announce_title: string | null; group_name: string | null; shared_at: Date | null }): OwnerBrokerShare {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    listing: row.listing_id === null ? null : choiceOf(row.listing_id, row.announce_title),
    group_name: row.group_name,
    shared_at: row.shared_at?.toISOString() ?? null,
  };
}

/** GET api/estate/broker-share: the owner's shares and the published listings they may choose. */
export async function ownerBrokerShares(app: OwnerApp, user: AuthUser): Promise<OwnerBrokerShares> {
  const [rows, choices] = await Promise.all([app.brokerShareRepository.ownedBy(user.id), app.brokerShareRepository.choicesOf(user.id)]);
  return { data: rows.map(toOwnerShare), choices: choices.map((row) => choiceOf(row.id, row.announce_title)) };
}

/**
 * PUT api/estate/broker-share/{id}: the owner chooses which published listing the share
 * posts (docs/decisions/056), under the share's lock, so the admin marking it shared and
 * the owner changing it are one after the other: once shared it stays as posted. A
 * listing is in one share at most (the unique index holds it when two choices race).
 */
export async function chooseBrokerShareListing(app: OwnerApp, user: AuthUser, id: number, body: ChooseBrokerShareBody): Promise<OwnerBrokerShare> {
  const listingId = Number(body.announce_id);
  try {
    await app.db.transaction().execute(async (trx) => {
      const repo = app.brokerShareRepository.in(trx);
      const share = await repo.findForUpdate(id);
      if (!share) throw brokerShareMissing();
      if (share.user_id !== user.id) throw notTheOwner();
      if (share.shared_at !== null) throw brokerShareShared();
      const listing = await app.listingsRepository.in(trx).findById(listingId);
      if (!listing) throw listingMissing();
      if (listing.user_id !== user.id) throw notTheOwner();
      if (listing.status !== 'publish') throw wrongState();
      if (share.listing_id === listingId) return;
      const holder = await repo.holding(listingId);
      if (holder) throw listingInBrokerShare();
      await repo.setListing(id, listingId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw listingInBrokerShare();
    throw error;
  }
  const row = (await app.brokerShareRepository.ownedBy(user.id)).find((share) => share.id === id)!;
  return toOwnerShare(row);
}
