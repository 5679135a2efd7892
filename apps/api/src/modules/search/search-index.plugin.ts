import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { SearchTerm } from '@baandee/domain';
import type { Database } from '../../db/database.js';
import { collectGarbage } from '../../lib/collect-garbage.js';
import { copyOut } from '../../db/copy-out.js';
import type { DB } from '../../db/schema.js';
import { createListingSearchQueries, SEARCH_CHANGES_CHANNEL } from './listing-search.queries.js';
import {
  announcement,
  hasPending,
  heard,
  initialChanges,
  loadEnded,
  loadStarted,
  lost,
  noted,
  pendingTransactions,
  read,
  readFailed,
  reading,
  type Changed,
} from './search-index-changes.js';
import { ColumnsBuilder, type Columns } from './search-index-columns.js';
import { SearchIndex, type IndexPlan, type NearestStation } from './search-index.js';
import type { SearchPlan } from './search.queries.js';
import type { SearchIds, SearchWindow } from './search-window.js';
import { searchWordIndex, wordsInStep } from './search-words.js';

/** A load sizes its columns once this many rows show how long their lists are. */
const LOAD_SIZED_AFTER = 20_000;
/** A change of more listings than this is announced as "everything" (a notification carries 8,000 bytes). */
const ANNOUNCED_IDS_MAX = 500;
/** After the listening connection fails: how long before it connects again and the index is read anew. */
export const RELISTEN_MS = 2_000;

/**
 * The search index of this process (docs/decisions/032): read from `listing_search` once
 * the server is ready (the database answers searches meanwhile), then kept in step with it.
 * - A change this process writes is noted with its transaction; the next search reads the
 *   rows again once that transaction has ended (committed or rolled back), so a search
 *   never answers from rows the database would not show, and a write's own next search
 *   sees it.
 * - Another process's changes arrive as notifications (PostgreSQL's NOTIFY, sent when the
 *   writing transaction commits) and are read at the next search. While the listening
 *   connection is down the database answers every search; on reconnection the index is
 *   read anew.
 * Until it is loaded, and for a keyword with a term outside the word index, `search`
 * answers null and the database answers.
 */
export interface LiveSearchIndex {
  search(plan: SearchPlan, window: SearchWindow): Promise<SearchIds | null>;
  /** These listings' nearest stations and walks (commute search's minutes on the cards) as the index holds them; null when it does not answer. */
  nearestStations(ids: readonly number[]): NearestStation[] | null;
  /** Call inside the transaction that rewrote these listings' rows (after the write). */
  changed(db: Kysely<DB>, ids: readonly number[]): Promise<void>;
  /** Every row was rewritten (call inside that transaction): the index is read anew once it ends (the old one answers meanwhile). */
  changedAll(db: Kysely<DB>): Promise<void>;
  /** Whether searches are answered from memory now. */
  readonly ready: boolean;
  /** Where searches are answered now: from memory, by the database while the index is read, or by the database (turned off). */
  readonly state: 'memory' | 'loading' | 'database';
  /** Settles once the first load has ended (loaded, or failed and being tried again). */
  loaded(): Promise<void>;
  /** Reads the changes noted or announced so far (the index and the kept cards follow them); false when that failed. */
  catchUp(): Promise<boolean>;
  /** Called with the listings whose rows the index read again, or 'all' when it was read anew or dropped. */
  onChange(listener: (ids: Changed) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    searchIndex: LiveSearchIndex;
  }
}

const NO_TERM_WORDS: readonly (readonly number[])[] = Object.freeze([]);
/** Each kept keyword's terms' word ids (search-plan.ts keeps a keyword's terms: the same array answers it again), null when one is outside the word index. */
const termWordsOf = new WeakMap<readonly SearchTerm[], readonly (readonly number[])[] | null>();

function wordsOfTerms(terms: readonly SearchTerm[]): readonly (readonly number[])[] | null {
  if (terms.length === 0) return NO_TERM_WORDS;
  let found = termWordsOf.get(terms);
  if (found === undefined) {
    const words = searchWordIndex();
    const termWords: number[][] = [];
    for (const term of terms) {
      const ids = words.termWordIds(term);
      if (!ids) break;
      termWords.push(ids);
    }
    found = termWords.length === terms.length ? termWords : null;
    termWordsOf.set(terms, found);
  }
  return found;
}

/** The plan as the index reads it, or null when a term has an alternative outside the word index. */
export function indexPlan(plan: SearchPlan): IndexPlan | null {
  const termWords = wordsOfTerms(plan.terms);
  if (!termWords) return null;
  return { query: plan.query, terms: plan.terms, phrase: plan.phrase, roomCode: plan.roomCode, termWords, commute: plan.commute };
}

