#!/usr/bin/env node
// `npm run test:cluster` (a step of `npm test`): several processes on one machine, run and
// killed (issue 30). Starts `WORKERS=2` (two API workers, two projector processes) on a
// scratch DATA_DIR, drives a write load that would visibly double if a write applied twice
// (one employee per request, each with its own Idempotency-Key and a unique name), and
// while the load keeps running kill -9s an API worker, then the projector holding the lease,
// then the primary alone (its children exit when they lose it), and starts it again; then the
// append/answer fault: the crash file (ROTALEDGER_CRASH_ONCE_FILE) says `append:employee-`, and
// the next API worker to store an employee SIGKILLs itself before answering. Every
// write that got no answer is retried with its Idempotency-Key. Then it requires: every
// acknowledged write present exactly once, every retried write answered by its first outcome
// (never decided again) and present exactly once, every answered key replayed to the same
// answer, a session ended on one worker refused on every worker, and verify-read-models clean.
//
// `--postgres` (issue 40; `npm run test:cluster:postgres`): the same over PostgreSQL
// (DATABASE_URL), on a server of the run's own (initdb + pg_ctl from Debian's postgresql
// package, on a free loopback port, in a scratch directory; as root it runs as the postgres
// user), so the shared server is never disturbed. It adds a store fault: the server stopped
// (immediate, as a crash) mid-load and started again 3 s later; meanwhile the API answers 503
// with Retry-After, then recovers by itself (no API process restarted), nothing lost.
//
// `--partitions` (issue 42 §5; `npm run test:cluster:partitions`): the same with
// PROJECTOR_PARTITIONS=2, two projector processes per partition (a holder and a standby), the
// accounts spread over both partitions; the projector killed is partition 2's holder, and
// verify-read-models then shows the partitioned read models equal to one projector's rebuild.
// With `--postgres` too (`npm run test:cluster:postgres:partitions`), both at once.
//
// Needs the built API (`npm run build:api`). Bounded to ~2 minutes a mode.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const clusterEntry = join(root, 'apps/api/dist/cluster.js');
const HEALTH_TOKEN = 'cluster-test-ops-token-0123456789';
const PASSWORD = 'Secret#123';
const USERS = 4;
const EMPLOYEES_PER_USER = 22;
// A killed process stops renewing its requests' claims: they lapse after this, and a retry takes the key over.
const CLAIM_LEASE_MS = 3_000;
const OVERALL_LIMIT_MS = 170_000;
const POSTGRES = process.argv.includes('--postgres');
const PARTITIONS = process.argv.includes('--partitions') ? 2 : 1;
const PROJECTORS = 2 * PARTITIONS;
/** How long the PostgreSQL server stays down in the store fault. */
const STORE_DOWN_MS = 3_000;
const STORE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

