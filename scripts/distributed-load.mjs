#!/usr/bin/env node
// The API side of scripts/test-distributed.sh: a user journey and a write load through the
// gateway of the distributed setup, then checks that nothing acknowledged was lost or doubled.
//
//   node scripts/distributed-load.mjs write  --state FILE [--midload-marker FILE]
//   node scripts/distributed-load.mjs verify --state FILE
//
// `write` signs up, creates a workplace and employees, then places WRITES assignments with
// `placeassignment` from CONCURRENCY workers, each into its own quarter hour of a day. Every
// other write is an open shift: placing one twice makes two open shifts in the same quarter
// hour (a second row), so a write applied twice is visible instead of being refused as an
// overlap. The others go to employees, for the pay check; a retry of one of those answered
// "busy" would mean the retry was decided again instead of answered from its key, and fails
// the run. A request that fails in transit or with a 5xx is retried with the same
// Idempotency-Key. Every answer is recorded in the state file. When a third of the writes are
// done it creates the mid-load marker file (the shell script then kills containers).
// `verify` first settles every write that had no definite answer (a killed replica, a 409
// "still in progress" claim): it retries each with its key until it is answered, for up to
// RECHECK_MS (longer than a dead process's claim lasts), so no write is left unchecked. Then
// it waits for the read models, and checks through the API that every write known to be
// stored exists exactly once, that no quarter hour holds two, that pay totals match the
// assignments, that a reset e-mail links to PUBLIC_URL, and that a forged X-Forwarded-For
// does not escape the per-IP rate limit.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:18080').replace(/\/$/, '');
const PUBLIC_URL = (process.env.PUBLIC_URL ?? BASE_URL).replace(/\/$/, '');
const MAILPIT_URL = process.env.MAILPIT_URL ?? 'http://127.0.0.1:8025';
const WRITES = Number(process.env.WRITES ?? 400);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const DAYS = 10;
const EMPLOYEES = 5;
const RATE = 12.5;
const FIRST_DAY = '2031-03-03'; // a Monday
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 120_000);
// A claim left by a killed process answers 409 "still in progress" until it expires (300 s).
const RECHECK_MS = Number(process.env.RECHECK_MS ?? 330_000);

const [command, ...rest] = process.argv.slice(2);
const option = (name) => {
  const index = rest.indexOf(name);
  return index >= 0 ? rest[index + 1] : undefined;
};
const stateFile = option('--state');
if (!stateFile || !['write', 'verify'].includes(command)) {
  console.error('usage: distributed-load.mjs write|verify --state FILE [--midload-marker FILE]');
  process.exit(2);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const addDays = (iso, days) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const shortDate = (iso) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`;
const quarter = (slot) => {
  const minutes = slot * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
};

/** One HTTP exchange; `null` status when the request failed in transit. */
async function call(method, path, { body, token, headers = {} } = {}) {
  try {
    const response = await fetch(`${BASE_URL}/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = { raw: text.slice(0, 200) };
    }
    return { status: response.status, body: json };
  } catch (error) {
    return { status: null, body: { error: String(error?.cause?.code ?? error?.message ?? error) } };
  }
}

/** Set-up calls must succeed; transient gateway failures are retried. */
async function must(method, path, options, expected = [200, 201]) {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await call(method, path, options);
    if (expected.includes(answer.status)) return answer.body;
    if (attempt >= 10 || (answer.status !== null && answer.status < 500)) {
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    await sleep(500 * attempt);
  }
}

async function setUp() {
  const email = `dist-${randomUUID().slice(0, 8)}@example.com`;
  const password = `Dist#${randomUUID()}`;
  const signup = await must('POST', '/auth/signup', { body: { email, password } });
  const token = signup.token;
  const userId = signup.user.user_id;
  const me = await must('GET', '/auth/me', { token });
  if (me.user_id !== userId && me.user?.user_id !== userId) throw new Error(`/auth/me answered another user: ${JSON.stringify(me)}`);
  const workplace = await must('POST', '/workplaces/createworkplace', {
    token,
    body: { workplaceName: 'Distributed Cafe', industryType: 'cafe', workplaceServices: [706], rotaStartTime: 0, rotaEndTime: 24, userId },
  });
  const workplaceId = workplace.workplace_id;
  const employeeIds = [];
  for (let i = 0; i < EMPLOYEES; i += 1) {
    const name = `Dist${String.fromCharCode(97 + i)}`;
    const created = await must('POST', '/employees/createemployee', {
      token,
      body: {
        workplace_id: workplaceId,
        display_name: name,
        first_name: name,
        surname: 'Test',
        rate: RATE.toFixed(2),
        services: [],
        created_by: userId,
      },
    });
    employeeIds.push(created.employee_id);
  }
  const days = Array.from({ length: DAYS }, (_, d) => ({ date: addDays(FIRST_DAY, d) }));
  return { email, password, token, userId, workplaceId, employeeIds, days };
}

