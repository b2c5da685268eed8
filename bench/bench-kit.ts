/**
 * What the benchmarks share: the embedded app on a free loopback port in a temporary
 * DATA_DIR (in this process, or a checkout's build as a child process), the API client, the
 * bench team and its seeded week (40 staff × 7 days, 280 assignments), the accounts and rota
 * history of the long-history benchmarks (bench:scale, bench:partitions), and the small date,
 * time and percentile helpers.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RotaledgerApp } from '../apps/api/src/create-app';
import type { EventStore, NewEvent, UntypedEvent } from '@rotaledger/event-store';

export const STAFF = 40;
export const WEEK = ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05', '2027-03-06', '2027-03-07'];
export const BENCH_EMAIL = 'bench@example.com';
export const BENCH_PASSWORD = 'Bench#12345';

export interface Seeded {
  port: number;
  token: string;
  workplaceId: string;
  employeeIds: string[];
  gridPath: string;
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function percentile(sortedMs: number[], fraction: number): number {
  if (sortedMs.length === 0) return 0;
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor(fraction * sortedMs.length))];
}

export async function api(port: number, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${port}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return { text, json: (text ? JSON.parse(text) : {}) as Record<string, string>, headers: response.headers };
}

export interface BenchApp {
  app: RotaledgerApp;
  port: number;
  dataDir: string;
  /** Stops the app; `keepData` leaves DATA_DIR for a later run on the same data (the caller removes it). */
  close(options?: { keepData?: boolean }): Promise<void>;
}

/** The real app (rate limits off) over embedded stores in a fresh temporary DATA_DIR. */
export async function startBenchApp(env: Record<string, string> = {}): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-bench-'));
  // Loaded after the temp dir exists; the app's modules read nothing at import time.
  const { loadConfig } = await import('../apps/api/src/config/app-config');
  const { createApp } = await import('../apps/api/src/create-app');
  const config = loadConfig({ DATA_DIR: dataDir, SERVE_FRONTEND: 'false', RATE_LIMITS: 'false', ...env });
  const app = await createApp({ config, logger: false });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    app,
    port,
    dataDir,
    close: async ({ keepData = false } = {}) => {
      await app.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Team {
  token: string;
  workplaceId: string;
  /** In the order of staffName(0), staffName(1), ... */
  employeeIds: string[];
}

/** Signs up as BENCH_EMAIL and creates the bench workplace (open 0-24) with `staff` people at hourly `rate`. */
export async function seedTeam(port: number, staff = STAFF, rate = '11.44'): Promise<Team> {
  const { token } = (await api(port, 'POST', '/auth/signup', { email: BENCH_EMAIL, password: BENCH_PASSWORD })).json;
  const workplace = await api(
    port,
    'POST',
    '/workplaces/createworkplace',
    { workplaceName: 'Bench Cafe', industryType: 'cafe', workplaceServices: [701, 702, 706], rotaStartTime: 0, rotaEndTime: 24 },
    token,
  );
  const workplaceId = workplace.json.workplace_id;
  const employeeIds: string[] = [];
  for (let i = 0; i < staff; i++) {
    const name = staffName(i);
    const body = { workplace_id: workplaceId, display_name: name, first_name: name, surname: 'Bench', rate, services: [] };
    employeeIds.push((await api(port, 'POST', '/employees/createemployee', body, token)).json.employee_id);
  }
  return { token, workplaceId, employeeIds };
}

/** Signs up, creates a workplace with 40 staff and fills the week from `monday`: each person half an hour a day, one row a day. */
export async function seed(port: number, monday = WEEK[0]): Promise<Seeded> {
  const week = Array.from({ length: 7 }, (_, day) => addDays(monday, day));
  const { token, workplaceId, employeeIds } = await seedTeam(port);
  for (const date of week) {
    for (const [i, employeeId] of employeeIds.entries()) {
      const body = { workplaceId, date, serviceType: 701, employeeId, timeStart: clock(i * 30), timeEnd: clock(i * 30 + 30) };
      await api(port, 'POST', '/assignments/placeassignment', body, token);
    }
  }
  const gridPath = `/api/shifts/getweeklyshifts?workplaceId=${workplaceId}&startDate=${week[0]}&endDate=${week[6]}`;
  return { port, token, workplaceId, employeeIds, gridPath };
}

/** The Monday of the week after today's (UTC). */
export function nextMonday(today = new Date()): string {
  const todayIso = today.toISOString().slice(0, 10);
  return addDays(todayIso, (8 - today.getUTCDay()) % 7 || 7);
}

export function staffName(index: number): string {
  return `Staff${String(index).padStart(2, '0')}`;
}

/** A loopback port free at the moment of asking. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface BuiltApp {
  port: number;
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number;
  /** SIGTERM, then the process's exit. */
  stop: () => Promise<void>;
}

