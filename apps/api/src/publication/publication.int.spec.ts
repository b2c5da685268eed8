import { PUBLICATION_MESSAGES } from '@rotaledger/domain';
import { outboxMails, signUp, SignedUpUser } from '../../test/accounts.helpers';
import { addAssignment, addShift } from '../../test/rota-fixtures';
import { newMember } from '../../test/team.helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { StaffMail } from './staff-mail';

/** Tuesday 1 December 2026; the week planned is Monday 7 to Sunday 13 December. */
const NOW = '2026-12-01T09:00:00.000Z';
const MONDAY = '2026-12-07';
const WEDNESDAY = '2026-12-09';
const THURSDAY = '2026-12-10';
const NOT_FOUND = 'This link is not valid any more. Ask your manager for a new one.';
const BAD_EMAIL = 'Please enter a valid e-mail address, or leave it empty.';

let t: TestApp;
let owner: SignedUpUser;

const createWorkplace = (body: Record<string, unknown>) =>
  t
    .http()
    .post('/api/workplaces/createworkplace')
    .set(owner.auth)
    .send({ industryType: 'cafe', workplaceServices: [701, 702], rotaStartTime: 6, rotaEndTime: 23, ...body });
const workplaceNamed = async (workplaceName: string, publishMode?: string) => {
  const response = await createWorkplace({ workplaceName, ...(publishMode ? { publishMode } : {}) });
  expect(response.status).toBe(201);
  return response.body.workplace_id as string;
};
const updateWorkplace = (workplaceId: string, body: Record<string, unknown>) =>
  t
    .http()
    .put('/api/workplaces/updateworkplace')
    .set(owner.auth)
    .send({ workplace_id: workplaceId, ...body });
const modeOf = async (workplaceId: string) =>
  (
    (await t.http().get('/api/workplaces/getworkplaces').set(owner.auth).expect(200)).body as {
      workplace_id: string;
      publishMode: string;
    }[]
  ).find((w) => w.workplace_id === workplaceId)?.publishMode;

const createEmployee = (body: Record<string, unknown>) =>
  t
    .http()
    .post('/api/employees/createemployee')
    .set(owner.auth)
    .send({ rate: '23.45', services: [701], ...body });
const employeeNamed = async (workplaceId: string, displayName: string, surname: string, email?: string) => {
  const response = await createEmployee({ workplace_id: workplaceId, display_name: displayName, first_name: displayName, surname, email });
  expect(response.status).toBe(201);
  return response.body.employee_id as string;
};
const employees = async () =>
  (await t.http().get('/api/employees/getemployees').set(owner.auth).expect(200)).body as { employee_id: string; email: string | null }[];
const emailOf = async (employeeId: string) => (await employees()).find((e) => e.employee_id === employeeId)?.email;
const linkOf = async (employeeId: string) =>
  (await t.http().post('/api/employees/feedlink').set(owner.auth).send({ employee_id: employeeId }).expect(201)).body.token as string;

const page = async (token: string) =>
  (await t.http().get(`/api/staff/${token}`).expect(200)).body as { shifts: { date: string; start: string }[]; email: string | null };
const feedEvents = async (token: string) =>
  ((await t.http().get(`/api/feeds/${token}.ics`).expect(200)).text.match(/BEGIN:VEVENT/g) ?? []).length;
const share = async (workplaceId: string, body: Record<string, unknown>) =>
  (
    await t
      .http()
      .post('/api/rotas/share')
      .set(owner.auth)
      .send({ workplaceId, ...body })
      .expect(201)
  ).body.rotaId as string;
type SharedShift = { assignments: { startHour: number; employee_name: string }[] };
const dayLink = async (rotaId: string) =>
  ((await t.http().get(`/api/rotas/${rotaId}`).expect(200)).body as { shifts: SharedShift[] }).shifts.flatMap((s) => s.assignments);
const weekLink = async (rotaId: string) =>
  ((await t.http().get(`/api/rotas/${rotaId}`).expect(200)).body as { days: { shifts: SharedShift[] }[] }).days.flatMap((d) =>
    d.shifts.flatMap((s) => s.assignments),
  );

const publish = (user: SignedUpUser, workplaceId: string, weekStart = MONDAY) =>
  t.http().post('/api/rota/publish').set(user.auth).send({ workplaceId, weekStart });
