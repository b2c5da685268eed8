import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUp } from '../../test/accounts.helpers';
import { createWorkplace } from '../../test/rota-fixtures';
import { createTestApp } from '../../test/test-app';

/**
 * Issue 42 §1 on an API replica whose projector has stopped: a command answers once its events
 * are stored, with its position; the caller's next request waits for that position and, when
 * the read models never reach it, answers 503 having done nothing (so a retry is safe), while a
 * caller whose position is reached reads what is there. A command that waits for the read
 * models itself (a log-out) still answers "saved, not yet visible" only once it is stored. A
 * multi-stream command (a roster claim, then the employee) has written every stream when it
 * answers (test:cluster once found a 503 answered before the employee was written).
 */
describe('a replica whose projector has stopped', () => {
  it('answers a write once stored, then makes its caller wait for it, and never answers for what it did not store', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-saved-'));
    const setup = await createTestApp({ dataDir });
    const owner = await signUp(setup);
    const workplaceId = await createWorkplace(setup, owner);
    // A request naming no position waits for the head of the log: the projections have processed everything written so far.
    await setup.http().get('/api/auth/me').set(owner.auth).expect(200);
    const reached = String(await setup.eventStore.headPosition());
    await setup.close();
    const replica = await createTestApp({ dataDir, env: { RUN_PROJECTIONS: 'false', READ_YOUR_WRITES_TIMEOUT_MS: '50' } });
    try {
      const employee = await replica
        .http()
        .post('/api/employees/createemployee')
        .set(owner.auth)
        .set('X-Rota-Position', reached)
        .send({ workplace_id: workplaceId, display_name: 'Late Kate', first_name: 'Kate', surname: 'Late', rate: '11.00', services: [] });
      expect(employee.status).toBe(201);
      const position = employee.headers['x-rota-position'];
      expect(Number(position)).toBeGreaterThan(Number(reached));
      expect(employee.headers['set-cookie']).toEqual(
        expect.arrayContaining([`rotaledger_position=${position}; Path=/; HttpOnly; SameSite=Lax`]),
      );

      // The same caller, naming its position (or none: the head of the log), waits in vain: 503, nothing written.
      const notYet = 'Recent changes are still being applied, so this request was not carried out. Please try again in a moment.';
      const asCaller = await replica
        .http()
        .post('/api/workplaces/createworkplace')
        .set(owner.auth)
        .set('X-Rota-Position', position)
        .send({ workplaceName: 'The Slow Lane', industryType: 'cafe', workplaceServices: [701] });
      const namingNone = await replica.http().get('/api/employees/getemployees').set(owner.auth);
      const fromBrowser = await replica
        .http()
        .get('/api/employees/getemployees')
        .set(owner.auth)
        .set('Cookie', `rotaledger_position=${position}`);
      for (const answer of [asCaller, namingNone, fromBrowser]) expect([answer.status, answer.body.message]).toEqual([503, notYet]);

      // A caller whose position is reached reads what is there.
      const other = await replica.http().get('/api/employees/getemployees').set(owner.auth).set('X-Rota-Position', reached);
      expect(other.status).toBe(200);
      expect((other.body as { display_name: string }[]).map((e) => e.display_name)).not.toContain('Late Kate');

      // A command that waits for the read models itself: stored, then "saved, not yet visible".
      const logOut = await replica.http().post('/api/auth/logout').set(owner.auth).set('X-Rota-Position', reached).send({});
      expect([logOut.status, logOut.body.message]).toEqual([503, 'Your change was saved, not yet visible. Please refresh in a moment.']);

      const events = await replica.eventStore.readAll({ after: 0, limit: 10_000 });
      const added = events.filter((e) => e.type === 'EmployeeAdded' && (e.data as { displayName?: string }).displayName === 'Late Kate');
      const rostered = events.filter((e) => e.position > Number(reached) && e.streamId.startsWith('roster-'));
      const created = events.filter((e) => e.type === 'WorkplaceCreated' && (e.data as { name?: string }).name === 'The Slow Lane');
      const signedOut = events.filter((e) => e.type === 'SignedOut');
      expect([added.length, rostered.length > 0, created.length, signedOut.length]).toEqual([1, true, 0, 1]);
    } finally {
      await replica.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a malformed X-Rota-Position with a clear 400', async () => {
    const t = await createTestApp();
    try {
      const answer = await t.http().get('/api/auth/me').set('X-Rota-Position', 'soon');
      expect([answer.status, answer.body.message]).toEqual([
        400,
        'The x-rota-position header must be a whole number: the position an earlier answer of this server carried.',
      ]);
    } finally {
      await t.close();
    }
  });
});
