import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteReadModelStore } from '@rotaledger/read-models';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createEmployee, createWorkplace } from '../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { ProjectionService } from '../infrastructure/read-your-writes';
import { runRebuild } from './rebuild-read-models';

/** Real traffic through every context, so every projection has documents to compare. */
/** An 'on-publish' workplace: a published week, an unpublished change since, an employee e-mailed their shifts. */
async function publishAndNotify(t: TestApp, owner: SignedUpUser): Promise<void> {
  const workplaceId = (
    await t
      .http()
      .post('/api/workplaces/createworkplace')
      .set(owner.auth)
      .send({ workplaceName: 'The Quay', industryType: 'bar', workplaceServices: [201], publishMode: 'on-publish' })
      .expect(201)
  ).body.workplace_id;
  const employeeId = (
    await t
      .http()
      .post('/api/employees/createemployee')
      .set(owner.auth)
      .send({
        workplace_id: workplaceId,
        display_name: 'Ann',
        first_name: 'ann',
        surname: 'lee',
        rate: 12,
        services: [201],
        email: 'ann@example.com',
      })
      .expect(201)
  ).body.employee_id;
  const shift = await t
    .http()
    .post('/api/shifts/addshift')
    .set(owner.auth)
    .send({ date: '2026-01-14', serviceType: 201, workplaceId })
    .expect(201);
  const assign = (timeStart: string, timeEnd: string) =>
    t
      .http()
      .post('/api/assignments/addassignment')
      .set(owner.auth)
      .send({ shiftId: shift.body.shift_id, employeeId, timeStart, timeEnd })
      .expect(201);
  await assign('09:00', '12:00');
  const published = await t.http().post('/api/rota/publish').set(owner.auth).send({ workplaceId, weekStart: '2026-01-12' }).expect(201);
  expect(published.body).toMatchObject({ notified: 1 });
  await assign('13:00', '15:00');
}

async function planSomeRotas(dataDir: string): Promise<{ employeeId: string; userCollections: readonly string[] }> {
  const t = await createTestApp({ dataDir, env: { RATE_LIMITS: 'false' } });
  try {
    const owner = await signUp(t);
    const other = await signUp(t);
    const created = await t
      .http()
      .post('/api/workplaces/createworkplace')
      .set(owner.auth)
      .send({
        workplaceName: 'The Anchor',
        industryType: 'bar',
        workplaceServices: [201, 207],
        userId: owner.userId,
        rotaStartTime: 8,
        rotaEndTime: 24,
        // Breaks are decided with the times and stored: the 8.25-hour assignments below get 30 minutes.
        breakRules: [{ afterHours: 6, unpaidMinutes: 30 }],
      })
      .expect(201);
    const workplaceId = created.body.workplace_id;
    const employees: string[] = [];
    for (const [display, first] of [
      ['Kit', 'kit'],
      ['Sam', 'sam'],
      ['Jo', 'jo'],
    ]) {
      const response = await t
        .http()
        .post('/api/employees/createemployee')
        .set(owner.auth)
        .send({
          workplace_id: workplaceId,
          display_name: display,
          first_name: first,
          surname: 'smith',
          rate: '11.44',
          services: [201],
          created_by: owner.userId,
        })
        .expect(201);
      employees.push(response.body.employee_id);
    }
    for (const date of ['2026-01-05', '2026-01-06']) {
      const shift = await t
        .http()
        .post('/api/shifts/addshift')
        .set(owner.auth)
        .send({ date, serviceType: 201, workplaceId, userId: owner.userId })
        .expect(201);
      const assignment = await t
        .http()
        .post('/api/assignments/addassignment')
        .set(owner.auth)
        .send({ shiftId: shift.body.shift_id, employeeId: employees[0], timeStart: '09:00:00', timeEnd: '17:15:00', userId: owner.userId })
        .expect(201);
      await t
        .http()
        .put('/api/assignments/updateassignmenttime')
        .set(owner.auth)
        .send({ assignmentId: assignment.body.assignment_id, timeStart: '10:00:00', timeEnd: '17:15:00', userId: owner.userId })
        .expect(200);
      await t.http().post('/api/rotas/share').set(owner.auth).send({ workplaceId, date, userId: owner.userId }).expect(201);
    }
    await t
      .http()
      .delete('/api/employees/deleteemployee')
      .set(owner.auth)
      .send({ employee_id: employees[2], user_id: owner.userId })
      .expect(200);
    // A new zone recounts the pay projection's days (paid time is elapsed on the workplace's clock).
    await t
      .http()
      .put('/api/workplaces/updateworkplace')
      .set(owner.auth)
      .send({ workplace_id: workplaceId, timeZone: 'America/New_York' })
      .expect(200);
    await publishAndNotify(t, owner);
    await t.http().put('/api/preferences/updatepreferences').set(owner.auth).send({ userId: owner.userId, currency: 'eur' }).expect(200);
    await t.http().post('/api/contact').send({ name: 'Pat', email: 'pat@example.com', message: 'Hello' }).expect(201);
    await t.http().delete('/api/users/deleteuser').set(other.auth).send({ user_id: other.userId, password: other.password }).expect(204);
    // The users projection's collections, named by the registry (a tool may not import a context).
    const users = t.app
      .get(ProjectionRegistry)
      .all()
      .find((p) => p.name === 'accounts-users')!;
    return { employeeId: employees[1], userCollections: users.collections };
  } finally {
    await t.close();
  }
}

