import { addDays, ACCESS_MESSAGES, beyondHorizonMessage, rotaStream, TEMPLATE_MESSAGES, templatesStream } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';
import { addAssignment, addShift, createEmployee, createWorkplace } from '../../../test/rota-fixtures';
import { newMember } from '../../../test/team.helpers';

type Need = { weekday: string; serviceType: number; timeStart: string; timeEnd: string; count: number };

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
let auditor: SignedUpUser;
let manager: SignedUpUser;
let cafe: string;
let othersWorkplace: string;
let ann: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  [owner, other] = [await signUp(t), await signUp(t)];
  cafe = await createWorkplace(t, owner, { services: [701, 702], rotaStartTime: 6, rotaEndTime: 26 });
  othersWorkplace = await createWorkplace(t, other);
  ann = await createEmployee(t, owner, cafe, 'Ann');
  auditor = await newMember(t, owner, 'auditor');
  manager = await newMember(t, owner, 'manager', [cafe]);
});
afterAll(() => t.close());

const need = (over: Partial<Need> = {}): Need => ({
  weekday: 'mon',
  serviceType: 701,
  timeStart: '09:00',
  timeEnd: '17:00',
  count: 2,
  ...over,
});
let names = 0;
const uniqueName = () => `Template ${++names}`;

const create = (user: SignedUpUser, body: Record<string, unknown>) => t.http().post('/api/rota/templates').set(user.auth).send(body);
const update = (user: SignedUpUser, body: Record<string, unknown>) => t.http().put('/api/rota/templates').set(user.auth).send(body);
const remove = (user: SignedUpUser, body: Record<string, unknown>) => t.http().delete('/api/rota/templates').set(user.auth).send(body);
const apply = (user: SignedUpUser, body: Record<string, unknown>) => t.http().post('/api/rota/applytemplate').set(user.auth).send(body);
const list = async (workplaceId = cafe, user = owner) =>
  (await t.http().get('/api/rota/templates').query({ workplaceId, userId: user.userId }).set(user.auth).expect(200)).body as {
    templates: { templateId: string; name: string; needs: Need[] }[];
  };
const templateNamed = async (name: string, workplaceId = cafe) => (await list(workplaceId)).templates.find((x) => x.name === name);
/** The week's open shifts as the planner's grid reads them: date → 'HH:MM-HH:MM service' of each. */
const openShifts = async (weekStart: string) => {
  const { body } = await t
    .http()
    .get('/api/shifts/getweeklyshifts')
    .query({ workplaceId: cafe, startDate: weekStart, endDate: addDays(weekStart, 6) })
    .set(owner.auth)
    .expect(200);
  const open = body.openShifts as Record<string, { service_type: number; time_start: string; time_end: string }[]>;
  return Object.fromEntries(
    Object.entries(open)
      .filter(([, shifts]) => shifts.length > 0)
      .map(([date, shifts]) => [date, shifts.map((s) => `${s.time_start.slice(0, 5)}-${s.time_end.slice(0, 5)} ${s.service_type}`).sort()]),
  );
};
const assignmentsAdded = async (date: string) =>
  (await t.eventStore.readStream(rotaStream(cafe, date))).filter((e) => e.type === 'AssignmentAdded').length;

let weekCounter = 0;
/** A fresh Monday per call (from 2026-03-02; the test clock says 2026-01-05), so tests never share a week. */
const freshMonday = () => addDays('2026-03-02', 7 * weekCounter++);

/** A template of the cafe (from needs), its id. */
async function templateWith(needs: Need[], name = uniqueName()): Promise<string> {
  const response = await create(owner, { workplaceId: cafe, name, needs, userId: owner.userId });
  expect(response.status).toBe(201);
  return response.body.templateId as string;
}

