import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@baandee/domain';
import { warnExpiringListings } from '../src/modules/listings/listing-expiry.js';
import { notify, type Delivery, type Notification, type NotificationChannel } from '../src/modules/notifications/index.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { insertListing } from './support/listings.js';
import { startSmtpSink, type ReceivedMail } from './support/smtp-sink.js';

/**
 * Notifications end to end on this run's database: queued in the job queue, sent over
 * real SMTP (a local server) and on a second channel defined here as LINE's stand-in,
 * each as the user's settings allow, each retried on its own when sending fails.
 */

/** A channel under the user's LINE settings that records what it is handed and can be made to fail. */
function testChannel() {
  const delivered: Delivery[] = [];
  let failures = 0;
  let calls = 0;
  const channel: NotificationChannel = {
    name: 'test-push',
    setting: 'line',
    async deliver(delivery) {
      calls++;
      if (failures > 0) {
        failures--;
        throw new Error('push service down');
      }
      delivered.push(delivery);
      return 'sent';
    },
  };
  return {
    channel,
    delivered,
    failNext: (count: number) => (failures = count),
    get calls() {
      return calls;
    },
    reset() {
      delivered.length = 0;
      calls = 0;
    },
  };
}

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const push = testChannel();
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ ...FAST_HASH, SMTP_URL: smtp.url }, { realMailer: true, beforeReady: (app) => app.notificationChannels.register(push.channel) });
  owner = await signUp(ctx);
  // the verification mail of the sign-up goes out in the background: let it land first
  await smtp.waitFor(owner.email);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** Sends the notification through the queue and answers the notification mails that arrived for the owner. */
async function sent(notification: Notification): Promise<ReceivedMail[]> {
  const before = smtp.received.length;
  push.reset();
  await notify(ctx.app, notification);
  await ctx.app.jobs.drain();
  return smtp.received.slice(before).filter((mail) => mail.to.includes(owner.email));
}