if (!existsSync(clusterEntry)) {
  console.log('Building the API...');
  const build = spawnSync('npx', ['tsc', '-b', 'apps/api/tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-cluster-'));
const logFile = join(dataDir, '..', `${dataDir.split('/').pop()}.log`);
const log = createWriteStream(logFile);
const crashFile = join(dataDir, 'crash-once');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const postgres = POSTGRES ? await startOwnPostgres() : undefined;
// Remote stores want a real mail server (no replica's local outbox is read): one that accepts and drops every message.
const smtp = POSTGRES ? await startMailSink() : undefined;
const { DATABASE_URL: _ignored, ...inherited } = process.env;
const env = {
  ...inherited,
  // RUN_PROJECTIONS: remote stores want it said; cluster.ts sets each child's own.
  ...(postgres ? { DATABASE_URL: postgres.url, JWT_SECRET: 'cluster-test-jwt-secret-0123456789abcdef', RUN_PROJECTIONS: 'false' } : {}),
  ...(smtp ? { SMTP_URL: smtp.url, PUBLIC_URL: base } : {}),
  PROJECTOR_STATUS_FILE: join(dataDir, 'projector-status.json'),
  // The crash hook (apps/api/src/infrastructure/crash-points.ts): the append/answer fault, asked for mid-load.
  ROTALEDGER_CRASH_AFTER: '',
  ROTALEDGER_CRASH_ONCE_FILE: crashFile,
  WORKERS: '2',
  PROJECTOR_PARTITIONS: String(PARTITIONS),
  PORT: String(port),
  DATA_DIR: dataDir,
  SERVE_FRONTEND: 'false',
  RATE_LIMITS: 'false',
  HEALTH_TOKEN,
  LOG_FORMAT: 'json',
  READ_YOUR_WRITES_TIMEOUT_MS: '3000',
  IDEMPOTENCY_CLAIM_LEASE_MS: String(CLAIM_LEASE_MS),
};

const results = [];
/** The store fault's probes write as a user of their own. */
let probeUser;
let probes = 0;
/** When the crash hook's fault was asked for and seen (the restarted worker). */
let crashWindow;
const startedAt = Date.now();
function check(name, ok, detail = '') {
  results.push({ name, ok });
  const at = `[${Math.round((Date.now() - startedAt) / 1000)} s]`;
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${at} ${name}${detail ? `: ${detail}` : ''}`);
}

let cluster;
const overall = setTimeout(() => {
  console.error(`test:cluster: over ${OVERALL_LIMIT_MS / 1000} s, stopping`);
  finish(true);
}, OVERALL_LIMIT_MS);

try {
  await run();
} catch (error) {
  check('the run completed', false, error instanceof Error ? error.stack : String(error));
}
await finish(false);

async function run() {
  cluster = await startCluster();
  check(
    PARTITIONS > 1
      ? `WORKERS=2 PROJECTOR_PARTITIONS=${PARTITIONS} starts two API workers and ${PROJECTORS} projectors, two per partition`
      : `WORKERS=2 starts two API workers and two projectors${postgres ? ' over PostgreSQL' : ''}`,
    cluster.pids.api.size === 2 && cluster.pids.projector.size === PROJECTORS,
  );
  await checkStatusFiles();

  const users = [];
  for (let u = 0; u < USERS; u++) users.push(await setUpUser(u));
  if (PARTITIONS > 1) {
    // The load's accounts in both partitions: the last one signed up again until the missing partition has one.
    for (let extra = USERS; new Set(users.map((user) => partitionOf(user.userId))).size < PARTITIONS && extra < USERS + 40; extra++) {
      const candidate = await setUpUser(extra);
      if (!users.some((user) => partitionOf(user.userId) === partitionOf(candidate.userId))) users[USERS - 1] = candidate;
    }
    const spread = users.map((user) => partitionOf(user.userId));
    check('the load writes for accounts of both partitions', new Set(spread).size === PARTITIONS, `partitions ${spread.join(', ')}`);
  }
  if (postgres) probeUser = await setUpUser(USERS);

  const writes = users.flatMap((user, u) =>
    Array.from({ length: EMPLOYEES_PER_USER }, (_, i) => ({
      user,
      key: `cluster-${u}-${i}-${randomUUID()}`,
      name: `Staff ${u}-${i}`,
      first: undefined,
      final: undefined,
    })),
  );

  // The kills, one at a time, each once the load has got this far; the load keeps running meanwhile.
  const kills = [
    { after: 12, what: 'kill -9 an API worker', act: () => killApiWorker() },
    PARTITIONS > 1
      ? { after: 27, what: "kill -9 partition 2's lease holder: its standby takes the partition over", act: () => killPartitionHolder(2) }
      : { after: 27, what: 'kill -9 the projector holding the lease', act: () => killLeaseHolder() },
    { after: 42, what: 'kill -9 the primary alone: its children exit, and it starts again', act: () => restartCluster() },
    {
      after: 52,
      what: 'the append/answer fault: an API worker dies right after storing an employee, before answering (the crash hook)',
      act: () => crashAfterAppend(),
    },
  ];
  if (postgres) kills.push({ after: 64, what: 'the PostgreSQL server stopped mid-load and started again', act: () => storeFault() });
  let killing;
  let done = 0;
  // One writer per user (USERS of them): a user's writes contend on that user's streams, which is not what this tests.
  await Promise.all(
    users.map(async (user) => {
      for (const write of writes.filter((w) => w.user === user)) {
        write.first = await createEmployee(write);
        write.answeredAt = Date.now();
        done += 1;
        const due = !killing && kills.find((kill) => !kill.started && done >= kill.after);
        if (due) {
          due.started = true;
          killing = due.act().then(
            (ok) => check(due.what, ok),
            (error) => check(due.what, false, String(error)),
          );
          void killing.finally(() => (killing = undefined));
        }
        // The load runs on through a kill until it meets what was killed; then it waits for the kill to finish.
        if (!isOutcome(write.first)) {
          await sleep(100);
          while (killing) await killing;
        }
        // Nor does it run past the next kill while one is still under way: a kill the writes do not
        // meet (a projector's, whose standby takes over in seconds) could otherwise outlast the
        // load, and the kills after it would never run (seen: 'every kill ran during the load' failed).
        const next = kills.find((kill) => !kill.started);
        while (killing && next && done >= next.after) await killing;
      }
    }),
  );
  while (killing) await killing;
  const missed = kills.filter((kill) => !kill.started);
  check('every kill ran during the load', missed.length === 0, missed.map((kill) => kill.what).join('; '));
  const unanswered = writes.filter((w) => !isOutcome(w.first));
  console.log(
    `load: ${writes.length} writes, ${writes.filter((w) => w.first.status === 201).length} acknowledged, ` +
      `${writes.filter((w) => w.first.saved).length} saved-not-yet-visible, ${unanswered.length} without an answer`,
  );
  check('the kills left some writes without an answer (the retries are exercised)', unanswered.length > 0, `${unanswered.length}`);

  // The writes stored but cut off before their answer (the append/answer fault's, at least): their employee is there already.
  await caughtUp();
  const storedBefore = new Map();
  for (const user of users) {
    const list = await api('GET', `/api/employees/getemployees?userId=${user.userId}`, { token: user.token });
    for (const employee of list.body ?? []) storedBefore.set(`${user.userId} ${employee.display_name}`, employee.employee_id);
  }
  const storedUnanswered = unanswered.filter((w) => storedBefore.has(`${w.user.userId} ${w.name}`));
  // The crash hook's own: cut off between the crash file's writing and the worker's restart.
  const crashCutOff = storedUnanswered.filter((w) => crashWindow && w.answeredAt >= crashWindow.from && w.answeredAt <= crashWindow.to);
  check(
    'the crash hook cut off a write with its employee stored, unanswered (the append/answer fault is exercised)',
    crashCutOff.length > 0,
    `${crashCutOff.map((w) => w.name).join(', ')}; stored but unanswered in all: ${storedUnanswered.map((w) => w.name).join(', ')}`,
  );

  // Retry every write without an answer with its key, until its claim (of a killed process) lapses and the retry answers.
  const retryUntil = Date.now() + CLAIM_LEASE_MS + 30_000;
  for (const write of unanswered) {
    for (;;) {
      write.final = await createEmployee(write);
      if (isOutcome(write.final) || write.final.status === 400 || (write.final.status === 409 && !write.final.inProgress)) break;
      if (Date.now() > retryUntil) break;
      await sleep(500);
    }
  }
  const retriedBadly = unanswered.filter((w) => !isOutcome(w.final));
  check(
    'every retried write is answered by its first outcome (201, or 503 saved), never decided again',
    retriedBadly.length === 0,
    retriedBadly.map((w) => `${w.name}: first ${w.first?.status}, then ${w.final?.status} ${w.final?.message ?? ''}`).join('; '),
  );

  const decidedAgain = storedUnanswered.filter(
    (w) => w.final?.status !== 201 || w.final.employeeId !== storedBefore.get(`${w.user.userId} ${w.name}`),
  );
  check(
    'every write stored but cut off before its answer is answered on retry with the employee it stored (resolved, not decided again)',
    decidedAgain.length === 0,
    decidedAgain
      .map(
        (w) =>
          `${w.name}: stored ${storedBefore.get(`${w.user.userId} ${w.name}`)}, retry ${w.final?.status} ${w.final?.employeeId ?? w.final?.message ?? ''}`,
      )
      .join('; '),
  );

  // Every write, acknowledged or retried, is there exactly once.
  const problems = [];
  const writtenOnce = new Set();
  for (const user of users) {
    const list = await api('GET', `/api/employees/getemployees?userId=${user.userId}`, { token: user.token });
    const byName = new Map();
    for (const employee of list.body ?? []) byName.set(employee.display_name, [...(byName.get(employee.display_name) ?? []), employee]);
    for (const write of writes.filter((w) => w.user === user)) {
      const found = byName.get(write.name) ?? [];
      const answer = isOutcome(write.first) ? write.first : write.final;
      if (found.length === 1) writtenOnce.add(found[0].employee_id);
      if (found.length !== 1) problems.push(`${write.name}: ${found.length} employees`);
      else if (answer?.employeeId && found[0].employee_id !== answer.employeeId)
        problems.push(`${write.name}: answered ${answer.employeeId}, stored ${found[0].employee_id}`);
    }
    if ((list.body ?? []).length !== EMPLOYEES_PER_USER)
      problems.push(`${user.email}: ${(list.body ?? []).length} employees, ${EMPLOYEES_PER_USER} written`);
  }
  check('every acknowledged and every retried write is present exactly once', problems.length === 0, problems.slice(0, 10).join('; '));

  // Every key that got an answer, sent again after the restarts: the same answer, written nothing.
  const replayProblems = [];
  for (const write of writes) {
    const answer = isOutcome(write.first) ? write.first : write.final;
    if (!isOutcome(answer)) continue;
    const replay = await createEmployee(write);
    // A "saved, not yet visible" whose record the store fault kept from being saved is resolved from the stored events instead: the same employee, visible now.
    const resolvedLater = answer.saved && replay.status === 201 && writtenOnce.has(replay.employeeId);
    if (!resolvedLater && (replay.status !== answer.status || JSON.stringify(replay.body) !== JSON.stringify(answer.body)))
      replayProblems.push(
        `${write.name}: ${answer.status} ${JSON.stringify(answer.body)}, replayed ${replay.status} ${JSON.stringify(replay.body)}`,
      );
  }
  check(
    'every answered Idempotency-Key is replayed to the same answer after the restarts',
    replayProblems.length === 0,
    replayProblems.slice(0, 5).join('; '),
  );

  await checkLogOut(users[0]);

  await stopCluster();
  const verify = spawnSync(process.execPath, [join(root, 'apps/api/dist/tools/rebuild-read-models.js'), '--verify'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  log.write(verify.stdout + verify.stderr);
  check('verify-read-models is clean', verify.status === 0, verify.status === 0 ? '' : (verify.stdout + verify.stderr).trim().slice(-2000));
}

/** A session logged out through one worker is refused by every worker (new connections go round-robin). */
async function checkLogOut(user) {
  const login = await api('POST', '/api/auth/login', { body: { email: user.email, password: PASSWORD } });
  const token = login.body?.token;
  const before = await Promise.all([1, 2, 3, 4].map(() => api('GET', '/api/auth/me', { token })));
  const out = await api('POST', '/api/auth/logout', { token });
  const after = [];
  for (let i = 0; i < 6; i++) after.push(await api('GET', '/api/auth/me', { token }));
  check(
    'a session ended on one worker is refused on the others',
    before.every((r) => r.status === 200) && out.status === 204 && after.every((r) => r.status === 401),
    `before ${before.map((r) => r.status)}, log-out ${out.status}, after ${after.map((r) => r.status)}`,
  );
}

async function setUpUser(u) {
  const email = `cluster${u}-${Date.now().toString(36)}@example.com`;
  const signup = await api('POST', '/api/auth/signup', { body: { email, password: PASSWORD } });
  if (signup.status !== 201) throw new Error(`sign-up: ${signup.status} ${JSON.stringify(signup.body)}`);
  const user = { email, userId: signup.body.user.user_id, token: signup.body.token };
  const workplace = await api('POST', '/api/workplaces/createworkplace', {
    token: user.token,
    body: { userId: user.userId, workplaceName: `Cluster ${u}`, industryType: 'bar' },
  });
  if (workplace.status !== 201) throw new Error(`workplace: ${workplace.status} ${JSON.stringify(workplace.body)}`);
  user.workplaceId = workplace.body.workplace_id;
  return user;
}

/** One attempt; never throws: a transport failure is an answer of status 0. */
async function createEmployee(write) {
  const { user, key, name } = write;
  const answer = await api('POST', '/api/employees/createemployee', {
    token: user.token,
    key,
    body: {
      created_by: user.userId,
      workplace_id: user.workplaceId,
      display_name: name,
      first_name: 'Pat',
      surname: 'Cluster',
      rate: 9.5,
      services: [],
    },
  });
  const message = answer.body?.message;
  return {
    status: answer.status,
    body: answer.body,
    retryAfter: answer.headers?.['retry-after'],
    message,
    employeeId: answer.status === 201 ? answer.body.employee_id : undefined,
    saved: answer.status === 503 && typeof message === 'string' && message.includes('saved, not yet visible'),
    inProgress: answer.status === 409 && typeof message === 'string' && /in progress/i.test(message),
  };
}

/** A known outcome: stored and answered (201), or stored but not yet visible (503 saved). */
function isOutcome(answer) {
  return answer !== undefined && (answer.status === 201 || answer.saved);
}

/** One request on a fresh connection (so the primary spreads them over the workers). */
function api(method, path, { token, key, body } = {}) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const headers = { Accept: 'application/json', Connection: 'close' };
  if (text !== undefined) Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  if (token) headers.Authorization = `Bearer ${token}`;
  if (key) headers['Idempotency-Key'] = key;
  return new Promise((resolve) => {
    const sent = httpRequest(`${base}${path}`, { method, headers, agent: false, timeout: 15_000 }, (response) => {
      let data = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (data += chunk));
      response.on('error', () => resolve({ status: 0 }));
      response.on('end', () => {
        let parsed;
        try {
          parsed = data ? JSON.parse(data) : undefined;
        } catch {
          parsed = data;
        }
        resolve({ status: response.statusCode, headers: response.headers, body: parsed });
      });
    });
    sent.on('timeout', () => sent.destroy(new Error('timeout')));
    sent.on('error', () => resolve({ status: 0 }));
    sent.end(text);
  });
}

function startCluster() {
  const child = spawn(process.execPath, [clusterEntry], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const pids = { api: new Map(), projector: new Map() };
  /** How many times an API worker has said it listens (a restarted one says so again). */
  const listening = { count: 0 };
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let buffered = '';
  child.stdout.on('data', (chunk) => {
    log.write(chunk);
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop();
    for (const line of lines) {
      const started = /^cluster: (api|projector) (\d+)(?: of partition \d+\/\d+)? started \(pid (\d+)\)/.exec(line);
      if (started) pids[started[1]].set(started[2], Number(started[3]));
      if (/^Rotaledger listening on /.test(line)) listening.count += 1;
    }
  });
  child.stderr.on('data', (chunk) => log.write(chunk));
  return waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`the cluster exited with code ${child.exitCode} (see the log)`);
      // Both workers listening, not only the first: a fault that follows must not meet one still starting
      // (the crash hook's wait for its replacement counts listening lines, and would count the late one's).
      return listening.count >= 2 && (await api('GET', '/api/health')).status === 200;
    },
    60_000,
    'the cluster to answer /api/health with 200, both API workers listening',
  ).then(() => ({ child, pids, listening, exited }));
}

async function killApiWorker() {
  const [slot, pid] = [...cluster.pids.api][0];
  process.kill(pid, 'SIGKILL');
  // The primary starts that worker again.
  await waitUntil(() => cluster.pids.api.get(slot) !== pid, 15_000, 'the killed worker to be started again');
  return true;
}

async function killLeaseHolder() {
  // The lease can be between renewals for a moment (health names no holder then): wait for it to be named.
  let holder;
  await waitUntil(async () => (holder = await leaseHolderPid()) !== undefined, 10_000, 'health to name the lease holder');
  if (!cluster.pids.projector.size || ![...cluster.pids.projector.values()].includes(holder)) return false;
  process.kill(holder, 'SIGKILL');
  // The standby takes the lease (at once: the dead holder ran on this host), and the killed one is started again.
  await waitUntil(
    async () => {
      const next = await leaseHolderPid();
      return next !== undefined && next !== holder;
    },
    30_000,
    'a standby projector to take the lease',
  );
  return true;
}

/** Partition (1..PARTITIONS) of an owner, as the projector hashes it (FNV-1a 32, libs/read-models/src/partitions.ts). */
function partitionOf(owner) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < owner.length; i++) {
    hash ^= owner.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return 1 + (hash % PARTITIONS);
}

/** The status files of one partition's projectors (cluster.ts: projectors 2p-1 and 2p are partition p's pair). */
function partitionStatuses(partition) {
  return [2 * partition - 1, 2 * partition].flatMap((number) => {
    try {
      return [{ number, ...JSON.parse(readFileSync(join(dataDir, `projector-status.${number}.json`), 'utf8')) }];
    } catch {
      return []; // not written yet, or being rewritten
    }
  });
}

/** Kills the process holding one partition's lease; its standby takes the lease, by its status file. */
async function killPartitionHolder(partition) {
  // A status can say this process holds the lease while the lease it read had lapsed or could not be
  // read (holder null: a renewal late on a loaded machine). Only a named holder counts (seen: a
  // TypeError on `holder.split` failed this kill in CI).
  const pidOf = (status) =>
    status.projector?.holdsLeaseHere && status.projector.holder ? Number(status.projector.holder.split('#')[1]) : undefined;
  const holderPid = () =>
    partitionStatuses(partition)
      .map(pidOf)
      .find((pid) => pid !== undefined);
  let holder;
  await waitUntil(() => (holder = holderPid()) !== undefined, 10_000, `a status naming partition ${partition}'s lease holder`);
  if (![...cluster.pids.projector.values()].includes(holder)) return false;
  const killedAt = Date.now();
  process.kill(holder, 'SIGKILL');
  await waitUntil(
    () =>
      partitionStatuses(partition).some((status) => status.writtenAt > killedAt && pidOf(status) !== undefined && pidOf(status) !== holder),
    40_000,
    `partition ${partition}'s standby to take its lease`,
  );
  return true;
}

/**
 * The append/answer fault, by the crash hook: the crash file asks the next API worker that
 * stores an append to an `employee-` stream to SIGKILL itself right after it, before it
 * answers. Its request is cut off with its employee stored; the primary starts it again.
 */
async function crashAfterAppend() {
  const before = new Map(cluster.pids.api);
  const listened = cluster.listening.count;
  const from = Date.now();
  writeFileSync(crashFile, 'append:employee-');
  await waitUntil(
    () => [...before].some(([slot, pid]) => cluster.pids.api.get(slot) !== pid),
    30_000,
    'an API worker to die after its append and be started again',
  );
  crashWindow = { from, to: Date.now() };
  // Its replacement serves before the next fault (one that started while the store is down would exit and start again).
  await waitUntil(() => cluster.listening.count > listened, 30_000, 'the restarted API worker to listen');
  const died = [...before].filter(([slot, pid]) => cluster.pids.api.get(slot) !== pid);
  console.log(`crash hook: API worker ${died.map(([slot, pid]) => `${slot} (pid ${pid})`).join(', ')} died after its append`);
  return died.length === 1 && !existsSync(crashFile);
}

/** Waits until every projection has applied the whole log (the operations view's lag), up to 30 s. */
async function caughtUp() {
  try {
    await waitUntil(
      async () => {
        const projections = (await api('GET', '/api/health', { token: HEALTH_TOKEN })).body?.projections;
        return Array.isArray(projections) && projections.length > 0 && projections.every((p) => p.lag === 0);
      },
      30_000,
      'the projections to catch up',
    );
  } catch {
    // The checks that follow say what is missing.
  }
}

async function leaseHolderPid() {
  const health = await api('GET', '/api/health', { token: HEALTH_TOKEN });
  const holder = health.body?.projector?.holder;
  return holder ? Number(holder.split('#')[1]) : undefined;
}

async function restartCluster() {
  const children = ['api', 'projector'].flatMap((role) => [...cluster.pids[role]].map(([n, pid]) => ({ slot: `${role} ${n}`, pid })));
  process.kill(cluster.child.pid, 'SIGKILL');
  await cluster.exited;
  // node:cluster workers exit when they lose their primary: none is left behind holding the stores.
  try {
    await waitUntil(() => children.every(({ pid }) => !alive(pid)), 30_000, "the killed primary's children to exit");
  } catch (error) {
    const left = children.filter(({ pid }) => alive(pid));
    for (const { pid } of left) process.kill(pid, 'SIGKILL');
    throw new Error(`${String(error)}: still running ${left.map(({ slot, pid }) => `${slot} (pid ${pid})`).join(', ')}`);
  }
  await waitUntil(async () => (await api('GET', '/api/health/live')).status === 0, 10_000, 'the port to be free');
  cluster = await startCluster();
  await checkStatusFiles();
  return true;
}

/**
 * The store fault: the PostgreSQL server stopped as a crash would stop it, mid-load, and started
 * again. Meanwhile the API answers 503 with Retry-After (the load and a probe see it), then
 * recovers by itself: the same API processes answer /api/health/live 200 again.
 */
async function storeFault() {
  const apiPids = [...cluster.pids.api.values()].join(',');
  postgres.ctl('stop', '-m', 'immediate');
  const downSince = Date.now();
  const during = [];
  while (Date.now() - downSince < STORE_DOWN_MS) {
    during.push(await createEmployee({ ...probeWrite(), key: `fault-probe-${randomUUID()}` }));
    await sleep(200);
  }
  postgres.ctl('start');
  const unavailable = during.filter((a) => a.status === 503 && a.message === STORE_UNAVAILABLE_MESSAGE && Number(a.retryAfter) > 0);
  const other = during.filter((a) => !(a.status === 503 && a.message === STORE_UNAVAILABLE_MESSAGE));
  check(
    'while PostgreSQL is down, writes answer 503 with Retry-After and the message',
    unavailable.length > 0 && other.length === 0,
    `${unavailable.length} of ${during.length} probes; others: ${other.map((a) => `${a.status} ${a.message ?? ''}`).join(', ')}`,
  );
  await waitUntil(async () => (await api('GET', '/api/health/live')).status === 200, 30_000, 'the API to find PostgreSQL again');
  check('the API recovers by itself: the same API workers answer again', [...cluster.pids.api.values()].join(',') === apiPids);
  return true;
}

/** A write of the probe user: valid, and not one of the load's (so the load's count stays exact). */
function probeWrite() {
  return { user: probeUser, key: '', name: `Probe ${++probes}` };
}

/** Each projector writes its own status file (PROJECTOR_STATUS_FILE with its number before the extension). */
async function checkStatusFiles() {
  const files = () => readdirSync(dataDir).filter((name) => /^projector-status\.\d+\.json$/.test(name));
  const holdersNow = () =>
    files().filter((name) => {
      try {
        return JSON.parse(readFileSync(join(dataDir, name), 'utf8')).projector?.holdsLeaseHere === true;
      } catch {
        return false; // being rewritten
      }
    });
  try {
    // After a kill the dead projector's file still says it held the lease until its replacement
    // writes its own (every status interval): wait for that, not only for the two files.
    await waitUntil(
      () => files().length === PROJECTORS && holdersNow().length <= PARTITIONS,
      30_000,
      `a status file of each projector, ${PARTITIONS > 1 ? 'one holder per partition' : 'one holder'}`,
    );
  } catch {
    // Reported below.
  }
  const holders = holdersNow();
  check(
    PARTITIONS > 1
      ? "each projector writes its own status file, one holder's per partition"
      : "each projector writes its own status file, one of them the holder's",
    files().length === PROJECTORS && holders.length <= PARTITIONS,
    files().join(', '),
  );
}

function alive(pid) {
  try {
    // A zombie (exited, not yet reaped by whoever adopted it) is gone.
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** An SMTP server on loopback that accepts every message and keeps none. */
async function startMailSink() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => callback());
      stream.resume();
    },
  });
  const smtpPort = await freePort();
  await new Promise((resolve) => server.listen(smtpPort, '127.0.0.1', resolve));
  return { server, url: `smtp://127.0.0.1:${smtpPort}` };
}

