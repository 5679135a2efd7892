import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const railFile = JSON.parse(readFileSync(new URL('../src/db/seed/data/rail/rail-stations.json', import.meta.url), 'utf8')) as {
  stations: unknown[];
};

async function getResult(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.status).toBe('success');
  return body.result;
}

describe('GET /api/address-data', () => {
  it('has the six provinces, their 79 districts and 477 sub-districts with postal codes', async () => {
    const result = await getResult('/api/address-data');
    expect(Object.keys(result).sort()).toEqual(['districts', 'provinces', 'sub_districts']);
    expect(result.provinces.map((p: { id: number }) => p.id)).toEqual([10, 11, 12, 13, 73, 74]);
    expect(result.provinces[1]).toEqual({ id: 11, name_th: 'สมุทรปราการ', name_en: 'Samut Prakarn' });
    expect(result.districts).toHaveLength(79);
    expect(result.districts.filter((d: { province_id: number }) => d.province_id === 10)).toHaveLength(50);
    expect(result.sub_districts).toHaveLength(477);
    expect(result.sub_districts.every((s: { postal_code: string }) => /^\d{5}$/.test(s.postal_code))).toBe(true);
  });

  it('returns exactly the documented fields', async () => {
    const result = await getResult('/api/address-data');
    expect(Object.keys(result.provinces[0]).sort()).toEqual(['id', 'name_en', 'name_th']);
    expect(result.districts[0]).toEqual({ id: 1001, province_id: 10, name_th: 'เขตพระนคร', name_en: 'Khet Phra Nakhon' });
    expect(result.sub_districts[0]).toEqual({
      id: 100101,
      district_id: 1001,
      name_th: 'พระบรมมหาราชวัง',
      name_en: 'Phra Borom Maha Ratchawang',
      postal_code: '10200',
    });
  });
});

describe('district lists', () => {
  it('groups the districts by province around Bangkok', async () => {
    const { provinces } = await getResult('/api/district-around-bangkok');
    expect(provinces.map((p: { id: number }) => p.id)).toEqual([10, 11, 12, 13, 73, 74]);
    expect(provinces[0].districts).toHaveLength(50);
    expect(provinces.flatMap((p: { districts: unknown[] }) => p.districts)).toHaveLength(79);
  });

  it("gives each district its point where its projects are placed (a commute from it starts there), null without one", async () => {
    const { provinces } = await getResult('/api/district-around-bangkok');
    const districts = new Map<number, { point: { lat: number; lng: number } | null }>(provinces.flatMap((p: { districts: { id: number }[] }) => p.districts.map((d) => [d.id, d])));
    // Pathum Wan: at Chit Lom (seed/data/district-anchors.json)
    const chitLom = await ctx.app.db.selectFrom('train_stations').select(['lat', 'lng']).where('name_en', '=', 'Chit Lom').executeTakeFirstOrThrow();
    expect(districts.get(1007)!.point!.lat).toBeCloseTo(chitLom.lat, 6);
    expect(districts.get(1007)!.point!.lng).toBeCloseTo(chitLom.lng, 6);
    // Phra Nakhon has no project: no point
    expect(districts.get(1001)!.point).toBeNull();
    expect([...districts.values()].filter((d) => d.point !== null).length).toBeGreaterThan(30);
  });

  it('lists the districts a listing may be posted in, with the province', async () => {
    const { districts } = await getResult('/api/announce-districts');
    expect(districts).toHaveLength(79);
    expect(districts).toContainEqual({
      id: 1201,
      province_id: 12,
      name_th: 'เมืองนนทบุรี',
      name_en: 'Mueang Nonthaburi',
      province_name_th: 'นนทบุรี',
      province_name_en: 'Nonthaburi',
    });
  });
});