const publication = (user: SignedUpUser, workplaceId: string, weekStart = MONDAY) =>
  t.http().get('/api/rota/publication').set(user.auth).query({ workplaceId, weekStart });
const mailsTo = (to: string) => outboxMails(t).filter((mail) => mail.to === to);

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  t.clock.set(NOW);
  owner = await signUp(t);
});
afterAll(() => t.close());

describe('workplace publishMode', () => {
  it("defaults to 'live', takes 'on-publish' on create and update, refuses anything else", async () => {
    const live = await workplaceNamed('Live Cafe');
    expect(await modeOf(live)).toBe('live');
    const staged = await workplaceNamed('Staged Cafe', 'on-publish');
    expect(await modeOf(staged)).toBe('on-publish');
    await updateWorkplace(live, { publishMode: 'on-publish' }).expect(200);
    expect(await modeOf(live)).toBe('on-publish');
    await updateWorkplace(live, { name: 'Live Cafe Two' }).expect(200);
    expect(await modeOf(live)).toBe('on-publish');
    await updateWorkplace(live, { publishMode: 'live' }).expect(200);
    expect(await modeOf(live)).toBe('live');
    for (const publishMode of ['draft', 7, ['live']]) {
      const refused = await createWorkplace({ workplaceName: 'Bad Cafe', publishMode });
      expect([refused.status, refused.body.message]).toEqual([400, "publishMode must be 'live' or 'on-publish'."]);
      const refusedUpdate = await updateWorkplace(live, { publishMode });
      expect([refusedUpdate.status, refusedUpdate.body.message]).toEqual([400, "publishMode must be 'live' or 'on-publish'."]);
    }
  });
});

