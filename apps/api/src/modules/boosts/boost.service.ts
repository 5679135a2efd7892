import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Boost, BoostCreateResult } from '@baandee/contracts';
import { BOOST_CREDITS, BOOST_LIFETIME_DAYS, BOOST_PRICE_SATANG, type BoostPaymentMethod, DAY_MS } from '@baandee/domain';
import type { DB } from '../../db/schema.js';
import { alreadyBoosted, notEnoughCredits, wrongState } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.plugin.js';
import { spendCredits } from '../credits/ledger.service.js';
import { lockOwnListing } from '../listings/listing-lifecycle.service.js';
import { isBoosted } from '../listings/listing-mappers.js';
import { notify } from '../notifications/index.js';
import { loadPayment } from '../payments/payment-view.js';
import { insertPayment } from '../payments/purchase.service.js';
import type { BoostRow } from './boosts.repository.js';

/*
 * Boosts (DESIGN 4.6): a published listing ranks first among matching results for
 * BOOST_LIFETIME_DAYS. Paid with BOOST_CREDITS it starts at once; paid by transfer it
 * waits for the slip and an admin's approval. A listing has one boost running or
 * awaiting at a time (boosts_one_open_idx).
 */


export function toBoost(row: BoostRow): Boost {
  return {
    id: row.id,
    announce_id: row.listing_id,
    status: row.status,
    paid_with: row.paid_with,
    credits: row.credits,
    starts_at: row.starts_at?.toISOString() ?? null,
    ends_at: row.ends_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Starts the boost now: its listing carries `boosted_until` and the search ranks it first,
 * in the caller's transaction. The caller tells the owner (a boost paid by credits
 * started; a transfer approved).
 */
export async function startBoost(app: Pick<FastifyInstance, 'boostsRepository' | 'listingsRepository' | 'searchRepository'>, trx: Kysely<DB>, boostId: string, now: Date): Promise<BoostRow> {
  const boost = await app.boostsRepository.in(trx).update(boostId, {
    status: 'active',
    starts_at: now,
    ends_at: new Date(now.getTime() + BOOST_LIFETIME_DAYS * DAY_MS),
  });
  await app.listingsRepository.in(trx).update(boost.listing_id, { boosted_until: boost.ends_at });
  await app.searchRepository.in(trx).refresh([boost.listing_id]);
  return boost;
}

/**
 * POST api/boost-post/create. Without `pay_with`: credits when the balance covers the
 * boost, else a transfer. A listing whose boost request awaits its payment answers that
 * request again rather than opening a second one.
 */
export async function createBoost(app: Pick<FastifyInstance, 'boostsRepository' | 'config' | 'creditsRepository' | 'db' | 'jobs' | 'listingsRepository' | 'notificationChannels' | 'paymentsRepository' | 'searchRepository'>, user: AuthUser, listingId: number, payWith?: BoostPaymentMethod): Promise<BoostCreateResult> {
  const result = await app.db.transaction().execute(async (trx) => {
    const listing = await lockOwnListing(app.listingsRepository.in(trx), listingId, user.id);
    if (listing.status !== 'publish') throw wrongState();
    const now = new Date();
    const boosts = app.boostsRepository.in(trx);
    const open = await boosts.openForListing(listingId);
    if (isBoosted(listing, now) || open?.status === 'active') throw alreadyBoosted();
    const credits = app.creditsRepository.in(trx);
    if (open) return { boost: open, paymentId: open.payment_id, credit: await credits.balance(user.id) };

    const balance = await credits.lockBalance(user.id);
    const method = payWith ?? (balance >= BOOST_CREDITS ? 'credits' : 'transfer');
    if (method === 'credits') {
      if (balance < BOOST_CREDITS) throw notEnoughCredits();
      const created = await boosts.insert({ listing_id: listingId, user_id: user.id, status: 'awaiting_payment', paid_with: 'credits', credits: BOOST_CREDITS });
      const credit = await spendCredits(app.creditsRepository, trx, { userId: user.id, amount: BOOST_CREDITS, subjectKind: 'boost', subjectId: created.id });
      const started = await startBoost(app, trx, created.id, now);
      const data = { listing: { id: listing.id, title: listing.announce_title }, ends_at: started.ends_at!.toISOString() };
      await notify(app, { userId: user.id, event: 'boost_started', data }, trx);
      return { boost: started, paymentId: null, credit };
    }
    const created = await boosts.insert({ listing_id: listingId, user_id: user.id, status: 'awaiting_payment', paid_with: 'transfer' });
    const paymentId = await insertPayment(app, trx, {
      user_id: user.id,
      kind: 'boost',
      amount_satang: BOOST_PRICE_SATANG,
      listing_id: listingId,
      boost_id: created.id,
    });
    const boost = await boosts.update(created.id, { payment_id: paymentId });
    return { boost, paymentId, credit: balance };
  });
  return {
    boost: toBoost(result.boost),
    payment: result.paymentId === null ? null : await loadPayment(app, result.paymentId),
    credit: result.credit,
  };
}

/**
 * Marks running boosts whose time is over as ended and tells their owners (queued with the
 * change); the search
 * stops ranking them first the moment `boosted_until` passes, whether or not this ran.
 */
export async function endBoosts(app: Pick<FastifyInstance, 'boostsRepository' | 'db' | 'jobs' | 'listingsRepository' | 'notificationChannels' | 'searchRepository'>, now = new Date()): Promise<number> {
  const ended = await app.db.transaction().execute(async (trx) => {
    const rows = await app.boostsRepository.in(trx).endDue(now);
    if (rows.length > 0) await app.searchRepository.in(trx).refresh(rows.map((row) => row.listing_id));
    for (const row of rows) {
      const listing = await app.listingsRepository.in(trx).findById(row.listing_id);
      await notify(app, { userId: row.user_id, event: 'boost_ended', data: { listing: { id: row.listing_id, title: listing?.announce_title ?? null } } }, trx);
    }
    return rows;
  });
  return ended.length;
}
