/**
 * API load benchmark: `npm run bench:api`. Starts the real app in this process (embedded
 * stores in a temporary DATA_DIR, rate limits off) on a free loopback port, seeds a user,
 * a workplace, employees and a week of rota through the API, then drives it with
 * autocannon (50 connections) from a child process, so the load generator does not share
 * the server's event loop. Prints a markdown table; asserts nothing.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fork } from 'node:child_process';

/** autocannon ships no types: the part of its API used here. */
interface LoadRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}
interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
// autocannon ships no types and is CommonJS: require it with the shape this benchmark uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  requests: { setupRequest: (request: LoadRequest) => LoadRequest }[];
}) => Promise<LoadResult>;

const CONNECTIONS = 50;
const SECONDS = 10;
const EMPLOYEES = 10;
const WEEK = ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05', '2027-03-06', '2027-03-07'];
/** Write targets: one shift per day, 96 quarter-hour slots each; consecutive writes go to different days (streams). */
const WRITE_DAYS = 150;

interface Target {
  port: number;
  token: string;
  workplaceId: string;
  employeeIds: string[];
  /** Shift ids of the write days, one pool per write scenario. */
  writeShifts: { writes: string[]; mixed: string[] };
}

type Scenario = 'weekly grid' | 'add assignment' | 'mixed (80% grid, 20% add)';
/** BENCH_ONLY=<start of a name> runs one scenario, e.g. BENCH_ONLY=mixed. */
const SCENARIOS: Scenario[] = ['weekly grid', 'add assignment', 'mixed (80% grid, 20% add)'];

interface Row {
  scenario: Scenario;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  target: string;
}

// ---------------------------------------------------------------- load generator (child process)

function quarter(slot: number): string {
  const minutes = slot * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}

async function runScenario(target: Target, scenario: Scenario): Promise<Row> {
  // A fresh object per request: autocannon writes content-length into the headers it is given.
  const headers = () => ({ authorization: `Bearer ${target.token}`, 'content-type': 'application/json' });
  const gridPath = `/api/shifts/getweeklyshifts?workplaceId=${target.workplaceId}&startDate=${WEEK[0]}&endDate=${WEEK[6]}`;
  const pool = scenario === 'add assignment' ? target.writeShifts.writes : target.writeShifts.mixed;
  let writes = 0;
  let requests = 0;
  // Each write takes the next free quarter hour of the next day, so every write is valid.
  const nextWrite = () => {
    const index = writes++;
    const shiftId = pool[index % pool.length];
    const slot = Math.floor(index / pool.length) % 96;
    const employeeId = target.employeeIds[index % target.employeeIds.length];
    return JSON.stringify({ shiftId, employeeId, timeStart: quarter(slot), timeEnd: quarter(slot + 1) });
  };
  const isWrite = () => scenario === 'add assignment' || (scenario !== 'weekly grid' && requests++ % 5 === 4);
  const result = await autocannon({
    url: `http://127.0.0.1:${target.port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request) =>
          isWrite()
            ? { ...request, method: 'POST', path: '/api/assignments/addassignment', headers: headers(), body: nextWrite() }
            : { ...request, method: 'GET', path: gridPath, headers: headers(), body: undefined },
      },
    ],
  });
  const targets: Record<Scenario, string> = {
    'weekly grid': 'p99 < 10 ms',
    'add assignment': 'p99 < 15 ms (read-your-writes)',
    'mixed (80% grid, 20% add)': '> 2,000 req/s',
  };
  return {
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    target: targets[scenario],
  };
}

async function generateLoad(target: Target): Promise<void> {
  const rows: Row[] = [];
  for (const scenario of SCENARIOS.filter((s) => !process.env.BENCH_ONLY || s.startsWith(process.env.BENCH_ONLY))) {
    rows.push(await runScenario(target, scenario));
  }
  await new Promise<void>((resolve) => process.send!(rows, () => resolve()));
}

// ---------------------------------------------------------------- server and seed (main process)

async function api(port: number, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${port}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer as Record<string, string>;
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function seed(port: number): Promise<Target> {
  const { token } = await api(port, 'POST', '/auth/signup', { email: 'bench@example.com', password: 'Bench#12345' });
  const workplace = await api(
    port,
    'POST',
    '/workplaces/createworkplace',
    { workplaceName: 'Bench Cafe', industryType: 'cafe', workplaceServices: [701, 702, 706], rotaStartTime: 0, rotaEndTime: 24 },
    token,
  );
  const workplaceId = workplace.workplace_id;
  const employeeIds: string[] = [];
  for (let i = 0; i < EMPLOYEES; i++) {
    const name = `Staff${String.fromCharCode(97 + i)}`;
    const body = { workplace_id: workplaceId, display_name: name, first_name: name, surname: 'Bench', rate: '11.44', services: [] };
    employeeIds.push((await api(port, 'POST', '/employees/createemployee', body, token)).employee_id);
  }
  // The week the grid reads: two service rows a day, every employee on one of them.
  for (const date of WEEK) {
    const rows = [701, 702];
    const shiftIds: string[] = [];
    for (const serviceType of rows) {
      shiftIds.push((await api(port, 'POST', '/shifts/addshift', { date, serviceType, workplaceId }, token)).shift_id);
    }
    for (const [i, employeeId] of employeeIds.entries()) {
      // Ten people on two rows: 3-hour blocks that never overlap within a row or for a person.
      const start = 6 + (i % 5) * 3;
      const [timeStart, timeEnd] = [start, start + 3].map((hour) => `${String(hour).padStart(2, '0')}:00`);
      await api(port, 'POST', '/assignments/addassignment', { shiftId: shiftIds[i % 2], employeeId, timeStart, timeEnd }, token);
    }
  }
  const shiftsFrom = async (firstDay: string) => {
    const ids: string[] = [];
    for (let d = 0; d < WRITE_DAYS; d++) {
      const body = { date: addDays(firstDay, d), serviceType: 706, workplaceId };
      ids.push((await api(port, 'POST', '/shifts/addshift', body, token)).shift_id);
    }
    return ids;
  };
  const writeShifts = { writes: await shiftsFrom('2028-01-01'), mixed: await shiftsFrom('2029-01-01') };
  return { port, token, workplaceId, employeeIds, writeShifts };
}

function table(rows: Row[]): string {
  const lines = [
    '| scenario | req/s | p50 ms | p99 ms | non-2xx | errors | target |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.scenario} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${r.target} |`),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-bench-api-'));
  // Loaded after the temp dir exists; the app's modules read nothing at import time.
  const { loadConfig } = await import('../apps/api/src/config/app-config');
  const { createApp } = await import('../apps/api/src/create-app');
  const config = loadConfig({ DATA_DIR: dataDir, SERVE_FRONTEND: 'false', RATE_LIMITS: 'false' });
  const app = await createApp({ config, logger: false });
  try {
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    console.log(`Seeding the API on 127.0.0.1:${port} (data in ${dataDir}) ...`);
    const target = await seed(port);
    console.log(`Running ${SECONDS} s per scenario with ${CONNECTIONS} connections ...`);
    const loader = fork(join(__dirname, '../scripts/run-ts.mjs'), [__filename], {
      env: { ...process.env, BENCH_TARGET: JSON.stringify(target) },
    });
    const rows = await new Promise<Row[]>((resolve, reject) => {
      loader.once('message', (message) => resolve(message as Row[]));
      loader.once('error', reject);
      loader.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
    });
    console.log(`\n${table(rows)}\n`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const run = process.env.BENCH_TARGET ? generateLoad(JSON.parse(process.env.BENCH_TARGET) as Target) : main();
run.then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