describe("'on-publish' mode: staff see each week as last published", () => {
  let cafe: string;
  let ann: string;
  let annToken: string;
  let dayRota: string;
  let weekRota: string;
  let shift: string;

  beforeAll(async () => {
    owner = await signUp(t);
    cafe = await workplaceNamed('The Anchor', 'on-publish');
    // The business as the owner named it: what staff e-mails call the team.
    await t.http().put('/api/team/business').set(owner.auth).send({ businessName: 'Anchor & Co' }).expect(200);
    ann = await employeeNamed(cafe, 'Ann', 'Quinlan', 'ann@example.com');
    const bob = await employeeNamed(cafe, 'Bob', 'Zebulon', 'bob@example.com');
    const cat = await employeeNamed(cafe, 'Cat', 'Ostrowski');
    annToken = await linkOf(ann);
    dayRota = await share(cafe, { date: WEDNESDAY });
    weekRota = await share(cafe, { weekStart: MONDAY });
    shift = await addShift(t, owner, cafe, WEDNESDAY, 701);
    await addAssignment(t, owner, shift, '09:00', '17:00', ann);
    const kitchen = await addShift(t, owner, cafe, WEDNESDAY, 702);
    await addAssignment(t, owner, kitchen, '10:00', '14:00', bob);
    await addAssignment(t, owner, kitchen, '15:00', '18:00', cat);
  });

  it('hides the plan from the day and week links, the personal page and the feed until it is published', async () => {
    expect((await page(annToken)).shifts).toEqual([]);
    expect(await feedEvents(annToken)).toBe(0);
    expect(await dayLink(dayRota)).toEqual([]);
    expect(await weekLink(weekRota)).toEqual([]);
    expect((await publication(owner, cafe).expect(200)).body).toEqual({
      publishMode: 'on-publish',
      publishedAt: null,
      unpublishedChanges: 3,
    });
  });

  it('publish shows it everywhere and e-mails each employee with an e-mail whose shifts changed, once', async () => {
    const response = await publish(owner, cafe).expect(201);
    expect(response.body).toEqual({
      publishedAt: NOW,
      changedEmployees: 3,
      notified: 2,
      published: 3,
      message: PUBLICATION_MESSAGES.published,
    });
    expect((await page(annToken)).shifts).toEqual([expect.objectContaining({ date: WEDNESDAY, start: '09:00' })]);
    expect(await feedEvents(annToken)).toBe(1);
    expect((await dayLink(dayRota)).map((a) => a.employee_name).sort()).toEqual(['Ann', 'Bob', 'Cat']);
    expect(await weekLink(weekRota)).toHaveLength(3);
    expect((await publication(owner, cafe).expect(200)).body).toEqual({
      publishMode: 'on-publish',
      publishedAt: NOW,
      unpublishedChanges: 0,
    });

    expect(mailsTo('ann@example.com')).toHaveLength(1);
    const [annMail] = mailsTo('ann@example.com');
    expect(mailsTo('bob@example.com')).toHaveLength(1);
    expect(annMail.subject).toBe('Your shifts at Anchor & Co have changed');
    expect(annMail.text).toContain('Your rota at Anchor & Co has changed:');
    expect(annMail.text).toContain('New: Wed 9 Dec, 09:00–17:00, Server at The Anchor');
    expect(annMail.text).toContain(`${t.config.publicUrl}/staff/${annToken}`);
    // Only their own shifts and name: no rate, no surname, no colleague.
    for (const mail of [...mailsTo('ann@example.com'), ...mailsTo('bob@example.com')]) {
      for (const secret of ['23.45', '2345', 'Quinlan', 'Zebulon', 'Ostrowski', 'Cat']) {
        expect(mail.text).not.toContain(secret);
        expect(mail.html).not.toContain(secret);
      }
    }
    expect(annMail.text).not.toContain('Bob');

    // Nothing changed since: nobody is told again, nor counted (Cat, without an e-mail, saw it on the page).
    expect((await publish(owner, cafe).expect(201)).body).toMatchObject({
      changedEmployees: 0,
      notified: 0,
      published: 0,
      message: PUBLICATION_MESSAGES.upToDate,
    });
    expect(mailsTo('ann@example.com')).toHaveLength(1);
  });

  it('each publish is in the workplace history, by whom and for which week', async () => {
    const { events } = (await t.http().get('/api/audit/events').set(owner.auth).query({ workplaceId: cafe, limit: 500 }).expect(200))
      .body as { events: { type: string; summary: string; kind: string; who: { userId: string } }[] };
    const published = events.filter((event) => event.type === 'RotaWeekPublished');
    expect(published).toHaveLength(2);
    expect(published[0]).toMatchObject({
      summary: 'Rota for the week of Mon 7 Dec published to staff',
      kind: 'workplace',
      who: { userId: owner.userId },
    });
  });

  it('a later change waits for the next publish, which e-mails only the employee it concerns', async () => {
    await addAssignment(t, owner, await addShift(t, owner, cafe, THURSDAY, 701), '08:00', '12:00', ann);
    expect((await page(annToken)).shifts).toHaveLength(1);
    expect(await feedEvents(annToken)).toBe(1);
    expect((await publication(owner, cafe).expect(200)).body.unpublishedChanges).toBe(1);

    expect((await publish(owner, cafe).expect(201)).body).toMatchObject({ notified: 1 });
    expect((await page(annToken)).shifts).toHaveLength(2);
    expect(mailsTo('ann@example.com')).toHaveLength(2);
    // (Both were written at the same clock instant: the outbox's file order says nothing.)
    const news = mailsTo('ann@example.com').filter((mail) => mail.text.includes('New: Thu 10 Dec, 08:00–12:00, Server at The Anchor'));
    expect(news).toHaveLength(1);
    expect(news[0].text).not.toContain('New: Wed 9 Dec');
    expect(mailsTo('bob@example.com')).toHaveLength(1);
  });

  it("switching back to 'live' shows every draft; publish then only notifies", async () => {
    await addAssignment(t, owner, shift, '18:00', '20:00', ann);
    expect((await page(annToken)).shifts).toHaveLength(2);
    await updateWorkplace(cafe, { publishMode: 'live' }).expect(200);
    expect((await page(annToken)).shifts).toHaveLength(3);
    expect((await publication(owner, cafe).expect(200)).body).toMatchObject({ publishMode: 'live', unpublishedChanges: 0 });
    expect((await publish(owner, cafe).expect(201)).body).toMatchObject({ notified: 1 });
    expect(mailsTo('ann@example.com')).toHaveLength(3);
  });
});