/**
 * Every row of the index, read into columns newest first (the segments' order: nothing to
 * gather) by one binary COPY, each message copied into the columns as it arrives: no object,
 * string or buffer per row, and no row kept once copied (docs/decisions/052, 070). The columns
 * are sized from the table's count once the first rows show how long their lists are.
 * `closed`: a closing server does not wait for a whole load (the copy is stopped). `timed` is
 * told how long the rows were waited for and copied (bench/search-index-read.ts).
 */
export async function readIndexColumns(
  queries: Pick<ReturnType<typeof createListingSearchQueries>, 'indexCopy' | 'indexSize'>,
  pool: pg.Pool,
  options: { closed?: () => boolean; timed?: (waitedMs: number, copiedMs: number) => void } = {},
): Promise<Columns> {
  let total: number | null = null;
  const counted = queries.indexSize().then((n) => (total = n));
  counted.catch(() => {}); // awaited below; a failed count fails the load there
  const rows = new ColumnsBuilder(LOAD_SIZED_AFTER);
  let sized = false;
  let copied = 0;
  const started = performance.now();
  await copyOut(pool, queries.indexCopy(), (bytes) => {
    if (options.closed?.()) return false;
    const copying = performance.now();
    rows.pushCopied(bytes);
    // rows written meanwhile are read again after the load; the margin covers a few more
    if (!sized && total !== null && rows.length >= LOAD_SIZED_AFTER) {
      rows.expect(Math.ceil(total * 1.01) + LOAD_SIZED_AFTER);
      sized = true;
    }
    copied += performance.now() - copying;
    return true;
  }).catch((error: unknown) => {
    throw options.closed?.() ? new Error('search index: the server is closing') : error;
  });
  await counted;
  options.timed?.(performance.now() - started - copied, copied);
  return rows.done();
}