describe('POST /rota/templates and GET /rota/templates', () => {
  it('creates a template from needs and lists it, times as HH:MM, an overnight end as the next day’s clock', async () => {
    const name = uniqueName();
    const late = need({ weekday: 'sat', serviceType: 702, timeStart: '22:00', timeEnd: '02:00', count: 1 });
    const response = await create(owner, { workplaceId: cafe, name: `  ${name} `, needs: [need(), late], userId: owner.userId });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ templateId: expect.any(String) });
    expect(await templateNamed(name)).toEqual({ templateId: response.body.templateId, name, needs: [need(), late] });
    // Stored once, in the workplace's templates stream, with the rota's minutes inside.
    const [event] = await t.eventStore
      .readStream(templatesStream(cafe))
      .then((events) => events.filter((e) => e.type === 'TemplateCreated' && e.data.name === name));
    expect(event.data).toMatchObject({
      needs: [
        { startMinute: 540, endMinute: 1020 },
        { startMinute: 1320, endMinute: 1560 },
      ],
    });
  });

  it('creates a template from a week: its shifts, assigned and open, one need per weekday, service and times', async () => {
    const monday = freshMonday();
    const kitchen = await addShift(t, owner, cafe, monday, 701);
    await addAssignment(t, owner, kitchen, '09:00', '17:00', ann);
    const row2 = await addShift(t, owner, cafe, monday, 701);
    await addAssignment(t, owner, row2, '09:00', '17:00');
    const sunday = await addShift(t, owner, cafe, addDays(monday, 6), 702);
    await addAssignment(t, owner, sunday, '22:00', '02:00');
    const name = uniqueName();
    const response = await create(owner, { workplaceId: cafe, name, fromWeekStart: monday });
    expect(response.status).toBe(201);
    expect((await templateNamed(name))!.needs).toEqual([
      need({ count: 2 }),
      need({ weekday: 'sun', serviceType: 702, timeStart: '22:00', timeEnd: '02:00', count: 1 }),
    ]);
  });

  it('refuses an empty week (409), both or neither of needs and fromWeekStart, and bad shapes (400)', async () => {
    const empty = await create(owner, { workplaceId: cafe, name: uniqueName(), fromWeekStart: freshMonday() });
    expect([empty.status, empty.body.message]).toEqual([409, TEMPLATE_MESSAGES.emptyWeek]);
    const either = 'Send either needs or fromWeekStart (a week to save as the template).';
    for (const body of [
      { workplaceId: cafe, name: uniqueName() },
      { workplaceId: cafe, name: uniqueName(), needs: [need()], fromWeekStart: '2026-03-02' },
    ]) {
      const response = await create(owner, body);
      expect([response.status, response.body.message]).toEqual([400, either]);
    }
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Week', needs: [need()] }, 'workplaceId is required.'],
      [{ workplaceId: cafe, needs: [need()] }, 'name is required.'],
      [{ workplaceId: cafe, name: 'ab', needs: [need()] }, TEMPLATE_MESSAGES.nameTooShort],
      [{ workplaceId: cafe, name: 'Week', fromWeekStart: '2026-03-03' }, 'fromWeekStart must be a Monday or a Sunday.'],
      [{ workplaceId: cafe, name: 'Week', needs: 'all of them' }, expect.stringContaining('needs must be a list')],
      [{ workplaceId: cafe, name: 'Week', needs: [need({ weekday: 'monday' })] }, TEMPLATE_MESSAGES.weekday],
      [{ workplaceId: cafe, name: 'Week', needs: [need({ timeStart: '9am' })] }, 'timeStart must be a time like 09:00 or 09:00:00.'],
      [{ workplaceId: cafe, name: 'Week', needs: [need({ count: 1.5 })] }, TEMPLATE_MESSAGES.count],
      [{ workplaceId: cafe, name: 'Week', needs: [need({ count: 0 })] }, TEMPLATE_MESSAGES.count],
      [{ workplaceId: cafe, name: 'Week', needs: [need({ timeStart: '09:10' })] }, 'Times must be on the quarter hour.'],
      [
        { workplaceId: cafe, name: 'Week', needs: [need({ timeStart: '05:00' })] },
        "This workplace's rota starts at 06:00. Change its hours under Profile → Edit workplace.",
      ],
      [
        { workplaceId: cafe, name: 'Week', needs: [need({ serviceType: 101 })] },
        "The service type must be one of the workplace's services.",
      ],
      [{ workplaceId: cafe, name: 'Week', needs: [need(), need({ count: 1 })] }, TEMPLATE_MESSAGES.duplicateNeed],
    ];
    for (const [body, message] of cases) {
      const response = await create(owner, body);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
  });

  it('refuses a name the workplace already has (409)', async () => {
    const name = uniqueName();
    await templateWith([need()], name);
    const response = await create(owner, { workplaceId: cafe, name: name.toUpperCase(), needs: [need()] });
    expect([response.status, response.body.message]).toEqual([409, TEMPLATE_MESSAGES.duplicateName]);
  });

  it('refuses more than 200 needs in a template (409), and takes 200', async () => {
    const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
    const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const needs = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        need({ weekday: days[i % 7], timeStart: clock(6 * 60 + Math.floor(i / 7) * 15), timeEnd: '23:00', count: 1 }),
      );
    const tooMany = await create(owner, { workplaceId: cafe, name: uniqueName(), needs: needs(201) });
    expect([tooMany.status, tooMany.body.message]).toEqual([409, 'A template can have at most 200 needs.']);
    const name = uniqueName();
    expect((await create(owner, { workplaceId: cafe, name, needs: needs(200) })).status).toBe(201);
    expect((await templateNamed(name))!.needs).toHaveLength(200);
  });

  it('refuses a 21st template of a workplace (409)', async () => {
    const workplace = await createWorkplace(t, owner, { services: [701] });
    for (let i = 0; i < 20; i++) {
      expect((await create(owner, { workplaceId: workplace, name: `Week ${i}`, needs: [need()] })).status).toBe(201);
    }
    const response = await create(owner, { workplaceId: workplace, name: 'One too many', needs: [need()] });
    expect([response.status, response.body.message]).toEqual([409, 'A workplace can have at most 20 templates.']);
    expect((await list(workplace)).templates).toHaveLength(20);
  });
});

