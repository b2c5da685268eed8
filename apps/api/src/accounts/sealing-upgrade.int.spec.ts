import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { emailClaimStream, employeeStream, personalDataPolicy } from '@rotaledger/domain';
import { PersonalDataPolicy, SEALED_FIELD, SealingEventStore, SqliteEventStore, SqliteKeyStore } from '@rotaledger/event-store';
import { logIn, signUp } from '../../test/accounts.helpers';
import { leftovers } from '../../test/deletion-harness';
import { createTestApp } from '../../test/test-app';
import { emailDigestFor, sealedLogMark } from '../infrastructure/personal-data';

/**
 * A store an older version wrote: personal data in the log in the clear, no keys.db, and the
 * e-mail claim named by a bare SHA-256. The next start seals the log in place and renames the claim.
 */
describe('a store written before personal data was sealed', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-unsealed-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const email = 'ermintrude.vqx@quorvian-example.com';
  const markers = [email, 'Ermintrudevqx', 'Fairweathervqx', 'clement.vqx@quorvian-example.com'];

  it('is sealed in place on start, keeps every event and answer, and names the claim by an HMAC', async () => {
    const before = await createTestApp({ dataDir });
    const owner = await signUp(before, email);
    const workplace = await before
      .http()
      .post('/api/workplaces/createworkplace')
      .set(owner.auth)
      .send({
        workplaceName: 'Quay Bakery',
        industryType: 'cafe',
        workplaceServices: [701],
        rotaStartTime: 6,
        rotaEndTime: 24,
        userId: owner.userId,
      })
      .expect(201);
    const employee = await before
      .http()
      .post('/api/employees/createemployee')
      .set(owner.auth)
      .send({
        workplace_id: workplace.body.workplace_id,
        display_name: 'Ermintrudevqx',
        first_name: 'Ermintrudevqx',
        surname: 'Fairweathervqx',
        email: markers[3],
        rate: '12.50',
        services: [],
        created_by: owner.userId,
      })
      .expect(201);
    const hmacSecret = before.config.emailHmacSecret;
    await before.close();

    // As an older version left it: every event in the clear, the claim under SHA-256, no key store.
    const raw = await SqliteEventStore.open({ dataDir });
    const keys = await SqliteKeyStore.open({ dataDir });
    const sealed = new SealingEventStore(raw, keys, personalDataPolicy({ emailDigest: emailDigestFor(hmacSecret) }));
    const plain = await sealed.readAll({ limit: 10_000 });
    await raw.replaceEventData(plain.map(({ id, data }) => ({ id, data })));
    const hmacClaim = emailClaimStream(emailDigestFor(hmacSecret)(email));
    const shaClaim = emailClaimStream(createHash('sha256').update(email).digest('hex'));
    const [claim] = await raw.readStream(hmacClaim);
    await raw.deleteStream(hmacClaim, { mode: 'reusable' });
    await raw.appendToStream(shaClaim, [{ ...claim, id: claim.id }], { expectedRevision: 'no_stream' });
    await raw.purgeDeletedData();
    await sealed.close();
    for (const name of ['keys.db', 'keys.db-wal', 'keys.db-shm']) rmSync(join(dataDir, name), { force: true });
    expect(leftovers(dataDir, markers).filter((where) => where.includes('events.db')).length).toBeGreaterThan(0);

    const after = await createTestApp({ dataDir, env: { RATE_LIMITS: 'false' } });
    try {
      expect(leftovers(dataDir, markers).filter((where) => where.includes('events.db'))).toEqual([]);
      const events = await after.eventStore.readAll({ limit: 10_000 });
      const shape = (list: typeof events) =>
        list.filter((e) => !e.streamId.startsWith('email-')).map(({ id, position, data }) => ({ id, position, data }));
      expect(shape(events)).toEqual(shape(plain));
      const [stored] = await (after.eventStore as SealingEventStore).inner.readStream(`employee-${employee.body.employee_id}`);
      expect(stored.data).toHaveProperty(SEALED_FIELD);
      // The claim: under its HMAC name now, and still this user's.
      expect(await after.eventStore.readStream(shaClaim)).toEqual([]);
      expect((await after.eventStore.readStream(hmacClaim)).map((e) => e.data)).toEqual([{ userId: owner.userId }]);
      expect((await after.http().post('/api/auth/signup').send({ email, password: owner.password })).status).toBe(409);
      expect((await logIn(after, email, owner.password)).status).toBe(200);
    } finally {
      await after.close();
    }
  });
});