describe("the first publish after switching to 'on-publish': each employee is told what differs from what they saw", () => {
  const deleteAssignment = (assignmentId: string) =>
    t.http().delete('/api/assignments/deleteassignment').set(owner.auth).send({ assignment_id: assignmentId }).expect(200);
  const retime = (assignmentId: string, timeStart: string, timeEnd: string) =>
    t.http().put('/api/assignments/updateassignmenttime').set(owner.auth).send({ assignmentId, timeStart, timeEnd }).expect(200);

  it('e-mails only the 3 people with a real change, with New, Changed and Cancelled; everyone else nothing', async () => {
    owner = await signUp(t);
    const cafe = await workplaceNamed('Corner House');
    const names = ['Abe', 'Bea', 'Cy', 'Di', 'Ed', 'Flo', 'Gil', 'Hex'];
    const staff = new Map<string, string>();
    const assignments = new Map<string, string>();
    const shift = await addShift(t, owner, cafe, WEDNESDAY, 701);
    for (const [i, name] of names.entries()) {
      const id = await employeeNamed(cafe, name, 'Surname', `${name.toLowerCase()}@corner.example`);
      staff.set(name, id);
      await linkOf(id);
      assignments.set(
        name,
        await addAssignment(t, owner, shift, `${String(7 + i).padStart(2, '0')}:00`, `${String(8 + i).padStart(2, '0')}:00`, id),
      );
    }
    await updateWorkplace(cafe, { publishMode: 'on-publish' }).expect(200);
    // Three real changes: one new shift, one re-timed, one removed.
    await addAssignment(t, owner, await addShift(t, owner, cafe, THURSDAY, 701), '09:00', '12:00', staff.get('Abe'));
    await retime(assignments.get('Bea')!, '10:00', '12:00');
    await deleteAssignment(assignments.get('Cy')!);
    expect((await publication(owner, cafe).expect(200)).body.unpublishedChanges).toBe(3);

    expect((await publish(owner, cafe).expect(201)).body).toMatchObject({ changedEmployees: 3, notified: 3, published: 3 });
    // (Every mail of this test goes to corner.example; the outbox's file order says nothing.)
    const sent = outboxMails(t).filter((mail) => mail.to.endsWith('@corner.example'));
    expect(sent.map((mail) => mail.to).sort()).toEqual(['abe@corner.example', 'bea@corner.example', 'cy@corner.example']);
    const [abe] = mailsTo('abe@corner.example');
    expect(abe.text).toContain('- New: Thu 10 Dec, 09:00–12:00, Server at Corner House');
    expect(abe.text).not.toContain('New: Wed 9 Dec');
    expect(abe.text).toContain('- Wed 9 Dec, 07:00–08:00, Server at Corner House');
    const [bea] = mailsTo('bea@corner.example');
    expect(bea.text).toContain(
      '- Changed: Wed 9 Dec, 10:00–12:00, Server at Corner House (was Wed 9 Dec, 08:00–09:00, Server at Corner House)',
    );
    expect(bea.text).not.toContain('New:');
    const [cy] = mailsTo('cy@corner.example');
    expect(cy.text).toContain('- Cancelled: Wed 9 Dec, 09:00–10:00, Server at Corner House');
    expect(cy.text).toContain('No upcoming shifts.');
    expect(cy.html).toContain('<li>Cancelled: Wed 9 Dec, 09:00–10:00, Server at Corner House</li>');
  });

  it('a break changed alone is a change staff have not seen: counted, published, and on the page after the publish only', async () => {
    owner = await signUp(t);
    const cafe = await workplaceNamed('Break House', 'on-publish');
    const ivy = await employeeNamed(cafe, 'Ivy', 'Surname', 'ivy@break.example');
    const token = await linkOf(ivy);
    const assignmentId = await addAssignment(t, owner, await addShift(t, owner, cafe, WEDNESDAY, 701), '09:00', '17:00', ivy);
    await publish(owner, cafe).expect(201);
    const breakOnPage = async () =>
      ((await t.http().get(`/api/staff/${token}`).expect(200)).body as { shifts: { breakMinutes: number }[] }).shifts.map(
        (s) => s.breakMinutes,
      );
    const before = await breakOnPage();
    await t
      .http()
      .put('/api/assignments/updateassignmenttime')
      .set(owner.auth)
      .send({ assignmentId, timeStart: '09:00', timeEnd: '17:00', breakMinutes: 15 })
      .expect(200);
    expect(await breakOnPage()).toEqual(before);
    expect(before).not.toEqual([15]);
    expect((await publication(owner, cafe).expect(200)).body.unpublishedChanges).toBe(1);
    // The e-mail tells shifts by their times, which did not change: nobody is e-mailed.
    expect((await publish(owner, cafe).expect(201)).body).toMatchObject({
      changedEmployees: 0,
      notified: 0,
      published: 1,
      message: PUBLICATION_MESSAGES.published,
    });
    expect(await breakOnPage()).toEqual([15]);
    expect((await publication(owner, cafe).expect(200)).body.unpublishedChanges).toBe(0);
  });

  it('a shift removed after an e-mail, before the next publish, is "Cancelled" in that publish\'s e-mail', async () => {
    owner = await signUp(t);
    const cafe = await workplaceNamed('Second House', 'on-publish');
    const jo = await employeeNamed(cafe, 'Jo', 'Surname', 'jo@second.example');
    const early = await addAssignment(t, owner, await addShift(t, owner, cafe, WEDNESDAY, 701), '09:00', '17:00', jo);
    await publish(owner, cafe).expect(201);
    expect(mailsTo('jo@second.example')).toHaveLength(1);
    await deleteAssignment(early);
    expect((await publish(owner, cafe).expect(201)).body).toMatchObject({ changedEmployees: 1, notified: 1, published: 1 });
    const cancelled = mailsTo('jo@second.example').filter((mail) =>
      mail.text.includes('- Cancelled: Wed 9 Dec, 09:00–17:00, Server at Second House'),
    );
    expect(cancelled).toHaveLength(1);
  });

  it('a shift that has already started is not upcoming: not in the list, not news', async () => {
    owner = await signUp(t);
    const cafe = await workplaceNamed('Third House', 'on-publish');
    const kim = await employeeNamed(cafe, 'Kim', 'Surname', 'kim@third.example');
    const row = await addShift(t, owner, cafe, WEDNESDAY, 701);
    await addAssignment(t, owner, row, '08:00', '10:00', kim);
    await addAssignment(t, owner, row, '18:00', '20:00', kim);
    try {
      // Wednesday 9 December, 09:00 in London: the 08:00 shift is under way.
      t.clock.set('2026-12-09T09:00:00.000Z');
      await publish(owner, cafe).expect(201);
    } finally {
      t.clock.set(NOW);
    }
    const [mail] = mailsTo('kim@third.example');
    expect(mail.text).toContain('- New: Wed 9 Dec, 18:00–20:00, Server at Third House');
    expect(mail.text).not.toContain('08:00');
  });
});

