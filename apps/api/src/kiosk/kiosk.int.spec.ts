import { KIOSK_MESSAGES } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createEmployee, createWorkplace } from '../../test/rota-fixtures';
import { newMember } from '../../test/team.helpers';
import { createTestApp, TestApp } from '../../test/test-app';

/** Tuesday 2 June 2026, British Summer Time (07:00 in London is 06:00 UTC). */
const DAY = '2026-06-02';

let t: TestApp;
let owner: SignedUpUser;
let auditor: SignedUpUser;
let cafe: string;
let ann: string;
let bob: string;
let cat: string;
let kioskToken: string;
let kioskId: string;

const place = async (employeeId: string, date: string, timeStart: string, timeEnd: string, breakMinutes?: number) =>
  (
    await t
      .http()
      .post('/api/assignments/placeassignment')
      .set(owner.auth)
      .send({ workplaceId: cafe, date, serviceType: 701, employeeId, timeStart, timeEnd, ...(breakMinutes ? { breakMinutes } : {}) })
      .expect(201)
  ).body.assignment_id as string;
const clock = (body: Record<string, unknown>, key?: string, token = kioskToken) => {
  const call = t.http().post(`/api/kiosk/${token}/clock`);
  return (key ? call.set('Idempotency-Key', key) : call).send(body);
};
const page = (token = kioskToken) => t.http().get(`/api/kiosk/${token}`);
const refusal = (response: { status: number; body: { message?: string } }) => [response.status, response.body.message];
const timesheets = async () =>
  (await t.http().get('/api/timesheets').set(owner.auth).query({ workplaceId: cafe, startDate: DAY, endDate: DAY }).expect(200)).body
    .timesheets as Record<string, unknown>[];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  t.clock.set('2026-06-01T08:00:00Z');
  owner = await signUp(t);
  cafe = await createWorkplace(t, owner, { rotaStartTime: 6, rotaEndTime: 30 });
  ann = await createEmployee(t, owner, cafe, 'Ann');
  bob = await createEmployee(t, owner, cafe, 'Bob');
  cat = await createEmployee(t, owner, cafe, 'Cat');
  auditor = await newMember(t, owner, 'auditor');
  await place(ann, DAY, '07:00', '15:00', 30);
  await place(bob, DAY, '09:00', '17:00');
  await place(cat, DAY, '07:00', '12:00');
});
afterAll(() => t.close());

