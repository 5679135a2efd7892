// `npm run audit:prod`: `npm audit --omit=dev` of the dependencies that ship (the API's
// and the web app's, not the tools that build and test them); exits 1 on any high or
// critical advisory, listing each with its fix. It needs the npm registry and nothing else.
// A registry that does not answer audit requests (a mirror that serves packages only) is
// said so plainly and passes, unless `-- --strict` is given: the packages were not checked.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const strict = process.argv.includes('--strict');
const BLOCKING = ['high', 'critical'];

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report = null;
try {
  report = JSON.parse(run.stdout);
} catch {
  // no JSON at all: npm itself failed before asking
}

if (!report?.metadata?.vulnerabilities) {
  const why = report?.error?.summary || report?.message || run.stderr.trim().split('\n').pop() || `npm exited ${run.status}`;
  console.log(`npm audit --omit=dev: the registry did not answer the audit request (${why}).`);
  console.log('High and critical advisories were NOT checked.');
  process.exit(strict ? 1 : 0);
}

const counts = report.metadata.vulnerabilities;
const blocking = Object.values(report.vulnerabilities ?? {}).filter((vulnerability) => BLOCKING.includes(vulnerability.severity));
for (const vulnerability of blocking) {
  const advisories = vulnerability.via.filter((via) => typeof via === 'object').map((via) => `${via.title} (${via.url})`);
  const through = vulnerability.via.filter((via) => typeof via === 'string');
  const fix = vulnerability.fixAvailable === true ? 'npm audit fix' : vulnerability.fixAvailable ? `upgrade ${vulnerability.fixAvailable.name} to ${vulnerability.fixAvailable.version}` : 'no fix released';
  console.log(`${vulnerability.severity.toUpperCase()} ${vulnerability.name} ${vulnerability.range}`);
  for (const advisory of advisories) console.log(`  ${advisory}`);
  if (through.length > 0) console.log(`  through ${through.join(', ')}`);
  console.log(`  fix: ${fix}`);
}
const summary = ['critical', 'high', 'moderate', 'low', 'info'].map((severity) => `${counts[severity] ?? 0} ${severity}`).join(', ');
console.log(`npm audit --omit=dev: ${summary} (${report.metadata.dependencies?.prod ?? '?'} shipped packages)`);
process.exit(blocking.length > 0 ? 1 : 0);