/** This checkout: the root of the repository the benchmarks run from. */
export const CHECKOUT = join(__dirname, '..');

/**
 * The built app (`node scripts/start.mjs`, rate limits off, no frontend) on `dataDir` and a free
 * port, once `/api/health` answers; `env` adds settings (e.g. `WORKERS`), `checkout` runs another
 * checkout's build (start.mjs first builds whatever is missing or stale there). Its errors go to
 * this process's stderr.
 */
export async function startBuiltApp(
  dataDir: string,
  env: Record<string, string> = {},
  timeoutMs = 300_000,
  checkout = CHECKOUT,
): Promise<BuiltApp> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(checkout, 'scripts/start.mjs')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), RATE_LIMITS: 'false', SERVE_FRONTEND: 'false', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (child.exitCode !== null || performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the app on ${dataDir} (${JSON.stringify(env)}) did not become healthy on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startMs = performance.now() - started;
  return {
    port,
    startMs,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The schema version the app stamps on every event (apps/api/src/infrastructure/aggregate-store.ts). */
const SCHEMA_VERSION = 1;

/** An account of the long-history benchmarks: signed up, with one workplace and its staff. */
export interface HistoryAccount {
  email: string;
  userId: string;
  token: string;
  workplaceId: string;
  employeeIds: string[];
}

/** Signs `email` up and gives it the workplace `Cafe <index>` (open 6-24, service 701) with `staff` people (staffName, surname `surname`). */
export async function createHistoryAccount(
  port: number,
  index: number,
  options: { email: string; password: string; staff: number; surname: string },
): Promise<HistoryAccount> {
  const { email, password, staff, surname } = options;
  const signUp = (await api(port, 'POST', '/auth/signup', { email, password })).json as unknown as {
    token: string;
    user: { user_id: string };
  };
  const { token } = signUp;
  const workplace = await api(
    port,
    'POST',
    '/workplaces/createworkplace',
    { workplaceName: `Cafe ${index}`, industryType: 'cafe', workplaceServices: [701], rotaStartTime: 6, rotaEndTime: 24 },
    token,
  );
  const workplaceId = workplace.json.workplace_id;
  const employeeIds: string[] = [];
  for (let i = 0; i < staff; i++) {
    const name = staffName(i);
    const body = { workplace_id: workplaceId, display_name: name, first_name: name, surname, rate: '12.21', services: [] };
    employeeIds.push((await api(port, 'POST', '/employees/createemployee', body, token)).json.employee_id);
  }
  return { email, userId: signUp.user.user_id, token, workplaceId, employeeIds };
}

/**
 * The account's rota history, appended straight to the event store: per working day (the first
 * `daysPerWeek` of each of `weeks` weeks from `firstMonday`) one rota day stream with its row
 * (`ShiftCreated`) and each person's assignment (`AssignmentAdded`, staggered half-hour starts,
 * 8 hours), as a placement writes them. Returns how many events it appended.
 */
export async function appendRotaHistory(
  store: EventStore<UntypedEvent>,
  account: HistoryAccount,
  firstMonday: string,
  weeks: number,
  daysPerWeek: number,
): Promise<number> {
  let events = 0;
  for (let week = 0; week < weeks; week++) {
    for (let day = 0; day < daysPerWeek; day++) {
      const rotaDate = addDays(firstMonday, week * 7 + day);
      const at = `${addDays(rotaDate, -3)}T09:00:00.000Z`;
      const metadata = { userId: account.userId, at, correlationId: randomUUID(), schemaVersion: SCHEMA_VERSION };
      const shiftId = randomUUID();
      const batch: NewEvent<UntypedEvent>[] = [
        {
          id: randomUUID(),
          type: 'ShiftCreated',
          data: { shiftId, workplaceId: account.workplaceId, rotaDate, serviceType: 701, ownerId: account.userId },
          metadata,
        },
        ...account.employeeIds.map((employeeId, i) => ({
          id: randomUUID(),
          type: 'AssignmentAdded',
          data: { assignmentId: randomUUID(), shiftId, startMinute: 360 + (i % 16) * 30, endMinute: 360 + (i % 16) * 30 + 480, employeeId },
          metadata,
        })),
      ];
      await store.appendToStream(`rota-${account.workplaceId}-${rotaDate}`, batch, { expectedRevision: 'no_stream' });
      events += batch.length;
    }
  }
  return events;
}
