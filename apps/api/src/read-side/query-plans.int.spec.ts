import Database from 'better-sqlite3';
import { join } from 'node:path';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createEmployee, createWorkplace } from '../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { ProjectionService } from '../infrastructure/read-your-writes';

/**
 * Issue 31: cost that stays flat as years of history pile up. A small version of
 * `npm run bench:scale` (three accounts, a year of rotas each, written through the API) runs the
 * operations the scale benchmark times for one account, records every SQL statement the
 * embedded stores run for them, and asks SQLite how it would run each one (EXPLAIN QUERY PLAN).
 * No statement may read a table or index from end to end: each reaches its rows through an
 * index (SEARCH), so its cost depends on what it finds, not on how much else is stored.
 */

let t: TestApp;
let recording = false;
const statements = new Set<string>();

const ACCOUNTS = 3;
const STAFF = 4;
const WEEKS = 48; // the week placed, then copied onto the next 47 (four copies of 12 weeks)
const FIRST_MONDAY = '2026-01-12'; // the clock stands at Mon 2026-01-05 09:00 UTC

interface Account {
  owner: SignedUpUser;
  workplaceId: string;
  employeeIds: string[];
}
const accounts: Account[] = [];

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const short = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;

async function place(account: Account, date: string, employeeId: string, timeStart: string, timeEnd: string) {
  return t
    .http()
    .post('/api/assignments/placeassignment')
    .set(account.owner.auth)
    .send({ workplaceId: account.workplaceId, date, serviceType: 701, employeeId, timeStart, timeEnd })
    .expect(201);
}

/** One account: a workplace, four staff, one week of 20 shifts placed and copied onto the year's other weeks. */
async function buildAccount(index: number): Promise<Account> {
  const owner = await signUp(t, `owner${index}@example.com`);
  const workplaceId = await createWorkplace(t, owner, { services: [701] });
  const employeeIds: string[] = [];
  for (let n = 0; n < STAFF; n++) employeeIds.push(await createEmployee(t, owner, workplaceId, `Staff ${index}.${n}`));
  const account = { owner, workplaceId, employeeIds };
  for (let day = 0; day < 5; day++) {
    for (const employeeId of employeeIds) await place(account, addDays(FIRST_MONDAY, day), employeeId, '09:00', '17:00');
  }
  for (let from = 1; from < WEEKS; from += 12) {
    const toWeekStarts = Array.from({ length: Math.min(12, WEEKS - from) }, (_, n) => addDays(FIRST_MONDAY, 7 * (from + n)));
    await t
      .http()
      .post('/api/rota/copyweek')
      .set(owner.auth)
      .send({ workplaceId, fromWeekStart: FIRST_MONDAY, toWeekStarts })
      .expect((response) => expect(response.status).toBeLessThan(300));
  }
  return account;
}

beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMITS: 'false' },
    traceSql: (sql) => {
      if (recording) statements.add(sql);
    },
  });
  for (let index = 0; index < ACCOUNTS; index++) accounts.push(await buildAccount(index));
}, 120_000);
afterAll(() => t.close());

/** The operations `bench:scale` times, for one account in the middle of the others. */
async function operations({ owner, workplaceId, employeeIds }: Account): Promise<void> {
  const get = (path: string, query: Record<string, string>) => t.http().get(`/api/${path}`).query(query).set(owner.auth).expect(200);
  const monday = addDays(FIRST_MONDAY, 7 * 20);
  await get('shifts/getweeklyshifts', { workplaceId, startDate: monday, endDate: addDays(monday, 6) });
  await t
    .http()
    .post('/api/assignments/placeassignment')
    .set(owner.auth)
    .send({ workplaceId, date: addDays(monday, 5), serviceType: 701, employeeId: employeeIds[0], timeStart: '10:00', timeEnd: '14:00' })
    .expect(201);
  const month = Array.from({ length: 30 }, (_, n) => short(addDays(monday, n)));
  await get('pay/getpayfordates', { workplaceId, dates: JSON.stringify(month) });
  // The dashboard's year: the dates with shifts, then the pay of all of them.
  const populated = await get('shifts/getpopulateddates', { workplaceId });
  expect((populated.body as unknown[]).length).toBeGreaterThan(200);
  const year = Array.from({ length: 365 }, (_, n) => short(addDays(FIRST_MONDAY, n)));
  await get('pay/getpayfordates', { workplaceId, dates: JSON.stringify(year) });
  await get('audit/events', { workplaceId });
  await get('audit/events', { workplaceId, order: 'newest' });
  await get('audit/events', { workplaceId, date: monday, order: 'newest' });
  await get('audit/rota', { workplaceId, date: monday, at: '2026-01-05T09:30:00.000Z' });
}

/**
 * Tables whose size does not grow with history, so reading them whole stays flat: one row per
 * projection (checkpoints), per lease (leases), per AUTOINCREMENT table (sqlite_sequence).
 */
const FIXED_SIZE_TABLES = ['checkpoints', 'leases', 'sqlite_sequence'];