/** The Subject header, unfolded and with its RFC 2047 encoded words (how a Thai subject travels) decoded. */
function subjectOf(mail: ReceivedMail): string {
  const header = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? '';
  return header
    .replace(/\r\n[ \t]/g, '')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

const listing = (id: number, title: string | null = 'Riverside condo') => ({ id, title });
const URL = 'http://localhost:3000';

describe('each event: the mail it sends, in Thai then English, with its link', () => {
  const cases: { name: string; notification: (userId: number) => Notification; subject: string[]; text: string[] }[] = [
    {
      name: 'listing approved',
      notification: (userId) => ({ userId, event: 'listing_approved', data: { listing: listing(41) } }),
      subject: ['ประกาศของคุณได้รับการอนุมัติ', 'Your listing is live'],
      text: ['ประกาศ "Riverside condo" ผ่านการตรวจสอบ', 'was approved', `${URL}/view-announce/riverside-condo-41`],
    },
    {
      name: 'listing rejected',
      notification: (userId) => ({ userId, event: 'listing_rejected', data: { listing: listing(42), reason: 'ภาพไม่ตรงกับห้อง' } }),
      subject: ['ยังไม่ผ่านการตรวจสอบ', 'Your listing needs changes'],
      text: ['ภาพไม่ตรงกับห้อง', 'The reason:', `${URL}/my-announce`],
    },
    {
      name: 'listing banned',
      notification: (userId) => ({ userId, event: 'listing_banned', data: { listing: listing(43), reason: 'Scam report' } }),
      subject: ['ถูกระงับ', 'Your listing was suspended'],
      text: ['Scam report', `${URL}/contact`],
    },
    {
      name: 'listing expiring',
      notification: (userId) => ({ userId, event: 'listing_expiring', data: { listing: listing(44), expires_at: '2027-03-05T02:00:00.000Z' } }),
      subject: ['ใกล้หมดอายุ', 'Your listing expires soon'],
      text: ['5 มีนาคม 2570', '5 March 2027', `${URL}/my-announce`],
    },
    {
      name: 'listing expired',
      notification: (userId) => ({ userId, event: 'listing_expired', data: { listing: listing(45), lifetime_days: 60 } }),
      subject: ['หมดอายุแล้ว', 'Your listing has expired'],
      text: ['ครบ 60 วัน', 'after 60 days', `${URL}/my-announce`],
    },
    {
      name: 'new contact lead',
      notification: (userId) => ({
        userId,
        event: 'contact_received',
        data: { listing: { ...listing(46, 'คอนโดริมน้ำ'), contact_email: null }, lead: { name: 'สมหญิง', email: 'somying@example.com', phone: '0891234567', message: 'สนใจห้องนี้ค่ะ' } },
      }),
      subject: ['มีผู้สนใจประกาศของคุณ', 'New enquiry about your listing: คอนโดริมน้ำ'],
      text: ['สมหญิง', '089-123-4567', 'สนใจห้องนี้ค่ะ', 'Reply to this mail', `${URL}/view-announce/${encodeURIComponent('คอนโดริมน้ำ')}-46`],
    },
    {
      name: 'payment approved: credits added',
      notification: (userId) => ({ userId, event: 'payment_approved', data: { amount: '1500.5', credits: 20, listing: null } }),
      subject: ['ได้รับการชำระเงินแล้ว', 'Payment received'],
      text: ['1,500.50 บาท', 'เพิ่ม 20 เครดิต', 'added 20 credits', `${URL}/my-credit-point`],
    },
    {
      name: 'payment approved: boost started',
      notification: (userId) => ({ userId, event: 'payment_approved', data: { amount: '99', credits: null, listing: listing(47) } }),
      subject: ['ได้รับการชำระเงินแล้ว', 'Payment received'],
      text: ['99 บาท', 'the boost of your listing "Riverside condo" has started', `${URL}/view-announce/riverside-condo-47`],
    },
    {
      name: 'payment rejected',
      notification: (userId) => ({ userId, event: 'payment_rejected', data: { amount: '99.00', reason: 'สลิปซ้ำ' } }),
      subject: ['ไม่ผ่านการตรวจสอบ', 'Payment not approved'],
      text: ['99 บาท', 'สลิปซ้ำ', `${URL}/my-credit-point`],
    },
    {
      name: 'boost started',
      notification: (userId) => ({ userId, event: 'boost_started', data: { listing: listing(48), ends_at: '2027-01-08T10:00:00.000Z' } }),
      subject: ['เริ่มโปรโมตประกาศแล้ว', 'Your boost has started'],
      text: ['8 มกราคม 2570', '8 January 2027', `${URL}/view-announce/riverside-condo-48`],
    },
    {
      name: 'boost ended',
      notification: (userId) => ({ userId, event: 'boost_ended', data: { listing: listing(49) } }),
      subject: ['การโปรโมตประกาศสิ้นสุดแล้ว', 'Your boost has ended'],
      text: ['Riverside condo', `${URL}/my-announce`],
    },
  ];

  it.each(cases)('$name', async ({ notification, subject, text }) => {
    const mails = await sent(notification(owner.info.id));
    expect(mails).toHaveLength(1);
    const [mail] = mails as [ReceivedMail];
    for (const part of subject) expect(subjectOf(mail)).toContain(part);
    expect(mail.text.indexOf('---')).toBeGreaterThan(0);
    for (const part of text) expect(mail.text).toContain(part);
    // the same words reach the other channel
    expect(push.delivered).toHaveLength(1);
    expect(push.delivered[0]!.message.text.th).toContain(text.at(-1)!);
  });

  it('lets a reply to the lead mail reach the visitor', async () => {
    const [mail] = await sent(cases[5]!.notification(owner.info.id));
    expect(mail!.raw).toMatch(/^Reply-To: somying@example\.com/m);
  });
});

describe('the user\'s settings', () => {
  const store = (body: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/user/setting/store', headers: owner.headers, payload: body });
  const approved = (): Notification => ({ userId: owner.info.id, event: 'listing_approved', data: { listing: listing(50) } });

  it('sends nothing by e-mail for a kind switched off there, and still sends on the other channel', async () => {
    expect((await store({ email: { listing_status: false } })).statusCode).toBe(200);
    try {
      expect(await sent(approved())).toEqual([]);
      expect(push.delivered).toHaveLength(1);
      // another kind still goes by e-mail
      expect(await sent({ userId: owner.info.id, event: 'boost_ended', data: { listing: listing(51) } })).toHaveLength(1);
    } finally {
      await store({ email: { listing_status: true } });
    }
  });

  it('sends nothing on the other channel for a kind switched off there', async () => {
    expect((await store({ line: { listing_status: false } })).statusCode).toBe(200);
    try {
      expect(await sent(approved())).toHaveLength(1);
      expect(push.calls).toBe(0);
    } finally {
      await store({ line: { listing_status: true } });
    }
  });

  it('reads the settings when the delivery runs, not when it was queued', async () => {
    push.reset();
    await notify(ctx.app, approved());
    await store({ line: { listing_status: false } });
    try {
      await ctx.app.jobs.drain();
      expect(push.calls).toBe(0);
    } finally {
      await store({ line: { listing_status: true } });
    }
  });
});

describe('an outage loses nothing', () => {
  it('retries a mail the SMTP server refused, and sends it once', async () => {
    smtp.refuseNext(2);
    const mails = await sent({ userId: owner.info.id, event: 'listing_expired', data: { listing: listing(52, 'Retried condo'), lifetime_days: 60 } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Retried condo');
    expect(push.delivered).toHaveLength(1);
  });

  it('retries only the channel that failed: the mail is not sent again', async () => {
    push.failNext(2);
    const mails = await sent({ userId: owner.info.id, event: 'boost_started', data: { listing: listing(53), ends_at: new Date().toISOString() } });
    expect(mails).toHaveLength(1);
    expect(push.calls).toBe(3);
    expect(push.delivered).toHaveLength(1);
  });

  it('never sends a notification queued in a transaction that rolled back', async () => {
    const before = smtp.received.length;
    push.reset();
    await expect(
      ctx.app.db.transaction().execute(async (trx) => {
        await notify(ctx.app, { userId: owner.info.id, event: 'listing_approved', data: { listing: listing(54) } }, trx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await ctx.app.jobs.drain()).toBe(0);
    expect(smtp.received.length).toBe(before);
    expect(push.calls).toBe(0);
  });

  it('skips the e-mail of an account without an address, without retrying', async () => {
    const { id } = await ctx.app.db
      .insertInto('users')
      .values({ email: null, account_type: 3, google_id: `g-${Date.now()}`, firstname: 'No mail' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = smtp.received.length;
    push.reset();
    await notify(ctx.app, { userId: id, event: 'listing_approved', data: { listing: listing(55) } });
    expect(await ctx.app.jobs.drain()).toBe(2);
    expect(smtp.received.length).toBe(before);
    expect(push.delivered.map((d) => d.userId)).toEqual([id]);
  });
});

describe('the channel registry', () => {
  it('refuses a second channel of the same name', () => {
    expect(() => ctx.app.notificationChannels.register({ ...push.channel })).toThrow('registered already');
    expect(ctx.app.notificationChannels.list().map((c) => c.name)).toEqual(['email', 'test-push']);
  });
});

describe('the expiry warning', () => {
  it('warns once LISTING_EXPIRY_WARNING_DAYS ahead, and again after a re-publish with a new date', async () => {
    const now = new Date();
    const soon = new Date(now.getTime() + 2 * DAY_MS);
    const id = await insertListing(ctx, owner.info.id, { announce_title: 'Closing soon', expires_at: soon });
    const later = await insertListing(ctx, owner.info.id, { announce_title: 'Still weeks to go', expires_at: new Date(now.getTime() + 20 * DAY_MS) });
    expect(await warnExpiringListings(ctx.app, now)).toBeGreaterThanOrEqual(1);
    expect(await warnExpiringListings(ctx.app, now)).toBe(0);
    const before = smtp.received.length;
    await ctx.app.jobs.drain();
    const warnings = smtp.received.slice(before).filter((mail) => subjectOf(mail).includes('Your listing expires soon'));
    expect(warnings.map((mail) => mail.text.includes('Closing soon'))).toContain(true);
    expect(warnings.some((mail) => mail.text.includes('Still weeks to go'))).toBe(false);

    const renewed = new Date(now.getTime() + 2.5 * DAY_MS);
    await ctx.app.db.updateTable('listings').set({ expires_at: renewed }).where('id', '=', id).execute();
    expect(await warnExpiringListings(ctx.app, now)).toBe(1);
    const { rows } = await sql<{ warned: Date }>`select expiry_warned_for as warned from listings where id = ${id}`.execute(ctx.app.db);
    expect(rows[0]!.warned.getTime()).toBe(renewed.getTime());
    expect(later).toBeGreaterThan(0);
  });
});
