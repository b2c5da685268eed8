import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';

/** A control character, a bidirectional override and a lone surrogate: each hides what a name really says. */
const UNSAFE_NAMES = ['Bar\u0007Crawl', 'Bar\u202Egnp', 'Bar \uD83D'];

describe('names and dates the API accepts', () => {
  let t: TestApp;
  let user: SignedUpUser;
  let workplaceId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
    user = await signUp(t);
    const created = await t
      .http()
      .post('/api/workplaces/createworkplace')
      .set(user.auth)
      .send({ workplaceName: 'The Anchor', industryType: 'bar' });
    expect(created.status).toBe(201);
    workplaceId = created.body.workplace_id;
  });
  afterAll(() => t.close());

  function expectRefusal(response: { status: number; body: unknown }, message: string) {
    expect(response.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
  }

  it.each(UNSAFE_NAMES)('refuses the name %j in every user-chosen name with 400', async (name) => {
    expectRefusal(
      await t
        .http()
        .put('/api/users/updateUsername')
        .set(user.auth)
        .send({ new_username: `ann${name.slice(3)}` }),
      'Username cannot contain control characters, hidden text-direction marks or broken characters.',
    );
    expectRefusal(
      await t.http().post('/api/workplaces/createworkplace').set(user.auth).send({ workplaceName: name, industryType: 'bar' }),
      'Workplace name cannot contain control characters, hidden text-direction marks or broken characters.',
    );
    expectRefusal(
      await t.http().put('/api/workplaces/updateworkplace').set(user.auth).send({ workplace_id: workplaceId, name }),
      'Workplace name cannot contain control characters, hidden text-direction marks or broken characters.',
    );
    for (const field of ['display_name', 'first_name', 'surname']) {
      const employee = { workplace_id: workplaceId, display_name: 'Mary', first_name: 'Mary', surname: 'Smith', rate: 7.55, [field]: name };
      expectRefusal(
        await t.http().post('/api/employees/createemployee').set(user.auth).send(employee),
        'Names cannot contain control characters, hidden text-direction marks or broken characters.',
      );
    }
    expectRefusal(
      await t.http().post('/api/contact').send({ name, email: 'sam@example.com', message: 'Hello' }),
      'Name cannot contain control characters, hidden text-direction marks or broken characters.',
    );
    const workplaces = await t.http().get('/api/workplaces/getworkplaces').set(user.auth).expect(200);
    expect(workplaces.body.map((w: { name: string }) => w.name)).toEqual(['The Anchor']);
  });

  it.each(['1999-12-31', '2101-01-01'])('refuses the rota date %s with 400', async (date) => {
    const message = (name: string) => `${name} must be in the years 2000 to 2100.`;
    const query = { userId: user.userId, workplaceId };
    expectRefusal(
      await t
        .http()
        .get('/api/shifts/getshifts')
        .set(user.auth)
        .query({ ...query, rotaDate: date }),
      message('rotaDate'),
    );
    expectRefusal(
      await t
        .http()
        .post('/api/shifts/addshift')
        .set(user.auth)
        .send({ ...query, date, serviceType: 'Bar' }),
      message('date'),
    );
    expectRefusal(
      await t
        .http()
        .get('/api/shifts/getweeklyshifts')
        .set(user.auth)
        .query({ ...query, startDate: date, endDate: date }),
      message('startDate'),
    );
    expectRefusal(await t.http().post('/api/rotas/share').set(user.auth).send({ workplaceId, date }), message('date'));
    expectRefusal(
      await t.http().get('/api/audit/rota').set(user.auth).query({ workplaceId, date, at: '2026-01-01T00:00:00Z' }),
      message('date'),
    );
  });

  it.each(['1999-12-31T23:59:59Z', '2101-01-01T00:00:00Z'])('refuses the audit instant %s with 400', async (instant) => {
    const message = (name: string) => `${name} must be in the years 2000 to 2100.`;
    expectRefusal(await t.http().get('/api/audit/events').set(user.auth).query({ workplaceId, from: instant }), message('from'));
    expectRefusal(await t.http().get('/api/audit/events').set(user.auth).query({ workplaceId, to: instant }), message('to'));
    expectRefusal(
      await t.http().get('/api/audit/rota').set(user.auth).query({ workplaceId, date: '2026-01-05', at: instant }),
      message('at'),
    );
    expectRefusal(
      await t.http().get('/api/audit/pay').set(user.auth).query({ workplaceId, dates: '["05/01/26"]', at: instant }),
      message('at'),
    );
  });
});