/** EXPLAIN QUERY PLAN lines that read a whole table or index: SCAN, except of a fixed-size table or a table-valued function's rows. */
function fullScans(plan: readonly string[]): string[] {
  return plan
    .filter((detail) => /^SCAN /.test(detail))
    .filter((detail) => !/VIRTUAL TABLE|^SCAN CONSTANT ROW/.test(detail))
    .filter((detail) => !FIXED_SIZE_TABLES.includes(detail.split(/\s+/)[1]));
}

/** The document fields an expression index is on, in order (`json_extract(doc, '$.field')`). */
function indexFields(db: Database.Database, index: string): string[] {
  const row = db.prepare('SELECT sql FROM sqlite_master WHERE type = ? AND name = ?').get('index', index) as
    { sql: string | null } | undefined;
  return [...(row?.sql ?? '').matchAll(/'\$\.(\w+)'/g)].map((match) => match[1]);
}

/**
 * SEARCH lines that use fewer of an index's columns than the statement constrains: the next
 * column is compared in the WHERE but the index stops before it, so every row under the used
 * prefix is read (e.g. a workplace's whole history for one month).
 */
function shortSearches(db: Database.Database, plan: readonly string[], sql: string): string[] {
  const where = sql.slice(sql.search(/\bWHERE\b/i));
  return plan.filter((detail) => {
    const match = /^SEARCH \S+ USING (?:COVERING )?INDEX (\S+) \((.*)\)/.exec(detail);
    if (!match) return false;
    const fields = indexFields(db, match[1]);
    const used = (match[2].match(/<expr>=\?/g) ?? []).length + (/<expr>[<>]/.test(match[2]) ? 1 : 0);
    const next = fields[used];
    return next !== undefined && new RegExp(`json_extract\\(doc, '\\$\\.${next}'\\) (=|IN|<|>)`).test(where);
  });
}

/**
 * A page (a statement with a LIMIT) whose rows are all sorted before the first is returned: the
 * index reaches the rows but not in order, so a page costs the whole history (issue 42 §4's history
 * pages did, before the SQLite store left a one-kind field's kind out of ORDER BY). Sorting ties of
 * the last term only (`LAST TERM`, `RIGHT PART`) stops at the limit.
 */
function wholeSorts(plan: readonly string[], sql: string): string[] {
  return /\bLIMIT\b/i.test(sql) ? plan.filter((detail) => /^USE TEMP B-TREE FOR ORDER BY/.test(detail)) : [];
}

/** Statements worth asking about: reads and writes with a WHERE, not pragmas, transactions or savepoints. */
const isQuery = (sql: string) => /^\s*(SELECT|UPDATE|DELETE|INSERT|WITH)\b/i.test(sql) && !/^\s*INSERT\b(?![\s\S]*\bSELECT\b)/i.test(sql);

it('runs every query of the weekly grid, a placement, pay, the dashboard year, history and the rota at an instant through an index', async () => {
  recording = true;
  await operations(accounts[1]);
  recording = false;
  expect(scansIn([...statements])).toEqual([]);
});

/** Every full scan or short index search in the plans of these statements' queries. */
function scansIn(recorded: string[]): string[] {
  const queries = recorded.filter(isQuery);
  expect(queries.length).toBeGreaterThan(10);
  const files = ['events.db', 'read-models.db'].map((file) => new Database(join(t.dataDir, file), { readonly: true }));
  try {
    const scans: string[] = [];
    for (const sql of queries) {
      // Each statement ran on one of the two files: EXPLAIN it on the one that knows its tables.
      const db = files.find((candidate) => {
        try {
          candidate.prepare(`EXPLAIN QUERY PLAN ${sql}`);
          return true;
        } catch {
          return false;
        }
      });
      if (!db) throw new Error(`No store knows the tables of: ${sql}`);
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((row) => row.detail);
      for (const line of [...fullScans(plan), ...shortSearches(db, plan, sql), ...wholeSorts(plan, sql)]) {
        scans.push(`${line}  ←  ${sql.slice(0, 300)}`);
      }
    }
    return scans;
  } finally {
    for (const db of files) db.close();
  }
}

it("purges a deleted account's read models through indexes (the documents kept per workplace by their workplace)", async () => {
  const leaving = accounts[2];
  statements.clear();
  recording = true;
  await t.http().delete('/api/users/deleteuser').set(leaving.owner.auth).send({ password: leaving.owner.password }).expect(204);
  await t.app.get(ProjectionService).waitFor(await t.eventStore.highWaterMark());
  recording = false;
  expect([...statements].some((sql) => sql.includes('docs_day_documents') && sql.startsWith('DELETE'))).toBe(true);
  expect(scansIn([...statements])).toEqual([]);
  await t.caughtUp();
  const left = await t.readModels.find('day_documents', { workplaceId: leaving.workplaceId });
  expect(left).toEqual([]);
});

it('writes no index that another index of the same collection already serves (each is one more write per document)', () => {
  const indexes = t.app
    .get(ProjectionRegistry)
    .all()
    .flatMap((projection) => projection.indexes ?? []);
  const redundant = indexes.filter(({ collection, fields }) =>
    indexes.some(
      (other) =>
        other.collection === collection &&
        other.fields.length > fields.length &&
        fields.every((field, position) => other.fields[position] === field),
    ),
  );
  expect(redundant).toEqual([]);
});
