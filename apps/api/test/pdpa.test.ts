import { randomBytes } from 'node:crypto';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_LIMIT, DAY_MS } from '@baandee/domain';
import { hashToken, newToken } from '../src/lib/tokens.js';
import { zipStream } from '../src/lib/zip-stream.js';
import { purgeExpiredRows } from '../src/modules/privacy/retention.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, PASSWORD, bearer, logIn, registration, signUp, uniqueEmail } from './support/accounts.js';
import { balances, befriend, grantCredits, purchased, uploadSlip } from './support/credits.js';
import { tableFingerprinter } from './contracts/fingerprint.js';
import { insertListing, photo, uploadPhoto } from './support/listings.js';
import { multipartFile } from './support/multipart.js';
import { startSmtpSink } from './support/smtp-sink.js';

/**
 * PDPA (issue #12): the export holds exactly the user's data with their pictures; deleting
 * the account erases the person and keeps the accounts; old raw rows are trimmed.
 */
type Account = Awaited<ReturnType<typeof signUp>>;

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let owner: Account;
let stranger: Account;
let ownListing: number;
let strangerListing: number;
let paymentId: string;
let ownPhotoKey: string;

const STRANGER_TITLE = 'บ้านของคนอื่น stranger-only-title';
const VISITOR_EMAIL = 'visitor.pdpa@example.com';

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  ctx.app.inject({ method, url, headers, ...(payload !== undefined && { payload: payload as object }) });

