import { randomUUID } from 'node:crypto';
import { USERNAME_MESSAGES } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';

describe('users API', () => {
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

  describe('GET /users/getuser', () => {
    it("answers the signed-in user's record", async () => {
      const response = await t.http().get('/api/users/getuser').query({ userId: ann.userId }).set(ann.auth);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        user_id: ann.userId,
        email: ann.email,
        username: expect.stringMatching(/^[a-z0-9]{3,14}$/),
        // No name asked (the spec's sign-up): the username stands for it.
        displayName: response.body.username,
        createdAt: t.clock.now().toISOString(),
      });
    });

    it('answers the same record without a userId, and the same as /auth/me', async () => {
      const withId = await t.http().get('/api/users/getuser').query({ userId: ann.userId }).set(ann.auth);
      const without = await t.http().get('/api/users/getuser').set(ann.auth);
      const me = await t.http().get('/api/auth/me').set(ann.auth);
      expect(without.body).toEqual(withId.body);
      expect(me.body).toEqual(withId.body);
    });

    it.each([() => bob.userId, () => randomUUID(), () => 'not-a-uuid'])('answers 403 for another userId (%#)', async (id) => {
      const response = await t.http().get('/api/users/getuser').query({ userId: id() }).set(ann.auth);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ statusCode: 403, message: 'You can only access your own data.', error: 'Forbidden' });
    });

    it('answers 401 without a session', async () => {
      expect((await t.http().get('/api/users/getuser').query({ userId: ann.userId })).status).toBe(401);
    });
  });

  describe('POST /users/createuser', () => {
    it('answers the existing username for the signed-in identity, however often it is called', async () => {
      const { body: record } = await t.http().get('/api/users/getuser').set(ann.auth);
      const body = { user_id: ann.userId, email: ann.email, username: 'fromclient', createdAt: 'whenever' };
      const first = await t.http().post('/api/users/createuser').set(ann.auth).send(body);
      const second = await t.http().post('/api/users/createuser').set(ann.auth).send(body);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ username: record.username });
      expect(second.body).toEqual(first.body);
      const registrations = (await t.eventStore.readStream(`user-${ann.userId}`)).filter((e) => e.type === 'UserRegistered');
      expect(registrations).toHaveLength(1);
    });

    it('answers 403 for another user_id and 401 without a session', async () => {
      expect((await t.http().post('/api/users/createuser').set(ann.auth).send({ user_id: bob.userId })).status).toBe(403);
      expect((await t.http().post('/api/users/createuser').send({ user_id: ann.userId })).status).toBe(401);
    });
  });

  describe('PUT /users/updateUsername', () => {
    it('changes the username; getuser and /auth/me show it at once', async () => {
      const response = await t
        .http()
        .put('/api/users/updateUsername')
        .set(ann.auth)
        .send({ user_id: ann.userId, new_username: 'annsbar42' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ username: 'annsbar42' });
      expect((await t.http().get('/api/users/getuser').set(ann.auth)).body.username).toBe('annsbar42');
      expect((await t.http().get('/api/auth/me').set(ann.auth)).body.username).toBe('annsbar42');
    });

    it.each([
      [undefined, USERNAME_MESSAGES.empty],
      ['', USERNAME_MESSAGES.empty],
      [12345, USERNAME_MESSAGES.empty],
      ['ab', 'Username must be between 3 and 14 characters.'],
      ['abcdefghijklmno', 'Username must be between 3 and 14 characters.'],
      ['Ann', 'Username can only contain lowercase letters and numbers (a-z, 0-9), no spaces or symbols.'],
      ['ann lee', 'Username can only contain lowercase letters and numbers (a-z, 0-9), no spaces or symbols.'],
      ['ann-lee', 'Username can only contain lowercase letters and numbers (a-z, 0-9), no spaces or symbols.'],
    ])('answers 400 to %p', async (username, message) => {
      const response = await t.http().put('/api/users/updateUsername').set(bob.auth).send({ user_id: bob.userId, new_username: username });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });

    it('answers 403 for another user_id, and leaves that user alone', async () => {
      const before = (await t.http().get('/api/users/getuser').set(bob.auth)).body.username;
      const response = await t.http().put('/api/users/updateUsername').set(ann.auth).send({ user_id: bob.userId, new_username: 'stolen' });
      expect(response.status).toBe(403);
      expect((await t.http().get('/api/users/getuser').set(bob.auth)).body.username).toBe(before);
    });

    it('answers 401 without a session', async () => {
      const response = await t.http().put('/api/users/updateUsername').send({ user_id: ann.userId, new_username: 'abc' });
      expect(response.status).toBe(401);
    });
  });

  describe('DELETE /users/deleteuser (validation; deletion itself has its own file)', () => {
    it('answers 400 without a password', async () => {
      const response = await t.http().delete('/api/users/deleteuser').set(bob.auth).send({ user_id: bob.userId });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Password is required for re-authentication.');
    });

    it('answers 401 to a wrong password and keeps the account', async () => {
      const response = await t.http().delete('/api/users/deleteuser').set(bob.auth).send({ user_id: bob.userId, password: 'Wrong#Pass1' });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Incorrect password. Please try again.');
      expect((await t.http().get('/api/auth/me').set(bob.auth)).status).toBe(200);
    });

    it('answers 403 for another user_id, even with the right password', async () => {
      const response = await t.http().delete('/api/users/deleteuser').set(ann.auth).send({ user_id: bob.userId, password: ann.password });
      expect(response.status).toBe(403);
      expect((await t.http().get('/api/auth/me').set(bob.auth)).status).toBe(200);
      expect((await t.http().get('/api/auth/me').set(ann.auth)).status).toBe(200);
    });

    it('answers 401 without a session', async () => {
      expect((await t.http().delete('/api/users/deleteuser').send({ user_id: bob.userId, password: bob.password })).status).toBe(401);
    });
  });
});
