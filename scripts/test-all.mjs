// `npm test`: the unit and API suites (vitest) with the web build, typecheck and lint beside
// them, then the browser suite (Playwright against the built app). vitest and Playwright
// each keep both cores busy on their own, so running them side by side only added
// switching and memory traffic to the same work (decision 031 has the measurements). The build, typecheck and lint are single-threaded and
// fill the core vitest leaves idle between files. Every part runs even when another
// fails, except Playwright without a build; the run fails if any part failed.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// Both databases: the API suite runs again on the local PostgreSQL server unless
// TEST_DATABASE_URL names another (or is set empty, to run on PGlite alone).
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `npm run <script>`: output to this terminal, or kept in `held` to print later; its exit code and time. */
function run(script, held) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    if (held) {
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
    }
    child.on('close', (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }));
  });
}

/** The scripts in turn, each whatever the one before did. */
async function inTurn(scripts, held) {
  const results = [];
  for (const script of scripts) results.push(await run(script, held));
  return results;
}

const started = Date.now();
console.log('\n== vitest, with build, typecheck and lint beside it (their output follows vitest\'s)');
const held = [];
const [vitest, ...checks] = (await Promise.all([run('test:unit'), inTurn(['build', 'typecheck', 'lint'], held)])).flat();
console.log('\n== build, typecheck, lint');
process.stdout.write(Buffer.concat(held));
const built = checks[0].code === 0;
console.log(built ? '\n== Playwright' : '\n== Playwright not run: the build failed');
const browser = built ? await run('test:browser') : { script: 'test:browser', code: 1, seconds: 0 };
const results = [vitest, ...checks, browser];
const verdicts = results.map((result) => `${result.script} ${result.code === 0 ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(0)} s`);
console.log(`\n== ${verdicts.join('; ')}; ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
process.exit(results.find((result) => result.code !== 0)?.code ?? 0);
