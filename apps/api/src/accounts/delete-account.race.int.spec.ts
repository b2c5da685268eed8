import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { GOOD_PASSWORD } from '../../test/accounts.helpers';
import { ChildServer, deletionRecordOnceCompleted, leftovers, startChild } from '../../test/deletion-harness';

/** Runs of "10 writers of every kind + delete"; every other one is killed during the deletion and restarted. */
const RUNS = 20;
/** The steps a killed run dies right after, in turn. */
const CRASH_STEPS = ['account-deleted', 'fenced', 'stream-deleted', 'keys-destroyed', 'streams-deleted'];
/** How long the writers write before the deletion is asked for. */
const HEAD_START_MS = 150;

/** Run `run`'s personal data. Each marker holds a tag of letters unique to its run, so no run's marker is found in another's data. */
function markersOf(run: number) {
  const tag = `${String.fromCharCode(97 + run)}q${String.fromCharCode(122 - run)}`;
  return {
    email: `wendeline.${tag}@quorvian-example.com`,
    username: `sorrel${tag}`,
    workplace: `Larder ${tag} Quay`,
    firstName: `Perdita${tag}`,
    surname: `Blackwood${tag}`,
    contactName: `Ysolde${tag}`,
    contactMessage: `Murmuration ${tag} letter`,
  };
}
type Markers = ReturnType<typeof markersOf>;

interface Account {
  userId: string;
  auth: { Authorization: string };
  workplaceId: string;
  employeeId: string;
  shiftId: string;
}

async function createAccount(url: string, m: Markers): Promise<Account> {
  const http = () => request(url);
  const signup = await http().post('/api/auth/signup').send({ email: m.email, password: GOOD_PASSWORD }).expect(201);
  const userId: string = signup.body.user.user_id;
  const auth = { Authorization: `Bearer ${signup.body.token}` };
  const workplace = await http()
    .post('/api/workplaces/createworkplace')
    .set(auth)
    .send({ workplaceName: m.workplace, industryType: 'cafe', workplaceServices: [701], rotaStartTime: 6, rotaEndTime: 24, userId })
    .expect(201);
  const workplaceId: string = workplace.body.workplace_id;
  const employee = await http()
    .post('/api/employees/createemployee')
    .set(auth)
    .send({
      workplace_id: workplaceId,
      display_name: m.firstName,
      first_name: m.firstName,
      surname: m.surname,
      rate: '12.50',
      services: [],
      created_by: userId,
    })
    .expect(201);
  const shift = await http()
    .post('/api/shifts/addshift')
    .set(auth)
    .send({ date: '2026-01-05', serviceType: 701, workplaceId, userId })
    .expect(201);
  return { userId, auth, workplaceId, employeeId: employee.body.employee_id, shiftId: shift.body.shift_id };
}

const day = (n: number) => `2026-01-${String(5 + (n % 20)).padStart(2, '0')}`;
const hour = (n: number) => `${String(6 + (n % 16)).padStart(2, '0')}:00`;

/** Ten writers, of every kind of write an account makes (one alternates two), each writing its markers with a counter. */
function writersOf(url: string, a: Account, m: Markers): ((n: number) => request.Test)[] {
  const http = () => request(url);
  const { userId, auth, workplaceId, employeeId, shiftId } = a;
  return [
    (n) =>
      http()
        .post('/api/employees/createemployee')
        .set(auth)
        .send({
          workplace_id: workplaceId,
          display_name: `${m.firstName}${n}`,
          first_name: `${m.firstName}${n}`,
          surname: m.surname,
          rate: '9.75',
          services: [],
          created_by: userId,
        }),
    (n) =>
      http()
        .put('/api/employees/updateemployee')
        .set(auth)
        .send({
          user_id: userId,
          employee_id: employeeId,
          workplace_id: workplaceId,
          display_name: m.firstName,
          first_name: m.firstName,
          surname: `${m.surname}${n}`,
          rate: '11.00',
          services: [],
        }),
    (n) =>
      http()
        .post('/api/workplaces/createworkplace')
        .set(auth)
        .send({
          workplaceName: `${m.workplace} ${n}`,
          industryType: 'cafe',
          workplaceServices: [701],
          rotaStartTime: 6,
          rotaEndTime: 24,
          userId,
        }),
    (n) =>
      http()
        .put('/api/workplaces/updateworkplace')
        .set(auth)
        .send({ workplace_id: workplaceId, name: `${m.workplace} ${n}`, user_id: userId }),
    (n) =>
      http()
        .post('/api/shifts/addshift')
        .set(auth)
        .send({ date: day(n), serviceType: 701, workplaceId, userId }),
    (n) =>
      http()
        .post('/api/assignments/addassignment')
        .set(auth)
        .send({ shiftId, employeeId, timeStart: hour(n), timeEnd: hour(n + 1), userId }),
    // A preference, or a password reset e-mail (the outbox keeps it, addressed to the account).
    (n) =>
      n % 2 === 0
        ? http()
            .put('/api/preferences/updatepreferences')
            .set(auth)
            .send({ public_rota: n % 4 === 0 })
        : http().post('/api/auth/forgot-password').send({ email: m.email }),
    (n) =>
      http()
        .post('/api/rotas/share')
        .set(auth)
        .send({ workplaceId, date: day(n) }),
    (n) =>
      http()
        .put('/api/users/updateUsername')
        .set(auth)
        .set('Idempotency-Key', `rename-${m.username}-${n}`)
        .send({ user_id: userId, new_username: `${m.username}${n % 10}` }),
    (n) =>
      http()
        .post('/api/contact')
        .set(auth)
        .send({ name: `${m.contactName}${n}`, email: m.email, message: `${m.contactMessage} ${n}` }),
  ];
}