function unzip(body: Buffer) {
  const files = unzipSync(new Uint8Array(body));
  const data = JSON.parse(Buffer.from(files['data.json']!).toString('utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  return { files, data, json: Buffer.from(files['data.json']!).toString('utf8') };
}

/** A user with something in every table the export reads; a message to `leadTo` unless null. */
async function furnish(account: Account, listingId: number, otherListing: number, leadTo: number | null = otherListing) {
  const db = ctx.database.db;
  const headers = account.headers;
  const avatar = multipartFile('image', 'me.jpg', 'image/jpeg', await photo('#a35'));
  expect((await api('POST', '/api/user/upload-image', { ...headers, ...avatar.headers }, avatar.payload)).statusCode).toBe(200);
  const uploaded = await uploadPhoto(ctx, headers);
  await db.updateTable('listing_images').set({ listing_id: listingId, role: 'gallery' }).where('url', '=', uploaded.url).execute();
  await ctx.app.searchRepository.refresh([listingId]);
  expect((await api('POST', '/api/favorite/toggle', headers, { announce_id: otherListing })).statusCode).toBe(200);
  const lead = { announce_id: leadTo, name: 'Owner Sender', email: account.email, phone: '0811111111', message: 'owner-sent-message' };
  if (leadTo !== null) expect((await api('POST', '/api/contact-announce-owner', headers, lead)).statusCode).toBe(200);
  expect((await api('POST', '/api/accept-cookie', headers, { analytics: true })).statusCode).toBe(200);
  expect((await api('POST', '/api/user/setting/store', headers, { email: { news: false } })).statusCode).toBe(200);
  expect((await api('GET', '/api/estate?keyword=condo', headers)).statusCode).toBe(200);
  const saved = await api('POST', '/api/saved-search', headers, { name: `saved by ${account.info.id}`, filter: { keyword: 'condo' }, channel: 'email', frequency: 'daily' });
  expect(saved.statusCode, saved.body).toBe(200);
  await db.insertInto('saved_search_matches').values({ saved_search_id: saved.json().result.id, listing_id: otherListing, matched_at: new Date() }).execute();
  // the search and the impressions of its cards are written in batches: write them now, not during a later check
  await ctx.app.searchLogs.flush();
  await ctx.app.listingEvents.flush();
  await grantCredits(ctx, account.info.id, 3);
  await db.insertInto('credit_transactions').values({ user_id: account.info.id, type: 'used', amount: 1, subject_kind: 'listing', subject_id: String(listingId) }).execute();
  await befriend(ctx, account.info.id);
  const payment = await purchased(ctx, headers);
  expect((await uploadSlip(ctx, headers, payment.id, await photo('#fff'))).statusCode).toBe(200);
  const lineUser = `U${account.info.id}pdpa`;
  await db.insertInto('line_accounts').values({ user_id: account.info.id, line_user_id: lineUser, display_name: 'LINE name', picture_url: null }).execute();
  await db.insertInto('line_webhook_events').values({ webhook_event_id: `ev-${lineUser}`, type: 'follow', line_user_id: lineUser, payload: '{}' }).execute();
  await db.insertInto('listing_events').values({ listing_id: listingId, owner_id: account.info.id, kind: 'view' }).execute();
  return { payment, photoKey: ctx.app.storage.keyOf(uploaded.large_url)! };
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ ...FAST_HASH, SMTP_URL: smtp.url }, { realMailer: true });
  owner = await signUp(ctx, uniqueEmail('owner'));
  stranger = await signUp(ctx, uniqueEmail('stranger'));
  ownListing = await insertListing(ctx, owner.info.id, { contact_firstname: 'Somchai', contact_phone: '0812345678', contact_email: owner.email });
  strangerListing = await insertListing(ctx, stranger.info.id, { announce_title: STRANGER_TITLE });
  const furnished = await furnish(owner, ownListing, strangerListing);
  paymentId = furnished.payment.id;
  ownPhotoKey = furnished.photoKey;
  // the stranger favourites the owner's listing but writes no message there: leads received are the one place others' data belongs
  await furnish(stranger, strangerListing, ownListing, null);
  // a visitor's message to the owner's listing, and a second device of the owner
  const visitorLead = { announce_id: ownListing, name: 'Visitor', email: VISITOR_EMAIL, phone: '0822222222', message: 'visitor-message' };
  expect((await api('POST', '/api/contact-announce-owner', {}, visitorLead)).statusCode).toBe(200);
  await logIn(ctx, owner.email);
  await ctx.app.jobs.drain();
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe('GET api/user/export', () => {
  it("is a zip of exactly the user's data with their pictures, and none of another user's", async () => {
    const res = await api('GET', '/api/user/export', owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="baandee-data-\d+-\d{4}-\d{2}-\d{2}\.zip"$/);
    const { files, data, json } = unzip(res.rawPayload);

    expect(data.profile).toMatchObject({ id: owner.info.id, email: owner.email, phone: '0812345678' });
    expect(data.listings.map((l: { id: number }) => l.id)).toEqual([ownListing]);
    expect(data.listings[0]).toMatchObject({ contact_firstname: 'Somchai' });
    expect(data.favourites.map((f: { listing_id: number }) => f.listing_id)).toEqual([strangerListing]);
    expect(data.leads_sent.map((l: { message: string }) => l.message)).toEqual(['owner-sent-message']);
    expect(data.leads_received.map((l: { email: string }) => l.email)).toEqual([VISITOR_EMAIL]);
    const { balance, ledger } = await balances(ctx, owner.info.id);
    expect(data.credits.balance).toBe(balance);
    expect(data.credits.ledger.reduce((sum: number, e: { type: string; amount: number }) => sum + (e.type === 'used' ? -e.amount : e.amount), 0)).toBe(ledger);
    expect(data.payments.map((p: { id: string }) => p.id)).toEqual([paymentId]);
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(data.line).toMatchObject({ line_user_id: `U${owner.info.id}pdpa`, friend: true });
    expect(data.cookie_consents).toHaveLength(1);
    expect(data.searches.map((s: { keyword: string }) => s.keyword)).toEqual(['condo']);
    expect(data.notification_settings.email.news).toBe(false);
    // the saved searches, with their filter, alert settings and the listings they matched
    expect(data.saved_searches).toHaveLength(1);
    expect(data.saved_searches[0]).toMatchObject({ name: `saved by ${owner.info.id}`, channel: 'email', frequency: 'daily', paused: false, filter: { keyword: 'condo' }, alerts: [] });
    expect(data.saved_searches[0].matched_listings.map((m: { listing_id: number }) => m.listing_id)).toEqual([strangerListing]);
    expect(json).not.toContain(`saved by ${stranger.info.id}`);

    // the pictures: the avatar, the listing photo (its largest size) and the slip, each named in the data
    const pictures = Object.keys(files).filter((name) => name.startsWith('images/')).sort();
    const named = [data.profile.profile_image_file, ...data.listings[0].photos.map((p: { file: string }) => p.file), data.payments[0].slips[0].file];
    // the test listing's cover row names files that were never stored: listed as missing, not fatal
    expect(data.missing_files).toEqual([data.listings[0].photos.find((p: { role: string }) => p.role === 'cover').file]);
    expect(pictures).toEqual(named.filter((file) => !data.missing_files.includes(file)).sort());
    expect(pictures).toHaveLength(3);
    const photoFile = data.listings[0].photos.find((p: { role: string }) => p.role === 'gallery').file as string;
    expect(Buffer.from(files[photoFile]!).equals((await ctx.app.storage.get(ownPhotoKey))!)).toBe(true);

    // nothing of the stranger's, and no secret
    for (const foreign of [stranger.email, STRANGER_TITLE, `U${stranger.info.id}pdpa`, 'password_hash', '$argon2', 'token_hash']) expect(json).not.toContain(foreign);
  });

  it('is rate limited per account, and asks for a session', async () => {
    expect((await api('GET', '/api/user/export')).statusCode).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i <= DATA_EXPORT_LIMIT; i++) statuses.push((await api('GET', '/api/user/export', stranger.headers)).statusCode);
    expect(statuses.slice(0, DATA_EXPORT_LIMIT).every((status) => status === 200)).toBe(true);
    const refused = await api('GET', '/api/user/export', stranger.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 'error', message: 'too many requests' });
  });
});

