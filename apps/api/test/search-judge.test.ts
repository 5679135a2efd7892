import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSearchIntent } from '@baandee/domain';
import { seed } from '../src/db/seed/index.js';
import { folderStorage } from '../src/plugins/storage.js';
import { createTestApp, openTestDatabase, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { insertFixture } from './support/search-fixture.js';
import { QUERY_KINDS, generatedListings, judgeQueries, readCorpus, scoreQuery, type JudgedListing, type JudgedQuery, type QueryKind } from './support/search-judge.js';

/**
 * The search judged from outside (docs/decisions/035, 036): queries of each kind as people
 * type them, each query's relevant listings computed from the listings' fields, typed into
 * the search box (which reads the words that state filters, as the web does) and answered by
 * GET api/estate. recall@10 and nDCG@10 per kind and overall, on generated listings and on
 * the demo data; the figures are in docs/benchmarks.md.
 */

/** Floors under today's figures (docs/benchmarks.md), so a change that loses relevance fails here. */
const FLOORS = { recall: 0.97, ndcg: 0.95 };
/** No kind of query may fall far behind the rest. */
const KIND_FLOOR = 0.9;
const PER_KIND = 25;

interface Judged {
  kind: QueryKind;
  text: string;
  recall: number;
  ndcg: number;
}

async function judge(ctx: TestContext, corpus: readonly JudgedListing[], queries: readonly JudgedQuery[]): Promise<Judged[]> {
  const estateTypes = await ctx.app.db.selectFrom('estate_types').select(['id', 'slug']).execute();
  const trainTypes = await ctx.app.db.selectFrom('train_types').select(['id', 'code']).execute();
  const judged: Judged[] = [];
  for (const query of queries) {
    const { keyword, ...stated } = readSearchIntent(query.text, { estateTypes, trainTypes });
    const params = new URLSearchParams({ per_page: '10' });
    if (keyword) params.set('keyword', keyword);
    for (const [key, value] of Object.entries(stated)) params.set(key, String(value));
    const res = await ctx.app.inject({ method: 'GET', url: `/api/estate?${params}` });
    expect(res.statusCode, `${query.text}: ${res.body}`).toBe(200);
    const shown = (res.json().result.data as { id: number }[]).map((card) => card.id);
    judged.push({ kind: query.kind, text: query.text, ...scoreQuery(query, corpus, shown) });
  }
  return judged;
}

/** The figures per kind and overall, printed as a table for docs/benchmarks.md. */
function report(title: string, judged: readonly Judged[]) {
  const mean = (items: readonly Judged[], key: 'recall' | 'ndcg') => items.reduce((sum, item) => sum + item[key], 0) / items.length;
  const rows = QUERY_KINDS.map((kind) => {
    const items = judged.filter((item) => item.kind === kind);
    return { kind, queries: items.length, recall: items.length ? mean(items, 'recall') : NaN, ndcg: items.length ? mean(items, 'ndcg') : NaN };
  });
  const overall = { recall: mean(judged, 'recall'), ndcg: mean(judged, 'ndcg') };
  console.log(
    [
      `${title}: ${judged.length} queries, recall@10 ${overall.recall.toFixed(3)}, nDCG@10 ${overall.ndcg.toFixed(3)}`,
      '| kind | queries | recall@10 | nDCG@10 |',
      ...rows.map((row) => `| ${row.kind} | ${row.queries} | ${row.recall.toFixed(3)} | ${row.ndcg.toFixed(3)} |`),
      'weakest: ' + [...judged].sort((a, b) => a.ndcg - b.ndcg).slice(0, 8).map((item) => `${item.kind} "${item.text}" r ${item.recall.toFixed(2)} n ${item.ndcg.toFixed(2)}`).join('; '),
    ].join('\n'),
  );
  for (const row of rows) expect(row.recall, `recall@10 of ${row.kind}`).toBeGreaterThanOrEqual(KIND_FLOOR);
  return { rows, overall };
}

describe('the judge on generated listings', () => {
  let ctx: TestContext;
  let corpus: JudgedListing[];
  let queries: JudgedQuery[];
  beforeAll(async () => {
    ctx = await createTestApp({ ...FAST_HASH });
    const owner = await signUp(ctx);
    const db = ctx.app.db;
    const master = {
      districts: await db.selectFrom('districts').select(['id', 'province_id', 'name_th', 'name_en']).execute(),
      subDistricts: await db.selectFrom('sub_districts').select(['id', 'district_id', 'name_th', 'name_en']).execute(),
      projects: await db.selectFrom('project_estates').select(['id', 'district_id', 'name_th', 'name_en']).execute(),
      stations: await db
        .selectFrom('train_stations as s')
        .innerJoin('train_lines as l', 'l.id', 's.train_line_id')
        .innerJoin('train_types as t', 't.id', 'l.train_type_id')
        .select(['s.id', 's.name_th', 's.name_en', 'l.train_type_id', 's.train_line_id', 't.code as type_code'])
        .execute(),
      types: await db.selectFrom('estate_types').select(['id', 'slug']).execute(),
    };
    await insertFixture(ctx, owner.info.id, generatedListings(master, 900));
    corpus = await readCorpus(ctx.app);
    queries = judgeQueries(corpus, master.types, PER_KIND);
  }, 120_000);
  afterAll(() => ctx.close());

  it(`asks at least ${PER_KIND} queries of each kind, ${QUERY_KINDS.length * PER_KIND} in all`, () => {
    for (const kind of QUERY_KINDS) expect(queries.filter((query) => query.kind === kind).length, kind).toBe(PER_KIND);
  });

  it(`finds what each kind of query should (recall@10 >= ${FLOORS.recall}, nDCG@10 >= ${FLOORS.ndcg} overall)`, async () => {
    const { overall } = report('generated listings', await judge(ctx, corpus, queries));
    expect(overall.recall).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(overall.ndcg).toBeGreaterThanOrEqual(FLOORS.ndcg);
  }, 180_000);
});

describe('the judge on the demo data', () => {
  let ctx: TestContext;
  let uploads: string;
  beforeAll(async () => {
    uploads = mkdtempSync(path.join(os.tmpdir(), 'baandee-judge-'));
    ctx = await createTestApp(
      { ...FAST_HASH },
      {
        openDatabase: async () => {
          const database = await openTestDatabase();
          await seed(database.db, { demo: true, storage: folderStorage(uploads) });
          return database;
        },
      },
    );
  }, 240_000);
  afterAll(async () => {
    await ctx.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it(`finds what each kind of query should on the demo listings (recall@10 >= ${FLOORS.recall}, nDCG@10 >= ${FLOORS.ndcg} overall)`, async () => {
    const corpus = await readCorpus(ctx.app);
    const types = await ctx.app.db.selectFrom('estate_types').select(['id', 'slug']).execute();
    const queries = judgeQueries(corpus, types, PER_KIND);
    expect(queries.length).toBeGreaterThanOrEqual(150);
    const { overall } = report('demo listings', await judge(ctx, corpus, queries));
    expect(overall.recall).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(overall.ndcg).toBeGreaterThanOrEqual(FLOORS.ndcg);
  }, 180_000);
});
