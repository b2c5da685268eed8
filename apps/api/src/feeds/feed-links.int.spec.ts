import ICAL from 'ical.js';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { addAssignment, addShift, createEmployee, moveEmployee, removeEmployee } from '../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';

/** Saturday 10 October 2026: London changes from BST to GMT on Sunday 25 October. */
const NOW = '2026-10-10T09:00:00.000Z';
const NOT_FOUND = 'This link is not valid any more. Ask your manager for a new one.';
const BAD_EMPLOYEE_ID = 'Please provide a valid employee_id.';

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
let anchor: string;
let harbour: string;
let mary: string;
let colleague: string;

const createWorkplace = async (user: SignedUpUser, body: Record<string, unknown>) =>
  t
    .http()
    .post('/api/workplaces/createworkplace')
    .set(user.auth)
    .send({ industryType: 'bar', workplaceServices: [201, 202], rotaStartTime: 6, rotaEndTime: 30, userId: user.userId, ...body });
const workplaceId = async (user: SignedUpUser, body: Record<string, unknown>) => {
  const response = await createWorkplace(user, body);
  expect(response.status).toBe(201);
  return response.body.workplace_id as string;
};
const workplaces = async (user: SignedUpUser) =>
  (await t.http().get('/api/workplaces/getworkplaces').set(user.auth)).body as Array<{ workplace_id: string; time_zone: string }>;
const timeZoneOf = async (user: SignedUpUser, id: string) => (await workplaces(user)).find((w) => w.workplace_id === id)?.time_zone;

const issue = (user: SignedUpUser, body: Record<string, unknown>) => t.http().post('/api/employees/feedlink').set(user.auth).send(body);
const revoke = (user: SignedUpUser, body: Record<string, unknown>) => t.http().delete('/api/employees/feedlink').set(user.auth).send(body);
const current = (user: SignedUpUser, employeeId: string) =>
  t.http().get('/api/employees/feedlink').set(user.auth).query({ employee_id: employeeId });
const issueFor = async (employeeId: string) => {
  const response = await issue(owner, { employee_id: employeeId, userId: owner.userId });
  expect(response.status).toBe(201);
  return response.body as { token: string; url: string; icsUrl: string };
};
const page = (token: string) => t.http().get(`/api/staff/${token}`);
const feed = (token: string) => t.http().get(`/api/feeds/${token}.ics`);
const shift = async (workplace: string, date: string, service: number, start: string, end: string, employeeId: string | null) =>
  addAssignment(t, owner, await addShift(t, owner, workplace, date, service), start, end, employeeId);

interface ParsedEvent {
  uid: string;
  summary: string;
  location: string;
  tzid: string;
  localStart: string;
  localEnd: string;
  utcStart: string;
  utcEnd: string;
}

/** The feed read back with Mozilla's ical.js, an independent RFC 5545 parser. */
function parseFeed(text: string): { name: string; zones: string[]; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone').map((zone) => {
    ICAL.TimezoneService.register(zone);
    return String(zone.getFirstPropertyValue('tzid'));
  });
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      tzid: String(component.getFirstProperty('dtstart')?.getParameter('tzid')),
      localStart: event.startDate.toString(),
      localEnd: event.endDate.toString(),
      utcStart: event.startDate.toJSDate().toISOString(),
      utcEnd: event.endDate.toJSDate().toISOString(),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), zones, events };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  [owner, other] = [await signUp(t), await signUp(t)];
  anchor = await workplaceId(owner, { workplaceName: 'The Anchor' });
  harbour = await workplaceId(owner, { workplaceName: 'Harbour NYC', timeZone: 'America/New_York' });
  mary = await createEmployee(t, owner, anchor, 'Mary');
  colleague = await createEmployee(t, owner, anchor, 'Zebedee');
  await t
    .http()
    .put('/api/employees/updateemployee')
    .set(owner.auth)
    .send({ employee_id: colleague, workplace_id: anchor, display_name: 'Zebedee', first_name: 'Zeb', surname: 'Quinlan', rate: '23.45' });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(NOW));