describe('DELETE api/user/delete-account', () => {
  it('refuses a wrong or missing password and changes nothing', async () => {
    const fingerprint = await tableFingerprinter(ctx.database.db, (table) => ['provinces', 'districts', 'sub_districts', 'train_stations', 'project_estates'].includes(table));
    const before = await fingerprint();
    const wrong = await api('DELETE', '/api/user/delete-account', owner.headers, { password: 'not my password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ message: 'password not valid', errors: { password: ['password not valid'] } });
    const missing = await api('DELETE', '/api/user/delete-account', owner.headers, { confirmation: owner.email });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ message: 'invalid input', errors: { password: ['required'] } });
    expect(await fingerprint()).toBe(before);
    expect((await api('GET', `/api/user/${owner.info.id}`, owner.headers)).statusCode).toBe(200);
  });

  it('erases the person, closes the listings, keeps the ledger and payments, ends the sessions and mails a confirmation', async () => {
    const db = ctx.database.db;
    const id = owner.info.id;
    const ledgerBefore = await db.selectFrom('credit_transactions').selectAll().where('user_id', '=', id).orderBy('id').execute();
    const balanceBefore = await balances(ctx, id);
    const avatarKey = ctx.app.storage.keyOf((await db.selectFrom('users').select('profile_img_path').where('id', '=', id).executeTakeFirstOrThrow()).profile_img_path!)!;
    const slipKey = (await db.selectFrom('payment_slips').select('storage_key').where('user_id', '=', id).executeTakeFirstOrThrow()).storage_key!;
    expect(await db.selectFrom('listing_search').select('listing_id').where('listing_id', '=', ownListing).executeTakeFirst()).toBeDefined();

    const res = await api('DELETE', '/api/user/delete-account', owner.headers, { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ deleted: true });

    // signed out everywhere, and the address no longer signs in
    expect((await api('GET', `/api/user/${id}`, owner.headers)).statusCode).toBe(401);
    expect(await db.selectFrom('user_sessions').select('id').where('user_id', '=', id).execute()).toEqual([]);
    const login = await api('POST', '/api/user/login', {}, { email: owner.email, password: PASSWORD });
    expect(login.statusCode).toBe(422);

    // the person is gone from the account's row
    const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'deleted', email: null, password_hash: null, firstname: null, phone: null, profile_img_path: null, line_friend_status: false });
    expect((await api('GET', `/api/user/show-agent-profile/${id}`)).statusCode).toBe(404);

    // the listing: closed, out of search and the sitemap, its contact details and photos gone
    const listing = await db.selectFrom('listings').selectAll().where('id', '=', ownListing).executeTakeFirstOrThrow();
    expect(listing).toMatchObject({ status: 'closed', contact_firstname: null, contact_phone: null, contact_email: null });
    expect(await db.selectFrom('listing_search').select('listing_id').where('listing_id', '=', ownListing).executeTakeFirst()).toBeUndefined();
    expect((await ctx.app.sitemapRepository.listingsOfPart(1, 50_000)).map((l) => l.id)).not.toContain(ownListing);
    expect(await db.selectFrom('listing_images').select('id').where('user_id', '=', id).execute()).toEqual([]);

    // the rest of the personal data
    const count = async (query: { execute(): Promise<unknown[]> }) => (await query.execute()).length;
    expect(await count(db.selectFrom('favorites').select('listing_id').where('user_id', '=', id))).toBe(0);
    expect(await count(db.selectFrom('saved_searches').select('id').where('user_id', '=', id))).toBe(0);
    expect(await count(db.selectFrom('listing_leads').select('id').where('owner_id', '=', id))).toBe(0);
    expect(await count(db.selectFrom('listing_leads').select('id').where('email', '=', owner.email))).toBe(0);
    expect(await count(db.selectFrom('listing_leads').select('id').where('message', '=', 'owner-sent-message'))).toBe(0);
    expect(await count(db.selectFrom('line_accounts').select('user_id').where('user_id', '=', id))).toBe(0);
    expect(await count(db.selectFrom('line_webhook_events').select('type').where('line_user_id', '=', `U${id}pdpa`))).toBe(0);
    expect(await count(db.selectFrom('user_settings').select('user_id').where('user_id', '=', id))).toBe(0);
    expect(await count(db.selectFrom('search_logs').select('id').where('user_id', '=', id))).toBe(0);
    expect(await count(db.selectFrom('cookie_consents').select('id').where('user_id', '=', id))).toBe(0);
    expect(await count(db.selectFrom('listing_events').select('id').where('owner_id', '=', id))).toBe(0);

    // the accounts stay: the same ledger, its balance, the payment and its slip row without the picture
    expect(await db.selectFrom('credit_transactions').selectAll().where('user_id', '=', id).orderBy('id').execute()).toEqual(ledgerBefore);
    expect(await balances(ctx, id)).toEqual(balanceBefore);
    expect(await db.selectFrom('payments').select(['id', 'amount_satang']).where('user_id', '=', id).execute()).toHaveLength(1);
    expect(await db.selectFrom('payment_slips').select('storage_key').where('user_id', '=', id).execute()).toEqual([{ storage_key: null }]);

    // once committed: the files are removed and the confirmation is mailed through the queue
    await ctx.app.jobs.drain();
    for (const key of [avatarKey, slipKey, ownPhotoKey]) expect(await ctx.app.storage.get(key), key).toBeNull();
    const mail = smtp.received.find((m) => m.to.includes(owner.email) && m.text.includes('was deleted as you asked'));
    expect(mail?.text).toContain('ถูกลบตามคำขอของคุณแล้ว');

    // the stranger's things are untouched
    expect(await db.selectFrom('listing_search').select('listing_id').where('listing_id', '=', strangerListing).executeTakeFirst()).toBeDefined();
    expect((await api('GET', `/api/user/${stranger.info.id}`, stranger.headers)).statusCode).toBe(200);

    // the address can be registered again
    const again = await api('POST', '/api/user/register', {}, registration(owner.email));
    expect(again.statusCode, again.body).toBe(200);
  });

  it('lets an account without a password confirm with its e-mail', async () => {
    const email = uniqueEmail('google');
    const { id } = await ctx.database.db.insertInto('users').values({ email, account_type: 3, google_id: `g-${email}`, email_verified_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    const { token } = newToken();
    await ctx.app.sessionsRepository.insert({ userId: id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + DAY_MS) });
    const wrong = await api('DELETE', '/api/user/delete-account', bearer(token), { confirmation: 'someone@else.com' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ message: 'confirmation not match' });
    const done = await api('DELETE', '/api/user/delete-account', bearer(token), { confirmation: email.toUpperCase() });
    expect(done.statusCode, done.body).toBe(200);
    expect(await ctx.database.db.selectFrom('users').select(['status', 'google_id']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'deleted', google_id: null });
  });
});

