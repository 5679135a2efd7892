/**
 * A bounded pool of jobs shared fairly between owners (users): at most `concurrency` jobs
 * run at once, at most `perOwner` of them for one owner, and when a slot frees the owner
 * served longest ago goes next, whatever the length of the others' queues. One user's
 * burst (or several accounts' bursts) then delays another user's job by at most the jobs
 * already running plus one turn of each owner that was waiting before them, never by the
 * whole burst. docs/decisions/035-image-work-pool-and-pixel-caps.md.
 */

export interface FairPoolOptions {
  /** Jobs running at once, for all owners together. */
  concurrency: number;
  /** Jobs running at once for one owner. */
  perOwner: number;
  /** How many idle owners' last turns are remembered (oldest forgotten first). */
  remember?: number;
}

interface Queued {
  run(): void;
}

interface Owner {
  queue: Queued[];
  active: number;
  /** The turn this owner last started a job; -1 before its first. */
  lastTurn: number;
}

export interface FairPoolStats {
  active: number;
  queued: number;
  owners: number;
}

export class FairPool {
  readonly concurrency: number;
  readonly perOwner: number;
  private readonly remember: number;
  private readonly owners = new Map<string, Owner>();
  /** The owners with queued jobs, in the order they began waiting. */
  private readonly waiting = new Set<Owner>();
  private active = 0;
  private turn = 0;

  constructor(options: FairPoolOptions) {
    if (!(options.concurrency >= 1) || !(options.perOwner >= 1)) throw new Error('a pool needs at least one slot');
    this.concurrency = Math.floor(options.concurrency);
    this.perOwner = Math.floor(options.perOwner);
    this.remember = options.remember ?? 10_000;
  }

  /** Runs `job` when its owner's turn comes; answers (or throws) what the job does. */
  run<T>(owner: string, job: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const entry = this.owner(owner);
      this.waiting.add(entry);
      entry.queue.push({
        run: () => {
          let settled: Promise<T>;
          try {
            settled = job();
          } catch (error) {
            settled = Promise.reject(error);
          }
          // the slot is free again before the caller hears the answer
          settled.then(
            (value) => (this.finished(entry), resolve(value)),
            (error: unknown) => (this.finished(entry), reject(error)),
          );
        },
      });
      this.dispatch();
    });
  }

  stats(): FairPoolStats {
    let queued = 0;
    for (const entry of this.waiting) queued += entry.queue.length;
    return { active: this.active, queued, owners: this.owners.size };
  }

  private owner(name: string): Owner {
    let entry = this.owners.get(name);
    if (!entry) {
      this.forget();
      entry = { queue: [], active: 0, lastTurn: -1 };
      this.owners.set(name, entry);
    }
    return entry;
  }

  /** Starts queued jobs while slots are free: each time the eligible owner served longest ago. */
  private dispatch(): void {
    while (this.active < this.concurrency) {
      let next: Owner | null = null;
      for (const entry of this.waiting) {
        if (entry.active >= this.perOwner) continue;
        // ties (owners never served) keep the order they arrived in
        if (next === null || entry.lastTurn < next.lastTurn) next = entry;
      }
      if (next === null) return;
      const job = next.queue.shift()!;
      if (next.queue.length === 0) this.waiting.delete(next);
      next.active++;
      next.lastTurn = this.turn++;
      this.active++;
      job.run();
    }
  }

  private finished(entry: Owner): void {
    entry.active--;
    this.active--;
    this.dispatch();
  }

  /** Drops the idle owners served longest ago beyond `remember`; a forgotten owner counts as never served. */
  private forget(): void {
    // trimmed a tenth at a time, not on every new owner
    if (this.owners.size < this.remember + Math.ceil(this.remember / 10)) return;
    const idle = [...this.owners.entries()].filter(([, entry]) => entry.active === 0 && entry.queue.length === 0).sort((a, b) => a[1].lastTurn - b[1].lastTurn);
    for (const [name] of idle.slice(0, this.owners.size - this.remember)) this.owners.delete(name);
  }
}