/** The k-th intended assignment: its own quarter hour of one day; every other one an open shift. */
function intended(setup, k) {
  const day = setup.days[k % DAYS];
  const slot = Math.floor(k / DAYS);
  return {
    k,
    idempotencyKey: randomUUID(),
    date: day.date,
    employeeId: k % 2 === 0 ? setup.employeeIds[(k / 2) % EMPLOYEES] : null,
    timeStart: quarter(slot),
    timeEnd: quarter(slot + 1),
  };
}

const IN_PROGRESS = /still in progress/i;

/**
 * Sends one intended write with its key until it has a definite answer or `attempts` run out.
 * Outcomes: acknowledged (201 with an id), stored (503 "saved, not yet visible": the write
 * happened), refused (any other 4xx but "still in progress"), unsettled (no definite answer
 * yet: in transit, 5xx or a claim still in progress; `verify` settles these).
 */
async function placeAssignment(setup, write, attempts = 12) {
  const statuses = write.attempts ?? [];
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const answer = await call('POST', '/assignments/placeassignment', {
      token: setup.token,
      headers: { 'idempotency-key': write.idempotencyKey },
      body: {
        workplaceId: setup.workplaceId,
        date: write.date,
        serviceType: 706,
        employeeId: write.employeeId,
        timeStart: write.timeStart,
        timeEnd: write.timeEnd,
        userId: setup.userId,
      },
    });
    statuses.push(answer.status);
    if (answer.status === 201) return { ...write, outcome: 'acknowledged', assignmentId: answer.body.assignment_id, attempts: statuses };
    if (answer.status === 503 && /saved/i.test(answer.body?.message ?? '')) return { ...write, outcome: 'stored', attempts: statuses };
    const inProgress = answer.status === 409 && IN_PROGRESS.test(answer.body?.message ?? '');
    if (answer.status !== null && answer.status < 500 && !inProgress) return { ...write, outcome: 'refused', answer, attempts: statuses };
    await sleep(Math.min(5_000, 250 * 2 ** attempt));
  }
  return { ...write, outcome: 'unsettled', attempts: statuses };
}