describe('retention', () => {
  it('deletes only raw rows older than their configured age, and says the ages', async () => {
    const db = ctx.database.db;
    const listingId = strangerListing;
    const ownerId = stranger.info.id;
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
    const old = ago(401);
    const recent = ago(399);
    await db.insertInto('listing_events').values([{ listing_id: listingId, owner_id: ownerId, kind: 'view', created_at: old }, { listing_id: listingId, owner_id: ownerId, kind: 'view', created_at: recent }]).execute();
    const search = { source: 'search' as const, filter: '{}', result_count: 0, keyword: 'retention' };
    await db.insertInto('search_logs').values([{ ...search, created_at: old }, { ...search, created_at: recent }]).execute();
    await db.insertInto('line_webhook_events').values([{ webhook_event_id: 'ret-old', type: 'follow', payload: '{}', received_at: old }, { webhook_event_id: 'ret-new', type: 'follow', payload: '{}', received_at: recent }]).execute();
    const lead = { listing_id: listingId, owner_id: ownerId, name: 'n', email: 'e@example.com', phone: '0800000000', message: 'retention' };
    await db.insertInto('listing_leads').values([{ ...lead, created_at: ago(731) }, { ...lead, created_at: ago(729) }]).execute();
    const message = { name: 'n', email: 'e@example.com', phone: '0800000000', subject: 's', message: 'retention' };
    await db.insertInto('contact_messages').values([{ ...message, created_at: ago(731) }, { ...message, created_at: ago(729) }]).execute();
    const total = async () => {
      const { rows } = await sql<{ n: number }>`select
        (select count(*) from listing_events where listing_id = ${listingId})
        + (select count(*) from search_logs where keyword = 'retention')
        + (select count(*) from line_webhook_events where webhook_event_id like 'ret-%')
        + (select count(*) from listing_leads where message = 'retention')
        + (select count(*) from contact_messages where message = 'retention') as n`.execute(db);
      return Number(rows[0]!.n);
    };
    const before = await total();

    const deleted = await purgeExpiredRows(ctx.app);
    expect(deleted).toEqual({ listing_events: 1, search_logs: 1, line_webhook_events: 1, listing_leads: 1, contact_messages: 1 });
    expect(await total()).toBe(before - 5);
    expect(await db.selectFrom('line_webhook_events').select('webhook_event_id').where('webhook_event_id', 'like', 'ret-%').execute()).toEqual([{ webhook_event_id: 'ret-new' }]);
    expect(Object.values(await purgeExpiredRows(ctx.app)).every((n) => n === 0)).toBe(true);

    const ages = await api('GET', '/api/privacy/retention');
    expect(ages.json().result).toEqual({ raw_event_days: ctx.config.RETENTION_DAYS, message_days: ctx.config.MESSAGE_RETENTION_DAYS });
    expect(ctx.config.RETENTION_DAYS).toBe(400);
  });
});

