// `npm test`: the unit and API suites (vitest), side by side with the browser suite (build,
// then Playwright against the built app), then typecheck and lint on the browser line. Side
// by side, neither line waits for the other to finish; typecheck and lint go after
// Playwright because the API suite, on both databases, is the longer line (measured: with
// them before vitest, the vitest line ended 4-5 min after Playwright). The vitest report is
// held and printed whole when it ends, so the two reports do not interleave; the run fails
// if either line fails.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>`: its output to this terminal, or kept in `output` when quiet. */
function run(script, output) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    if (output) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The scripts in turn, stopping at the first that fails; how long they took. */
async function line(scripts, output) {
  const started = Date.now();
  for (const script of scripts) {
    const code = await run(script, output);
    if (code !== 0) return { code, failed: script, seconds: (Date.now() - started) / 1000 };
  }
  return { code: 0, failed: null, seconds: (Date.now() - started) / 1000 };
}

console.log('\n== vitest (reported when done) beside the browser suite (build, Playwright), then typecheck and lint');
const checks = [];
const [check, browser] = await Promise.all([line(['test:unit'], checks), line(['test:e2e', 'typecheck', 'lint'])]);
console.log('\n== vitest');
process.stdout.write(Buffer.concat(checks));
const verdict = (result) => (result.code === 0 ? 'passed' : `FAILED at ${result.failed}`);
console.log(`\n== vitest ${verdict(check)} in ${check.seconds.toFixed(0)} s; build, Playwright, typecheck and lint ${verdict(browser)} in ${browser.seconds.toFixed(0)} s`);
process.exit(check.code !== 0 ? check.code : browser.code);
