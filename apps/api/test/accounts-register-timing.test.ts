import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as password from '../src/lib/password.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, registration, uniqueEmail } from './support/accounts.js';

// the hasher the registration uses, observed without changing what it does
vi.mock('../src/lib/password.js', async (importOriginal) => {
  const original = await importOriginal<typeof password>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
});
afterAll(() => ctx.close());

const register = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/user/register', payload });

describe('POST /api/user/register and address enumeration', () => {
  it('does the same hashing work for a taken address as for a new one', async () => {
    const hash = vi.mocked(password.hashPassword);
    const email = uniqueEmail('taken');
    hash.mockClear();
    expect((await register(registration(email))).statusCode).toBe(200);
    const newAddressCalls = hash.mock.calls.map(([, cost]) => cost);

    hash.mockClear();
    const taken = await register(registration(email));
    expect(taken.json()).toEqual({ status: 'success', result: { registered: true, email } });
    expect(hash.mock.calls.map(([, cost]) => cost)).toEqual(newAddressCalls);
    expect(newAddressCalls).toEqual([{ memoryKib: 1024, timeCost: 1 }]);
  });
});