describe('PUT and DELETE /rota/templates', () => {
  it('renames, replaces the needs, and keeps what is not sent', async () => {
    const templateId = await templateWith([need()]);
    const renamed = uniqueName();
    expect((await update(owner, { templateId, name: renamed, userId: owner.userId })).status).toBe(204);
    expect(await templateNamed(renamed)).toEqual({ templateId, name: renamed, needs: [need()] });
    const needs = [need({ weekday: 'fri', count: 3 })];
    expect((await update(owner, { templateId, needs })).status).toBe(204);
    expect(await templateNamed(renamed)).toEqual({ templateId, name: renamed, needs });
  });

  it('refuses a bad change like a create: a taken name (409), bad needs (400)', async () => {
    const taken = uniqueName();
    await templateWith([need()], taken);
    const templateId = await templateWith([need()]);
    const duplicate = await update(owner, { templateId, name: taken });
    expect([duplicate.status, duplicate.body.message]).toEqual([409, TEMPLATE_MESSAGES.duplicateName]);
    const badNeeds = await update(owner, { templateId, needs: [need({ timeEnd: '09:00', timeStart: '09:00' })] });
    expect(badNeeds.status).toBe(400);
    const badId = await update(owner, { templateId: 'x' });
    expect([badId.status, badId.body.message]).toEqual([400, 'templateId must be a valid id.']);
  });

  it('deletes (then 404), with the id in the body or the query', async () => {
    const name = uniqueName();
    const templateId = await templateWith([need()], name);
    expect((await remove(owner, { templateId, userId: owner.userId })).status).toBe(204);
    expect(await templateNamed(name)).toBeUndefined();
    const again = await remove(owner, { templateId });
    expect([again.status, again.body.message]).toEqual([404, TEMPLATE_MESSAGES.notFound]);
    const byQuery = await templateWith([need()]);
    expect((await t.http().delete('/api/rota/templates').query({ templateId: byQuery }).set(owner.auth)).status).toBe(204);
  });
});

describe('POST /rota/applytemplate', () => {
  it('draws the needs into the week as open shifts, adding only what the week lacks; applying twice adds 0', async () => {
    const monday = freshMonday();
    // The week already has one of Monday's two 09:00-17:00 kitchen shifts, assigned to Ann.
    const kitchen = await addShift(t, owner, cafe, monday, 701);
    await addAssignment(t, owner, kitchen, '09:00', '17:00', ann);
    const templateId = await templateWith([
      need(),
      need({ weekday: 'sat', serviceType: 702, timeStart: '22:00', timeEnd: '02:00', count: 1 }),
    ]);

    const first = await apply(owner, { workplaceId: cafe, templateId, weekStart: monday, userId: owner.userId });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ changeId: expect.any(String), added: 2 });
    expect(await openShifts(monday)).toEqual({ [monday]: ['09:00-17:00 701'], [addDays(monday, 5)]: ['22:00-02:00 702'] });

    const second = await apply(owner, { workplaceId: cafe, templateId, weekStart: monday });
    expect(second.body).toEqual({ changeId: expect.any(String), added: 0 });
    expect(await assignmentsAdded(monday)).toBe(2);
    expect(await assignmentsAdded(addDays(monday, 5))).toBe(1);
  });

  it('is one change: POST /rota/undo with its changeId takes the whole week back', async () => {
    const monday = freshMonday();
    const templateId = await templateWith([need({ count: 1 }), need({ weekday: 'wed', count: 2 })]);
    const applied = await apply(owner, { workplaceId: cafe, templateId, weekStart: monday });
    expect(applied.body.added).toBe(3);
    const undo = await t.http().post('/api/rota/undo').set(owner.auth).send({ changeId: applied.body.changeId });
    expect(undo.status).toBe(201);
    expect(await openShifts(monday)).toEqual({});
    // Then the week lacks everything again.
    expect((await apply(owner, { workplaceId: cafe, templateId, weekStart: monday })).body.added).toBe(3);
  });

  it('works from a Sunday week start, weekday by weekday', async () => {
    const sunday = addDays(freshMonday(), -1);
    const templateId = await templateWith([need({ weekday: 'sun', count: 1 }), need({ weekday: 'sat', count: 1 })]);
    expect((await apply(owner, { workplaceId: cafe, templateId, weekStart: sunday })).body.added).toBe(2);
    const week = await openShifts(sunday);
    expect(Object.keys(week).sort()).toEqual([sunday, addDays(sunday, 6)]);
  });

  it('refuses a week past the planning horizon, writing nothing (400)', async () => {
    const templateId = await templateWith([need({ count: 1 })]);
    const response = await apply(owner, { workplaceId: cafe, templateId, weekStart: '2027-12-27' });
    expect([response.status, response.body.message]).toEqual([400, beyondHorizonMessage('2026-01-05')]);
  });

  it('answers 404 for a template of another workplace of the team', async () => {
    const elsewhere = await createWorkplace(t, owner, { services: [701] });
    const templateId = await templateWith([need({ count: 1 })]);
    const response = await apply(owner, { workplaceId: elsewhere, templateId, weekStart: freshMonday() });
    expect([response.status, response.body.message]).toEqual([404, TEMPLATE_MESSAGES.notFound]);
  });

  it('refuses bad input (400)', async () => {
    const templateId = await templateWith([need({ count: 1 })]);
    const cases: [Record<string, unknown>, string][] = [
      [{ templateId, weekStart: '2026-03-02' }, 'workplaceId is required.'],
      [{ workplaceId: cafe, weekStart: '2026-03-02' }, 'templateId is required.'],
      [{ workplaceId: cafe, templateId }, 'weekStart is required.'],
      [{ workplaceId: cafe, templateId, weekStart: '2026-03-04' }, 'weekStart must be a Monday or a Sunday.'],
    ];
    for (const [body, message] of cases) {
      const response = await apply(owner, body);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
  });
});