describe('workplace time zone', () => {
  it('defaults to Europe/London, takes an IANA zone on create and update, refuses anything else', async () => {
    expect(await timeZoneOf(owner, anchor)).toBe('Europe/London');
    expect(await timeZoneOf(owner, harbour)).toBe('America/New_York');
    const bad = await createWorkplace(owner, { workplaceName: 'Nowhere Inn', timeZone: 'Mars/Olympus' });
    expect([bad.status, bad.body.message]).toEqual([400, 'Please choose a valid time zone (an IANA name such as Europe/London).']);
    const notText = await createWorkplace(owner, { workplaceName: 'Nowhere Inn', timeZone: 7 });
    expect([notText.status, notText.body.message]).toEqual([400, 'Please choose a valid time zone (an IANA name such as Europe/London).']);

    const third = await workplaceId(other, { workplaceName: 'Tokyo Bar', timeZone: 'Asia/Tokyo' });
    const update = (timeZone: unknown) =>
      t.http().put('/api/workplaces/updateworkplace').set(other.auth).send({ workplace_id: third, timeZone, user_id: other.userId });
    expect((await update('UTC')).status).toBe(200);
    expect(await timeZoneOf(other, third)).toBe('UTC');
    const refused = await update('Europe/Londres');
    expect([refused.status, refused.body.message]).toEqual([400, 'Please choose a valid time zone (an IANA name such as Europe/London).']);
    // Without the field, the zone stays.
    expect((await update(undefined)).status).toBe(200);
    expect(await timeZoneOf(other, third)).toBe('UTC');
  });
});

describe('POST /employees/feedlink', () => {
  it('answers 201 { token, url, icsUrl } on the configured origin, never the request Host', async () => {
    const response = await issue(owner, { employee_id: mary, userId: owner.userId }).set('Host', 'evil.example');
    expect(response.status).toBe(201);
    const { token, url, icsUrl } = response.body;
    expect(Object.keys(response.body).sort()).toEqual(['icsUrl', 'token', 'url']);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(url).toBe(`${t.config.publicUrl}/staff/${token}`);
    expect(icsUrl).toBe(`${t.config.publicUrl}/api/feeds/${token}.ics`);
    expect(url).not.toContain('evil.example');
    expect((await current(owner, mary)).body).toEqual({ link: { token, url, icsUrl }, hasLink: true, issuedAt: NOW });
  });

  it('posting again rotates: the old token answers 404 on both addresses, the new one works', async () => {
    const first = await issueFor(mary);
    const second = await issueFor(mary);
    expect(second.token).not.toBe(first.token);
    for (const response of [await page(first.token), await feed(first.token)]) {
      expect([response.status, response.body.message]).toEqual([404, NOT_FOUND]);
    }
    expect((await page(second.token)).status).toBe(200);
    expect((await feed(second.token)).status).toBe(200);
    expect((await current(owner, mary)).body.link.token).toBe(second.token);
  });

  it('DELETE revokes: both addresses answer 404 and the Edit dialog sees no link', async () => {
    const { token } = await issueFor(colleague);
    expect((await revoke(owner, { employee_id: colleague, userId: owner.userId })).status).toBe(204);
    expect((await page(token)).status).toBe(404);
    expect((await feed(token)).status).toBe(404);
    expect((await current(owner, colleague)).body).toEqual({ link: null, hasLink: false, issuedAt: null });
    // Again, with nothing to revoke, and with the ids in the query.
    expect((await t.http().delete('/api/employees/feedlink').query({ employee_id: colleague }).set(owner.auth)).status).toBe(204);
  });

  it("answers 404 for another account's or an unknown employee, 403 for another userId, 401 signed out", async () => {
    for (const response of [
      await issue(other, { employee_id: mary }),
      await revoke(other, { employee_id: mary }),
      await current(other, mary),
      await issue(owner, { employee_id: '00000000-0000-4000-8000-000000000000' }),
    ]) {
      expect([response.status, response.body.message]).toEqual([404, 'Employee not found.']);
    }
    const foreign = await issue(owner, { employee_id: mary, userId: other.userId });
    expect([foreign.status, foreign.body.message]).toEqual([403, 'You can only access your own data.']);
    expect((await t.http().post('/api/employees/feedlink').send({ employee_id: mary })).status).toBe(401);
    expect((await t.http().get(`/api/employees/feedlink?employee_id=${mary}`)).status).toBe(401);
  });

  it('answers 400 with a message for a missing or malformed employee_id and a body that is not an object', async () => {
    for (const body of [{}, { employee_id: 'nope' }, { employee_id: 42 }]) {
      const response = await issue(owner, body);
      expect([response.status, response.body.message]).toEqual([400, BAD_EMPLOYEE_ID]);
    }
    const deleted = await revoke(owner, { employee_id: '' });
    expect([deleted.status, deleted.body.message]).toEqual([400, BAD_EMPLOYEE_ID]);
    const array = await t.http().post('/api/employees/feedlink').set(owner.auth).send([mary]);
    expect(array.status).toBe(400);
  });

  it("a removed employee's link dies", async () => {
    const leaver = await createEmployee(t, owner, anchor, 'Leaver');
    const { token } = await issueFor(leaver);
    expect((await page(token)).status).toBe(200);
    await removeEmployee(t, owner, leaver);
    expect((await page(token)).status).toBe(404);
    expect((await feed(token)).status).toBe(404);
  });
});