describe("approved time off in 'on-publish' mode", () => {
  it('waits for the publish like any change, then is "Cancelled" in her e-mail', async () => {
    owner = await signUp(t);
    const cafe = await workplaceNamed('Fourth House', 'on-publish');
    const lou = await employeeNamed(cafe, 'Lou', 'Surname', 'lou@fourth.example');
    const token = await linkOf(lou);
    const colleague = await linkOf(await employeeNamed(cafe, 'Mia', 'Surname'));
    const openShifts = async () =>
      ((await t.http().get(`/api/staff/${colleague}`).expect(200)).body as { openShifts: unknown[] }).openShifts;
    await addAssignment(t, owner, await addShift(t, owner, cafe, WEDNESDAY, 701), '09:00', '17:00', lou);
    await publish(owner, cafe).expect(201);
    expect((await page(token)).shifts).toHaveLength(1);

    const { requestId } = (await t.http().post(`/api/staff/${token}/timeoff`).send({ from: WEDNESDAY, to: WEDNESDAY }).expect(201)).body;
    await t.http().post('/api/requests/decide').set(owner.auth).send({ requestId, approve: true }).expect(204);
    // Not yet: staff see the week as last published; the planner counts it as a change to publish.
    expect((await page(token)).shifts).toHaveLength(1);
    expect(await feedEvents(token)).toBe(1);
    expect((await publication(owner, cafe).expect(200)).body.unpublishedChanges).toBe(1);
    expect(await openShifts()).toEqual([]);

    expect((await publish(owner, cafe).expect(201)).body).toMatchObject({
      changedEmployees: 1,
      notified: 1,
      published: 1,
      message: PUBLICATION_MESSAGES.published,
    });
    expect((await publication(owner, cafe).expect(200)).body.unpublishedChanges).toBe(0);
    // Her colleague sees the shift open now, not before.
    expect(await openShifts()).toEqual([expect.objectContaining({ date: WEDNESDAY, start: '09:00' })]);
    expect((await page(token)).shifts).toEqual([]);
    expect(await feedEvents(token)).toBe(0);
    const cancelled = mailsTo('lou@fourth.example').filter((mail) =>
      mail.text.includes('- Cancelled: Wed 9 Dec, 09:00–17:00, Server at Fourth House'),
    );
    expect(cancelled).toHaveLength(1);
  });
});