describe('kiosk links', () => {
  it('the owner makes several per workplace; GET lists them with when last used, an auditor without tokens', async () => {
    const first = await t.http().post('/api/workplaces/kiosks').set(owner.auth).send({ workplaceId: cafe, name: 'Front door' }).expect(201);
    expect(first.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    kioskToken = first.body.token;
    kioskId = first.body.kioskId;
    const second = await t.http().post('/api/workplaces/kiosks').set(owner.auth).send({ workplaceId: cafe }).expect(201);
    expect(second.body.token).not.toBe(kioskToken);
    const listed = await t.http().get('/api/workplaces/kiosks').set(owner.auth).query({ workplaceId: cafe }).expect(200);
    expect(listed.body.kiosks).toEqual([
      { kioskId, name: 'Front door', token: kioskToken, createdAt: '2026-06-01T08:00:00.000Z', lastUsedAt: null },
      { kioskId: second.body.kioskId, name: 'Kiosk', token: second.body.token, createdAt: '2026-06-01T08:00:00.000Z', lastUsedAt: null },
    ]);
    const audited = await t.http().get('/api/workplaces/kiosks').set(auditor.auth).query({ workplaceId: cafe }).expect(200);
    expect(audited.body.kiosks.map((k: Record<string, unknown>) => Object.keys(k).sort())).toEqual([
      ['createdAt', 'kioskId', 'lastUsedAt', 'name'],
      ['createdAt', 'kioskId', 'lastUsedAt', 'name'],
    ]);
    expect(refusal(await t.http().post('/api/workplaces/kiosks').set(auditor.auth).send({ workplaceId: cafe }))[0]).toBe(403);
  });

  it('a revoked link is 404 at once, page and clock alike', async () => {
    const made = await t.http().post('/api/workplaces/kiosks').set(owner.auth).send({ workplaceId: cafe, name: 'Back' }).expect(201);
    await page(made.body.token).expect(200);
    await t.http().delete('/api/workplaces/kiosks').set(owner.auth).send({ kioskId: made.body.kioskId }).expect(204);
    expect(refusal(await page(made.body.token))).toEqual([404, KIOSK_MESSAGES.notFound]);
    expect(refusal(await clock({ employeeId: ann, pin: '1234', action: 'in' }, undefined, made.body.token))).toEqual([
      404,
      KIOSK_MESSAGES.notFound,
    ]);
    expect(refusal(await page('x'.repeat(43)))).toEqual([404, KIOSK_MESSAGES.notFound]);
  });
});

describe('PINs', () => {
  it('are 4 to 6 digits, set by the manager or by the person on their personal page', async () => {
    for (const pin of ['123', '1234567', 'abcd', 1234]) {
      expect(refusal(await t.http().put('/api/employees/pin').set(owner.auth).send({ employeeId: ann, pin }))).toEqual([
        400,
        'A PIN is 4 to 6 digits.',
      ]);
    }
    await t.http().put('/api/employees/pin').set(owner.auth).send({ employeeId: ann, pin: '0420' }).expect(204);
    await t.http().put('/api/employees/pin').set(owner.auth).send({ employeeId: cat, pin: '5555' }).expect(204);
    const link = await t.http().post('/api/employees/feedlink').set(owner.auth).send({ employee_id: bob }).expect(201);
    expect(refusal(await t.http().put(`/api/staff/${link.body.token}/pin`).send({ pin: '12' }))).toEqual([400, 'A PIN is 4 to 6 digits.']);
    await t.http().put(`/api/staff/${link.body.token}/pin`).send({ pin: '987654' }).expect(204);
    expect(refusal(await t.http().put('/api/employees/pin').set(auditor.auth).send({ employeeId: ann, pin: '1111' }))[0]).toBe(403);
  });
});

describe('the kiosk page and its clock', () => {
  it("lists today's people by display name only, with their shift and status", async () => {
    t.clock.set('2026-06-02T05:40:00Z'); // 06:40 in London
    const shown = await page().expect(200);
    expect(shown.body.workplaceName).toMatch(/^Cafe /);
    expect(shown.body.people).toEqual([
      { employeeId: ann, displayName: 'Ann', status: 'off', shift: { timeStart: '07:00', timeEnd: '15:00' } },
      { employeeId: bob, displayName: 'Bob', status: 'off', shift: { timeStart: '09:00', timeEnd: '17:00' } },
      { employeeId: cat, displayName: 'Cat', status: 'off', shift: { timeStart: '07:00', timeEnd: '12:00' } },
    ]);
    expect(JSON.stringify(shown.body)).not.toMatch(/Tester|rate|token/i);
  });

  it('a wrong PIN is 401; the fifth in a row locks that PIN for 15 minutes (423) and the history says so', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(refusal(await clock({ employeeId: cat, pin: '0000', action: 'in' }))).toEqual([401, 'Wrong PIN.']);
    }
    const locked = 'Too many wrong PINs: try again in 15 minutes or ask your manager.';
    expect(refusal(await clock({ employeeId: cat, pin: '0000', action: 'in' }))).toEqual([423, locked]);
    expect(refusal(await clock({ employeeId: cat, pin: '5555', action: 'in' }))).toEqual([423, locked]);
    // Ann's PIN is her own: Cat's lock does not touch it.
    await clock({ employeeId: ann, pin: '0420', action: 'in' }).expect(200);
    t.clock.set('2026-06-02T05:55:00Z');
    await clock({ employeeId: cat, pin: '5555', action: 'in' }).expect(200);
    const history = await t.http().get('/api/audit/events').set(owner.auth).query({ workplaceId: cafe }).expect(200);
    expect(JSON.stringify(history.body)).toContain('Kiosk PIN of Cat locked until 06:55 after 5 wrong tries');
  });

  it('clocks in early or late by the personal page rules, breaks feed the timesheet, and a person elsewhere is 404', async () => {
    // Bob's 09:00 shift opens at 08:30.
    expect(refusal(await clock({ employeeId: bob, pin: '987654', action: 'in' }))).toEqual([
      409,
      'You can clock in from 08:30 (30 minutes before your shift starts).',
    ]);
    t.clock.set('2026-06-02T09:00:00Z'); // 10:00
    expect((await clock({ employeeId: ann, pin: '0420', action: 'break-start' }).expect(200)).body).toEqual({
      status: 'break',
      at: '2026-06-02T09:00:00.000Z',
    });
    expect((await page().expect(200)).body.people[0]).toMatchObject({ displayName: 'Ann', status: 'break' });
    t.clock.set('2026-06-02T09:20:00Z');
    expect((await clock({ employeeId: ann, pin: '0420', action: 'break-end' }).expect(200)).body.status).toBe('in');
    expect(refusal(await clock({ employeeId: ann, pin: '0420', action: 'break-end' }))).toEqual([409, 'You are not on a break.']);
    t.clock.set('2026-06-02T14:00:00Z'); // 15:00
    expect((await clock({ employeeId: ann, pin: '0420', action: 'out' }).expect(200)).body.status).toBe('off');
    const annSheet = (await timesheets()).find((s) => s.employeeId === ann);
    // 06:40 to 15:00 less the 20 minutes clocked (not the planned 30): 8 h.
    expect(annSheet).toMatchObject({
      plannedBreakMinutes: 30,
      actualStart: '06:40:00',
      actualEnd: '15:00:00',
      actualBreakMinutes: 20,
      actualPaidMinutes: 480,
    });
    const elsewhere = await createEmployee(t, owner, await createWorkplace(t, owner), 'Dee');
    expect(refusal(await clock({ employeeId: elsewhere, pin: '1234', action: 'in' }))).toEqual([404, KIOSK_MESSAGES.notOnKiosk]);
    const listed = await t.http().get('/api/workplaces/kiosks').set(owner.auth).query({ workplaceId: cafe }).expect(200);
    expect(listed.body.kiosks[0]).toMatchObject({ kioskId, lastUsedAt: '2026-06-02T14:00:00.000Z' });
  });

  it('a queued event keeps its real time (at most 24 h old, never in the future) and is applied once per Idempotency-Key', async () => {
    t.clock.set('2026-06-02T09:30:00Z'); // 10:30: Bob's event was queued at 08:50 while offline
    const body = { employeeId: bob, pin: '987654', action: 'in', at: '2026-06-02T07:50:00.000Z' };
    const first = await clock(body, 'queued-bob-1').expect(200);
    const again = await clock(body, 'queued-bob-1').expect(200);
    expect(again.body).toEqual(first.body);
    expect(first.body).toEqual({ status: 'in', at: '2026-06-02T07:50:00.000Z' });
    const bobSheet = (await timesheets()).find((s) => s.employeeId === bob);
    expect(bobSheet).toMatchObject({ clockedInAt: '2026-06-02T07:50:00.000Z' });
    const history = await t.http().get('/api/audit/events').set(owner.auth).query({ workplaceId: cafe }).expect(200);
    expect(JSON.stringify(history.body).match(/Bob clocked in/g)).toHaveLength(1);
    expect(refusal(await clock({ ...body, at: '2026-06-01T09:29:00.000Z' }, 'old'))).toEqual([400, KIOSK_MESSAGES.atTooOld]);
    expect(refusal(await clock({ ...body, at: '2026-06-02T09:40:00.000Z' }, 'future'))).toEqual([400, KIOSK_MESSAGES.atInFuture]);
    expect(refusal(await clock({ ...body, at: 'soon' }, 'bad'))).toEqual([400, KIOSK_MESSAGES.atNotAnInstant]);
    expect(refusal(await clock({ ...body, action: 'lunch' }))).toEqual([400, KIOSK_MESSAGES.action]);
  });
});