/** `pool`: the connections of `app.db`'s database, for the load's copy. */
export function createLiveSearchIndex(app: Pick<FastifyInstance, 'db' | 'log'>, pool: pg.Pool, options: { listenTo?: pg.ClientConfig } = {}) {
  const queries = createListingSearchQueries(app.db);
  const origin = randomBytes(6).toString('hex');
  /** The index read last; it answers while `changes.loaded` (search-index-changes.ts). */
  let index: SearchIndex | null = null;
  let changes = initialChanges();
  /** Whether the rows' word ids are the code's (else keywords go to the database). */
  let keywords = false;
  let settling: Promise<void> | null = null;
  let loading: Promise<void> | null = null;
  let listener: pg.Client | null = null;
  let closed = false;
  const changeListeners: ((ids: Changed) => void)[] = [];
  const tell = (ids: Changed) => changeListeners.forEach((listen) => listen(ids));
  const answering = () => (changes.loaded ? index : null);

  async function loadAll(): Promise<SearchIndex> {
    return SearchIndex.built(await readIndexColumns(queries, pool, { closed: () => closed }));
  }

  /** Reads every row into a new index; the one in use (if any) answers until it is ready. */
  function reload(): Promise<void> {
    loading ??= (async () => {
      changes = loadStarted(changes);
      let fresh: SearchIndex | null = null;
      try {
        const started = performance.now();
        const [loaded, inStep] = await Promise.all([loadAll(), wordsInStep(app.db)]);
        const { again } = loadEnded(changes, false);
        if (again.length > 0) loaded.apply(again, await queries.indexRowsOf(again));
        if (closed) return;
        fresh = loaded;
        index = loaded;
        keywords = inStep;
        app.log.info({ rows: loaded.size, ms: Math.round(performance.now() - started), keywords }, 'search index loaded');
        collectGarbage();
      } finally {
        changes = loadEnded(changes, fresh !== null).changes;
        loading = null;
        if (fresh) tell('all');
      }
    })();
    return loading;
  }

  /** Reads the rows of ended transactions' and other processes' changes into the index. */
  function settle(): Promise<void> {
    settling ??= (async () => {
      const pending = pendingTransactions(changes);
      const ended = pending.length > 0 ? await queries.endedTransactions(pending) : new Set<string>();
      const taken = reading(changes, ended);
      changes = taken.changes;
      try {
        if (taken.read === 'all') await reload();
        else if (taken.read.length > 0) index?.apply(taken.read, await queries.indexRowsOf(taken.read));
        changes = read(changes, ended, taken.read);
        if (taken.read !== 'all' && taken.read.length > 0) tell(taken.read);
      } catch (error) {
        changes = readFailed(changes, taken.heard);
        throw error;
      }
    })().finally(() => {
      settling = null;
    });
    return settling;
  }

  function onNotification(message: pg.Notification): void {
    const notice = heard(changes, message.payload ?? '', origin);
    changes = notice.changes;
    if (notice.reload) void reload().catch((err: unknown) => app.log.error({ err }, 'search index: reload failed'));
  }

  /** Listens for other processes' changes; a lost connection drops the index until both are back. */
  async function listen(to: pg.ClientConfig): Promise<void> {
    const client = new pg.Client({ ...to, application_name: 'baandee-search-index' });
    const lostIt = (err?: unknown) => {
      if (listener !== client) return;
      listener = null;
      changes = lost(changes);
      tell('all');
      client.end().catch(() => {});
      app.log.warn({ err }, 'search index: lost the change notifications; the database answers searches until they are back');
      retry(to);
    };
    client.on('error', lostIt);
    client.on('end', () => lostIt());
    client.on('notification', onNotification);
    try {
      await client.connect();
      await client.query(`listen ${SEARCH_CHANGES_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    listener = client;
  }

  async function start(to?: pg.ClientConfig): Promise<void> {
    if (to) await listen(to);
    await reload();
  }

  function retry(to: pg.ClientConfig): void {
    if (closed) return;
    setTimeout(() => {
      if (closed || listener) return;
      start(to).catch((err: unknown) => {
        app.log.warn({ err }, 'search index: could not listen or load; trying again');
        retry(to);
      });
    }, RELISTEN_MS).unref();
  }

  /** Notes a change with its transaction, and tells the other processes (once it commits). */
  async function note(db: Kysely<DB>, ids: Changed): Promise<void> {
    const trx = createListingSearchQueries(db);
    changes = noted(changes, ids, await trx.transactionId());
    if (options.listenTo) await trx.announceChange(announcement(origin, ids, ANNOUNCED_IDS_MAX));
  }

  let firstLoad: Promise<void> | null = null;

  const live: LiveSearchIndex = {
    get ready() {
      return answering() !== null;
    },

    get state() {
      return answering() !== null ? 'memory' : 'loading';
    },

    loaded: () => firstLoad ?? Promise.resolve(),

    onChange(listen) {
      changeListeners.push(listen);
    },

    async catchUp() {
      if (!answering() || !hasPending(changes)) return true;
      try {
        await settle();
        return true;
      } catch (err) {
        app.log.warn({ err }, 'search index: could not read the changed rows; the database answers');
        return false;
      }
    },

    async search(plan, window) {
      // changes first, whoever answers: the cards kept for anonymous visitors follow them
      if (!(await live.catchUp())) return null;
      const current = answering();
      if (!current || (plan.terms.length > 0 && !keywords)) return null;
      const readable = indexPlan(plan);
      return readable ? current.search(readable, window) : null;
    },

    nearestStations(ids) {
      const current = answering();
      return current ? ids.flatMap((id) => current.nearestStation(id) ?? []) : null;
    },

    async changed(db, ids) {
      if (ids.length > 0) await note(db, ids);
    },

    changedAll: (db) => note(db, 'all'),
  };

  return {
    live,
    /** Loads the index (and listens) in the background; failing, the database answers searches while it tries again. */
    start(): void {
      firstLoad = start(options.listenTo).catch((err: unknown) => {
        if (closed) return;
        app.log.warn({ err }, 'search index: could not load; the database answers searches meanwhile');
        if (options.listenTo) retry(options.listenTo);
      });
    },
    async close() {
      closed = true;
      const client = listener;
      listener = null;
      await loading?.catch(() => {});
      await client?.end().catch(() => {});
    },
  };
}

/**
 * `app.searchIndex` (docs/decisions/032): read once the server is ready, the database
 * answering searches meanwhile, when SEARCH_MEMORY_INDEX is on; off, it never answers and
 * the database answers every search.
 */
export const searchIndexPlugin = fp(
  async (app: FastifyInstance, opts: { database: Pick<Database, 'kind' | 'pool'> }) => {
    if (!app.config.SEARCH_MEMORY_INDEX) {
      const off: LiveSearchIndex = { ready: false, state: 'database', loaded: async () => {}, catchUp: async () => true, onChange: () => {}, search: async () => null, nearestStations: () => null, changed: async () => {}, changedAll: async () => {} };
      app.decorate('searchIndex', off);
      return;
    }
    // the embedded database is one process's: only a PostgreSQL server has other writers
    const { database } = opts;
    const index = createLiveSearchIndex(app, database.pool, { listenTo: database.kind === 'postgres' ? (database.pool.options as pg.ClientConfig) : undefined });
    app.decorate('searchIndex', index.live);
    // read in the background: a million rows take tens of seconds, while the database answers
    app.addHook('onReady', async () => index.start());
    app.addHook('onClose', () => index.close());
  },
  { name: 'search-index', dependencies: ['db'] },
);
