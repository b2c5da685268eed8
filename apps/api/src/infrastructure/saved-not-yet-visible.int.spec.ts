import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUp } from '../../test/accounts.helpers';
import { createWorkplace } from '../../test/rota-fixtures';
import { createTestApp } from '../../test/test-app';

/**
 * "Saved, not yet visible" (503) must be true: a command that appends to several streams (a
 * roster or e-mail claim, then its own aggregate) waits for the read models once, after its
 * last append. Waiting after the first one answered 503 before the employee, the workplace or
 * the user was written, and the key kept that answer: the write never happened (test:cluster
 * found it with its projector killed).
 */
describe('a multi-stream command whose read models are slow', () => {
  it('has written everything when it answers "saved, not yet visible"', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-saved-'));
    const setup = await createTestApp({ dataDir });
    const owner = await signUp(setup);
    const workplaceId = await createWorkplace(setup, owner);
    await setup.close();
    // An API replica whose projector is not running: every command answers "saved, not yet visible".
    const replica = await createTestApp({ dataDir, env: { RUN_PROJECTIONS: 'false', READ_YOUR_WRITES_TIMEOUT_MS: '50' } });
    try {
      const employee = await replica
        .http()
        .post('/api/employees/createemployee')
        .set(owner.auth)
        .send({ workplace_id: workplaceId, display_name: 'Late Kate', first_name: 'Kate', surname: 'Late', rate: '11.00', services: [] });
      const workplace = await replica
        .http()
        .post('/api/workplaces/createworkplace')
        .set(owner.auth)
        .send({ workplaceName: 'The Slow Lane', industryType: 'cafe', workplaceServices: [701] });
      const signUpAnswer = await replica
        .http()
        .post('/api/auth/signup')
        .send({ email: 'slow.signup@example.com', password: 'Harbour#2025' });

      for (const answer of [employee, workplace, signUpAnswer]) {
        expect([answer.status, answer.body.message]).toEqual([503, 'Your change was saved, not yet visible. Please refresh in a moment.']);
      }
      const events = await replica.eventStore.readAll({ after: 0, limit: 10_000 });
      const added = events.filter((e) => e.type === 'EmployeeAdded' && (e.data as { displayName?: string }).displayName === 'Late Kate');
      const created = events.filter((e) => e.type === 'WorkplaceCreated' && (e.data as { name?: string }).name === 'The Slow Lane');
      const registered = events.filter(
        (e) => e.type === 'UserRegistered' && (e.data as { email?: string }).email === 'slow.signup@example.com',
      );
      expect([added.length, created.length, registered.length]).toEqual([1, 1, 1]);
    } finally {
      await replica.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
