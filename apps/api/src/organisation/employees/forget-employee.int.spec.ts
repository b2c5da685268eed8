import { DELETED_PERSON } from '@rotaledger/domain';
import { signUp } from '../../../test/accounts.helpers';
import { leftovers } from '../../../test/deletion-harness';
import { createErasureAccount, erasureMarkers, readableIn } from '../../../test/erasure-scenario';
import { newMember } from '../../../test/team.helpers';
import { addAssignment, addShift, createEmployee, removeEmployee } from '../../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../../test/test-app';

/**
 * Forgetting one staff member (issue 40 §2): their data key is destroyed and every read-model
 * copy of their personal data rewritten, so their markers are in no file of DATA_DIR, while
 * the rest of the account, other staff and the pay stay as they were.
 */
describe('POST /employees/forgetemployee (crypto-shredding one staff member, embedded stores)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  });
  afterAll(() => t.close());

  const forget = (auth: { Authorization: string }, body: Record<string, unknown>) =>
    t.http().post('/api/employees/forgetemployee').set(auth).send(body);
  const payOf = async (auth: { Authorization: string }, workplaceId: string) => {
    const response = await t
      .http()
      .get('/api/pay/getpayfordates')
      .query({ workplaceId, dates: JSON.stringify(['01/01/26', '02/01/26']) })
      .set(auth);
    expect(response.status).toBe(200);
    const rows = response.body as { employee_id: string; display_name: string; payPence: number }[];
    return Object.fromEntries(rows.map(({ employee_id, display_name, payPence }) => [employee_id, { display_name, payPence }]));
  };

  it("leaves a forgotten staff member's name, e-mail, date of birth and note in no file; other staff and the pay stay", async () => {
    const m = erasureMarkers('fgq', 1957);
    const account = await createErasureAccount(t, m, false);
    const { owner, workplaceId, employeeId } = account;
    // Another staff member, who stays: their markers must survive.
    const kept = { firstName: 'Orielfgq', surname: 'Quillanfgq', email: 'oriel.fgq@quorvian-example.com' };
    const created = await t
      .http()
      .post('/api/employees/createemployee')
      .set(owner.auth)
      .send({
        workplace_id: workplaceId,
        display_name: kept.firstName,
        first_name: kept.firstName,
        surname: kept.surname,
        email: kept.email,
        rate: '10.00',
        services: [],
        created_by: owner.userId,
      })
      .expect(201);
    const other: string = created.body.employee_id;
    // Before today (5 January), so the removal keeps the hours: Perdita works 2 h on each of two days at £12.50 (2 × 2 × 1250 = 5000 p); Oriel 3 h at £10.00 (3000 p).
    for (const date of ['2026-01-01', '2026-01-02']) {
      await addAssignment(t, owner, await addShift(t, owner, workplaceId, date), '09:00', '11:00', employeeId);
    }
    await addAssignment(t, owner, await addShift(t, owner, workplaceId, '2026-01-01'), '12:00', '15:00', other);
    const markers = [m.firstName, m.surname, m.staffEmail, m.dateOfBirth, m.note];
    // The owner's own data and the other staff member's stay (the contact message is only in the sealed log).
    const keptMarkers = [kept.firstName, kept.surname, kept.email, m.ownerEmail, m.username];
    expect(leftovers(t.dataDir, markers).length).toBeGreaterThan(0);
    expect(keptMarkers.filter((marker) => leftovers(t.dataDir, [marker]).length === 0)).toEqual([]);

    // Only a removed staff member can be forgotten.
    const refused = await forget(owner.auth, { employee_id: employeeId });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Remove this staff member before forgetting them.');

    await removeEmployee(t, owner, employeeId);
    expect(await payOf(owner.auth, workplaceId)).toEqual({
      [employeeId]: { display_name: m.firstName, payPence: 5000 },
      [other]: { display_name: kept.firstName, payPence: 3000 },
    });

    const forgotten = await forget(owner.auth, { employee_id: employeeId, userId: owner.userId });
    expect(forgotten.status).toBe(200);
    expect(forgotten.body).toEqual({ employee_id: employeeId });

    expect(leftovers(t.dataDir, markers)).toEqual([]);
    expect(keptMarkers.filter((marker) => leftovers(t.dataDir, [marker]).length === 0)).toEqual([]);
    // The log keeps their events, sealed with a key nobody has any more.
    const events = await t.eventStore.readStream(`employee-${employeeId}`);
    const [added] = events.filter((event) => event.type === 'EmployeeAdded');
    expect(added.data).toMatchObject({ displayName: DELETED_PERSON, firstName: DELETED_PERSON, surname: DELETED_PERSON, ratePence: 1250 });
    expect(added.data).not.toHaveProperty('email');
    expect(added.data).not.toHaveProperty('dateOfBirth');
    expect(events.filter((event) => event.type === 'TimeOffRequested').map((event) => event.data.note)).toEqual([null]);
    expect(events.map((event) => event.type)).toContain('EmployeeForgotten');
    // Pay and hours stay, to the penny, under "(deleted person)".
    expect(await payOf(owner.auth, workplaceId)).toEqual({
      [employeeId]: { display_name: DELETED_PERSON, payPence: 5000 },
      [other]: { display_name: kept.firstName, payPence: 3000 },
    });
    // The history stays, naming nobody.
    const history = await t.http().get('/api/audit/events').query({ workplaceId }).set(owner.auth);
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).toContain(DELETED_PERSON);
    expect(JSON.stringify(history.body)).toContain(kept.firstName);
    expect(readableIn(Buffer.from(JSON.stringify(history.body)), markers)).toEqual([]);
    // Forgetting again changes nothing.
    expect((await forget(owner.auth, { employee_id: employeeId })).status).toBe(200);
    expect(leftovers(t.dataDir, markers)).toEqual([]);
  });

  it("refuses a bad id (400), an auditor (403), another account's or an unknown staff member (404)", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const auditor = await newMember(t, owner, 'auditor');
    const workplace = await t
      .http()
      .post('/api/workplaces/createworkplace')
      .set(owner.auth)
      .send({ workplaceName: 'Quay', industryType: 'cafe', workplaceServices: [701], rotaStartTime: 6, rotaEndTime: 24 })
      .expect(201);
    const employeeId = await createEmployee(t, owner, workplace.body.workplace_id, 'Nell');
    await removeEmployee(t, owner, employeeId);

    expect((await forget(auditor.auth, { employee_id: employeeId })).status).toBe(403);
    expect((await forget(stranger.auth, { employee_id: employeeId })).status).toBe(404);
    const bad = await forget(owner.auth, { employee_id: 'not an id' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please provide a valid employee_id.');
    expect((await forget(owner.auth, { employee_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });
});