/** Writes until told to stop or the server dies; the answers' statuses. */
async function keepWriting(write: (n: number) => request.Test, stopped: () => boolean): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; !stopped(); n++) {
    try {
      statuses.push((await write(n)).status);
    } catch {
      return statuses; // the server was killed
    }
  }
  return statuses;
}

describe('account deletion under concurrent writes', () => {
  let dataDir: string;
  let crashDir: string;
  let server: ChildServer | undefined;

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    for (const dir of [dataDir, crashDir]) rmSync(dir, { recursive: true, force: true });
  });

  it(`leaves nothing of the account under DATA_DIR after ${RUNS} runs of 10 writers of every kind + delete, half of them killed during the deletion`, async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-race-'));
    crashDir = mkdtempSync(join(tmpdir(), 'rotaledger-crash-'));
    const crashFile = join(crashDir, 'crash-after');
    const env = { ROTALEDGER_CRASH_ONCE_FILE: crashFile };
    server = await startChild(dataDir, env);
    const failures: string[] = [];
    let refusedAsSignedOut = 0;

    for (let run = 0; run < RUNS; run++) {
      const m = markersOf(run);
      const killed = run % 2 === 1;
      const account = await createAccount(server.url, m);
      if (run === 0) expect(leftovers(dataDir, Object.values(m)).length).toBeGreaterThan(0); // the search finds what is there

      let stopped = false;
      const writing = writersOf(server.url, account, m).map((write) => keepWriting(write, () => stopped));
      await sleep(HEAD_START_MS);
      if (killed) writeFileSync(crashFile, CRASH_STEPS[Math.floor(run / 2) % CRASH_STEPS.length]);
      const answer = await request(server.url)
        .delete('/api/users/deleteuser')
        .set(account.auth)
        .send({ user_id: account.userId, password: GOOD_PASSWORD })
        .then(
          (response) => response.status,
          () => 'no answer',
        );
      stopped = true;
      const statuses = (await Promise.all(writing)).flat();

      expect(statuses.filter((status) => status < 300).length).toBeGreaterThan(0);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      refusedAsSignedOut += statuses.filter((status) => status === 401).length;
      if (killed) {
        expect(answer).toBe('no answer');
        expect(await server.exited).toBe('SIGKILL');
        server = await startChild(dataDir, env); // finishes the deletion
      } else {
        expect(answer).toBe(204);
      }
      const record = await deletionRecordOnceCompleted(dataDir, account.userId);
      if (!record.some(([type, userId]) => type === 'AccountDeletionCompleted' && userId === account.userId)) {
        throw new Error(`run ${run}: the deletion did not complete; the server said:\n${server.stderr()}`);
      }
      const left = leftovers(dataDir, Object.values(m));
      if (left.length > 0) failures.push(`run ${run}${killed ? ' (killed)' : ''}: ${left.join(', ')}`);
    }

    expect(failures).toEqual([]);
    // The writers did write while the deletion ran: its fence or the ended session refused some.
    expect(refusedAsSignedOut).toBeGreaterThan(0);
  }, 240_000);
});