/**
 * A store the first sealing release wrote (policy version 1): events sealed, but an employee's
 * phone number (sealed since version 2) in the clear beside the sealed part, and the key store's
 * mark saying version 1's migration ran. The next start re-seals those events in place.
 */
describe('a store sealed before phone numbers were sealed', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-sealed-v1-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const [added, updated] = ['07700 900417', '+44 7700 900583'];
  const inLog = (markers: string[]) => leftovers(dataDir, markers).filter((where) => where.includes('events.db'));

  it('is re-sealed in place on start: the phone numbers leave the log, and read as before', async () => {
    const before = await createTestApp({ dataDir });
    const owner = await signUp(before);
    const workplace = await before
      .http()
      .post('/api/workplaces/createworkplace')
      .set(owner.auth)
      .send({ workplaceName: 'Quay Bakery', industryType: 'cafe', workplaceServices: [701], rotaStartTime: 6, rotaEndTime: 24 })
      .expect(201);
    const details = { display_name: 'Wilhelmina', first_name: 'Wilhelmina', surname: 'Quarry', rate: '12.50', services: [] };
    const create = (phone: string) =>
      before
        .http()
        .post('/api/employees/createemployee')
        .set(owner.auth)
        .send({ ...details, display_name: `Wilhelmina ${phone.slice(-3)}`, workplace_id: workplace.body.workplace_id, phone })
        .expect(201);
    const first = (await create(added)).body.employee_id as string;
    const second = (await create('07700 900999')).body.employee_id as string;
    await before
      .http()
      .put('/api/employees/updateemployee')
      .set(owner.auth)
      .send({ ...details, display_name: 'Wilhelmina 999', employee_id: second, workplace_id: workplace.body.workplace_id, phone: updated })
      .expect(200);
    const hmacSecret = before.config.emailHmacSecret;
    await before.close();

    // As version 1 left it: every event sealed without `phone`, which stays in the clear.
    const raw = await SqliteEventStore.open({ dataDir });
    const keys = await SqliteKeyStore.open({ dataDir });
    const policy = personalDataPolicy({ emailDigest: emailDigestFor(hmacSecret) });
    const policyV1: PersonalDataPolicy = {
      version: 1,
      personalDataOf: (event) => {
        const personal = policy.personalDataOf(event);
        return personal && { ...personal, fields: personal.fields.filter((field) => field !== 'phone') };
      },
      forgotten: (event, fields) => policy.forgotten(event, fields),
    };
    const plain = await new SealingEventStore(raw, keys, policy).readAll({ limit: 10_000 });
    await raw.replaceEventData(plain.map(({ id, data }) => ({ id, data })));
    expect(await new SealingEventStore(raw, keys, policyV1).sealExisting()).toBeGreaterThan(0);
    await keys.obtain([{ keyId: sealedLogMark(1), ownerId: null }]);
    await raw.close();
    await keys.close();
    const keysDb = new Database(join(dataDir, 'keys.db'));
    keysDb.prepare('DELETE FROM data_keys WHERE key_id = ?').run(sealedLogMark(2));
    keysDb.close();
    expect(inLog([added, updated])).toHaveLength(2);
    const [stale] = await readRaw(dataDir, employeeStream(first));
    expect(stale.data).toMatchObject({
      phone: added,
      [SEALED_FIELD]: expect.objectContaining({ f: expect.not.arrayContaining(['phone']) }),
    });

    const after = await createTestApp({ dataDir });
    try {
      expect(inLog([added, updated])).toEqual([]);
      const [sealed] = await (after.eventStore as SealingEventStore).inner.readStream(employeeStream(first));
      expect(sealed.data).not.toHaveProperty('phone');
      expect((sealed.data as Record<string, { f: string[] }>)[SEALED_FIELD].f).toContain('phone');
      const shape = (list: typeof plain) => list.map(({ id, position, data }) => ({ id, position, data }));
      expect(shape(await after.eventStore.readAll({ limit: 10_000 }))).toEqual(shape(plain));
      const listed = await after.http().get('/api/employees/getemployees').set(owner.auth).expect(200);
      const phones = Object.fromEntries((listed.body as { employee_id: string; phone: string }[]).map((e) => [e.employee_id, e.phone]));
      expect(phones).toMatchObject({ [first]: added, [second]: updated });
    } finally {
      await after.close();
    }
  });
});

async function readRaw(dataDir: string, streamId: string) {
  const raw = await SqliteEventStore.open({ dataDir });
  try {
    return await raw.readStream(streamId);
  } finally {
    await raw.close();
  }
}