describe('templates in the history', () => {
  it("shows a template's events with the workplace's own, and an apply on its days", async () => {
    // An account of its own: the café's owner is at the 3-workplace cap by now.
    const historian = await signUp(t);
    const workplace = await createWorkplace(t, historian, { services: [701] });
    const created = await create(historian, { workplaceId: workplace, name: 'History week', needs: [need({ count: 1 })] });
    await update(historian, { templateId: created.body.templateId, name: 'History weeks' });
    const monday = freshMonday();
    await apply(historian, { workplaceId: workplace, templateId: created.body.templateId, weekStart: monday }).expect(200);
    const { body } = await t.http().get('/api/audit/events').query({ workplaceId: workplace, limit: 500 }).set(historian.auth).expect(200);
    const summaries = (body.events as { summary: string }[]).map((e) => e.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        'Template History week created (1 need)',
        'Template History week updated: renamed to History weeks',
        expect.stringMatching(/^Template History weeks applied to Mon \d+ \w+: 1 open shift added$/),
      ]),
    );
  });
});

describe('access to templates', () => {
  it('lets an auditor read templates, and refuses every write with the auditor 403', async () => {
    const name = uniqueName();
    const templateId = await templateWith([need({ count: 1 })], name);
    expect((await list(cafe, auditor)).templates.map((x) => x.name)).toContain(name);
    const writes = [
      await create(auditor, { workplaceId: cafe, name: uniqueName(), needs: [need()] }),
      await update(auditor, { templateId, name: uniqueName() }),
      await remove(auditor, { templateId }),
      await apply(auditor, { workplaceId: cafe, templateId, weekStart: freshMonday() }),
    ];
    for (const response of writes) expect([response.status, response.body.message]).toEqual([403, ACCESS_MESSAGES.auditorReadOnly]);
  });

  it('lets a manager in scope write', async () => {
    const response = await create(manager, { workplaceId: cafe, name: uniqueName(), needs: [need()] });
    expect(response.status).toBe(201);
    expect((await apply(manager, { workplaceId: cafe, templateId: response.body.templateId, weekStart: freshMonday() })).body.added).toBe(
      2,
    );
  });

  it("answers 404 for another team's template or workplace, on every route", async () => {
    const templateId = await templateWith([need({ count: 1 })]);
    const theirs = await create(other, { workplaceId: othersWorkplace, name: uniqueName(), needs: [need({ serviceType: 701 })] });
    const responses = [
      await t.http().get('/api/rota/templates').query({ workplaceId: othersWorkplace }).set(owner.auth),
      await create(other, { workplaceId: cafe, name: uniqueName(), needs: [need()] }),
      await update(other, { templateId, name: uniqueName() }),
      await remove(other, { templateId }),
      await apply(other, { workplaceId: othersWorkplace, templateId, weekStart: freshMonday() }),
      await apply(owner, { workplaceId: cafe, templateId: theirs.body.templateId, weekStart: freshMonday() }),
    ];
    expect(theirs.status).toBe(201);
    expect(responses.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(responses.slice(2, 4).map((r) => r.body.message)).toEqual([TEMPLATE_MESSAGES.notFound, TEMPLATE_MESSAGES.notFound]);
  });
});
