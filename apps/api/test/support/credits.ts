import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Delivery, Notification, NotificationChannel } from '../../src/modules/notifications/index.js';
import type { TestContext } from '../helpers.js';
import { multipartFile } from './multipart.js';

type Headers = Record<string, string>;

/**
 * Credits for a test account, as an admin's gift in the ledger (`got`, subject `admin`):
 * the database moves the balance with the entry, exactly as for any other grant.
 */
export async function grantCredits(ctx: TestContext, userId: number, amount: number): Promise<void> {
  await ctx.database.db.insertInto('credit_transactions').values({ user_id: userId, type: 'got', amount, subject_kind: 'admin' }).execute();
}

/** The balance the database keeps and the sum of the ledger, which must always agree. */
export async function balances(ctx: TestContext, userId: number): Promise<{ balance: number; ledger: number }> {
  const { rows } = await sql<{ balance: number; ledger: number }>`
    select coalesce((select balance from credit_balances where user_id = ${userId}), 0) as balance,
      coalesce((select sum(case when type = 'used' then -amount else amount end) from credit_transactions where user_id = ${userId}), 0)::int as ledger`.execute(
    ctx.database.db,
  );
  return rows[0]!;
}

/** The account as a friend of the LINE official account (what LINE connect sets). */
export async function befriend(ctx: TestContext, userId: number): Promise<void> {
  await ctx.database.db.updateTable('users').set({ line_friend_status: true }).where('id', '=', userId).execute();
}

export const purchase = (ctx: TestContext, headers: Headers, packageCode = 'OPENING99') =>
  ctx.app.inject({ method: 'POST', url: '/api/make-purchase', headers, payload: { package_code: packageCode } });

/** Buys a package (the account must be a LINE friend); answers the payment. */
export async function purchased(ctx: TestContext, headers: Headers, packageCode = 'OPENING99') {
  const res = await purchase(ctx, headers, packageCode);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { id: string; reference: string; status: string; amount_satang: number } & Record<string, unknown>;
}

export const uploadSlip = (ctx: TestContext, headers: Headers, paymentId: string, image: Buffer, type = 'image/jpeg') => {
  const file = multipartFile('slip', 'slip.jpg', type, image);
  return ctx.app.inject({ method: 'POST', url: `/api/payment/upload-slip/${paymentId}`, payload: file.payload, headers: { ...headers, ...file.headers } });
};

export const decide = (ctx: TestContext, headers: Headers, action: 'approve' | 'reject', paymentId: string, reason?: string) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/payment/${action}/${paymentId}`, headers, ...(reason !== undefined && { payload: { reason } }) });

export const boostRequest = (ctx: TestContext, headers: Headers, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/boost-post/create', headers, payload: body });

let references = 0;
/** A transfer reference no other test slip carries, as Thai banks print them. */
export const uniqueReference = () => `2026${String(process.pid).padStart(7, '0')}${String(++references).padStart(6, '0')}`;

/** A notification channel that keeps what it is handed: what each user was told, once the queue has run. */
export function notificationRecorder() {
  const delivered: Delivery[] = [];
  const channel: NotificationChannel = { name: 'recorder', setting: 'email', deliver: async (delivery) => (delivered.push(delivery), 'sent') };
  return {
    channel,
    async toldTo(ctx: TestContext, userId: number): Promise<Notification[]> {
      await ctx.app.jobs.drain();
      return delivered.filter((d) => d.userId === userId).map((d) => d.notification);
    },
  };
}