describe('the job queue', () => {
  it('keeps a delivered job that names a person (a mail, a notification, an erased account’s files) an hour at most', async () => {
    const { rows } = await sql<{ name: string; seconds: number }>`select name, deletion_seconds as seconds from pgboss.queue where name in ('mail', 'notification', 'delete-files') order by name`.execute(ctx.app.db);
    expect(rows.map((row) => row.name)).toEqual(['delete-files', 'mail', 'notification']);
    for (const row of rows) expect(row.seconds, row.name).toBeLessThanOrEqual(3600);
  });
});

describe('the zip stream', () => {
  it('waits for a slow reader and gives a whole archive; once the reader is gone, adding stops', async () => {
    const files = { 'images/a.webp': randomBytes(300_000), 'images/b.webp': randomBytes(300_000), 'data.json': Buffer.from('{"a":1}'.repeat(10_000)) };
    const zip = zipStream();
    const chunks: Buffer[] = [];
    const read = (async () => {
      for await (const chunk of zip.stream) {
        chunks.push(chunk as Buffer);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    for (const [name, bytes] of Object.entries(files)) await zip.add(name, bytes, { compress: name.endsWith('.json') });
    zip.finish();
    await read;
    const unzipped = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    for (const [name, bytes] of Object.entries(files)) expect(Buffer.from(unzipped[name]!).equals(bytes), name).toBe(true);

    // nobody reads: the add waits for the reader, who then goes away (a closed connection)
    const abandoned = zipStream();
    const adding = abandoned.add('x.webp', randomBytes(100_000), { compress: false });
    abandoned.stream.destroy();
    await expect(adding).rejects.toThrow('zip reader gone');
  });
});