describe('the personal page and the calendar feed', () => {
  let token: string;
  let overnight: string;

  beforeAll(async () => {
    t.clock.set(NOW);
    // Outside the window: more than 4 weeks back, more than 12 weeks ahead.
    await shift(anchor, '2026-09-01', 201, '10:00', '14:00', mary);
    await shift(anchor, '2027-01-10', 201, '10:00', '14:00', mary);
    // In it: a past shift (feed only), a BST evening, an overnight across the change to GMT, a GMT day, New York.
    await shift(anchor, '2026-09-20', 202, '12:00', '16:00', mary);
    await shift(anchor, '2026-10-20', 201, '18:00', '23:00', mary);
    await shift(anchor, '2026-10-20', 201, '18:00', '23:00', colleague);
    await shift(anchor, '2026-10-20', 202, '19:00', '23:00', null);
    overnight = await shift(anchor, '2026-10-24', 201, '22:00', '03:00', mary);
    await shift(anchor, '2026-10-26', 202, '09:00', '17:00', mary);
    await shift(anchor, '2026-10-12', 201, '09:00', '17:00', colleague);
    // Mary moves to New York after her last Anchor shift: both workplaces' shifts are hers.
    t.clock.set('2026-10-27T12:00:00.000Z');
    await moveEmployee(t, owner, mary, harbour, 'Mary');
    await shift(harbour, '2026-11-02', 201, '09:00', '17:30', mary);
    t.clock.set(NOW);
    token = (await issueFor(mary)).token;
  });

  it('the ICS parses with ical.js: one VEVENT per assignment in the window, TZIDs, VTIMEZONEs, instants across the DST change', async () => {
    const response = await feed(token);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const parsed = parseFeed(response.text);
    expect(parsed.name).toBe('Mary: shifts (Rotaledger)');
    expect(parsed.zones.sort()).toEqual(['America/New_York', 'Europe/London']);
    expect(parsed.events.map(({ uid, ...rest }) => ({ uid: uid.endsWith('@rotaledger'), ...rest }))).toEqual([
      {
        uid: true,
        summary: 'Security at The Anchor',
        location: 'The Anchor',
        tzid: 'Europe/London',
        localStart: '2026-09-20T12:00:00',
        localEnd: '2026-09-20T16:00:00',
        utcStart: '2026-09-20T11:00:00.000Z',
        utcEnd: '2026-09-20T15:00:00.000Z',
      },
      expect.objectContaining({ tzid: 'Europe/London', localStart: '2026-10-20T18:00:00', utcStart: '2026-10-20T17:00:00.000Z' }),
      // Overnight across the change: 22:00 BST to 03:00 GMT the next day.
      expect.objectContaining({
        localStart: '2026-10-24T22:00:00',
        localEnd: '2026-10-25T03:00:00',
        utcStart: '2026-10-24T21:00:00.000Z',
        utcEnd: '2026-10-25T03:00:00.000Z',
      }),
      expect.objectContaining({
        localStart: '2026-10-26T09:00:00',
        utcStart: '2026-10-26T09:00:00.000Z',
        utcEnd: '2026-10-26T17:00:00.000Z',
      }),
      expect.objectContaining({
        summary: 'Bartender at Harbour NYC',
        location: 'Harbour NYC',
        tzid: 'America/New_York',
        localStart: '2026-11-02T09:00:00',
        utcStart: '2026-11-02T14:00:00.000Z',
        utcEnd: '2026-11-02T22:30:00.000Z',
      }),
    ]);
    expect(parsed.events.find((e) => e.localStart === '2026-10-24T22:00:00')?.uid).toBe(`${overnight}@rotaledger`);
  });

  it('keeps UIDs when an assignment changes, so the calendar replaces the event', async () => {
    const before = parseFeed((await feed(token)).text).events;
    const moved = await t
      .http()
      .put('/api/assignments/updateassignmenttime')
      .set(owner.auth)
      .send({ assignmentId: overnight, timeStart: '21:00', timeEnd: '02:00', userId: owner.userId });
    expect(moved.status).toBe(200);
    const after = parseFeed((await feed(token)).text).events;
    expect(after.map((e) => e.uid)).toEqual(before.map((e) => e.uid));
    expect(after.find((e) => e.uid === `${overnight}@rotaledger`)).toMatchObject({
      localStart: '2026-10-24T21:00:00',
      localEnd: '2026-10-25T02:00:00',
    });
  });

  it('the page answers today onwards, grouped by the client, with times, +1, workplace and service', async () => {
    const response = await page(token);
    expect(response.status).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.body).toMatchObject({
      display_name: 'Mary',
      ics_url: `${t.config.publicUrl}/api/feeds/${token}.ics`,
      webcal_url: `${t.config.publicUrl.replace(/^https?:/, 'webcal:')}/api/feeds/${token}.ics`,
    });
    const shifts = response.body.shifts as Array<Record<string, unknown>>;
    expect(shifts.map((s) => [s.date, s.start, s.end, s.ends_next_day, s.workplace])).toEqual([
      ['2026-10-20', '18:00', '23:00', false, 'The Anchor'],
      ['2026-10-24', '21:00', '02:00', true, 'The Anchor'],
      ['2026-10-26', '09:00', '17:00', false, 'The Anchor'],
      ['2026-11-02', '09:00', '17:30', false, 'Harbour NYC'],
    ]);
    expect(shifts[3]).toMatchObject({
      time_zone: 'America/New_York',
      starts_at: '2026-11-02T14:00:00.000Z',
      service: { id: 201, name: 'Bartender', icon: '🍺' },
    });
  });

  it('shows no rates and no other names anywhere', async () => {
    for (const text of [(await page(token)).text, (await feed(token)).text]) {
      expect(text).not.toMatch(/Zebedee|Zeb\b|Quinlan|Tester|23\.45|10\.00|rate/i);
    }
  });

  it('an empty schedule answers an empty list and a valid empty calendar', async () => {
    const { token: empty } = await issueFor(colleague);
    t.clock.set('2027-06-01T09:00:00.000Z');
    expect((await page(empty)).body.shifts).toEqual([]);
    expect(parseFeed((await feed(empty)).text).events).toEqual([]);
  });

  it("the web page's address leaves no Referer either", async () => {
    expect((await t.http().get(`/staff/${token}`)).headers['referrer-policy']).toBe('no-referrer');
    expect((await t.http().get('/rota/abc')).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers 404 with a clear message for an unknown or malformed token', async () => {
    for (const response of [await page('x'.repeat(43)), await feed('x'.repeat(43)), await page('short'), await feed('bad.token')]) {
      expect([response.status, response.body.message]).toEqual([404, NOT_FOUND]);
    }
  });

  it('account deletion purges the links and assignments', async () => {
    const leaving = await signUp(t);
    const place = await workplaceId(leaving, { workplaceName: 'Closing Bar' });
    const person = await createEmployee(t, leaving, place, 'Pat');
    await addAssignment(t, leaving, await addShift(t, leaving, place, '2026-10-20', 201), '10:00', '12:00', person);
    const link = await issue(leaving, { employee_id: person });
    expect(link.status).toBe(201);
    await t.caughtUp();
    const before = await t.readModels.find('feed_assignments', { ownerId: leaving.userId });
    expect(before).toHaveLength(1);
    const deleted = await t.http().delete('/api/users/deleteuser').set(leaving.auth).send({ password: leaving.password });
    expect(deleted.status).toBe(204);
    expect((await page(link.body.token)).status).toBe(404);
    for (const collection of ['feed_assignments', 'feed_links', 'feed_employees', 'feed_workplaces', 'feed_rota_days']) {
      expect(await t.readModels.find(collection, { ownerId: leaving.userId })).toEqual([]);
    }
  });
});
