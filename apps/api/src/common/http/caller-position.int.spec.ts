import { setTimeout as delay } from 'node:timers/promises';
import { GOOD_PASSWORD, newEmail } from '../../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';

/**
 * Issue 42 §1 through HTTP, with the read models held back on purpose (each batch's commit
 * waits until the test lets it go): a command answers before they have its events, and its
 * caller, a browser keeping cookies or an API client echoing `X-Rota-Position`, still reads its
 * own write, while a caller whose position is older reads what is there. Held by a gate, not a
 * delay: on a loaded machine a request may take longer than any delay chosen here.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
});
afterAll(() => t.close());
let released: () => void = () => undefined;
afterEach(() => {
  released();
  jest.restoreAllMocks();
});

/** Holds every batch's commit until the answer is called (or after `releaseAfterMs`); then the read models catch up. */
async function holdReadModels(releaseAfterMs?: number): Promise<() => void> {
  // Nothing in flight is held: the caller's own earlier writes are in the read models.
  await t.caughtUp();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  released = release;
  const applyBatches = t.readModels.applyBatches.bind(t.readModels);
  jest.spyOn(t.readModels, 'applyBatches').mockImplementation(async (entries) => {
    await gate;
    return applyBatches(entries);
  });
  if (releaseAfterMs !== undefined) void delay(releaseAfterMs).then(release);
  return release;
}

const names = (answer: { body: unknown }) => (answer.body as { name: string }[]).map((w) => w.name);
const workplace = (name: string) => ({ workplaceName: name, industryType: 'cafe', workplaceServices: [701] });

describe('answer after the append, read after the position', () => {
  it('a browser (cookies kept) reads its own write at once, though the command answered before the read models had it', async () => {
    const browser = t.agent();
    await browser
      .post('/api/auth/signup')
      .send({ email: newEmail('position'), password: GOOD_PASSWORD })
      .expect(201);
    await browser.get('/api/auth/me').expect(200);
    const quiet = (await browser.post('/api/workplaces/createworkplace').send(workplace('Quiet Cafe')).expect(201)).headers[
      'x-rota-position'
    ];

    const release = await holdReadModels();
    const created = await browser.post('/api/workplaces/createworkplace').send(workplace('Harbour Cafe')).expect(201);
    const position = Number(created.headers['x-rota-position']);
    expect(position).toBeGreaterThan(Number(quiet));
    expect(created.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^rotaledger_position=${position};`))]),
    );
    // The same attributes as the session cookie's (one home: site-cookies.ts), a session cookie itself.
    const cookie = (created.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('rotaledger_position='))!;
    expect(cookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Path=/', 'SameSite=Lax']);
    // A caller naming the older position reads what is there: the read models do not have it
    // yet, so the command answered before they did.
    const older = await browser.get('/api/workplaces/getworkplaces').set('X-Rota-Position', quiet).expect(200);
    expect(names(older)).toEqual(['Quiet Cafe']);
    // The browser's next read sends the cookie and waits for it: it answers once the read models have it.
    const mine = browser
      .get('/api/workplaces/getworkplaces')
      .expect(200)
      .then((answer) => answer);
    await delay(100);
    release();
    expect(names(await mine).sort()).toEqual(['Harbour Cafe', 'Quiet Cafe']);
  });

  it('an API client echoing X-Rota-Position reads its own write, and one naming nothing waits for the head of the log', async () => {
    const signedUp = await t
      .http()
      .post('/api/auth/signup')
      .send({ email: newEmail('echo'), password: GOOD_PASSWORD })
      .expect(201);
    const auth = { Authorization: `Bearer ${signedUp.body.token as string}` };
    await holdReadModels(300);
    const created = await t.http().post('/api/workplaces/createworkplace').set(auth).send(workplace('Echo Cafe')).expect(201);
    const echoed = await t.http().get('/api/workplaces/getworkplaces').set(auth).set('X-Rota-Position', created.headers['x-rota-position']);
    expect(names(echoed)).toEqual(['Echo Cafe']);

    const again = await t.http().post('/api/workplaces/createworkplace').set(auth).send(workplace('Second Cafe')).expect(201);
    expect(Number(again.headers['x-rota-position'])).toBeGreaterThan(Number(created.headers['x-rota-position']));
    const namingNone = await t.http().get('/api/workplaces/getworkplaces').set(auth).expect(200);
    expect(names(namingNone).sort()).toEqual(['Echo Cafe', 'Second Cafe']);
  });

  it('lets a caller whose position the read models have reached go on without reading the head of the log', async () => {
    const signedUp = await t
      .http()
      .post('/api/auth/signup')
      .send({ email: newEmail('reached'), password: GOOD_PASSWORD })
      .expect(201);
    const auth = { Authorization: `Bearer ${signedUp.body.token as string}` };
    const created = await t.http().post('/api/workplaces/createworkplace').set(auth).send(workplace('Reached Cafe')).expect(201);
    await t.caughtUp();
    const heads = jest.spyOn(t.eventStore, 'headPosition');
    const mine = await t.http().get('/api/workplaces/getworkplaces').set(auth).set('X-Rota-Position', created.headers['x-rota-position']);
    expect(names(mine)).toEqual(['Reached Cafe']);
    expect(heads).not.toHaveBeenCalled();
    // Naming none, the caller waits for the head, which must be read; so must a position past the log (it counts as the head).
    await t.http().get('/api/workplaces/getworkplaces').set(auth).expect(200);
    expect(heads).toHaveBeenCalledTimes(1);
    await t.http().get('/api/workplaces/getworkplaces').set(auth).set('X-Rota-Position', '9007199254740991').expect(200);
    expect(heads).toHaveBeenCalledTimes(2);
  });

  it('reads a position beyond the log as its end, and leaves /api/health out (it reads no read model)', async () => {
    const beyond = await t.http().get('/api/auth/me?optional=true').set('X-Rota-Position', '9007199254740991');
    expect(beyond.status).toBe(204);
    // Not even a malformed position reaches the health check.
    await t.http().get('/api/health').set('X-Rota-Position', 'soon').expect(200);
    await t.http().get('/api/auth/me?optional=true').set('X-Rota-Position', 'soon').expect(400);
  });
});
