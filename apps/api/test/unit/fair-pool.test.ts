import { describe, expect, it } from 'vitest';
import { FairPool } from '../../src/lib/fair-pool.js';

/** Jobs that finish when the test says: what started, in order, and a way to end each. */
function harness(pool: FairPool) {
  const started: string[] = [];
  const finish = new Map<string, (value: string) => void>();
  const fail = new Map<string, (error: Error) => void>();
  const submit = (owner: string, name: string, cost = 1) =>
    pool.run(
      owner,
      () => {
        started.push(name);
        return new Promise<string>((resolve, reject) => {
          finish.set(name, resolve);
          fail.set(name, reject);
        });
      },
      cost,
    );
  /** Ends a running job and lets the pool hand out the freed slot. */
  const end = async (name: string) => {
    finish.get(name)!(name);
    await settle();
  };
  return { started, submit, end, fail };
}

/** Lets every queued promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('FairPool', () => {
  it('never runs more than its slots, nor more than one job of an owner at once', async () => {
    const pool = new FairPool({ concurrency: 2, perOwner: 1 });
    const { started, submit, end } = harness(pool);
    for (let i = 1; i <= 3; i++) void submit('a', `a${i}`);
    await settle();
    // a second slot is free, but a's burst keeps one
    expect(started).toEqual(['a1']);
    expect(pool.stats()).toEqual({ active: 1, queued: 2, owners: 1 });
    void submit('b', 'b1');
    await settle();
    expect(started).toEqual(['a1', 'b1']);
    await end('a1');
    expect(started).toEqual(['a1', 'b1', 'a2']);
    expect(pool.stats()).toMatchObject({ active: 2, queued: 1 });
  });

  it("one user's burst of many jobs delays another user's single job by one turn, not the whole burst", async () => {
    const pool = new FairPool({ concurrency: 1, perOwner: 1 });
    const { started, submit, end } = harness(pool);
    for (let i = 1; i <= 8; i++) void submit('burst', `burst${i}`);
    await settle();
    void submit('ordinary', 'photo');
    await end('burst1');
    // the photo runs next, ahead of the seven burst jobs queued before it
    expect(started).toEqual(['burst1', 'photo']);
    await end('photo');
    for (let i = 2; i <= 8; i++) await end(`burst${i}`);
    expect(started).toEqual(['burst1', 'photo', ...Array.from({ length: 7 }, (_, i) => `burst${i + 2}`)]);
  });

  it('takes turns between owners round-robin when their jobs cost the same', async () => {
    const pool = new FairPool({ concurrency: 1, perOwner: 1 });
    const { started, submit, end } = harness(pool);
    void submit('a', 'a1');
    await settle();
    for (const owner of ['a', 'b', 'c']) for (let i = 2; i <= 3; i++) void submit(owner, `${owner}${i}`);
    await end('a1');
    // a has had its turn: b and c go before a's second job, then the turns rotate
    for (const name of ['b2', 'c2', 'a2', 'b3', 'c3', 'a3']) await end(name);
    expect(started).toEqual(['a1', 'b2', 'c2', 'a2', 'b3', 'c3', 'a3']);
  });

  it("several accounts' heavy jobs at once: a ninth user's small job takes the next free slot", async () => {
    const pool = new FairPool({ concurrency: 2, perOwner: 1 });
    const { started, submit, end } = harness(pool);
    // eight accounts send a 16-megapixel slip each, twice
    for (let round = 1; round <= 2; round++) for (let user = 1; user <= 8; user++) void submit(`u${user}`, `u${user}-${round}`, 48);
    await settle();
    expect(started).toEqual(['u1-1', 'u2-1']);
    void submit('ninth', 'photo', 2);
    await end('u1-1');
    expect(started).toEqual(['u1-1', 'u2-1', 'photo']);
    await end('photo');
    // the accounts' first jobs all go before any second one
    for (let user = 2; user <= 8; user++) await end(`u${user}-1`);
    expect(started.slice(3, 9)).toEqual(['u3-1', 'u4-1', 'u5-1', 'u6-1', 'u7-1', 'u8-1']);
    // then the second ones, equal tags in the order the owners began waiting (u3 since before u1's second job)
    expect(started.slice(9)).toEqual(['u3-2', 'u4-2']);
  });

  it('an owner idle for a while does not keep credit: a burst after a quiet spell still takes turns with the others', async () => {
    const pool = new FairPool({ concurrency: 1, perOwner: 1 });
    const { started, submit, end } = harness(pool);
    for (let i = 1; i <= 6; i++) void submit('busy', `busy${i}`);
    await settle();
    await end('busy1');
    await end('busy2');
    // 'quiet' was never served; it arrives now with a burst of its own
    for (let i = 1; i <= 3; i++) void submit('quiet', `quiet${i}`);
    for (const name of ['busy3', 'quiet1', 'busy4', 'quiet2', 'busy5']) await end(name);
    expect(started).toEqual(['busy1', 'busy2', 'busy3', 'quiet1', 'busy4', 'quiet2', 'busy5', 'quiet3']);
  });

  it('many small jobs of one owner do not starve a large job of another', async () => {
    const pool = new FairPool({ concurrency: 1, perOwner: 1 });
    const { started, submit, end } = harness(pool);
    for (let i = 1; i <= 20; i++) void submit('small', `small${i}`);
    void submit('large', 'large', 4);
    await settle();
    for (let i = 1; i <= 4; i++) await end(`small${i}`);
    // the large job's tag (4) is reached after four small ones (ties go to who waited first)
    expect(started).toEqual(['small1', 'small2', 'small3', 'small4', 'large']);
  });

  it('passes on what a job answers or throws, and a failed job frees its slot', async () => {
    const pool = new FairPool({ concurrency: 1, perOwner: 1 });
    const { started, submit, end, fail } = harness(pool);
    const first = submit('a', 'a1');
    const second = submit('a', 'a2');
    const thrown = pool.run('b', () => {
      throw new Error('bad input');
    });
    await settle();
    fail.get('a1')!(new Error('broken picture'));
    await expect(first).rejects.toThrow('broken picture');
    await expect(thrown).rejects.toThrow('bad input');
    await settle();
    expect(started).toEqual(['a1', 'a2']);
    await end('a2');
    expect(await second).toBe('a2');
    expect(pool.stats()).toEqual({ active: 0, queued: 0, owners: 2 });
  });

  it('forgets idle owners beyond what it remembers, the ones served longest ago first', async () => {
    const pool = new FairPool({ concurrency: 1, perOwner: 1, remember: 10 });
    for (let i = 0; i < 30; i++) await pool.run(`user${i}`, async () => i);
    expect(pool.stats().owners).toBeLessThanOrEqual(11);
    expect(pool.stats()).toMatchObject({ active: 0, queued: 0 });
  });
});
