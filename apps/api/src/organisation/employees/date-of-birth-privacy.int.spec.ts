import { outboxMails, signUp } from '../../../test/accounts.helpers';
import { addAssignment, addShift } from '../../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../../test/test-app';
import { ProjectionRegistry } from '../../infrastructure/projection-registry';

/**
 * An employee's date of birth is personal data: the team's employee list and the rota's copy
 * (the minimum-wage check) hold it; no personal page, shared rota, feed or e-mail shows it, and
 * deleting the account removes it everywhere.
 */
describe('date of birth: where it goes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
    t.clock.set('2026-12-01T09:00:00.000Z');
  });
  afterAll(() => t.close());

  const BORN = '1994-07-23';
  const mentions = (value: unknown) => JSON.stringify(value).includes(BORN);
  async function everythingMentioning() {
    const events = (await t.eventStore.readAll({ limit: 1_000_000 })).filter(mentions);
    const collections: string[] = [];
    await t.caughtUp();
    for (const collection of t.app.get(ProjectionRegistry).collections()) {
      if ((await t.readModels.dump(collection)).some(mentions)) collections.push(collection);
    }
    return { events: events.map((e) => e.type), collections };
  }

  it('is kept by the employee list, the rota and the audit history only, never shown to staff or the public, and deleted with the account', async () => {
    const user = await signUp(t);
    const workplaceId = (
      await t
        .http()
        .post('/api/workplaces/createworkplace')
        .set(user.auth)
        .send({ workplaceName: 'Pier Cafe', industryType: 'cafe', workplaceServices: [701] })
        .expect(201)
    ).body.workplace_id as string;
    const ann = (
      await t
        .http()
        .post('/api/employees/createemployee')
        .set(user.auth)
        .send({
          workplace_id: workplaceId,
          display_name: 'Ann',
          first_name: 'Ann',
          surname: 'Pier',
          rate: 13,
          services: [701],
          email: 'ann.pier@example.com',
          date_of_birth: BORN,
        })
        .expect(201)
    ).body.employee_id as string;
    await addAssignment(t, user, await addShift(t, user, workplaceId, '2026-12-09', 701), '09:00', '12:00', ann);
    const token = (await t.http().post('/api/employees/feedlink').set(user.auth).send({ employee_id: ann }).expect(201)).body
      .token as string;
    const rotaId = (await t.http().post('/api/rotas/share').set(user.auth).send({ workplaceId, date: '2026-12-09' }).expect(201)).body
      .rotaId as string;
    await t.http().post('/api/rota/publish').set(user.auth).send({ workplaceId, weekStart: '2026-12-07' }).expect(201);

    const shown = [
      await t.http().get(`/api/staff/${token}`).expect(200),
      await t.http().get(`/api/feeds/${token}.ics`).expect(200),
      await t.http().get(`/api/rotas/${rotaId}`).expect(200),
    ];
    for (const response of shown) expect(mentions(response.text)).toBe(false);
    expect(outboxMails(t).filter((m) => m.to === 'ann.pier@example.com').length).toBeGreaterThan(0);
    expect(outboxMails(t).some(mentions)).toBe(false);

    const before = await everythingMentioning();
    // The audit's history read model (issue 42 §4) holds each event's data as the log does, for the owner's and auditors' history.
    expect(before.collections.sort()).toEqual([
      'audit_history',
      'audit_history_states',
      'day_employees',
      'employee_directory',
      'employee_list',
    ]);
    expect(before.events).toEqual(['EmployeeAdded']);

    await t.http().delete('/api/users/deleteuser').set(user.auth).send({ password: user.password }).expect(204);
    expect(await everythingMentioning()).toEqual({ events: [], collections: [] });
  });
});
