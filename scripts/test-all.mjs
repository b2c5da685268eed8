#!/usr/bin/env node
// `npm test`: builds, type-checks every project (tests included), lints, then runs every suite
// (unit, store contracts, API, the cluster runs (embedded, with projector partitions, and over PostgreSQL), components, end-to-end in Chromium), prints each runner's
// own summary and a grand total, and exits non-zero if anything failed, a type or lint
// error included. `npm test -- --skip-e2e` leaves the browser out.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const skipE2e = process.argv.includes('--skip-e2e');
// DATABASE_URL (.ci/run sets it) reaches only the store contracts: the PostgreSQL adapters'
// suites and the app over them (apps/api/src/infrastructure/postgres-stores.contract.spec.ts).
// Every other step starts processes that read the environment as their configuration (the
// API tests' child servers, the cluster run, the browser's server): those stay embedded.
const { DATABASE_URL: databaseUrl, ...baseEnv } = process.env;

const steps = [
  { name: 'build (API types + frontend bundle)', cmd: 'npm', args: ['run', 'build', '--silent'] },
  // The runners below only transpile. A type error fails the run but does not stop the
  // suites: one run reports both the type errors and the failing tests.
  { name: 'typecheck (every project, tests included)', cmd: 'npm', args: ['run', 'typecheck', '--silent'] },
  // Same pattern: a lint error (a cross-feature import, say) or an unformatted file fails the run.
  { name: 'lint (ESLint + Prettier check)', cmd: 'npm', args: ['run', 'lint', '--silent'] },
  // --forceExit on the jest steps: a test that times out can leave its app or child processes
  // running, and jest would then wait for them for ever (seen at load 21: the run hung after the
  // API step). The timed-out test still fails the run; it just no longer hangs it.
  {
    name: 'unit (domain, pure)',
    cmd: 'npx',
    args: ['jest', '--selectProjects', 'unit', '--forceExit', '--json', `--outputFile=${reports}/unit.json`],
    report: 'jest',
    file: 'unit.json',
  },
  {
    name: 'store contracts',
    cmd: 'npx',
    args: ['jest', '--selectProjects', 'contract', '--runInBand', '--forceExit', '--json', `--outputFile=${reports}/contract.json`],
    usesDatabaseUrl: true,
    report: 'jest',
    file: 'contract.json',
  },
  {
    name: 'API (supertest, embedded stores)',
    cmd: 'npx',
    args: ['jest', '--selectProjects', 'api', '--runInBand', '--forceExit', '--json', `--outputFile=${reports}/api.json`],
    report: 'jest',
    file: 'api.json',
  },
  {
    name: 'cluster (WORKERS=2 on one machine, processes killed mid-load)',
    cmd: 'node',
    args: ['scripts/test-cluster.mjs'],
    env: { TEST_REPORT_FILE: `${reports}/cluster.json` },
    report: 'jest',
    file: 'cluster.json',
  },
  {
    name: 'cluster with PROJECTOR_PARTITIONS=2 (two projectors per partition; a partition holder killed mid-load)',
    cmd: 'node',
    args: ['scripts/test-cluster.mjs', '--partitions'],
    env: { TEST_REPORT_FILE: `${reports}/cluster-partitions.json` },
    report: 'jest',
    file: 'cluster-partitions.json',
  },
  // Over PostgreSQL, on a server of the run's own (not DATABASE_URL's: it is stopped mid-load); needs Debian's postgresql.
  ...(existsSync('/usr/lib/postgresql')
    ? [
        {
          name: 'cluster over PostgreSQL (its own server; a worker, the lease holder, the primary killed; the server restarted)',
          cmd: 'node',
          args: ['scripts/test-cluster.mjs', '--postgres'],
          env: { TEST_REPORT_FILE: `${reports}/cluster-postgres.json` },
          report: 'jest',
          file: 'cluster-postgres.json',
        },
        {
          name: 'cluster over PostgreSQL with PROJECTOR_PARTITIONS=2 (partition 2 holder killed, the server restarted)',
          cmd: 'node',
          args: ['scripts/test-cluster.mjs', '--postgres', '--partitions'],
          env: { TEST_REPORT_FILE: `${reports}/cluster-postgres-partitions.json` },
          report: 'jest',
          file: 'cluster-postgres-partitions.json',
        },
      ]
    : []),
  {
    name: 'components (vitest)',
    cmd: 'npx',
    args: ['vitest', 'run', '--root', 'frontend', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/web.json`],
    report: 'vitest',
    file: 'web.json',
  },
];
if (!skipE2e) {
  steps.push({
    name: 'end-to-end (Playwright, Chromium)',
    cmd: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    report: 'playwright',
    file: 'e2e.json',
  });
}

function count(step) {
  const file = join(reports, step.file ?? '');
  if (!step.report || !existsSync(file)) return null;
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (step.report === 'jest' || step.report === 'vitest') {
    return { passed: data.numPassedTests, failed: data.numFailedTests, skipped: data.numPendingTests + (data.numTodoTests ?? 0) };
  }
  const s = data.stats ?? {};
  return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0), skipped: s.skipped ?? 0 };
}

/** The first lines of a failure, without colours: enough to know which assertion and where. */
function firstLines(message, lines = 4) {
  // eslint-disable-next-line no-control-regex
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, lines)
    .map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line));
}

/** Each failed test of a step, named with its file and the start of its message (CI shows only the end of the log). */
function failures(step) {
  const file = join(reports, step.file ?? '');
  if (!step.report || !existsSync(file)) return [];
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const found = [];
  if (step.report === 'jest' || step.report === 'vitest') {
    for (const suite of data.testResults ?? []) {
      const where = suite.name.replace(`${root}/`, '');
      const failed = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failed) found.push({ where, title: a.fullName ?? a.title, message: firstLines(a.failureMessages?.[0]) });
      // A file that failed to run at all (a syntax error, a hook that threw) has no failed assertion of its own.
      if (failed.length === 0 && suite.status === 'failed')
        found.push({ where, title: '(the file itself)', message: firstLines(suite.message) });
    }
    return found;
  }
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const error = test.results?.at(-1)?.error?.message;
        found.push({ where: `${spec.file}:${spec.line}`, title: [...titles, spec.title].join(' › '), message: firstLines(error) });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter(Boolean));
  };
  for (const suite of data.suites ?? []) walk(suite, []);
  return found;
}

const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const database = step.usesDatabaseUrl && databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const started = performance.now();
  const run = spawnSync(step.cmd, step.args, { cwd: root, stdio: 'inherit', env: { ...baseEnv, ...database, ...step.env } });
  results.push({ step, ok: run.status === 0, counts: count(step), seconds: (performance.now() - started) / 1000 });
  if (step === steps[0] && run.status !== 0) break;
}

console.log('\n=== summary ===');
const total = { passed: 0, failed: 0, skipped: 0 };
for (const { step, ok, counts, seconds } of results) {
  const detail = counts ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : '';
  // Each step's wall time: where CI's time goes (its aim is 30 minutes in all).
  const time = `${Math.round(seconds)} s`.padStart(6);
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${time}  ${step.name}${detail ? `  (${detail})` : ''}`);
  if (counts) for (const k of Object.keys(total)) total[k] += counts[k];
}
const failedSteps = results.filter((r) => !r.ok).length + (steps.length - results.length);
if (skipE2e) console.log('(end-to-end tests skipped by --skip-e2e)');
if (!databaseUrl) {
  console.log('(PostgreSQL contract suites skipped: DATABASE_URL is not set. .ci/run sets it; see docs/distributed.md)');
}
if (!existsSync('/usr/lib/postgresql')) {
  console.log('(the cluster run over PostgreSQL skipped: PostgreSQL is not installed (apt-get install postgresql); .ci/run installs it)');
}
const unreachable = [
  ['EventStoreDB', 'EVENTSTORE_URL'],
  ['MongoDB', 'MONGO_URL'],
].filter(([, variable]) => !process.env[variable]);
for (const [store, variable] of unreachable) {
  console.log(
    `(${store} contract suite skipped: ${variable} is not set. Run it with: docker compose -f docker-compose.yml -f deploy/compose.test.yml up -d eventstore mongo && ${variable}=... npm run test:infra — see docs/distributed.md)`,
  );
}
const failedTests = results.flatMap(({ step }) => failures(step).map((f) => ({ ...f, step: step.name })));
if (failedTests.length > 0) {
  console.log('\n=== failed tests ===');
  for (const f of failedTests.slice(0, 12)) {
    console.log(`✕ [${f.step}] ${f.where} › ${f.title}`);
    for (const line of f.message) console.log(`    ${line}`);
  }
  if (failedTests.length > 12) console.log(`… and ${failedTests.length - 12} more (see .tmp/test-reports)`);
}
const wall = results.reduce((sum, { seconds }) => sum + seconds, 0);
console.log(`time: ${Math.round(wall)} s in all`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps === 0 && total.failed === 0 ? 0 : 1);
