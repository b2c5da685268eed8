import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emailClaimStream, personalDataPolicy } from '@rotaledger/domain';
import { SEALED_FIELD, SealingEventStore, SqliteEventStore, SqliteKeyStore } from '@rotaledger/event-store';
import { logIn, signUp } from '../../test/accounts.helpers';
import { leftovers } from '../../test/deletion-harness';
import { createTestApp } from '../../test/test-app';
import { emailDigestFor } from '../infrastructure/personal-data';

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
