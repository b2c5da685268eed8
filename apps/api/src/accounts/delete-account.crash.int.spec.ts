import { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { GOOD_PASSWORD, signUp, SignedUpUser } from '../../test/accounts.helpers';
import { deletionRecordOnceCompleted, leftovers, startChild } from '../../test/deletion-harness';
import { createTestApp, TestApp } from '../../test/test-app';
import { addAssignment, addShift, createWorkplace, FixtureApp } from '../../test/rota-fixtures';

/** Distinctive personal data: none of it may survive the deletion anywhere under DATA_DIR. */
function personalData(tag: string, rate = '97.31') {
  return {
    email: `quintessa.${tag}@vandersloot-example.com`,
    username: `quintessa${tag}`,
    workplace: `Zanzibar Quay ${tag}`,
    employeeFirstName: `Perpetua${tag}`,
    employeeSurname: `Quillfeather${tag}`,
    rate,
  };
}
type PersonalData = ReturnType<typeof personalData>;

/** The strings to look for in the files: the data as typed, and the rate as the stores keep it. */
function needlesOf(data: PersonalData): string[] {
  const pence = Math.round(Number(data.rate) * 100);
  return [data.email, data.username, data.workplace, data.employeeFirstName, data.employeeSurname, data.rate, `"ratePence":${pence}`];
}

/** Signs up and fills an account with the personal data through the API. */
async function createAccount(t: FixtureApp, data: PersonalData): Promise<SignedUpUser> {
  const user = await signUp(t as unknown as TestApp, data.email);
  // With an Idempotency-Key: the stored answer ({ username }) is personal data the deletion must purge too.
  const rename = await t
    .http()
    .put('/api/users/updateUsername')
    .set(user.auth)
    .set('Idempotency-Key', `rename-${data.username}`)
    .send({ user_id: user.userId, new_username: data.username });
  expect(rename.status).toBe(200);
  const workplaceId = await createWorkplace(t, user, { name: data.workplace });
  const employee = await t.http().post('/api/employees/createemployee').set(user.auth).send({
    workplace_id: workplaceId,
    display_name: data.employeeFirstName,
    first_name: data.employeeFirstName,
    surname: data.employeeSurname,
    rate: data.rate,
    services: [],
    created_by: user.userId,
  });
  expect(employee.status).toBe(201);
  const shiftId = await addShift(t, user, workplaceId, '2026-01-07');
  await addAssignment(t, user, shiftId, '09:00:00', '17:00:00', employee.body.employee_id);
  // A password-reset e-mail in the outbox, addressed to the user.
  expect((await t.http().post('/api/auth/forgot-password').send({ email: data.email })).status).toBeLessThan(300);
  return user;
}

function deleteAccount(t: FixtureApp, user: SignedUpUser) {
  return t.http().delete('/api/users/deleteuser').set(user.auth).send({ user_id: user.userId, password: user.password });
}

describe('account deletion forgets for real', () => {
  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];
  const newDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'rotaledger-forget-'));
    dataDirs.push(dir);
    return dir;
  };

  afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('leaves none of the personal data in any file under DATA_DIR, open or closed', async () => {
    const dataDir = newDataDir();
    const data = personalData('op');
    const keeper = personalData('kp', '12.34');
    const t = await createTestApp({ dataDir, env: { RATE_LIMITS: 'false' } });
    let closed = false;
    try {
      await createAccount(t, keeper);
      const user = await createAccount(t, data);
      expect(leftovers(dataDir, needlesOf(data)).length).toBeGreaterThan(0);

      expect((await deleteAccount(t, user)).status).toBe(204);

      // While the app runs: the databases, their WAL files and the outbox.
      expect(leftovers(dataDir, needlesOf(data))).toEqual([]);
      await t.close();
      closed = true;
      expect(leftovers(dataDir, needlesOf(data))).toEqual([]);
      // Another user's data is still there (the search does find what is present).
      expect(leftovers(dataDir, [keeper.workplace, keeper.email]).length).toBeGreaterThan(0);
    } finally {
      if (!closed) await t.close();
    }
  }, 60_000);

  it.each(['account-deleted', 'stream-deleted'])(
    'finishes a deletion killed right after %s at the next start: no log-in, no data, the e-mail can sign up again',
    async (crashAfter) => {
      const dataDir = newDataDir();
      const data = personalData(crashAfter === 'account-deleted' ? 'ad' : 'sd');
      const { child, url, exited } = await startChild(dataDir, { ROTALEDGER_CRASH_AFTER: crashAfter });
      children.push(child);
      const remote: FixtureApp = { http: () => request(url) };
      const user = await createAccount(remote, data);

      await deleteAccount(remote, user).catch(() => undefined); // the process dies before answering
      expect(await exited).toBe('SIGKILL');
      // The crash left the deletion unfinished.
      expect(leftovers(dataDir, needlesOf(data)).length).toBeGreaterThan(0);

      // The restart alone finishes the deletion.
      const restarted = await startChild(dataDir);
      children.push(restarted.child);
      const deletions = await deletionRecordOnceCompleted(dataDir, user.userId);
      expect(deletions).toEqual([
        ['AccountDeleted', user.userId],
        ['AccountStreamsDeleted', user.userId],
        ['AccountDeletionCompleted', user.userId],
      ]);
      const afterRestart: FixtureApp = { http: () => request(restarted.url) };
      expect((await afterRestart.http().post('/api/auth/login').send({ email: data.email, password: GOOD_PASSWORD })).status).toBe(401);
      expect((await afterRestart.http().get('/api/auth/me').set(user.auth)).status).toBe(401);
      expect(leftovers(dataDir, needlesOf(data))).toEqual([]);
      restarted.child.kill('SIGTERM');
      await restarted.exited;
      expect(leftovers(dataDir, needlesOf(data))).toEqual([]);

      const again = await createTestApp({ dataDir, env: { RATE_LIMITS: 'false' } });
      try {
        const newcomer = await signUp(again, data.email, 'Another#Pass2');
        expect(newcomer.userId).not.toBe(user.userId);
      } finally {
        await again.close();
      }
    },
    120_000,
  );
});
