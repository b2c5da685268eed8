import { logIn, signUp } from '../../test/accounts.helpers';
import { postgresTestApp, postgresUrl, queryPostgres } from '../../test/postgres-test-app';
import { runRebuild } from '../tools/rebuild-read-models';

const describePostgres = postgresUrl ? describe : describe.skip;
if (!postgresUrl) console.log('The app over PostgreSQL skipped: set DATABASE_URL (.ci/run does)');

/**
 * The whole app over DATABASE_URL's adapters, in a database of its own (the role needs CREATEDB):
 * in the contract project, the one step of `npm test` that is given DATABASE_URL.
 */
describePostgres('the app over PostgreSQL (DATABASE_URL)', () => {
  const healthToken = 'h'.repeat(32);
  const postgres = postgresTestApp('api', { HEALTH_TOKEN: healthToken });

  it('signs up, answers from its read models, keeps everything across a restart, and deletes an account for real', async () => {
    let t = await postgres.start();
    expect(t.config.databaseUrl).toBe(postgres.url());
    const ann = await signUp(t);
    const bob = await signUp(t);
    expect((await t.http().get('/api/auth/me').set(ann.auth)).body).toMatchObject({ user_id: ann.userId, email: ann.email });
    const health = await t.http().get('/api/health').set('Authorization', `Bearer ${healthToken}`);
    expect(health.body).toMatchObject({ eventStore: { ok: true, adapter: 'postgresql' }, readModels: { ok: true, adapter: 'postgresql' } });

    t = await postgres.start();

    expect((await logIn(t, ann.email, ann.password)).status).toBe(200);
    expect(
      (await t.http().delete('/api/users/deleteuser').set(bob.auth).send({ user_id: bob.userId, password: bob.password })).status,
    ).toBe(204);
    expect((await logIn(t, bob.email, bob.password)).status).toBe(401);
    expect(await t.eventStore.readStream(`user-${bob.userId}`)).toEqual([]);
    expect(await t.readModels.get('users', bob.userId)).toBeNull();
    expect(await t.readModels.get('users', ann.userId)).toMatchObject({ id: ann.userId });
    await postgres.stop();

    // Rebuilt from the log, then verified against a scratch rebuild: the same documents, and no scratch schema left.
    const printed: string[] = [];
    expect(await runRebuild([], postgres.env(), (line) => printed.push(line))).toBe(0);
    expect(await runRebuild(['--verify'], postgres.env(), (line) => printed.push(line))).toBe(0);
    expect(printed.at(-1)).toMatch(/^Read models verified: identical to a rebuild of \d+ events\.$/);
    const schemas = await queryPostgres("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'read_models%' ORDER BY 1", postgres.url());
    expect(schemas).toEqual([{ nspname: 'read_models' }]);
  }, 90_000);
});
