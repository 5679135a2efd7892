/**
 * Commute search (issue #35, docs/decisions/061) at scale: N generated listings on
 * PostgreSQL (bench/search-data.ts, the search benchmark's generator, in a database of its
 * own), then
 *
 * 1. the rail graph: building it from the stations, and the reach of a commute
 *    (`commuteReach`: Dijkstra from the station, the walk each station leaves) from every
 *    open station at 15, 30, 45 and 60 minutes: p50 / p95 / max;
 *    The same from a place (decision 066): the open stations within 2 km of each district's
 *    point and of a point 500 m off each station, then Dijkstra from all of them;
 * 2. over HTTP with autocannon (8 connections, 6 s, the answer reuse off:
 *    SEARCH_CACHE_SECONDS=0, so every search is computed, from the index in memory), in
 *    turns: GET /api/health (the no-op endpoint), a commute search from a random station and
 *    budget, one from a place (a district or a point), and the same searches without the
 *    commute; each search's throughput as a share of the no-op's on the same run.
 *
 * Usage: node --import tsx bench/commute.ts [--n 20000] [--regenerate]
 */
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { buildRailGraph, commuteReach, placeStations, railSecondsFrom, reachWithin } from '@baandee/domain';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { percentile } from './lib.js';
import { prepareDatabase } from './search-data.js';

const args = process.argv.slice(2);
const N = Number(args[args.indexOf('--n') + 1] || 0) || 20_000;
const DURATION_S = 6;
const ROUNDS = 2;
const CONNECTIONS = 8;
const BUDGETS = [15, 30, 45, 60];
const ms = (value: number) => `${value.toFixed(3)} ms`;
const log = (line: string) => console.log(line);

const prepared = await prepareDatabase('postgres', N, { regenerate: args.includes('--regenerate'), log, pgDatabase: 'baandee_bench_commute' });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-bench-commute-'));
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', SEARCH_CACHE_SECONDS: '0', ...prepared.env });
const app = await buildApp({ config, database: prepared.database, mailer: { send: async () => undefined } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

async function load(label: string, paths: string[]): Promise<number> {
  const times: number[] = [];
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      { url: base, connections: CONNECTIONS, duration: DURATION_S, requests: paths.map((p) => ({ method: 'GET', path: p })) },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  });
  const perSecond = result['2xx'] / result.duration;
  log(
    `  ${label.padEnd(40)} p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}; ` +
      `${perSecond.toFixed(0)} req/s (${result.non2xx} non-2xx, ${result.errors} errors)`,
  );
  return perSecond;
}

try {
  await app.searchIndex.loaded();
  log(
    `commute bench: ${prepared.counts.published.toLocaleString('en-US')} published of ${N.toLocaleString('en-US')} listings, ${os.cpus().length} CPUs, ` +
      `load ${os.loadavg().map((v) => v.toFixed(1)).join(' ')}; searches answered from ${app.searchIndex.state}`,
  );

  // 1. the graph and the reach
  const stations = await app.searchRepository.railStations();
  const builds: number[] = [];
  let graph = buildRailGraph(stations);
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    graph = buildRailGraph(stations);
    builds.push(performance.now() - started);
  }
  const open = [...graph.stations.keys()];
  log(`  rail graph: ${open.length} open stations; built in p50 ${ms(percentile(builds, 50))}, max ${ms(Math.max(...builds))}`);
  for (const minutes of BUDGETS) {
    const times: number[] = [];
    const reached: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const id of open) {
        const started = performance.now();
        const reach = commuteReach(graph, id, minutes);
        times.push(performance.now() - started);
        reached.push(reach.size);
      }
    }
    log(
      `  reach within ${String(minutes).padStart(2)} min (${times.length} runs)   p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))}; ` +
        `stations reached p50 ${percentile(reached, 50)}, max ${Math.max(...reached)}`,
    );
  }

  // the reach from a place: its nearby stations, then Dijkstra from all of them (decision 066)
  const districts = await app.searchRepository.districtPoints();
  const points = [
    ...districts.map((d) => ({ place: `district:${d.district_id}`, point: { lat: d.lat, lng: d.lng } })),
    ...open.map((id) => {
      const at = graph.stations.get(id)!;
      const point = { lat: Number(at.lat.toFixed(6)), lng: Number((at.lng + 0.0046).toFixed(6)) };
      return { place: `point:${point.lat},${point.lng}`, point };
    }),
  ];
  for (const minutes of BUDGETS) {
    const times: number[] = [];
    const reached: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const { point } of points) {
        const started = performance.now();
        const reach = reachWithin(railSecondsFrom(graph, placeStations(graph, point)), minutes);
        times.push(performance.now() - started);
        reached.push(reach.size);
      }
    }
    log(
      `  reach from a place within ${String(minutes).padStart(2)} min (${times.length} runs)   p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))}; ` +
        `stations reached p50 ${percentile(reached, 50)}, max ${Math.max(...reached)}`,
    );
  }

  // 2. over HTTP: the no-op, commute searches and the same searches without the commute, in turns
  const picks = Array.from({ length: 200 }, (_, i) => ({ station: open[(i * 37) % open.length]!, minutes: BUDGETS[i % BUDGETS.length]! }));
  const commute = picks.map(({ station, minutes }) => `/api/estate?commute_station_id=${station}&commute_minutes=${minutes}&page=${1 + (station % 3)}`);
  const plain = picks.map(({ station }) => `/api/estate?page=${1 + (station % 3)}`);
  const fromPlace = picks.map(({ station, minutes }, i) => `/api/estate?commute_place=${encodeURIComponent(points[(i * 7) % points.length]!.place)}&commute_minutes=${minutes}&page=${1 + (station % 3)}`);
  await load('warm-up', [...commute, ...fromPlace, ...plain]);
  for (let round = 1; round <= ROUNDS; round++) {
    const noop = await load(`GET /api/health (no-op) (${round})`, ['/api/health']);
    const withCommute = await load(`commute search (${round})`, commute);
    const withPlace = await load(`commute search from a place (${round})`, fromPlace);
    const without = await load(`the same searches without it (${round})`, plain);
    log(
      `    commute search: ${((100 * withCommute) / noop).toFixed(1)}% of the no-op's throughput; from a place ${((100 * withPlace) / noop).toFixed(1)}%; without the commute ${((100 * without) / noop).toFixed(1)}%`,
    );
  }
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