describe('npm run rebuild-read-models / verify-read-models', () => {
  let dataDir: string;
  const lines: string[] = [];
  const env = () => ({ DATA_DIR: dataDir, SERVE_FRONTEND: 'false' });
  const run = (argv: string[]) => runRebuild(argv, env(), (line) => lines.push(line));

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-rebuild-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  beforeEach(() => lines.splice(0));

  it('verifies live read models identical to a rebuild, spots a corrupted document, and a rebuild repairs it', async () => {
    const { employeeId } = await planSomeRotas(dataDir);

    expect(await run(['--verify'])).toBe(0);
    expect(lines.join('\n')).toMatch(/Read models verified: identical to a rebuild of \d+ events\./);
    // The scratch store is dropped after a verification, whatever its outcome.
    const scratchFiles = () => readdirSync(dataDir).filter((name) => name.startsWith('read-models.scratch'));
    expect(scratchFiles()).toEqual([]);

    const readModels = await SqliteReadModelStore.open({ dataDir });
    const entry = await readModels.get<{ id: string; displayName: string }>('employee_list', employeeId);
    expect(entry).toMatchObject({ id: employeeId, displayName: 'Sam' });
    await readModels.applyBatch('deliberate-corruption', 1, async (batch) => {
      batch.put('employee_list', { ...entry!, displayName: 'Tampered' });
    });
    await readModels.close();

    lines.splice(0);
    expect(await run(['--verify'])).toBe(1);
    expect(lines.join('\n')).toContain(`DIFF employee_list/${employeeId}`);
    expect(lines.join('\n')).toContain('Tampered');
    expect(lines.join('\n')).toContain('1 read-model document(s) differ from a rebuild.');
    expect(scratchFiles()).toEqual([]);
    expect(existsSync(join(dataDir, 'read-models.db'))).toBe(true);

    lines.splice(0);
    expect(await run([])).toBe(0);
    expect(await run(['--verify'])).toBe(0);
  });

  it('--profile rebuilds each projection alone into a scratch store, printing its time and documents, and leaves the live ones alone', async () => {
    // A store of its own: the other tests leave a corruptor's checkpoint behind.
    const ownDir = mkdtempSync(join(tmpdir(), 'rotaledger-rebuild-profile-'));
    try {
      await profileOn(ownDir);
    } finally {
      rmSync(ownDir, { recursive: true, force: true });
    }
  });

  async function profileOn(dataDir: string): Promise<void> {
    const { userCollections } = await planSomeRotas(dataDir);
    const live = await SqliteReadModelStore.open({ dataDir });
    const checkpoints = await live.getCheckpoints();
    let userDocuments = 0;
    for (const collection of userCollections) userDocuments += (await live.dump(collection)).length;
    await live.close();

    expect(await runRebuild(['--profile'], { DATA_DIR: dataDir, SERVE_FRONTEND: 'false' }, (line) => lines.push(line))).toBe(0);

    const profiled = new Map(
      lines
        .flatMap((line) => [...line.matchAll(/^PROFILE (\S+) (\d+) ms (\d+) documents$/g)])
        .map(([, name, , documents]) => [name, Number(documents)]),
    );
    // Every projection's own row; not the builds' records (`sharing@b0#version`: which version build 0 holds).
    expect([...profiled.keys()].sort()).toEqual(
      Object.keys(checkpoints)
        .filter((key) => !key.includes('@'))
        .sort(),
    );
    expect(profiled.get('accounts-users')).toBe(userDocuments);
    expect(userDocuments).toBeGreaterThan(0);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('read-models.scratch'))).toEqual([]);
    const after = await SqliteReadModelStore.open({ dataDir });
    try {
      expect(await after.getCheckpoints()).toEqual(checkpoints);
    } finally {
      await after.close();
    }
  }

  it("drops the documents and checkpoints of the projections an older version ran (issue 31's day copies)", async () => {
    await planSomeRotas(dataDir);
    const before = await SqliteReadModelStore.open({ dataDir });
    await before.applyBatch('pay', 1, async (batch) => batch.put('pay_days', { id: 'w_2026-01-05', workplaceId: 'w' }));
    await before.close();

    expect(await run([])).toBe(0);
    const after = await SqliteReadModelStore.open({ dataDir });
    try {
      expect(await after.dump('pay_days')).toEqual([]);
      expect((await after.getCheckpoints()).pay).toBeUndefined();
    } finally {
      await after.close();
    }
  });

  it('rebuilds beside a running app: its writes and reads go on, then its projector switches to the new builds (issue 42 §3)', async () => {
    const drained = { RATE_LIMITS: 'false', PROJECTION_DRAIN_MS: '0' };
    const t = await createTestApp({ dataDir, env: drained });
    try {
      const owner = await signUp(t);
      const workplaceId = await createWorkplace(t, owner);
      const names: string[] = [];
      const addAndRead = async () => {
        const name = `Sam ${names.length}`;
        names.push(name);
        await createEmployee(t, owner, workplaceId, name);
        const listed = (await t.http().get('/api/employees/getemployees').set(owner.auth).expect(200)).body as { display_name: string }[];
        expect(listed.map((e) => e.display_name).sort()).toEqual([...names].sort());
      };
      await addAndRead();
      let rebuilt = false;
      const rebuild = runRebuild([], { ...env(), ...drained }, (line) => lines.push(line)).finally(() => (rebuilt = true));
      // Commands and reads while the rebuild runs: each write visible to its caller, nothing partial.
      while (!rebuilt) await addAndRead();
      expect(await rebuild).toBe(0);
      // The rate is the replay's; the switch after it is timed apart.
      expect(lines.join('\n')).toMatch(
        /Rebuilt \d+ projections from \d+ events in \d+ ms \(\d+ ms of CPU\), beside the live ones \(the switch to them took \d+ ms more\)/,
      );
      await t.app.get(ProjectionService).upgradesSettled();
      await addAndRead();

      const checkpoints = await t.readModels.getCheckpoints();
      for (const { name } of t.app.get(ProjectionRegistry).all()) {
        // The app's projector switched to the new build of every projection and dropped the old one.
        expect([name, checkpoints[`${name}@active`] ?? 0]).toEqual([name, expect.any(Number)]);
        expect(checkpoints[`${name}@active`]).toBeGreaterThan(0);
        expect(checkpoints[`${name}@b${checkpoints[`${name}@active`] - 1}`]).toBeUndefined();
      }
    } finally {
      await t.close();
    }
    lines.splice(0);
    expect(await run(['--verify'])).toBe(0);
  }, 180_000);
});
