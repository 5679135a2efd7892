/**
 * JavaScript the browser really downloads to show `/` (entry, preloads and lazy route
 * chunks), as bytes on the wire, measured in the system Chromium against the real server
 * on a fresh data folder. Run after `npm run build`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from './lib.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-bench-js-'));
const server = await startServer({ DATA_DIR: dataDir, PORT: '3202' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const scripts: { url: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.push({ url: request.url(), bytes: sizes.responseBodySize });
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  for (const s of scripts) console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(7)} KB  ${new URL(s.url).pathname}`);
  console.log(`first-route JavaScript on the wire: ${scripts.length} files, ${(total / 1024).toFixed(1)} KB compressed (target <= 180 KB gzip)`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
