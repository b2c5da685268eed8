import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { logIn, signUp } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { runRebuild } from '../tools/rebuild-read-models';

const url = process.env.DATABASE_URL;
const describePostgres = url ? describe : describe.skip;
if (!url) console.log('The app over PostgreSQL skipped: set DATABASE_URL (.ci/run does)');

/** The URL of another database on the same server. */
function databaseUrl(database: string): string {
  const other = new URL(url!);
  other.pathname = `/${database}`;
  return other.toString();
}

async function onServer(sql: string, connectionString = url): Promise<unknown[]> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The whole app over DATABASE_URL's adapters, in a database of its own (the role needs CREATEDB):
 * in the contract project, the one step of `npm test` that is given DATABASE_URL.
 */
describePostgres('the app over PostgreSQL (DATABASE_URL)', () => {
  const database = `rotaledger_api_${randomUUID().slice(0, 8)}`;
  const healthToken = 'h'.repeat(32);
  // Built when the tests run: the suite is declared (and skipped) without DATABASE_URL too.
  const env = () => ({
    DATABASE_URL: databaseUrl(database),
    RUN_PROJECTIONS: 'true',
    JWT_SECRET: 's'.repeat(40),
    SMTP_URL: 'smtp://mail.invalid:25',
    PUBLIC_URL: 'https://rota.invalid',
    HEALTH_TOKEN: healthToken,
    RATE_LIMITS: 'false',
  });
  let t: TestApp | undefined;

  beforeAll(async () => {
    await onServer(`CREATE DATABASE ${database}`);
  });
  afterAll(async () => {
    await t?.close();
    await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('signs up, answers from its read models, keeps everything across a restart, and deletes an account for real', async () => {
    t = await createTestApp({ env: env() });
    expect(t.config.databaseUrl).toBe(env().DATABASE_URL);
    const ann = await signUp(t);
    const bob = await signUp(t);
    expect((await t.http().get('/api/auth/me').set(ann.auth)).body).toMatchObject({ user_id: ann.userId, email: ann.email });
    const health = await t.http().get('/api/health').set('Authorization', `Bearer ${healthToken}`);
    expect(health.body).toMatchObject({ eventStore: { ok: true, adapter: 'postgresql' }, readModels: { ok: true, adapter: 'postgresql' } });

    await t.close();
    t = await createTestApp({ env: env() });

    expect((await logIn(t, ann.email, ann.password)).status).toBe(200);
    expect(
      (await t.http().delete('/api/users/deleteuser').set(bob.auth).send({ user_id: bob.userId, password: bob.password })).status,
    ).toBe(204);
    expect((await logIn(t, bob.email, bob.password)).status).toBe(401);
    expect(await t.eventStore.readStream(`user-${bob.userId}`)).toEqual([]);
    expect(await t.readModels.get('users', bob.userId)).toBeNull();
    expect(await t.readModels.get('users', ann.userId)).toMatchObject({ id: ann.userId });
    await t.close();
    t = undefined;

    // Rebuilt from the log, then verified against a scratch rebuild: the same documents, and no scratch schema left.
    const printed: string[] = [];
    expect(await runRebuild([], env(), (line) => printed.push(line))).toBe(0);
    expect(await runRebuild(['--verify'], env(), (line) => printed.push(line))).toBe(0);
    expect(printed.at(-1)).toMatch(/^Read models verified: identical to a rebuild of \d+ events\.$/);
    const schemas = await onServer("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'read_models%' ORDER BY 1", env().DATABASE_URL);
    expect(schemas).toEqual([{ nspname: 'read_models' }]);
  }, 90_000);
});
