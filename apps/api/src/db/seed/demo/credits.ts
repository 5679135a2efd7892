import sharp from 'sharp';
import type { Kysely } from 'kysely';
import { BOOST_CREDITS, BOOST_LIFETIME_DAYS, BOOST_PRICE_SATANG, DAY_MS, encodeEmvTlv, PACKAGE_OPENING99, PUBLISH_CREDITS, WELCOME_CREDITS } from '@baandee/domain';
import { qrPng } from '../../../lib/qr.js';
import type { Storage } from '../../../plugins/storage.plugin.js';
import type { DB } from '../../schema.js';
import type { DemoListing } from './listings.js';

/**
 * The demo's money, consistent with its listings (DESIGN 4.4-4.6): every owner got the
 * welcome grant, bought OPENING99 as often as their listings and boosts needed (approved
 * payments, `refilled`), paid each listing's first publish and each boost with credits;
 * two payments with slips await the admin, so the payments queue is not empty.
 */


/** Slip pictures for the payments awaiting the admin: one whose QR names a transfer, one photo without a readable QR. */
export async function renderDemoSlips(storage: Storage): Promise<{ readable: string; unreadable: string; reference: string }> {
  const reference = '2026010700000001';
  const qrText = encodeEmvTlv(
    [
      ['00', encodeEmvTlv([['00', '000001'], ['01', '004'], ['02', reference]])],
      ['51', 'TH'],
    ],
    '91',
  );
  const slip = (withQr: boolean) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1280">
      <rect width="100%" height="100%" fill="#f4f5f7"/><rect x="30" y="30" width="660" height="1220" rx="24" fill="#fff"/>
      <rect x="30" y="30" width="660" height="150" rx="24" fill="#138f2d"/>
      <text x="70" y="125" font-family="sans-serif" font-size="44" fill="#fff">โอนเงินสำเร็จ (ตัวอย่าง)</text>
      <text x="70" y="330" font-family="sans-serif" font-size="30" fill="#5b6570">จาก / From: demo account</text>
      <text x="70" y="400" font-family="sans-serif" font-size="30" fill="#5b6570">ไปยัง / To: BaanDee (example)</text>
      <text x="70" y="560" font-family="sans-serif" font-size="64" font-weight="bold" fill="#1a1a1a">99.00 บาท</text>
      <text x="70" y="1180" font-family="monospace" font-size="24" fill="#5b6570">${withQr ? reference : 'demo photo of a slip'}</text>
    </svg>`;
    return sharp(Buffer.from(svg));
  };
  const qr = await qrPng(qrText, { size: 220 });
  const readable = await slip(true).composite([{ input: qr, left: 440, top: 900 }]).webp({ quality: 82 }).toBuffer();
  const unreadable = await slip(false).webp({ quality: 82 }).toBuffer();
  await storage.put('slips/demo-readable.webp', readable, 'image/webp');
  await storage.put('slips/demo-unreadable.webp', unreadable, 'image/webp');
  return { readable: 'slips/demo-readable.webp', unreadable: 'slips/demo-unreadable.webp', reference };
}

export async function seedDemoCredits(
  trx: Kysely<DB>,
  input: { ownerIds: number[]; plans: DemoListing[]; listingIds: number[]; slips: Awaited<ReturnType<typeof renderDemoSlips>>; now: Date },
): Promise<void> {
  const { ownerIds, plans, listingIds, slips, now } = input;
  const pack = await trx.selectFrom('packages').select(['id', 'price_satang', 'credits']).where('code', '=', PACKAGE_OPENING99.code).executeTakeFirstOrThrow();
  const needed = ownerIds.map(() => 0);
  plans.forEach((plan) => (needed[plan.ownerIndex]! += PUBLISH_CREDITS + (plan.values.boosted_until ? BOOST_CREDITS : 0)));

  await trx.insertInto('credit_transactions').values(ownerIds.map((user_id) => ({ user_id, type: 'got' as const, amount: WELCOME_CREDITS, subject_kind: 'welcome' as const }))).execute();

  // OPENING99 bought and approved as often as each owner needed credits beyond the welcome grant
  const purchases = ownerIds.flatMap((user_id, i) =>
    Array.from({ length: Math.ceil(Math.max(0, needed[i]! - WELCOME_CREDITS) / pack.credits) }, (_, n) => ({ user_id, n })),
  );
  let counter = 0;
  const reference = () => `BDDEMO${String(++counter).padStart(4, '0')}`;
  const paid = await trx
    .insertInto('payments')
    .values(
      purchases.map(({ user_id, n }) => ({
        user_id,
        kind: 'purchase' as const,
        status: 'approved' as const,
        amount_satang: pack.price_satang,
        reference: reference(),
        package_id: pack.id,
        credits: pack.credits,
        decided_at: new Date(now.getTime() - (60 - n) * DAY_MS),
        created_at: new Date(now.getTime() - (61 - n) * DAY_MS),
      })),
    )
    .returning(['id', 'user_id'])
    .execute();
  if (paid.length > 0) {
    await trx
      .insertInto('credit_transactions')
      .values(paid.map((p) => ({ user_id: p.user_id, type: 'refilled' as const, amount: pack.credits, subject_kind: 'payment' as const, subject_id: p.id })))
      .execute();
  }

  await trx
    .insertInto('credit_transactions')
    .values(plans.map((plan, i) => ({ user_id: ownerIds[plan.ownerIndex]!, type: 'used' as const, amount: PUBLISH_CREDITS, subject_kind: 'listing' as const, subject_id: String(listingIds[i]) })))
    .execute();

  const boosted = plans.map((plan, i) => ({ plan, listingId: listingIds[i]! })).filter(({ plan }) => plan.values.boosted_until);
  if (boosted.length > 0) {
    const boosts = await trx
      .insertInto('boosts')
      .values(
        boosted.map(({ plan, listingId }) => {
          const ends = new Date(plan.values.boosted_until as Date);
          return {
            listing_id: listingId,
            user_id: ownerIds[plan.ownerIndex]!,
            status: 'active' as const,
            paid_with: 'credits' as const,
            credits: BOOST_CREDITS,
            starts_at: new Date(ends.getTime() - BOOST_LIFETIME_DAYS * DAY_MS),
            ends_at: ends,
          };
        }),
      )
      .returning(['id', 'user_id'])
      .execute();
    await trx
      .insertInto('credit_transactions')
      .values(boosts.map((b) => ({ user_id: b.user_id, type: 'used' as const, amount: BOOST_CREDITS, subject_kind: 'boost' as const, subject_id: b.id })))
      .execute();
  }

  // for the admin's queue: a package paid with a readable slip, and a boost paid with a photo the QR reader cannot read
  const [buyer, booster] = [ownerIds[0]!, ownerIds[1]!];
  const unboosted = plans.findIndex((plan) => plan.ownerIndex === 1 && !plan.values.boosted_until);
  const boostListing = listingIds[unboosted]!;
  const boost = await trx
    .insertInto('boosts')
    .values({ listing_id: boostListing, user_id: booster, status: 'awaiting_payment', paid_with: 'transfer' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const waiting = await trx
    .insertInto('payments')
    .values([
      { user_id: buyer, kind: 'purchase', status: 'awaiting_approval', amount_satang: pack.price_satang, reference: reference(), package_id: pack.id, credits: pack.credits },
      { user_id: booster, kind: 'boost', status: 'awaiting_approval', amount_satang: BOOST_PRICE_SATANG, reference: reference(), listing_id: boostListing, boost_id: boost.id },
    ])
    .returning('id')
    .execute();
  await trx.updateTable('boosts').set({ payment_id: waiting[1]!.id }).where('id', '=', boost.id).execute();
  await trx
    .insertInto('payment_slips')
    .values([
      { payment_id: waiting[0]!.id, user_id: buyer, source: 'line', storage_key: slips.readable, reference: slips.reference },
      { payment_id: waiting[1]!.id, user_id: booster, source: 'upload', storage_key: slips.unreadable, reference: null },
    ])
    .execute();
}