async function write() {
  const midloadMarker = option('--midload-marker');
  const setup = await setUp();
  console.log(`journey: signed up ${setup.email}, workplace ${setup.workplaceId}, ${EMPLOYEES} employees, ${DAYS} days`);
  const results = [];
  let next = 0;
  let readChecks = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < WRITES) {
      const k = next++;
      if (midloadMarker && k === Math.floor(WRITES / 3) && !existsSync(midloadMarker)) {
        writeFileSync(midloadMarker, new Date().toISOString());
        console.log(`load: ${k} writes sent, mid-load marker written`);
      }
      const result = await placeAssignment(setup, intended(setup, k));
      results.push(result);
      // Read-your-writes across replicas: the next request goes to another replica, and must see it.
      if (result.outcome === 'acknowledged' && k % 10 === 0) {
        const week = await call(
          'GET',
          `/shifts/getweeklyshifts?workplaceId=${setup.workplaceId}&startDate=${weekStart(result.date)}&endDate=${addDays(weekStart(result.date), 6)}&userId=${setup.userId}`,
          { token: setup.token },
        );
        if (week.status === 200) {
          readChecks += 1;
          const seen = assignmentsOf(week.body).some((a) => a.assignment_id === result.assignmentId);
          if (!seen) result.readYourWritesMiss = true;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const count = (outcome) => results.filter((r) => r.outcome === outcome).length;
  console.log(
    `load: ${WRITES} writes in ${((Date.now() - started) / 1000).toFixed(1)} s: ${count('acknowledged')} acknowledged, ` +
      `${count('stored')} stored without an id, ${count('refused')} refused, ${count('unsettled')} not yet answered; ${readChecks} immediate reads`,
  );
  writeFileSync(stateFile, JSON.stringify({ setup, results }, null, 2));
}

function weekStart(iso) {
  const day = new Date(`${iso}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(iso, -((day + 6) % 7));
}

/** Every assignment of a week, the employees' and the open shifts (`employee_id` null). */
function assignmentsOf(weekly) {
  const found = [];
  for (const [employeeId, byDate] of Object.entries(weekly?.weekShifts ?? {})) {
    for (const [date, list] of Object.entries(byDate)) {
      for (const a of list) found.push({ ...a, employee_id: employeeId, date });
    }
  }
  for (const [date, list] of Object.entries(weekly?.openShifts ?? {})) {
    for (const a of list) found.push({ ...a, employee_id: null, date });
  }
  return found;
}

async function readAll(setup) {
  const all = [];
  for (let start = weekStart(FIRST_DAY); start <= addDays(FIRST_DAY, DAYS); start = addDays(start, 7)) {
    const week = await must(
      'GET',
      `/shifts/getweeklyshifts?workplaceId=${setup.workplaceId}&startDate=${start}&endDate=${addDays(start, 6)}&userId=${setup.userId}`,
      { token: setup.token },
    );
    all.push(...assignmentsOf(week));
  }
  return all;
}

/** Retries every write without a definite answer with its own key until it has one, or RECHECK_MS passes. */
async function settle(setup, results) {
  const deadline = Date.now() + RECHECK_MS;
  let open = results.filter((r) => r.outcome === 'unsettled');
  console.log(`verify: settling ${open.length} writes without a definite answer, with their Idempotency-Keys`);
  while (open.length > 0 && Date.now() < deadline) {
    for (const write of open) Object.assign(write, await placeAssignment(setup, write, 1));
    open = open.filter((r) => r.outcome === 'unsettled');
    if (open.length > 0) await sleep(5_000);
  }
  return open;
}

async function verify() {
  const { setup, results } = JSON.parse(readFileSync(stateFile, 'utf8'));
  const failures = [];
  for (const r of await settle(setup, results)) {
    failures.push(`write ${r.k} (${r.date} ${r.timeStart}) had no definite answer after ${RECHECK_MS / 1000} s: ${r.attempts.join(', ')}`);
  }
  for (const r of results.filter((result) => result.outcome === 'refused')) {
    failures.push(
      `write ${r.k} (${r.date} ${r.timeStart}) was refused: ${r.answer.status} ${JSON.stringify(r.answer.body)} after ${r.attempts.join(', ')}`,
    );
  }
  const acknowledged = results.filter((r) => r.outcome === 'acknowledged');
  const mustExist = results.filter((r) => r.outcome === 'acknowledged' || r.outcome === 'stored');

  // The projector was killed mid-load: wait until the read models hold every write known to be stored.
  const deadline = Date.now() + SETTLE_MS;
  let found;
  for (;;) {
    found = await readAll(setup);
    const ids = new Set(found.map((a) => a.assignment_id));
    const slots = new Set(found.map((a) => `${a.date} ${a.time_start}`));
    const settled = acknowledged.every((r) => ids.has(r.assignmentId)) && mustExist.every((r) => slots.has(`${r.date} ${r.timeStart}`));
    if (settled || Date.now() > deadline) break;
    await sleep(1_000);
  }

  const byId = new Map();
  for (const a of found) byId.set(a.assignment_id, (byId.get(a.assignment_id) ?? 0) + 1);
  for (const r of acknowledged) {
    const copies = byId.get(r.assignmentId) ?? 0;
    if (copies !== 1) failures.push(`acknowledged assignment ${r.assignmentId} (${r.date} ${r.timeStart}) appears ${copies} times`);
  }
  const bySlot = new Map();
  for (const a of found) {
    const slot = `${a.date} ${a.time_start}`;
    bySlot.set(slot, [...(bySlot.get(slot) ?? []), a]);
  }
  for (const [slot, list] of bySlot) {
    if (list.length > 1) failures.push(`quarter hour ${slot} holds ${list.length} assignments (a write applied twice?)`);
  }
  for (const r of mustExist) {
    if (!bySlot.has(`${r.date} ${r.timeStart}`)) failures.push(`write ${r.k} (${r.outcome}) at ${r.date} ${r.timeStart} is missing`);
  }
  const intendedSlots = new Set(results.map((r) => `${r.date} ${r.timeStart}`));
  for (const slot of bySlot.keys()) {
    if (!intendedSlots.has(slot)) failures.push(`an assignment at ${slot} was never written`);
  }
  const misses = results.filter((r) => r.readYourWritesMiss).length;
  if (misses > 0) failures.push(`${misses} acknowledged writes were not visible to the next read`);

  // Pay: every assignment is a quarter hour at RATE; the pay read model must agree with the rota.
  const dates = JSON.stringify(setup.days.map((d) => shortDate(d.date)));
  const pay = await must(
    'GET',
    `/pay/getpayfordates?workplaceId=${setup.workplaceId}&userId=${setup.userId}&dates=${encodeURIComponent(dates)}`,
    { token: setup.token },
  );
  const hoursFromRota = new Map();
  for (const a of found) hoursFromRota.set(a.employee_id, (hoursFromRota.get(a.employee_id) ?? 0) + 0.25);
  for (const employeeId of setup.employeeIds) {
    const row = pay.find((p) => p.employee_id === employeeId);
    const paidHours = Object.values(row?.hoursInDays ?? {}).reduce((sum, hours) => sum + Number(hours), 0);
    const expected = hoursFromRota.get(employeeId) ?? 0;
    if (Math.abs(paidHours - expected) > 1e-9) failures.push(`pay for ${employeeId}: ${paidHours} h, the rota holds ${expected} h`);
  }

  // E-mail through SMTP_URL, linking to PUBLIC_URL (the test sets one the gateway's Host never is).
  await must('POST', '/auth/forgot-password', { body: { email: setup.email } }, [200, 202]);
  const link = await resetLink(setup.email);
  if (!link) failures.push(`no password-reset e-mail for ${setup.email} reached ${MAILPIT_URL}`);
  else if (!link.startsWith(`${PUBLIC_URL}/`)) failures.push(`the reset link ${link} does not start with PUBLIC_URL ${PUBLIC_URL}`);

  // One hop trusted: forged X-Forwarded-For values are replaced by the gateway, so the per-IP
  // log-in limit (10 per process per 15 minutes, 3 replicas) is reached within 31 attempts.
  let limited = false;
  for (let i = 0; i < 31 && !limited; i += 1) {
    const answer = await call('POST', '/auth/login', {
      body: { email: `nobody-${i}-${randomUUID().slice(0, 6)}@example.com`, password: 'wrong-password' },
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
    });
    limited = answer.status === 429;
  }
  if (!limited) failures.push('31 log-ins with forged X-Forwarded-For values were never rate-limited');

  const count = (outcome) => results.filter((r) => r.outcome === outcome).length;
  console.log(
    `verify: ${found.length} assignments in the rota; ${count('acknowledged')} acknowledged and ${count('stored')} stored ` +
      `writes each found exactly once; ${count('refused')} refused, ${count('unsettled')} never answered`,
  );
  if (failures.length > 0) {
    for (const failure of failures.slice(0, 50)) console.error(`FAIL ${failure}`);
    console.error(`${failures.length} check(s) failed`);
    process.exit(1);
  }
  console.log('verify: nothing acknowledged was lost or doubled; pay, e-mail and client-address checks passed');
}

async function resetLink(email) {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    try {
      const list = await (await fetch(`${MAILPIT_URL}/api/v1/messages`)).json();
      const message = list.messages?.find((m) => m.To?.some((to) => to.Address === email));
      if (message) {
        const full = await (await fetch(`${MAILPIT_URL}/api/v1/message/${message.ID}`)).json();
        const match = /(https?:\/\/[^\s"'<>]+reset-password[^\s"'<>]*)/.exec(`${full.Text ?? ''} ${full.HTML ?? ''}`);
        return match ? match[1] : `(no link in: ${String(full.Text).slice(0, 200)})`;
      }
    } catch {
      // Mailpit not up yet: try again.
    }
    await sleep(1_000);
  }
  return null;
}

(command === 'write' ? write() : verify()).catch((error) => {
  console.error(error);
  process.exit(1);
});
