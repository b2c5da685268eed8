import { compareReadModels, createReadModelStore, rebuildReadModels } from '@rotaledger/read-models';
import { logIn, outboxMails, resetTokenFor, signUp, workAfterAnswers } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { endedSessionsProjection } from './projections/ended-sessions.projection';
import { ownedStreamsProjection } from './projections/owned-streams.projection';
import { passwordResetsProjection } from './projections/password-resets.projection';
import { preferencesProjection } from './projections/preferences.projection';
import { usersProjection } from './projections/users.projection';

const projections = [usersProjection, preferencesProjection, passwordResetsProjection, ownedStreamsProjection, endedSessionsProjection];
const collections = [...new Set(projections.flatMap((p) => [...p.collections]))];

describe('accounts read models', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are rebuilt from the log exactly as the live projections built them', async () => {
    const ann = await signUp(t);
    const bob = await signUp(t);
    const gone = await signUp(t);
    await t.http().put('/api/users/updateUsername').set(ann.auth).send({ new_username: 'annrota' });
    await t.http().put('/api/preferences/updatepreferences').set(ann.auth).send({ tf_1: true, num_1: 3 });
    await t.http().post('/api/auth/change-password').set(ann.auth).send({ currentPassword: ann.password, newPassword: 'Fresh!Pass99' });
    await t.http().post('/api/auth/forgot-password').send({ email: bob.email });
    await workAfterAnswers(t);
    t.clock.advance(61 * 60 * 1000);
    await t.http().post('/api/auth/forgot-password').send({ email: bob.email }); // drops the expired link
    await workAfterAnswers(t);
    await t
      .http()
      .post('/api/auth/reset-password')
      .send({ token: resetTokenFor(t, bob.email), password: 'Reset!Pass77' });
    await t.http().post('/api/auth/forgot-password').send({ email: ann.email }); // left pending
    await workAfterAnswers(t);
    await t.http().delete('/api/users/deleteuser').set(gone.auth).send({ password: gone.password });
    const logOut = (token: string | undefined) => t.http().post('/api/auth/logout').set('Authorization', `Bearer ${token}`);
    await logOut((await logIn(t, ann.email, 'Fresh!Pass99')).token); // ended, then expired
    t.clock.advance(t.config.jwtTtlSeconds * 1000);
    await logOut((await logIn(t, ann.email, 'Fresh!Pass99')).token); // prunes the expired one
    await logOut((await logIn(t, bob.email, 'Reset!Pass77')).token);
    expect(outboxMails(t)).toHaveLength(3);
    expect((await logIn(t, bob.email, 'Reset!Pass77')).status).toBe(200);
    await t.caughtUp();
    expect(await t.readModels.dump('password_resets')).toHaveLength(1);
    expect(await t.readModels.dump('ended_sessions')).toHaveLength(2);

    const scratch = await createReadModelStore({ dataDir: t.dataDir, scratch: true });
    try {
      await rebuildReadModels(t.eventStore, scratch, projections);
      expect(await compareReadModels(t.readModels, scratch, collections)).toEqual([]);
      expect((await scratch.dump('users')).map((u) => u.id).sort()).toEqual([ann.userId, bob.userId].sort());
    } finally {
      await scratch.close();
    }
  });
});