describe("a move in 'on-publish' mode", () => {
  it('waits for the old workplace\'s publish, whose e-mail tells the moved employee "Cancelled"', async () => {
    owner = await signUp(t);
    const cafe = await workplaceNamed('Fifth House', 'on-publish');
    const other = await workplaceNamed('Sixth House');
    const max = await employeeNamed(cafe, 'Max', 'Surname', 'max@fifth.example');
    const token = await linkOf(max);
    await addAssignment(t, owner, await addShift(t, owner, cafe, WEDNESDAY, 701), '09:00', '17:00', max);
    await publish(owner, cafe).expect(201);
    expect((await page(token)).shifts).toHaveLength(1);

    await t
      .http()
      .put('/api/employees/updateemployee')
      .set(owner.auth)
      .send({
        employee_id: max,
        workplace_id: other,
        display_name: 'Max',
        first_name: 'Max',
        surname: 'Surname',
        rate: '23.45',
        services: [701],
      })
      .expect(200);
    expect((await page(token)).shifts).toHaveLength(1);

    expect((await publish(owner, cafe).expect(201)).body).toMatchObject({ changedEmployees: 1, notified: 1 });
    expect((await page(token)).shifts).toEqual([]);
    const cancelled = mailsTo('max@fifth.example').filter((mail) =>
      mail.text.includes('- Cancelled: Wed 9 Dec, 09:00–17:00, Server at Fifth House'),
    );
    expect(cancelled).toHaveLength(1);
  });
});

describe("'live' mode", () => {
  it('staff see every change at once; publish is "Notify staff"', async () => {
    owner = await signUp(t);
    const cafe = await workplaceNamed('Live Corner');
    const dan = await employeeNamed(cafe, 'Dan', 'Smith', 'dan@example.com');
    const token = await linkOf(dan);
    const dayRota = await share(cafe, { date: WEDNESDAY });
    await addAssignment(t, owner, await addShift(t, owner, cafe, WEDNESDAY, 701), '09:00', '17:00', dan);
    expect((await page(token)).shifts).toHaveLength(1);
    expect(await dayLink(dayRota)).toHaveLength(1);
    expect((await publication(owner, cafe).expect(200)).body).toEqual({ publishMode: 'live', publishedAt: null, unpublishedChanges: 0 });
    // Nothing is published, and the answer says so.
    expect((await publish(owner, cafe).expect(201)).body).toEqual({
      publishedAt: NOW,
      changedEmployees: 1,
      notified: 1,
      published: 0,
      message: PUBLICATION_MESSAGES.live,
    });
    expect(mailsTo('dan@example.com')).toHaveLength(1);
    // Publishing records nothing in live mode.
    expect((await publication(owner, cafe).expect(200)).body.publishedAt).toBeNull();
  });
});

describe('refusals', () => {
  let cafe: string;
  beforeAll(async () => {
    owner = await signUp(t);
    cafe = await workplaceNamed('Refusal Cafe', 'on-publish');
  });

  it('publishes a week that starts on a Sunday, for a user whose weeks start then (week_start)', async () => {
    const sunday = '2026-12-13';
    expect((await publish(owner, cafe, sunday).expect(201)).body).toMatchObject({ notified: expect.any(Number) });
    expect((await publication(owner, cafe, sunday)).status).toBe(200);
  });

  it('weekStart must be a real Monday or Sunday', async () => {
    for (const weekStart of ['2026-12-08', '2026-02-30', 'monday', null, '']) {
      const response = await publish(owner, cafe, weekStart as string);
      expect(response.status).toBe(400);
    }
    expect((await publish(owner, cafe, '2026-12-08')).body.message).toBe('weekStart must be a Monday or a Sunday.');
    expect((await publication(owner, cafe, '2026-12-08')).body.message).toBe('weekStart must be a Monday or a Sunday.');
  });

  it('an auditor may read the publication but not publish; a stranger gets 404', async () => {
    const auditor = await newMember(t, owner, 'auditor');
    const refused = await publish(auditor, cafe);
    expect(refused.status).toBe(403);
    await publication(auditor, cafe).expect(200);
    const stranger = await signUp(t);
    expect((await publish(stranger, cafe)).status).toBe(404);
    expect((await publication(stranger, cafe)).status).toBe(404);
  });
});

