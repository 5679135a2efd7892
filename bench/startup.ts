/**
 * `npm start` restart time on an existing data folder, not counting the web build:
 * spawn the server, wait for /api/health, stop it with SIGTERM, repeat. The first run
 * creates and seeds the database and is reported separately.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { percentile, startServer } from './lib.js';

const RUNS = 5;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-bench-startup-'));
try {
  const first = await startServer({ DATA_DIR: dataDir });
  await first.stop();
  console.log(`first start (create + migrate + seed): ${Math.round(first.readyMs)} ms`);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const server = await startServer({ DATA_DIR: dataDir });
    times.push(server.readyMs);
    await server.stop();
  }
  console.log(`restart on existing data folder (${RUNS} runs): median ${Math.round(percentile(times, 50))} ms, max ${Math.round(Math.max(...times))} ms (target < 3000 ms)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