describe('GET /api/estate-master', () => {
  it('has the eight estate types with stable ids and the catalogues in both languages', async () => {
    const result = await getResult('/api/estate-master');
    expect(result.estate_types.map((t: { id: number }) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(result.estate_types[0]).toEqual({ id: 1, slug: 'condo', icon: 'building-skyscraper', name_th: 'คอนโด', name_en: 'Condo' });
    for (const list of ['location_types', 'furniture', 'facilities'] as const) {
      expect(result[list].length).toBeGreaterThanOrEqual(12);
      for (const item of result[list]) expect(item.name_th && item.name_en && item.slug).toBeTruthy();
    }
    expect(result.location_types.map((t: { slug: string }) => t.slug)).toEqual(expect.arrayContaining(['hospital', 'airport', 'expressway']));
    expect(result.facilities.map((t: { slug: string }) => t.slug)).toEqual(expect.arrayContaining(['swimming-pool', 'cctv', 'pet-area']));
    expect(result.hot_search[0]).toEqual({ search_key: 'sukhumvit', search_name_th: 'สุขุมวิท', search_name_en: 'Sukhumvit', category: 'area' });
  });
});

describe('GET /api/train-data', () => {
  it('has every station of the rail file with real coordinates', async () => {
    const { train_types, train_lines, train_stations } = await getResult('/api/train-data');
    expect(train_types.map((t: { code: string }) => t.code)).toEqual(['BTS', 'MRT', 'ARL', 'SRT']);
    expect(train_stations).toHaveLength(railFile.stations.length);
    const asok = train_stations.find((s: { name_en: string }) => s.name_en === 'Asok');
    expect(asok).toMatchObject({ code: 'E4', name_th: 'อโศก', lat: 13.737001, lng: 100.560427, is_open: true });
    const siam = train_stations.filter((s: { code: string }) => s.code === 'CEN');
    expect(siam).toHaveLength(2); // one station on both BTS lines
    expect(siam[0]).toMatchObject({ name_en: 'Siam', lat: 13.745624, lng: 100.534227 });
    const purple = train_lines.find((l: { code: string }) => l.code === 'MRT-PP');
    expect(purple).toMatchObject({ name_en: 'Purple Line', colour: 'purple', is_open: true });
    expect(train_stations.filter((s: { train_line_id: number }) => s.train_line_id === purple.id)).toHaveLength(16);
  });

  it('flags lines and stations that are not open yet', async () => {
    const { train_lines, train_stations } = await getResult('/api/train-data');
    const brown = train_lines.find((l: { code: string }) => l.code === 'MRT-BR');
    expect(brown).toMatchObject({ colour: 'brown', is_open: false });
    expect(train_stations.some((s: { train_line_id: number }) => s.train_line_id === brown.id)).toBe(false);
    const orange = train_lines.find((l: { code: string }) => l.code === 'MRT-OR');
    expect(orange.is_open).toBe(false);
    const orangeStations = train_stations.filter((s: { train_line_id: number }) => s.train_line_id === orange.id);
    expect(orangeStations.length).toBeGreaterThan(0);
    expect(orangeStations.every((s: { is_open: boolean }) => !s.is_open)).toBe(true);
    const colours = train_lines.map((l: { colour: string }) => l.colour);
    for (const c of ['light green', 'dark green', 'gold', 'blue', 'yellow', 'pink', 'orange', 'brown', 'maroon', 'purple']) {
      expect(colours).toContain(c);
    }
  });
});

describe('GET /api/project-estate', () => {
  it('lists 20 projects by default, each in a real district with an approximate position', async () => {
    const { projects } = await getResult('/api/project-estate');
    expect(projects).toHaveLength(20);
    const { districts } = await getResult('/api/address-data');
    const districtIds = new Set(districts.map((d: { id: number }) => d.id));
    for (const p of projects) expect(districtIds.has(p.district_id)).toBe(true);
    expect(projects.filter((p: { lat: number | null }) => p.lat !== null).length).toBe(20);
  });

  it('finds projects by a Thai or an English substring, ignoring case', async () => {
    const thai = await getResult(`/api/project-estate?q=${encodeURIComponent('รามคำแหง')}`);
    expect(thai.projects.map((p: { name_en: string }) => p.name_en)).toContain('Dcondo Ramkhamhaeng');
    const english = await getResult('/api/project-estate?q=dCONDO%20ram&limit=5');
    expect(english.projects[0]).toMatchObject({ name_en: 'Dcondo Ramkhamhaeng', name_th: 'ดีคอนโด รามคำแหง', developer: 'Sansiri' });
    expect(english.projects.length).toBeLessThanOrEqual(5);
  });

  it('treats LIKE wildcards as plain text', async () => {
    const { projects } = await getResult('/api/project-estate?q=%25%25');
    expect(projects).toEqual([]);
  });

  it('answers 422 with field errors for a bad limit, never a 500', async () => {
    for (const limit of ['abc', '0', '101', '1.5']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/project-estate?limit=${limit}` });
      expect(res.statusCode, limit).toBe(422);
      expect(res.json()).toMatchObject({ status: 'error', message: 'invalid input', errors: { limit: [expect.any(String)] } });
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/api/project-estate?limit=abc' });
    expect(res.json().errors.limit).toEqual(['must be a number']);
  });
});

describe('caching', () => {
  it('sends a strong ETag and max-age, and 304 for a matching If-None-Match', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/train-data' });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await ctx.app.inject({ method: 'GET', url: '/api/train-data' });
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);

    const notModified = await ctx.app.inject({ method: 'GET', url: '/api/train-data', headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/train-data', headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(listed.statusCode).toBe(304);
    const stale = await ctx.app.inject({ method: 'GET', url: '/api/train-data', headers: { 'if-none-match': '"stale"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('gives each endpoint its own ETag, also for project searches', async () => {
    const urls = ['/api/estate-master', '/api/address-data', '/api/district-around-bangkok', '/api/announce-districts', '/api/project-estate?q=ideo'];
    const etags = new Set<string>();
    for (const url of urls) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      etags.add(res.headers.etag as string);
      const cached = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': res.headers.etag as string } });
      expect(cached.statusCode, url).toBe(304);
    }
    expect(etags.size).toBe(urls.length);
  });
});

describe('OpenAPI', () => {
  it('documents every master-data endpoint with its tag and response schema', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['estate-master', 'address-data', 'district-around-bangkok', 'train-data', 'project-estate', 'announce-districts']) {
      const op = doc.paths[`/api/${path}`].get;
      expect(op.tags).toEqual(['master-data']);
      expect(op.responses['200'].content['application/json'].schema.properties.result).toBeDefined();
    }
    const params = doc.paths['/api/project-estate'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['q', 'limit']));
  });
});