describe('employee e-mail', () => {
  let cafe: string;
  beforeAll(async () => {
    owner = await signUp(t);
    cafe = await workplaceNamed('Mail Cafe');
  });

  it('createemployee and updateemployee take it, getemployees answers it; null clears it; absent keeps it', async () => {
    const eve = await employeeNamed(cafe, 'Eve', 'Adams', ' Eve@Example.com ');
    expect(await emailOf(eve)).toBe('eve@example.com');
    const update = (body: Record<string, unknown>) =>
      t
        .http()
        .put('/api/employees/updateemployee')
        .set(owner.auth)
        .send({ employee_id: eve, workplace_id: cafe, display_name: 'Eve', first_name: 'Eve', surname: 'Adams', rate: '23.45', ...body });
    await update({ email: 'eve@work.example' }).expect(200);
    expect(await emailOf(eve)).toBe('eve@work.example');
    await update({}).expect(200);
    expect(await emailOf(eve)).toBe('eve@work.example');
    await update({ email: null }).expect(200);
    expect(await emailOf(eve)).toBeNull();
    for (const email of ['eve@', 'not an address', 42]) {
      const refused = await update({ email });
      expect([refused.status, refused.body.message]).toEqual([400, BAD_EMAIL]);
    }
    const refusedCreate = await createEmployee({
      workplace_id: cafe,
      display_name: 'Fay',
      first_name: 'Fay',
      surname: 'B',
      email: 'fay@@x',
    });
    expect([refusedCreate.status, refusedCreate.body.message]).toEqual([400, BAD_EMAIL]);
  });

  it('PUT /staff/{token}/email: the employee sets and clears their own, recorded for the owner', async () => {
    const gus = await employeeNamed(cafe, 'Gus', 'Brown');
    const token = await linkOf(gus);
    const set = (body: unknown, which = token) =>
      t
        .http()
        .put(`/api/staff/${which}/email`)
        .send(body as object);
    await set({ email: 'Gus@Example.com' }).expect(204);
    expect((await page(token)).email).toBe('gus@example.com');
    expect(await emailOf(gus)).toBe('gus@example.com');
    const events = await t.eventStore.readStream(`employee-${gus}`);
    expect(events.at(-1)).toMatchObject({
      type: 'EmployeeEmailChanged',
      data: { employeeId: gus, email: 'gus@example.com' },
      metadata: { userId: null, ownerId: owner.userId },
    });

    for (const body of [{ email: 'gus@' }, { email: 7 }]) {
      const refused = await set(body);
      expect([refused.status, refused.body.message]).toEqual([400, BAD_EMAIL]);
    }
    const unknown = await set({ email: 'gus@example.com' }, 'x'.repeat(43));
    expect([unknown.status, unknown.body.message]).toEqual([404, NOT_FOUND]);
    const malformed = await set({ email: 'gus@example.com' }, 'short');
    expect(malformed.status).toBe(404);

    await set({ email: null }).expect(204);
    expect((await page(token)).email).toBeNull();
    expect(await emailOf(gus)).toBeNull();

    // A rotated link is dead for this route too.
    await linkOf(gus);
    expect((await set({ email: 'gus@example.com' })).status).toBe(404);
  });

  it('StaffMail.requestDecided e-mails the decision to an employee with an e-mail, with their page link; none without one', async () => {
    const hal = await employeeNamed(cafe, 'Hal', 'Privateson', 'hal@example.com');
    const token = await linkOf(hal);
    const ivy = await employeeNamed(cafe, 'Ivy', 'Privateson');
    const mail = t.app.get(StaffMail);
    expect(await mail.requestDecided(hal, 'Your time off was approved', 'Your time off from Wed 2 Dec to Fri 4 Dec was approved.')).toBe(
      true,
    );
    expect(await mail.requestDecided(ivy, 'Your time off was approved', 'Approved.')).toBe(false);
    const [sent] = mailsTo('hal@example.com');
    expect(sent.subject).toBe('Your time off was approved');
    expect(sent.text).toContain('Hello Hal,');
    expect(sent.text).toContain('Your time off from Wed 2 Dec to Fri 4 Dec was approved.');
    expect(sent.text).toContain(`/staff/${token}`);
    expect(sent.text).not.toContain('Privateson');
  });
});
