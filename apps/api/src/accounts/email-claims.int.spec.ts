import { randomUUID } from 'node:crypto';
import { GOOD_PASSWORD, signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { ProjectionService } from '../infrastructure/read-your-writes';
import { EmailClaims } from './email-claims';

describe('e-mail claims', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => jest.restoreAllMocks());

  it("never releases another user's newer claim of the e-mail when a resumed deletion releases the old one", async () => {
    const leaving = await signUp(t);
    // Its deletion is recorded (as the command does), so the projections forget the account...
    const { position } = await t.eventStore.appendToStream(
      'account-deletions',
      [
        {
          id: randomUUID(),
          type: 'AccountDeleted',
          data: { userId: leaving.userId },
          metadata: { userId: null, at: t.clock.now().toISOString(), correlationId: 'resumed', schemaVersion: 1 },
        },
      ],
      { expectedRevision: 'any' },
    );
    await t.app.get(ProjectionService).waitFor(position);
    const claims = t.app.get(EmailClaims);
    const claimStream = claims.streamOf(leaving.email);
    const read = t.eventStore.readStream.bind(t.eventStore);
    let newcomer: SignedUpUser | undefined;
    // ...and between this release's read of the claim and its delete, another process finishing the
    // same deletion releases the claim, and someone signs up with the e-mail again.
    jest.spyOn(t.eventStore, 'readStream').mockImplementationOnce(async (streamId, options) => {
      const checked = await read(streamId, options);
      await t.eventStore.deleteStream(claimStream, { mode: 'reusable' });
      newcomer = await signUp(t, leaving.email, 'Another#Pass2');
      return checked;
    });

    await claims.release(leaving.email, leaving.userId);

    expect(newcomer).toBeDefined();
    expect((await t.eventStore.readStream(claimStream)).map((event) => event.data)).toEqual([{ userId: newcomer!.userId }]);
    expect((await t.http().post('/api/auth/signup').send({ email: leaving.email, password: GOOD_PASSWORD })).status).toBe(409);
  });
});
