import { signUp } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';

const message = { name: 'Sam Smith', email: 'sam@example.com', message: 'Requesting a new feature: rota printing.' };

async function contactEvents(t: TestApp) {
  const events = [];
  for (let after = 0; ;) {
    const page = await t.eventStore.readAll({ after });
    if (page.length === 0) return events;
    events.push(...page.filter((e) => e.type === 'ContactMessageReceived'));
    after = page[page.length - 1].position;
  }
}

describe('POST /contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  });
  afterAll(() => t.close());

  it('is public and stores the message as an event', async () => {
    t.clock.set('2026-02-01T12:00:00.000Z');
    const response = await t
      .http()
      .post('/api/contact')
      .send({ ...message, name: '  Sam Smith ' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ok: true });
    const [event] = (await contactEvents(t)).slice(-1);
    expect(event.streamId).toMatch(/^contact-[0-9a-f-]{36}$/);
    expect(event.data).toEqual({
      messageId: event.streamId.slice('contact-'.length),
      ...message,
      timestamp: '2026-02-01T12:00:00.000Z',
    });
    expect(event.metadata.userId).toBeNull();
  });

  it('records a signed-in sender as the event user', async () => {
    t.clock.set('2026-01-05T09:00:00.000Z');
    const user = await signUp(t);
    await t.http().post('/api/contact').set(user.auth).send(message).expect(201);
    const [event] = (await contactEvents(t)).slice(-1);
    expect(event.metadata.userId).toBe(user.userId);
  });

  it.each([
    ['no name', { name: '' }, 'Name, e-mail and message are required.'],
    ['no e-mail', { email: undefined }, 'Name, e-mail and message are required.'],
    ['a blank message', { message: '   ' }, 'Name, e-mail and message are required.'],
    ['a message that is not text', { message: { text: 'hi' } }, 'Name, e-mail and message are required.'],
    ['an invalid e-mail', { email: 'sam@example' }, 'Please enter a valid e-mail address.'],
    ['a 101-character name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
    ['a 262-character e-mail', { email: `${'x'.repeat(250)}@example.com` }, 'E-mail must be at most 254 characters.'],
    ['a 5001-character message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
  ])('refuses %s', async (_case, over, text) => {
    const before = (await contactEvents(t)).length;
    const response = await t
      .http()
      .post('/api/contact')
      .send({ ...message, ...over });
    expect([response.status, response.body.message]).toEqual([400, text]);
    expect((await contactEvents(t)).length).toBe(before);
  });

  it('counts nothing when RATE_LIMITS=false', async () => {
    for (let i = 0; i < 7; i++) await t.http().post('/api/contact').send(message).expect(201);
  });

  it('refuses a body that is not an object', async () => {
    expect((await t.http().post('/api/contact').send(['hello'])).status).toBe(400);
  });
});

describe('POST /contact rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allows 5 messages per 10 minutes from one address', async () => {
    for (let i = 0; i < 5; i++) await t.http().post('/api/contact').send(message).expect(201);
    const limited = await t.http().post('/api/contact').send(message);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many messages. Please wait a few minutes and try again.');
    t.clock.advance(9 * 60 * 1000);
    expect((await t.http().post('/api/contact').send(message)).status).toBe(429);
    t.clock.advance(61 * 1000);
    expect((await t.http().post('/api/contact').send(message)).status).toBe(201);
  });
});
