// `npm test`: the static checks, then the unit and API suites (vitest) side by side with the
// browser suite (Playwright against the built app). The browser journeys wait on a single
// server and on their pages much of the time, so the two share the machine's cores better
// than one after the other. The vitest report is held and printed whole when it ends, so
// the two reports do not interleave; the run fails if either fails.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    const output = [];
    if (quiet) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output), seconds: (Date.now() - started) / 1000 }));
  });
}

const step = (line) => console.log(`\n== ${line}`);

step('typecheck and lint');
for (const script of ['typecheck', 'lint']) {
  const { code } = await run(['run', script]);
  if (code !== 0) process.exit(code);
}

step('unit and API tests (vitest, report when done) beside the browser suite (build, then Playwright)');
const [unit, e2e] = await Promise.all([run(['run', 'test:unit'], { quiet: true }), run(['run', 'test:e2e'])]);
step(`vitest (${unit.seconds.toFixed(0)} s)`);
process.stdout.write(unit.output);
console.log(`\n== vitest ${unit.code === 0 ? 'passed' : 'FAILED'} in ${unit.seconds.toFixed(0)} s; Playwright ${e2e.code === 0 ? 'passed' : 'FAILED'} in ${e2e.seconds.toFixed(0)} s`);
process.exit(unit.code !== 0 ? unit.code : e2e.code);
