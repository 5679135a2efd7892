/** `npm run bench`: every benchmark in turn (build the web app first: `npm run build`). */
import { execFileSync } from 'node:child_process';
import { ROOT } from './lib.js';

for (const script of ['startup.ts', 'first-route.ts', 'lighthouse.ts', 'login.ts', 'listing-page.ts', 'image-upload.ts']) {
  console.log(`\n== bench/${script}`);
  execFileSync(process.execPath, ['--import', 'tsx', `bench/${script}`], { cwd: ROOT, stdio: 'inherit' });
}
