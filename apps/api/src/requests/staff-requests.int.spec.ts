import { ACCESS_MESSAGES, AVAILABILITY_MESSAGES, ROTA_MESSAGES, TIME_OFF_MESSAGES } from '@rotaledger/domain';
import { outboxMails, signUp, SignedUpUser } from '../../test/accounts.helpers';
import { addAssignment, addShift, createEmployee, createWorkplace } from '../../test/rota-fixtures';
import { newMember } from '../../test/team.helpers';
import { createTestApp, TestApp } from '../../test/test-app';

/** Monday 30 November 2026, 09:00 in London. */
const NOW = '2026-11-30T09:00:00.000Z';
const WED = '2026-12-02';
const THU = '2026-12-03';
const NOT_FOUND = 'This link is not valid any more. Ask your manager for a new one.';

let t: TestApp;
let owner: SignedUpUser;
let auditor: SignedUpUser;
let stranger: SignedUpUser;
let cafe: string;
let ann: string;
let bob: string;
let annToken: string;
let bobToken: string;
let strangerToken: string;

const tokenFor = async (user: SignedUpUser, employeeId: string) =>
  (await t.http().post('/api/employees/feedlink').set(user.auth).send({ employee_id: employeeId }).expect(201)).body.token as string;
const staff = (token: string) => ({
  page: () => t.http().get(`/api/staff/${token}`),
  availability: (body: unknown) =>
    t
      .http()
      .put(`/api/staff/${token}/availability`)
      .send(body as object),
  timeOff: (body: unknown) =>
    t
      .http()
      .post(`/api/staff/${token}/timeoff`)
      .send(body as object),
  cancel: (requestId: string) => t.http().delete(`/api/staff/${token}/timeoff`).send({ requestId }),
  claim: (assignmentId: string) => t.http().post(`/api/staff/${token}/claims`).send({ assignmentId }),
  swap: (assignmentId: string) => t.http().post(`/api/staff/${token}/swaps`).send({ assignmentId }),
  withdraw: (swapId: unknown) => t.http().delete(`/api/staff/${token}/swaps`).send({ swapId }),
  accept: (swapId: string) => t.http().post(`/api/staff/${token}/swaps/accept`).send({ swapId }),
});
const decide = (user: SignedUpUser, body: Record<string, unknown>) => t.http().post('/api/requests/decide').set(user.auth).send(body);
const requests = (user: SignedUpUser) => t.http().get('/api/requests').set(user.auth).query({ workplaceId: cafe });
const week = (date: string) =>
  t.http().get('/api/shifts/getweeklyshifts').set(owner.auth).query({ workplaceId: cafe, startDate: date, endDate: date }).expect(200);