/** A PostgreSQL server of this run's own: initdb and pg_ctl on a free loopback port, in a scratch directory. */
async function startOwnPostgres() {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)) : [];
  if (versions.length === 0) throw new Error('--postgres needs PostgreSQL (apt-get install postgresql); .ci/run installs it');
  const bin = join('/usr/lib/postgresql', versions.at(-1), 'bin');
  const dir = mkdtempSync(join(tmpdir(), 'rotaledger-cluster-pg-'));
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: as root, its directory and processes are the postgres user's.
  if (asRoot) {
    const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const run = (tool, args) => {
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
    const result = spawnSync(cmd, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')}: ${result.stdout}${result.stderr}`);
    return result;
  };
  const pgPort = await freePort();
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'rotaledger', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const ctl = (...args) => run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '30', '-o', options, ...args]);
  ctl('start');
  console.log(`PostgreSQL ${versions.at(-1)} of this run on 127.0.0.1:${pgPort} (${dir})`);
  return {
    url: `postgres://rotaledger@127.0.0.1:${pgPort}/postgres`,
    ctl,
    stop: () => {
      try {
        ctl('stop', '-m', 'immediate');
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function stopCluster() {
  if (!cluster || cluster.child.exitCode !== null || cluster.child.signalCode !== null) return;
  process.kill(cluster.child.pid, 'SIGTERM');
  await Promise.race([cluster.exited, sleep(15_000)]);
  try {
    process.kill(-cluster.child.pid, 'SIGKILL');
  } catch {
    // Already gone, as it should be.
  }
}

async function finish(timedOut) {
  clearTimeout(overall);
  if (timedOut) check('finished within the time limit', false);
  try {
    await stopCluster();
  } catch {
    // Reported by the checks.
  }
  const failed = results.filter((r) => !r.ok).length;
  if (failed > 0) {
    log.end();
    console.log(`--- cluster log (last 60 lines of ${logFile}) ---`);
    console.log(readFileSync(logFile, 'utf8').split('\n').slice(-60).join('\n'));
  }
  postgres?.stop();
  smtp?.server.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (failed === 0) rmSync(logFile, { force: true });
  if (process.env.TEST_REPORT_FILE) {
    // The shape test-all.mjs reads from jest's reports.
    writeFileSync(
      process.env.TEST_REPORT_FILE,
      JSON.stringify({ numPassedTests: results.length - failed, numFailedTests: failed, numPendingTests: 0 }),
    );
  }
  console.log(
    `test:cluster${postgres ? ' (PostgreSQL)' : ''}${PARTITIONS > 1 ? ` (${PARTITIONS} projector partitions)` : ''}: ${results.length - failed} passed, ${failed} failed`,
  );
  process.exit(failed === 0 ? 0 : 1);
}

async function waitUntil(condition, ms, what) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await sleep(100);
  }
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
}
