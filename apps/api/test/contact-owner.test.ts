import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_OWNER_LIMIT } from '@baandee/domain';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { insertListing } from './support/listings.js';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUp>>;
let listingId: number;
beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
  owner = await signUp(ctx);
  listingId = await insertListing(ctx, owner.info.id, { announce_title: 'คอนโดริมน้ำ' });
});
afterAll(() => ctx.close());

let sender = 0;
/** Each test writes from its own address and client IP, so the limits of one never touch another. */
function message(overrides: Record<string, unknown> = {}) {
  sender += 1;
  return {
    remoteAddress: `10.1.0.${sender}`,
    payload: { announce_id: listingId, name: 'สมหญิง ทดสอบ', email: `lead${sender}@example.com`, phone: '0891234567', message: 'สนใจห้องนี้ค่ะ', ...overrides },
  };
}
const send = ({ remoteAddress, payload }: ReturnType<typeof message>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/contact-announce-owner', remoteAddress, headers, payload });
const leads = () => ctx.database.db.selectFrom('listing_leads').selectAll().orderBy('id').execute();

describe('POST /api/contact-announce-owner', () => {
  it('stores the lead, counts a contact and mails the owner with reply-to the sender', async () => {
    const input = message();
    const res = await send(input, owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', result: { sent: true } });
    expect((await leads()).at(-1)).toMatchObject({
      listing_id: listingId,
      owner_id: owner.info.id,
      sender_user_id: owner.info.id,
      name: input.payload.name,
      email: input.payload.email,
      phone: '0891234567',
      ip: input.remoteAddress,
    });
    const events = await ctx.database.db.selectFrom('listing_events').select(['kind', 'owner_id']).where('listing_id', '=', listingId).execute();
    expect(events).toEqual([{ kind: 'contact', owner_id: owner.info.id }]);
    await ctx.app.jobs.drain();
    const mail = ctx.mailer.last(owner.email);
    expect(mail?.replyTo).toBe(input.payload.email);
    expect(mail?.text).toContain('สนใจห้องนี้ค่ะ');
    expect(mail?.text).toContain('089-123-4567');
    expect(mail?.text).toContain(`/view-announce/${encodeURIComponent('คอนโดริมน้ำ')}-${listingId}`);
    expect(mail?.text).toContain('Someone is interested in your listing');
  });

  it('keeps the lead when the mail server fails, and mails the owner on a retry', async () => {
    const send0 = ctx.mailer.send.bind(ctx.mailer);
    let failures = 2;
    ctx.mailer.send = async (mail) => {
      if (failures-- > 0) throw new Error('smtp down');
      await send0(mail);
    };
    try {
      const before = (await leads()).length;
      const res = await send(message({ message: 'ส่งไม่ถึงแต่ต้องเก็บไว้' }));
      expect(res.statusCode).toBe(200);
      expect(await leads()).toHaveLength(before + 1);
      expect((await leads()).at(-1)?.message).toBe('ส่งไม่ถึงแต่ต้องเก็บไว้');
      // the first two tries fail; the delivery stays queued and its retry gets through
      await ctx.app.jobs.drain();
      expect(failures).toBe(-1);
      expect(ctx.mailer.sent.some((mail) => mail.to === owner.email && mail.text.includes('ส่งไม่ถึงแต่ต้องเก็บไว้'))).toBe(true);
    } finally {
      ctx.mailer.send = send0;
    }
  });

  it('requires every field: 422 with a key per field and no lead', async () => {
    const before = (await leads()).length;
    const res = await send(message({ name: '', email: 'nope', phone: '08123', message: '' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'invalid input',
      errors: { name: ['required'], email: ['email not valid'], phone: ['phone must be 10 digits'], message: ['required'] },
    });
    expect(await leads()).toHaveLength(before);
  });

  it.each(['draft', 'pending', 'closed', 'banned'] as const)('answers 404 for a %s listing', async (status) => {
    const id = await insertListing(ctx, owner.info.id, { status });
    const res = await send(message({ announce_id: id }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'announcement does not exist' });
    expect((await leads()).filter((lead) => lead.listing_id === id)).toEqual([]);
  });

  it('answers 429 too many requests past the limit per sender address, from any IP', async () => {
    const email = 'busy.sender@example.com';
    for (let i = 0; i < CONTACT_OWNER_LIMIT; i++) expect((await send(message({ email }))).statusCode).toBe(200);
    const res = await send(message({ email }));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 'error', message: 'too many requests' });
  });

  it('answers 429 too many requests past the limit per client IP, whatever the address', async () => {
    const remoteAddress = '10.2.0.1';
    for (let i = 0; i < CONTACT_OWNER_LIMIT; i++) expect((await send({ ...message(), remoteAddress })).statusCode).toBe(200);
    const before = (await leads()).length;
    const res = await send({ ...message(), remoteAddress });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 'error', message: 'too many requests' });
    expect(await leads()).toHaveLength(before);
  });
});
