/**
 * A bounded pool of jobs shared fairly between owners (users): at most `concurrency` jobs
 * run at once, at most `perOwner` of them for one owner, and the queue is ordered by
 * start-time fair queuing on each job's cost: a job is tagged with the cost its owner has
 * asked for so far (counted from the pool's present if the owner was idle), and the free
 * slot goes to the smallest tag. A burst of one account, or one slip each from several
 * accounts, then delays another user's small picture by about its own cost, not by the
 * burst, and a flood of small jobs does not starve a large one either.
 * docs/decisions/039-image-work-pool-and-pixel-caps.md.
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
  /** The pool's virtual time when the job may start, and when its cost is paid. */
  start: number;
  finish: number;
  run(): void;
}

interface Owner {
  queue: Queued[];
  active: number;
  /** The finish tag of the owner's last job. */
  lastFinish: number;
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
  /** Virtual time: the start tag of the job started last. */
  private now = 0;

  constructor(options: FairPoolOptions) {
    if (!(options.concurrency >= 1) || !(options.perOwner >= 1)) throw new Error('a pool needs at least one slot');
    this.concurrency = Math.floor(options.concurrency);
    this.perOwner = Math.floor(options.perOwner);
    this.remember = options.remember ?? 10_000;
  }

  /**
   * Runs `job` when its owner's turn comes; answers (or throws) what the job does. `cost`
   * is the work it is expected to take, in any unit used the same way for every job.
   */
  run<T>(owner: string, job: () => Promise<T>, cost = 1): Promise<T> {
    if (!(cost > 0)) throw new Error('a job costs something');
    return new Promise<T>((resolve, reject) => {
      const entry = this.owner(owner);
      this.waiting.add(entry);
      const start = Math.max(entry.lastFinish, this.now);
      entry.lastFinish = start + cost;
      entry.queue.push({
        start,
        finish: start + cost,
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
      entry = { queue: [], active: 0, lastFinish: 0 };
      this.owners.set(name, entry);
    }
    return entry;
  }

  /** Starts queued jobs while slots are free: each time the eligible owner's job of the smallest finish tag. */
  private dispatch(): void {
    while (this.active < this.concurrency) {
      let next: Owner | null = null;
      for (const entry of this.waiting) {
        if (entry.active >= this.perOwner) continue;
        // ties keep the order in which the owners began waiting
        if (next === null || entry.queue[0]!.finish < next.queue[0]!.finish) next = entry;
      }
      if (next === null) return;
      const job = next.queue.shift()!;
      if (next.queue.length === 0) this.waiting.delete(next);
      next.active++;
      this.now = Math.max(this.now, job.start);
      this.active++;
      job.run();
    }
  }

  private finished(entry: Owner): void {
    entry.active--;
    this.active--;
    this.dispatch();
  }

  /**
   * Drops idle owners beyond `remember`, those whose last tag is oldest first: an owner idle
   * since before the pool's present has nothing to remember (its next job starts at the
   * present anyway).
   */
  private forget(): void {
    // trimmed a tenth at a time, not on every new owner
    if (this.owners.size < this.remember + Math.ceil(this.remember / 10)) return;
    const idle = [...this.owners.entries()].filter(([, entry]) => entry.active === 0 && entry.queue.length === 0).sort((a, b) => a[1].lastFinish - b[1].lastFinish);
    for (const [name] of idle.slice(0, this.owners.size - this.remember)) this.owners.delete(name);
  }
}
