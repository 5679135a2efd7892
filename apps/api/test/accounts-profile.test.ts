import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp, uniqueEmail } from './support/accounts.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const getProfile = (id: number, headers: Headers) => ctx.app.inject({ method: 'GET', url: `/api/user/${id}`, headers });
const update = (id: number, headers: Headers, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/api/user/update/${id}`, headers, payload });
const switchTo = (type: string, headers: Headers) => ctx.app.inject({ method: 'GET', url: `/api/switch-account?account_type=${type}`, headers });

const VALID_ID_CARD = '1101700230708';
// Bangkok > Khet Phra Nakhon > Phra Borom Maha Ratchawang, 10200 (master data, migration 0002)
const ADDRESS = { province_id: 10, district_id: 1001, sub_district_id: 100101, postal_code: '10200' };
const COMPLETE = { firstname: 'สมชาย', lastname: 'ใจดี', phone: '0898765432', address: '1 ถนนหน้าพระลาน', ...ADDRESS };

describe('GET /api/user/{id}', () => {
  it('answers the full profile to its owner and 403 to anyone else', async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const res = await getProfile(owner.info.id, owner.headers);
    expect(res.json().result).toEqual(owner.info);
    const denied = await getProfile(owner.info.id, other.headers);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ status: 'error', message: 'permission denied for edit or view' });
    expect((await getProfile(owner.info.id, {})).statusCode).toBe(401);
  });
});

describe('PUT /api/user/update/{id}', () => {
  it('stores every profile field and answers the updated profile', async () => {
    const { info, headers } = await signUp(ctx);
    const payload = { ...COMPLETE, birth_date: '1990-04-13', id_card_number: VALID_ID_CARD, company_name: 'บ้านดี จำกัด', juristic_number: '0105556123456', short_history: 'นายหน้า 10 ปี', show_phone: true };
    const res = await update(info.id, headers, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ ...payload, id: info.id, email: info.email, user_type: 'individual' });
  });

  it('leaves omitted fields alone and clears a field sent empty', async () => {
    const { info, headers } = await signUp(ctx);
    await update(info.id, headers, { firstname: 'A', lastname: 'B', address: 'somewhere' });
    const res = await update(info.id, headers, { address: '' });
    expect(res.json().result).toMatchObject({ firstname: 'A', lastname: 'B', address: null });
  });

  it('answers an empty body with the profile unchanged, not a 500', async () => {
    const user = await signUp(ctx);
    const res = await update(user.info.id, user.headers, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual(user.info);
  });

  it('is owner-only', async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const res = await update(owner.info.id, other.headers, { firstname: 'hacked' });
    expect(res.statusCode).toBe(403);
    expect((await getProfile(owner.info.id, owner.headers)).json().result.firstname).toBeNull();
  });

  it('checks the id card checksum, phone, birth date and juristic number', async () => {
    const { info, headers } = await signUp(ctx);
    const res = await update(info.id, headers, { id_card_number: '1101700230709', phone: '12345', birth_date: '2999-01-01', juristic_number: '12AB', firstname: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'invalid input',
      errors: {
        id_card_number: ['id card check digit not valid'],
        phone: ['phone must be 10 digits'],
        birth_date: ['invalid input'],
        juristic_number: ['juristic number not valid'],
        firstname: ['required'],
      },
    });
  });

  it('checks the address against the master data: district in province, sub-district in district, its postal code', async () => {
    const { info, headers } = await signUp(ctx);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...ADDRESS, province_id: 99 }, { province_id: ['value not allowed'], district_id: ['value not allowed'] }],
      [{ ...ADDRESS, district_id: 1201 }, { district_id: ['value not allowed'], sub_district_id: ['value not allowed'] }],
      [{ ...ADDRESS, sub_district_id: 120101 }, { sub_district_id: ['value not allowed'] }],
      [{ ...ADDRESS, postal_code: '11000' }, { postal_code: ['postal code not match'] }],
      [{ ...ADDRESS, postal_code: '1020' }, { postal_code: ['postal code not valid'] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await update(info.id, headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    expect((await update(info.id, headers, ADDRESS)).statusCode).toBe(200);
    // a later partial change is checked against what is stored
    expect((await update(info.id, headers, { district_id: 1201 })).json().errors).toMatchObject({ district_id: ['value not allowed'] });
  });

  it('never changes the e-mail: a stolen session cannot move the account to another address', async () => {
    const { info, headers, email } = await signUp(ctx, uniqueEmail('old'), { verify: true });
    const attacker = uniqueEmail('attacker');
    const sent = ctx.mailer.sent.length;
    const res = await update(info.id, headers, { email: attacker, firstname: 'Somchai' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ email, email_verified: true, firstname: 'Somchai' });
    expect(ctx.mailer.sent.length).toBe(sent);
    // the reset that would follow goes nowhere near the attacker
    await ctx.app.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email: attacker } });
    await ctx.app.jobs.drain();
    expect(ctx.mailer.last(attacker)).toBeUndefined();
  });
});

describe('GET /api/user/show-agent-profile/{id}', () => {
  it('shows public fields only and masks the phone', async () => {
    const { info, headers } = await signUp(ctx);
    await update(info.id, headers, { ...COMPLETE, birth_date: '1990-01-01', id_card_number: VALID_ID_CARD, short_history: 'hello' });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/user/show-agent-profile/${info.id}` });
    expect(res.statusCode).toBe(200);
    const agent = res.json().result;
    expect(agent).toMatchObject({ id: info.id, firstname: 'สมชาย', phone: '089-xxx-xxx2', phone_masked: true, short_history: 'hello', province_id: 10 });
    for (const secret of [info.email, VALID_ID_CARD, '1990-01-01', COMPLETE.address, '0898765432']) {
      expect(res.body).not.toContain(secret);
    }
    for (const key of ['email', 'id_card_number', 'birth_date', 'address', 'sub_district_id', 'postal_code']) expect(agent).not.toHaveProperty(key);
  });

  it('shows the full phone when its owner opted in, and 404 for an unknown id', async () => {
    const { info, headers } = await signUp(ctx);
    await update(info.id, headers, { phone: '0898765432', show_phone: true });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/user/show-agent-profile/${info.id}` });
    expect(res.json().result).toMatchObject({ phone: '0898765432', phone_masked: false });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/user/show-agent-profile/99999999' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/switch-account', () => {
  it("needs a complete profile ('profile incomplete' with the missing fields)", async () => {
    const { headers } = await signUp(ctx);
    const res = await switchTo('company', headers);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('profile incomplete');
    expect(Object.keys(body.errors).sort()).toEqual(
      ['company_name', 'district_id', 'firstname', 'juristic_number', 'lastname', 'postal_code', 'province_id', 'sub_district_id'].sort(),
    );
  });

  it('switches to company with a company name and juristic number, and back', async () => {
    const { info, headers } = await signUp(ctx);
    await update(info.id, headers, COMPLETE);
    expect((await switchTo('company', headers)).json().errors).toEqual({ company_name: ['required'], juristic_number: ['required'] });
    await update(info.id, headers, { company_name: 'บ้านดี จำกัด', juristic_number: '0105556123456' });
    const company = await switchTo('company', headers);
    expect(company.json().result).toMatchObject({ user_type: 'company', is_company: true });
    // a company cannot drop the fields that make it one
    expect((await update(info.id, headers, { company_name: '' })).json().errors).toEqual({ company_name: ['required'] });
    expect((await switchTo('individual', headers)).json().result).toMatchObject({ user_type: 'individual', is_company: false });
  });

  it('refuses an unknown account type', async () => {
    const { headers } = await signUp(ctx);
    const res = await switchTo('government', headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ account_type: ['value not allowed'] });
  });
});

describe('notification settings', () => {
  it('starts from the defaults and stores partial changes', async () => {
    const { headers } = await signUp(ctx);
    const get = () => ctx.app.inject({ method: 'GET', url: '/api/user/setting/get', headers });
    expect((await get()).json().result).toEqual({
      email: { contact_received: true, listing_status: true, boost_status: true, payment_status: true, saved_search: true, news: true },
      line: { contact_received: true, listing_status: true, boost_status: true, payment_status: true, saved_search: true, news: false },
    });
    const store = await ctx.app.inject({ method: 'POST', url: '/api/user/setting/store', headers, payload: { line: { contact_received: false, news: true } } });
    expect(store.json().result.line).toEqual({ contact_received: false, listing_status: true, boost_status: true, payment_status: true, saved_search: true, news: true });
    expect((await get()).json().result).toEqual(store.json().result);
  });

  it('refuses non-boolean values and unauthenticated calls', async () => {
    const { headers } = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/setting/store', headers, payload: { email: { news: 'yes' } } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'email.news': ['invalid input'] });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/setting/get' })).statusCode).toBe(401);
  });
});
