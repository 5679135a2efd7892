/**
 * JavaScript the browser really downloads to show `/` (entry, preloads, lazy route chunks
 * and what the page fetches after first paint, until the network is idle), measured in
 * the system Chromium against the real server on a fresh data folder, on a phone and a
 * desktop viewport. Sizes are given as gzip (level 9, what the server's .gz files hold)
 * and as brotli bytes on the wire. Run after `npm run build`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Request } from '@playwright/test';
import { startServer } from './lib.js';
import { CHROMIUM } from '../e2e/chromium.js';

const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } };
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-bench-js-'));
const server = await startServer({ DATA_DIR: dataDir });
const browser = await chromium.launch(CHROMIUM);
try {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const page = await browser.newPage({ viewport });
    // each script is recorded as it finishes; its size is asked afterwards, so a script still
    // being measured when the page reaches network idle is not missed
    const finished: Request[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') finished.push(request);
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(finished.map(async (request) => ({ url: request.url(), wire: (await request.sizes()).responseBodySize })));
    let gzip = 0;
    for (const script of scripts) {
      const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
      gzip += gzipSync(body, { level: 9 }).length;
    }
    const wire = scripts.reduce((sum, s) => sum + s.wire, 0);
    console.log(`first-route JavaScript, ${name}: ${scripts.length} files, ${kb(gzip)} KB gzip, ${kb(wire)} KB brotli on the wire (target <= 180 KB gzip)`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