const pay = async (date: string) => {
  const dayMonthYear = `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;
  const answer = await t
    .http()
    .get('/api/pay/getpayfordates')
    .set(owner.auth)
    .query({ workplaceId: cafe, dates: JSON.stringify([dayMonthYear]) })
    .expect(200);
  return answer.body as { employee_id: string; hoursInDays: Record<string, number> }[];
};
const place = (employeeId: string, date: string, timeStart = '10:00', timeEnd = '14:00') =>
  t
    .http()
    .post('/api/assignments/placeassignment')
    .set(owner.auth)
    .send({ workplaceId: cafe, date, serviceType: 701, employeeId, timeStart, timeEnd });
const openAssignment = async (date: string, start = '10:00', end = '14:00') =>
  addAssignment(t, owner, await addShift(t, owner, cafe, date), start, end, null);
const refusal = (response: { status: number; body: { message?: string } }) => [response.status, response.body.message];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  t.clock.set(NOW);
  owner = await signUp(t);
  cafe = await createWorkplace(t, owner);
  ann = await createEmployee(t, owner, cafe, 'Ann');
  bob = await createEmployee(t, owner, cafe, 'Bob');
  annToken = await tokenFor(owner, ann);
  bobToken = await tokenFor(owner, bob);
  auditor = await newMember(t, owner, 'auditor');
  stranger = await signUp(t);
  const theirs = await createWorkplace(t, stranger);
  strangerToken = await tokenFor(stranger, await createEmployee(t, stranger, theirs, 'Zed'));
});
afterAll(() => t.close());

describe('availability from the personal page', () => {
  it('is kept and answered on the page (single dates from today on), and greys the grid', async () => {
    const weekly = { wed: [{ from: '09:00', to: '12:00' }], sun: [] };
    await staff(annToken)
      .availability({ weekly, exceptions: [{ date: THU, windows: [] }] })
      .expect(204);
    const page = await staff(annToken).page().expect(200);
    expect(page.body.availability).toEqual({ weekly, exceptions: [{ date: THU, windows: [] }] });
    const grid = await week(WED);
    expect(grid.body.unavailable[ann]).toEqual({
      [WED]: [
        { from: '00:00', to: '09:00', reason: 'availability' },
        { from: '12:00', to: '24:00', reason: 'availability' },
      ],
    });
    expect(grid.body.unavailable[bob]).toBeUndefined();
  });

  it('refuses unknown days, bad clocks, windows that end before they start, past dates', async () => {
    const bad = async (body: unknown) => refusal(await staff(annToken).availability(body));
    expect(await bad({ weekly: { funday: [] } })).toEqual([400, AVAILABILITY_MESSAGES.unknownDay]);
    expect(await bad({ weekly: { mon: [{ from: '9am', to: '12:00' }] } })).toEqual([400, AVAILABILITY_MESSAGES.badClock]);
    expect(await bad({ weekly: { mon: [{ from: '17:00', to: '09:00' }] } })).toEqual([400, 'A window must end after it starts.']);
    expect(await bad({ weekly: {}, exceptions: [{ date: '2026-11-29', windows: [] }] })).toEqual([
      400,
      AVAILABILITY_MESSAGES.pastExceptionDate,
    ]);
    expect(await bad({ weekly: {}, exceptions: [{ date: '2026-02-30', windows: [] }] })).toEqual([
      400,
      AVAILABILITY_MESSAGES.badExceptionDate,
    ]);
    expect(await bad({})).toEqual([400, 'weekly is required.']);
  });

  it('answers 404 for an unknown token', async () => {
    expect(refusal(await staff('x'.repeat(43)).availability({ weekly: {} }))).toEqual([404, NOT_FOUND]);
  });
});

describe('time off', () => {
  it('refuses bad dates, an end before the start, the past, overlaps', async () => {
    const bad = async (body: unknown) => refusal(await staff(bobToken).timeOff(body));
    expect(await bad({ from: '2026-12-40', to: '2026-12-41' })).toEqual([400, TIME_OFF_MESSAGES.invalidDates]);
    expect(await bad({ from: THU, to: WED })).toEqual([400, TIME_OFF_MESSAGES.endBeforeStart]);
    expect(await bad({ from: '2026-11-29', to: WED })).toEqual([400, TIME_OFF_MESSAGES.inThePast]);
    const asked = await staff(bobToken).timeOff({ from: '2027-01-10', to: '2027-01-12' }).expect(201);
    expect(await bad({ from: '2027-01-12', to: '2027-01-14' })).toEqual([409, TIME_OFF_MESSAGES.overlaps]);
    await staff(bobToken).cancel(asked.body.requestId).expect(204);
    // Another employee's request is unknown on this page.
    expect(refusal(await staff(annToken).cancel(asked.body.requestId))).toEqual([404, TIME_OFF_MESSAGES.notFound]);
  });

  it('approved, it opens their shifts (grid and pay), refuses placements on its days, and cancelling gives them back', async () => {
    const placed = await place(bob, WED).expect(201);
    const asked = await staff(bobToken).timeOff({ from: WED, to: THU, note: 'Wedding' }).expect(201);
    const listed = (await requests(owner).expect(200)).body;
    expect(listed.timeOff).toContainEqual(
      expect.objectContaining({
        requestId: asked.body.requestId,
        employee: { id: bob, name: 'Bob' },
        note: 'Wedding',
        shiftsAffected: 1,
        ruleNote: null,
      }),
    );
    expect(refusal(await decide(auditor, { requestId: asked.body.requestId, approve: true }))).toEqual([
      403,
      ACCESS_MESSAGES.auditorReadOnly,
    ]);
    const approved = await decide(owner, { requestId: asked.body.requestId, approve: true }).expect(204);
    expect(approved.headers['opened-shifts']).toBe('1');

    const grid = await week(WED);
    expect(grid.body.weekShifts[bob]).toBeUndefined();
    expect(grid.body.openShifts[WED].map((s: { assignment_id: string }) => s.assignment_id)).toContain(placed.body.assignment_id);
    expect(grid.body.unavailable[bob][WED]).toEqual([{ from: '00:00', to: '24:00', reason: 'timeOff' }]);
    expect((await pay(WED)).find((row) => row.employee_id === bob)).toBeUndefined();
    expect(refusal(await place(bob, THU, '15:00', '16:00'))).toEqual([409, 'Bob is on approved time off on 3 Dec.']);
    expect(refusal(await decide(owner, { requestId: asked.body.requestId, approve: false }))).toEqual([409, ROTA_MESSAGES.alreadyDecided]);
    const page = (await staff(bobToken).page().expect(200)).body;
    expect(page.timeOff[0]).toMatchObject({ requestId: asked.body.requestId, status: 'approved', from: WED, to: THU });
    expect(page.shifts).toEqual([]);

    await staff(bobToken).cancel(asked.body.requestId).expect(204);
    expect((await week(WED)).body.weekShifts[bob][WED]).toHaveLength(1);
    expect((await pay(WED)).find((row) => row.employee_id === bob)?.hoursInDays).toEqual({ '02/12/26': 4 });
    await place(bob, THU, '15:00', '16:00').expect(201);

    const history = await t.http().get('/api/audit/events').set(owner.auth).query({ workplaceId: cafe }).expect(200);
    const lines = (history.body.events as { summary: string; who: { userId: string | null } }[]).map((e) => [e.summary, e.who.userId]);
    expect(lines).toContainEqual(['Bob asked for time off 2–3 Dec', null]);
    expect(lines).toContainEqual(['Time off for Bob 2–3 Dec approved', owner.userId]);
    expect(lines).toContainEqual(['Bob cancelled their time off 2–3 Dec', null]);
  });
});

describe('claims on open shifts', () => {
  it('lists them on the page, refuses clashes and shifts no longer open; the first approved claim wins', async () => {
    const date = '2026-12-07';
    const open = await openAssignment(date);
    const annPage = (await staff(annToken).page().expect(200)).body;
    expect(annPage.openShifts.map((s: { id: string }) => s.id)).toContain(open);
    const annClaim = await staff(annToken).claim(open).expect(201);
    expect(refusal(await staff(annToken).claim(open))).toEqual([409, ROTA_MESSAGES.alreadyClaimed]);
    const bobClaim = await staff(bobToken).claim(open).expect(201);
    const claims = (await requests(owner).expect(200)).body.claims as { claimId: string; ruleNote: string | null }[];
    expect(claims.map((c) => c.claimId)).toEqual(expect.arrayContaining([annClaim.body.claimId, bobClaim.body.claimId]));
    // The list runs each approval on the day as the decider folds it, its claims included: both would be approved.
    for (const claimId of [annClaim.body.claimId, bobClaim.body.claimId]) {
      expect(claims.find((c) => c.claimId === claimId)?.ruleNote).toBeNull();
    }

    expect(refusal(await decide(auditor, { claimId: annClaim.body.claimId, approve: true }))).toEqual([
      403,
      ACCESS_MESSAGES.auditorReadOnly,
    ]);
    await decide(owner, { claimId: annClaim.body.claimId, approve: true }).expect(204);
    expect((await week(date)).body.weekShifts[ann][date][0].assignment_id).toBe(open);
    expect(refusal(await decide(owner, { claimId: bobClaim.body.claimId, approve: true }))).toEqual([409, ROTA_MESSAGES.alreadyDecided]);
    expect(refusal(await staff(bobToken).claim(open))).toEqual([409, ROTA_MESSAGES.shiftNoLongerOpen]);

    // Ann now works 10:00-14:00 that day: an open 12:00-16:00 clashes.
    const clashing = await openAssignment(date, '12:00', '16:00');
    const page = (await staff(annToken).page().expect(200)).body;
    expect(page.openShifts.map((s: { id: string }) => s.id)).not.toContain(clashing);
    expect(refusal(await staff(annToken).claim(clashing))).toEqual([409, ROTA_MESSAGES.employeeBusy]);
  });

  it("another account's shift, or a token of another account, is not found", async () => {
    const open = await openAssignment('2026-12-08');
    expect(refusal(await staff(strangerToken).claim(open))).toEqual([404, ROTA_MESSAGES.assignmentNotFound]);
    const claim = await staff(bobToken).claim(open).expect(201);
    expect(refusal(await decide(stranger, { claimId: claim.body.claimId, approve: true }))).toEqual([404, ROTA_MESSAGES.requestNotFound]);
  });
});

describe('the shifts on the page', () => {
  it('carry their unpaid break and paid minutes: 08:30-17:00 with 30 minutes is 480 paid; one without a break all of it', async () => {
    const withBreak = await t
      .http()
      .post('/api/assignments/placeassignment')
      .set(owner.auth)
      .send({
        workplaceId: cafe,
        date: '2026-12-18',
        serviceType: 701,
        employeeId: ann,
        timeStart: '08:30',
        timeEnd: '17:00',
        breakMinutes: 30,
      })
      .expect(201);
    const without = (await place(ann, '2026-12-19', '18:00', '23:15').expect(201)).body.assignment_id as string;
    const shifts = (await staff(annToken).page().expect(200)).body.shifts as { id: string }[];
    expect(shifts.find((s) => s.id === withBreak.body.assignment_id)).toMatchObject({ breakMinutes: 30, paidMinutes: 480 });
    expect(shifts.find((s) => s.id === without)).toMatchObject({ breakMinutes: 0, paidMinutes: 315 });
  });
});

describe('swaps', () => {
  it('are withdrawn by the one who offered while nobody has accepted; refused with 409 once a colleague has', async () => {
    const first = (await place(ann, '2026-12-17', '09:00', '13:00').expect(201)).body.assignment_id as string;
    const staffPage = async (token: string) => (await staff(token).page().expect(200)).body;
    const offered = (await staff(annToken).swap(first).expect(201)).body.swapId as string;
    expect(refusal(await staff(bobToken).withdraw(offered))).toEqual([404, ROTA_MESSAGES.requestNotFound]);
    expect(refusal(await staff(annToken).withdraw('not-an-id'))).toEqual([400, 'swapId must be a valid id.']);
    await staff(annToken).withdraw(offered).expect(204);
    expect((await staffPage(annToken)).swaps.offered.map((s: { swapId: string }) => s.swapId)).not.toContain(offered);
    expect((await staffPage(bobToken)).swaps.toCover.map((s: { swapId: string }) => s.swapId)).not.toContain(offered);
    expect((await requests(owner).expect(200)).body.swaps.map((s: { swapId: string }) => s.swapId)).not.toContain(offered);
    expect(refusal(await staff(bobToken).accept(offered))).toEqual([409, ROTA_MESSAGES.alreadyDecided]);
    expect(refusal(await staff(annToken).withdraw(offered))).toEqual([409, ROTA_MESSAGES.alreadyDecided]);

    const again = (await staff(annToken).swap(first).expect(201)).body.swapId as string;
    await staff(bobToken).accept(again).expect(204);
    expect(refusal(await staff(annToken).withdraw(again))).toEqual([409, ROTA_MESSAGES.swapAlreadyAccepted]);
    expect((await staffPage(annToken)).swaps.offered).toContainEqual(expect.objectContaining({ swapId: again, status: 'accepted' }));
  });

  it("offers one's own shift, a colleague covers, the manager approves and the shift changes hands", async () => {
    const date = '2026-12-09';
    const shift = (await place(ann, date, '16:00', '20:00').expect(201)).body.assignment_id as string;
    expect(refusal(await staff(bobToken).swap(shift))).toEqual([404, ROTA_MESSAGES.assignmentNotFound]);
    const offered = await staff(annToken).swap(shift).expect(201);
    expect(refusal(await staff(annToken).swap(shift))).toEqual([409, ROTA_MESSAGES.alreadyOffered]);
    const bobPage = (await staff(bobToken).page().expect(200)).body;
    expect(bobPage.swaps.toCover).toContainEqual(
      expect.objectContaining({ swapId: offered.body.swapId, offeredBy: 'Ann', acceptedByMe: false }),
    );
    expect(refusal(await decide(owner, { swapId: offered.body.swapId, approve: true }))).toEqual([409, ROTA_MESSAGES.nobodyCovers]);
    expect(refusal(await staff(annToken).accept(offered.body.swapId))).toEqual([409, ROTA_MESSAGES.ownSwap]);
    await staff(bobToken).accept(offered.body.swapId).expect(204);
    const annPage = (await staff(annToken).page().expect(200)).body;
    expect(annPage.swaps.offered).toContainEqual(
      expect.objectContaining({ swapId: offered.body.swapId, status: 'accepted', coveredBy: 'Bob' }),
    );
    const listed = (await requests(auditor).expect(200)).body.swaps;
    expect(listed).toContainEqual(
      expect.objectContaining({
        swapId: offered.body.swapId,
        status: 'accepted',
        employee: { id: ann, name: 'Ann' },
        coveredBy: { id: bob, name: 'Bob' },
        // Run on the day as the decider folds it, the swap included: approving breaks no rule.
        ruleNote: null,
      }),
    );
    await decide(owner, { swapId: offered.body.swapId, approve: true }).expect(204);
    expect((await week(date)).body.weekShifts[bob][date][0].assignment_id).toBe(shift);
    expect((await requests(owner).expect(200)).body.swaps.map((s: { swapId: string }) => s.swapId)).not.toContain(offered.body.swapId);
  });
});

describe('decision e-mails', () => {
  it('tell who asked (and, for a swap, who covers) in one e-mail each, with display names only: no rate, no surname', async () => {
    const cleo = await createEmployee(t, owner, cafe, 'Cleo');
    const dan = await createEmployee(t, owner, cafe, 'Dan');
    const [cleoToken, danToken] = [await tokenFor(owner, cleo), await tokenFor(owner, dan)];
    await t.http().put(`/api/staff/${cleoToken}/email`).send({ email: 'cleo@example.com' }).expect(204);
    await t.http().put(`/api/staff/${danToken}/email`).send({ email: 'dan@example.com' }).expect(204);
    const mailsTo = (to: string) => outboxMails(t).filter((mail) => mail.to === to);

    const asked = await staff(cleoToken).timeOff({ from: '2026-12-21', to: '2026-12-22' }).expect(201);
    await decide(owner, { requestId: asked.body.requestId, approve: false }).expect(204);
    expect(mailsTo('cleo@example.com').map((mail) => mail.subject)).toEqual(['Your time off 21–22 Dec was not approved']);

    const date = '2026-12-16';
    const shift = (await place(cleo, date, '16:00', '20:00').expect(201)).body.assignment_id as string;
    const offered = await staff(cleoToken).swap(shift).expect(201);
    await staff(danToken).accept(offered.body.swapId).expect(204);
    await decide(owner, { swapId: offered.body.swapId, approve: true }).expect(204);
    // (The test clock stands still: the outbox's file order says nothing.)
    const toCleo = mailsTo('cleo@example.com').find((mail) => mail.subject.startsWith('Your swap'))!;
    const [toDan] = mailsTo('dan@example.com');
    expect(mailsTo('cleo@example.com')).toHaveLength(2);
    expect(toCleo.subject).toBe('Your swap for Wed 16 Dec was approved');
    expect(toCleo.text).toContain('Dan will cover your shift on Wed 16 Dec, 16:00-20:00.');
    expect(toDan.subject).toBe('Covering Cleo on Wed 16 Dec was approved');
    expect(toDan.text).toContain("You cover Cleo's shift on Wed 16 Dec, 16:00-20:00.");
    for (const mail of [toCleo, toDan]) expect(`${mail.text}\n${mail.html}`).not.toMatch(/Tester|10\.00|£/);
  });
});

describe('deciding', () => {
  it('takes exactly one id and approve', async () => {
    expect(refusal(await decide(owner, { approve: true }))).toEqual([400, 'Give exactly one of requestId, claimId or swapId.']);
    const asked = await staff(annToken).timeOff({ from: '2027-02-01', to: '2027-02-01' }).expect(201);
    expect(refusal(await decide(owner, { requestId: asked.body.requestId }))).toEqual([400, 'approve must be true or false.']);
    await decide(owner, { requestId: asked.body.requestId, approve: false }).expect(204);
  });
});

describe('copying a day', () => {
  it('places assignments outside availability and lists them with the warning', async () => {
    await staff(annToken)
      .availability({ weekly: { wed: [{ from: '09:00', to: '12:00' }] } })
      .expect(204);
    const from = '2026-12-16';
    const to = '2026-12-23';
    await place(ann, from, '16:00', '20:00').expect(201);
    const copied = await t
      .http()
      .post('/api/rota/copyday')
      .set(owner.auth)
      .send({ workplaceId: cafe, fromDate: from, toDates: [to] });
    expect(copied.status).toBe(201);
    expect(copied.body.outsideAvailability).toEqual([
      {
        date: to,
        employee_id: ann,
        time_start: '16:00:00',
        time_end: '20:00:00',
        warning: 'Ann is not available on Wednesdays after 12:00.',
      },
    ]);
    expect((await week(to)).body.weekShifts[ann][to]).toHaveLength(1);
  });
});

describe('account deletion', () => {
  it("removes the staff members' own events and the requests read model (their events carry the owner)", async () => {
    const leaving = await signUp(t);
    const place2 = await createWorkplace(t, leaving);
    const kit = await createEmployee(t, leaving, place2, 'Kit');
    const token = await tokenFor(leaving, kit);
    const open = await addAssignment(t, leaving, await addShift(t, leaving, place2, WED), '10:00', '14:00', null);
    await staff(token).timeOff({ from: '2027-03-01', to: '2027-03-02' }).expect(201);
    await staff(token).claim(open).expect(201);
    const kitEvents = await t.eventStore.readStream(`employee-${kit}`);
    expect(kitEvents.filter((e) => e.type === 'TimeOffRequested').map((e) => [e.metadata.userId, e.metadata.ownerId])).toEqual([
      [null, leaving.userId],
    ]);
    await t.caughtUp();
    expect(await t.readModels.find('staff_requests', { ownerId: leaving.userId })).toHaveLength(2);

    await t.http().delete('/api/users/deleteuser').set(leaving.auth).send({ password: leaving.password }).expect(204);
    expect(await t.eventStore.readStream(`employee-${kit}`)).toEqual([]);
    expect(await t.eventStore.readStream(`rota-${place2}-${WED}`)).toEqual([]);
    expect(await t.readModels.find('staff_requests', { ownerId: leaving.userId })).toEqual([]);
    expect((await staff(token).page()).status).toBe(404);
  });
});

describe('rate limit', () => {
  it('answers 429 once a client has made 60 staff requests in 10 minutes, whatever the token', async () => {
    const limited = await createTestApp();
    try {
      const junk = 'x'.repeat(43);
      for (let i = 0; i < 60; i++) await limited.http().put(`/api/staff/${junk}/availability`).send({ weekly: {} }).expect(404);
      const refused = await limited.http().post(`/api/staff/${junk}/claims`).send({ assignmentId: ann });
      expect(refusal(refused)).toEqual([429, 'Too many requests. Please wait a few minutes and try again.']);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
