import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { PREFERENCE_ERRORS } from '@rotaledger/domain';
import { GOOD_PASSWORD, logIn, newEmail, signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { ProjectionService } from '../infrastructure/read-your-writes';
import { PreferencesReader } from './preferences-reader';

const defaults = {
  currency: 'gbp',
  theme_mode: 'light',
  allow_workplace_edit: true,
  allow_employee_edit: true,
  public_rota: true,
  tf_1: false,
  tf_2: true,
  num_1: 0,
  week_start: 'monday',
};

describe('preferences API', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let bob: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
    ann = await signUp(t);
    bob = await signUp(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (user: SignedUpUser, userId: string = user.userId) =>
    t.http().get('/api/preferences/getpreferences').query({ userId }).set(user.auth);
  const update = (user: SignedUpUser, body: unknown) =>
    t
      .http()
      .put('/api/preferences/updatepreferences')
      .set(user.auth)
      .send(body as object);

  it('gives every new user the default preferences', async () => {
    const response = await get(bob);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ userId: bob.userId, ...defaults });
  });

  it('createpreferences is idempotent: sign-up already created them (200, the record)', async () => {
    const response = await t.http().post('/api/preferences/createpreferences').set(bob.auth).send({ userId: bob.userId });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ userId: bob.userId, ...defaults });
    const created = (await t.eventStore.readStream(`user-${bob.userId}`)).filter((e) => e.type === 'PreferencesCreated');
    expect(created).toHaveLength(1);
  });

  it('changes one field and answers the updated preferences', async () => {
    const response = await update(ann, { userId: ann.userId, currency: 'eur' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ userId: ann.userId, ...defaults, currency: 'eur' });
    expect((await get(ann)).body.currency).toBe('eur');
  });

  it('changes several fields at once', async () => {
    const changes = {
      theme_mode: 'dark',
      allow_workplace_edit: false,
      allow_employee_edit: false,
      public_rota: false,
      tf_1: true,
      tf_2: false,
      num_1: 6,
    };
    const response = await update(ann, { userId: ann.userId, ...changes });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ userId: ann.userId, ...defaults, currency: 'eur', ...changes });
    expect((await get(ann)).body).toEqual(response.body);
  });

  it('records nothing when a value is saved unchanged', async () => {
    const before = (await t.eventStore.readStream(`user-${ann.userId}`)).length;
    expect((await update(ann, { userId: ann.userId, currency: 'eur' })).status).toBe(200);
    expect(await t.eventStore.readStream(`user-${ann.userId}`)).toHaveLength(before);
  });

  it('starts weeks on Monday until the user chooses Sunday, the one week start the planner and the dashboard follow', async () => {
    expect((await get(ann)).body.week_start).toBe('monday');
    const response = await update(ann, { userId: ann.userId, week_start: 'sunday' });
    expect(response.status).toBe(200);
    expect(response.body.week_start).toBe('sunday');
    expect((await get(ann)).body.week_start).toBe('sunday');
    expect((await update(ann, { userId: ann.userId, week_start: 'monday' })).body.week_start).toBe('monday');
  });

  it.each([
    [{}, PREFERENCE_ERRORS.nothingToChange],
    [[], PREFERENCE_ERRORS.nothingToChange],
    [{ colour: 'red' }, 'Unknown preference: colour.'],
    [{ currency: 'jpy' }, PREFERENCE_ERRORS.currency],
    [{ currency: null }, PREFERENCE_ERRORS.currency],
    [{ theme_mode: 'blue' }, PREFERENCE_ERRORS.themeMode],
    [{ allow_workplace_edit: 'true' }, 'allow_workplace_edit must be true or false.'],
    [{ allow_employee_edit: 0 }, 'allow_employee_edit must be true or false.'],
    [{ public_rota: null }, 'public_rota must be true or false.'],
    [{ tf_1: 'yes' }, 'tf_1 must be true or false.'],
    [{ tf_2: {} }, 'tf_2 must be true or false.'],
    [{ num_1: 7 }, PREFERENCE_ERRORS.weekStartDay],
    [{ num_1: -1 }, PREFERENCE_ERRORS.weekStartDay],
    [{ num_1: 1.5 }, PREFERENCE_ERRORS.weekStartDay],
    [{ num_1: '2' }, PREFERENCE_ERRORS.weekStartDay],
    [{ week_start: 'friday' }, 'week_start must be monday or sunday.'],
    [{ week_start: 1 }, 'week_start must be monday or sunday.'],
    [{ week_start: null }, 'week_start must be monday or sunday.'],
    [{ currency: 'usd', unknown_field: 1 }, 'Unknown preference: unknown_field.'],
  ])('answers 400 to %p and changes nothing', async (fields, message) => {
    const before = (await get(bob)).body;
    const body = Array.isArray(fields) ? fields : { userId: bob.userId, ...fields };
    const response = await update(bob, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    expect((await get(bob)).body).toEqual(before);
  });

  it('answers 403 for another userId on every route', async () => {
    expect((await get(ann, bob.userId)).status).toBe(403);
    expect((await update(ann, { userId: bob.userId, currency: 'usd' })).status).toBe(403);
    expect((await t.http().post('/api/preferences/createpreferences').set(ann.auth).send({ userId: bob.userId })).status).toBe(403);
    expect((await get(bob)).body.currency).toBe('gbp');
  });

  it('answers 401 without a session on every route', async () => {
    expect((await t.http().get('/api/preferences/getpreferences').query({ userId: ann.userId })).status).toBe(401);
    expect((await t.http().put('/api/preferences/updatepreferences').send({ userId: ann.userId, tf_1: true })).status).toBe(401);
    expect((await t.http().post('/api/preferences/createpreferences').send({ userId: ann.userId })).status).toBe(401);
  });

  it('lets other modules read a user’s preferences through PreferencesReader', async () => {
    const reader = t.app.get(PreferencesReader);
    expect(await reader.preferencesOf(bob.userId)).toEqual({ userId: bob.userId, ...defaults });
    expect(await reader.preferencesOf('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  describe('for an account registered without preferences (e.g. imported)', () => {
    let legacy: { userId: string; token: string; auth: { Authorization: string } };

    beforeAll(async () => {
      const userId = randomUUID();
      const email = newEmail('legacy');
      const { position } = await t.eventStore.appendToStream(
        `user-${userId}`,
        [
          {
            id: randomUUID(),
            type: 'UserRegistered',
            data: { userId, email, username: 'legacy1', createdAt: t.clock.now().toISOString(), passwordHash: await hash(GOOD_PASSWORD) },
            metadata: { userId, at: t.clock.now().toISOString(), correlationId: 'import', schemaVersion: 1 },
          },
        ],
        { expectedRevision: 'no_stream' },
      );
      await t.app.get(ProjectionService).waitFor(position);
      const { token } = await logIn(t, email, GOOD_PASSWORD);
      legacy = { userId, token: token!, auth: { Authorization: `Bearer ${token}` } };
    });

    it('answers 404 to getpreferences until they are created', async () => {
      const response = await t.http().get('/api/preferences/getpreferences').set(legacy.auth);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Preferences not found.');
    });

    it('createpreferences creates the defaults once (201), then answers them (200)', async () => {
      const first = await t.http().post('/api/preferences/createpreferences').set(legacy.auth).send({ userId: legacy.userId });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ userId: legacy.userId, ...defaults });
      const second = await t.http().post('/api/preferences/createpreferences').set(legacy.auth).send({ userId: legacy.userId });
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
    });
  });
});
