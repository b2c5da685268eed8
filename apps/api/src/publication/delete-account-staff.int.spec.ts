import { outboxMails, signUp } from '../../test/accounts.helpers';
import { addAssignment, addShift } from '../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { ProjectionRegistry } from '../infrastructure/projection-registry';

/** Deleting an account removes its staff's e-mails too: events, read models (drafts, notices, publications) and the outbox. */
describe('account deletion: publish and notify', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
    t.clock.set('2026-12-01T09:00:00.000Z');
  });
  afterAll(() => t.close());

  async function everythingMentioning(...needles: string[]) {
    const mentions = (value: unknown) => needles.some((needle) => JSON.stringify(value).toLowerCase().includes(needle.toLowerCase()));
    const events = (await t.eventStore.readAll({ limit: 1_000_000 })).filter(mentions);
    const documents: string[] = [];
    for (const collection of t.app.get(ProjectionRegistry).collections()) {
      for (const doc of await t.readModels.dump(collection)) if (mentions(doc)) documents.push(`${collection}/${doc.id}`);
    }
    return { events: events.map((e) => e.type), documents };
  }

  it("deletes the employees' e-mails, what they were told and the unpublished drafts, and their e-mails in the outbox", async () => {
    const user = await signUp(t);
    const workplace = await t
      .http()
      .post('/api/workplaces/createworkplace')
      .set(user.auth)
      .send({ workplaceName: 'Quay Cafe', industryType: 'cafe', workplaceServices: [701], publishMode: 'on-publish' })
      .expect(201);
    const workplaceId = workplace.body.workplace_id as string;
    const employee = async (name: string, email?: string) =>
      (
        await t
          .http()
          .post('/api/employees/createemployee')
          .set(user.auth)
          .send({ workplace_id: workplaceId, display_name: name, first_name: name, surname: 'X', rate: 10, services: [701], email })
          .expect(201)
      ).body.employee_id as string;
    const ann = await employee('Ann', 'ann.quay@example.com');
    const bob = await employee('Bob');
    const token = (await t.http().post('/api/employees/feedlink').set(user.auth).send({ employee_id: bob }).expect(201)).body
      .token as string;
    await t.http().put(`/api/staff/${token}/email`).send({ email: 'bob.quay@example.com' }).expect(204);
    const shift = await addShift(t, user, workplaceId, '2026-12-09', 701);
    await addAssignment(t, user, shift, '09:00', '12:00', ann);
    await addAssignment(t, user, shift, '13:00', '17:00', bob);
    expect(
      (await t.http().post('/api/rota/publish').set(user.auth).send({ workplaceId, weekStart: '2026-12-07' }).expect(201)).body,
    ).toMatchObject({
      notified: 2,
    });
    await addAssignment(t, user, shift, '18:00', '20:00', ann); // an unpublished draft
    const needles = [user.userId, workplaceId, ann, bob, 'ann.quay@example.com', 'bob.quay@example.com'];
    await t.caughtUp();
    const before = await everythingMentioning(...needles);
    expect(before.documents).toEqual(
      expect.arrayContaining([expect.stringMatching(/^staff_notices\//), expect.stringMatching(/^feed_draft_days\//)]),
    );
    expect(before.events).toEqual(expect.arrayContaining(['RotaWeekPublished', 'StaffNotified', 'EmployeeEmailChanged']));
    expect(outboxMails(t).filter((m) => m.to.endsWith('.quay@example.com'))).toHaveLength(2);

    await t.http().delete('/api/users/deleteuser').set(user.auth).send({ password: user.password }).expect(204);

    const after = await everythingMentioning(...needles);
    expect(after.documents).toEqual([]);
    expect(after.events).toEqual(['AccountDeleted', 'AccountStreamsDeleted', 'AccountDeletionCompleted']);
    expect(outboxMails(t).filter((m) => m.to.endsWith('.quay@example.com'))).toEqual([]);
  });
});
