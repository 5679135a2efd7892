import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';

/** GET api/search/suggest (docs/decisions/051) on the seeded master data. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Suggestion {
  kind: string;
  id: number;
  name: string;
  detail: string | null;
  system: string | null;
  match: string;
  filter: Record<string, unknown>;
}

const get = (query: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: `/api/search/suggest?${query}`, headers });

async function suggestions(query: string): Promise<Suggestion[]> {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: { suggestions: Suggestion[] } }).result.suggestions;
}

const station = async (code: string) =>
  ctx.database.db
    .selectFrom('train_stations as s')
    .innerJoin('train_lines as l', 'l.id', 's.train_line_id')
    .select(['s.id', 's.name_th', 's.name_en', 'l.name_th as line_th', 'l.name_en as line_en', 'l.train_type_id', 'l.id as line_id'])
    .where('s.code', '=', code)
    .executeTakeFirstOrThrow();

describe('GET /api/search/suggest', () => {
  it('suggests a station with its line and system, and the filter that picks it, in the language asked for', async () => {
    const thongLo = await station('E6');
    const [first] = await suggestions(`q=${encodeURIComponent('ทองหล่อ')}&lang=th`);
    expect(first).toEqual({
      kind: 'station',
      id: thongLo.id,
      name: thongLo.name_th,
      detail: thongLo.line_th,
      system: 'BTS',
      match: 'exact',
      filter: { train_station_cast: [thongLo.id] },
    });
    const english = await suggestions('q=thong&lang=en');
    expect(english[0]).toMatchObject({ kind: 'station', name: 'Thong Lo', detail: thongLo.line_en, system: 'BTS' });
  });

  it('suggests a district with its province and sets the area filter', async () => {
    const list = await suggestions(`q=${encodeURIComponent('วัฒนา')}`);
    expect(list[0]).toEqual({
      kind: 'district',
      id: 1039,
      name: 'เขตวัฒนา',
      detail: 'กรุงเทพมหานคร',
      system: null,
      match: 'exact',
      filter: { province_id: 10, district_id: 1039 },
    });
  });

  it('suggests estate types by their synonyms, lines, projects and sub-districts with the filters each sets', async () => {
    const [lease] = await suggestions(`q=${encodeURIComponent('เซ้ง')}`);
    expect(lease).toMatchObject({ kind: 'estate_type', filter: { estate_type_id: 8 } });
    const lines = await suggestions('q=sukhumvit%20line&lang=en');
    expect(lines[0]).toMatchObject({ kind: 'line', name: 'Sukhumvit Line', system: 'BTS', filter: { train_type: 1 } });
    expect(lines[0]!.filter.train_line).toEqual(expect.any(Number));
    const [project] = await suggestions('q=ideo%20mobi%20asoke&lang=en');
    expect(project).toMatchObject({ kind: 'project', name: 'Ideo Mobi Asoke', filter: { keyword: 'Ideo Mobi Asoke' } });
    const row = await ctx.database.db
      .selectFrom('sub_districts as s')
      .innerJoin('districts as d', 'd.id', 's.district_id')
      .select(['s.id', 'd.id as district_id', 'd.name_th as district_th'])
      .where('s.name_th', '=', 'คลองตันเหนือ')
      .executeTakeFirstOrThrow();
    const [sub] = await suggestions(`q=${encodeURIComponent('คลองตันเหนือ')}`);
    expect(sub).toMatchObject({ kind: 'sub_district', id: row.id, detail: row.district_th, filter: { province_id: 10, district_id: row.district_id, sub_district_id: row.id } });
    expect(sub!.filter.keyword).toBeUndefined();
  });

  it('reads Thai without tone marks, romanisation variants and English typos below exact matches', async () => {
    const toneless = await suggestions(`q=${encodeURIComponent('ทองหลอ')}`);
    expect(toneless[0]).toMatchObject({ kind: 'station', name: 'ทองหล่อ', match: 'loose' });
    for (const typed of ['thonglor', 'Thong Lo', 'thonglo']) {
      expect((await suggestions(`q=${encodeURIComponent(typed)}&lang=en`))[0], typed).toMatchObject({ kind: 'station', name: 'Thong Lo' });
    }
    expect((await suggestions('q=ekamai&lang=en'))[0]).toMatchObject({ kind: 'station', name: 'Ekkamai' });
    const typo = await suggestions('q=sukhimvit&lang=en');
    expect(typo.map((item) => `${item.kind}:${item.name}`)).toEqual(expect.arrayContaining(['station:Sukhumvit', 'line:Sukhumvit Line']));
    expect(typo.every((item) => item.match === 'typo')).toBe(true);
  });

  it('answers nothing under two characters, and at most `limit`', async () => {
    expect(await suggestions('q=a')).toEqual([]);
    expect(await suggestions('q=%20%20b%20')).toEqual([]);
    expect(await suggestions(`q=${encodeURIComponent('บาง')}&limit=3`)).toHaveLength(3);
    expect((await suggestions(`q=${encodeURIComponent('บาง')}`)).length).toBe(8);
  });

  it('refuses bad input with the catalogue 422 and field errors', async () => {
    for (const [query, field] of [
      ['', 'q'],
      ['q=', 'q'],
      ['q=ab&lang=fr', 'lang'],
      ['q=ab&limit=0', 'limit'],
      ['q=ab&limit=21', 'limit'],
      ['q=ab&limit=x', 'limit'],
      [`q=${'ก'.repeat(201)}`, 'q'],
      ['q=a%00b', 'q'],
    ] as const) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(422);
      const body = res.json() as { status: string; message: string; errors: Record<string, string[]> };
      expect(body.status).toBe('error');
      expect(body.message).toBe('invalid input');
      expect(Object.keys(body.errors), query).toContain(field);
    }
  });

  it('is cacheable: an ETag naming the master-data version, 304 on a match', async () => {
    const first = await get('q=asok&lang=en');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"v.+-/);
    expect((await get('q=asok&lang=en', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('is rebuilt when the master data changes', async () => {
    const name = 'ซีโนเวีย ทดสอบ';
    expect(await suggestions(`q=${encodeURIComponent('ซีโนเวีย')}`)).toEqual([]);
    const project = await ctx.database.db
      .insertInto('project_estates')
      .values({ name_th: name, name_en: 'Xenovia Test', developer: null, kind: 'condo', province_id: 10, district_id: 1039, road: null, completion_year: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    // each process trusts the version it read for at most a second
    await expect
      .poll(async () => (await suggestions(`q=${encodeURIComponent('ซีโนเวีย')}`)).map((item) => item.id), { timeout: 5_000, interval: 200 })
      .toEqual([project.id]);
    expect((await suggestions('q=xenovia&lang=en'))[0]).toMatchObject({ kind: 'project', name: 'Xenovia Test', detail: 'Khet Watthana' });
    await ctx.database.db.deleteFrom('project_estates').where('id', '=', project.id).execute();
  });
});
