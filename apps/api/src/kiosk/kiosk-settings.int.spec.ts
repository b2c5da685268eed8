import { KIOSK_SETTINGS_MESSAGES, TIMESHEET_MESSAGES } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createEmployee, createWorkplace } from '../../test/rota-fixtures';
import { newMember } from '../../test/team.helpers';
import { createTestApp, TestApp } from '../../test/test-app';

/** Tuesday 2 June 2026, British Summer Time (10:07 in London is 09:07 UTC). */
const DAY = '2026-06-02';
const refusal = (response: { status: number; body: { message?: string } }) => [response.status, response.body.message];

interface Cafe {
  t: TestApp;
  owner: SignedUpUser;
  workplaceId: string;
  token: string;
}

async function cafeWithKiosk(env: Record<string, string>): Promise<Cafe & { ann: string; bob: string }> {
  const t = await createTestApp({ env: { RATE_LIMITS: 'false', ...env } });
  t.clock.set('2026-06-01T08:00:00Z');
  const owner = await signUp(t);
  const workplaceId = await createWorkplace(t, owner, { rotaStartTime: 7, rotaEndTime: 22 });
  const ann = await createEmployee(t, owner, workplaceId, 'Ann');
  const bob = await createEmployee(t, owner, workplaceId, 'Bob');
  await t.http().put('/api/employees/pin').set(owner.auth).send({ employeeId: ann, pin: '0420' }).expect(204);
  await t.http().put('/api/employees/pin').set(owner.auth).send({ employeeId: bob, pin: '1111' }).expect(204);
  await t
    .http()
    .post('/api/assignments/placeassignment')
    .set(owner.auth)
    .send({ workplaceId, date: DAY, serviceType: 701, employeeId: ann, timeStart: '09:00', timeEnd: '17:00' })
    .expect(201);
  const kiosk = await t.http().post('/api/workplaces/kiosks').set(owner.auth).send({ workplaceId }).expect(201);
  return { t, owner, workplaceId, token: kiosk.body.token as string, ann, bob };
}

const settings = (cafe: Cafe, changes: Record<string, unknown>) =>
  cafe.t
    .http()
    .put('/api/workplaces/updateworkplace')
    .set(cafe.owner.auth)
    .send({ workplace_id: cafe.workplaceId, ...changes });
const listed = async (cafe: Cafe) =>
  ((await cafe.t.http().get('/api/workplaces/getworkplaces').set(cafe.owner.auth).expect(200)).body as Record<string, unknown>[]).find(
    (w) => w.workplace_id === cafe.workplaceId,
  )!;

describe('kiosk address ranges, behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  let cafe: Awaited<ReturnType<typeof cafeWithKiosk>>;
  const clockFrom = (address: string, employeeId: string, pin: string, action = 'in') =>
    cafe.t.http().post(`/api/kiosk/${cafe.token}/clock`).set('X-Forwarded-For', address).send({ employeeId, pin, action });

  beforeAll(async () => {
    cafe = await cafeWithKiosk({ TRUST_PROXY: 'loopback' });
    cafe.t.clock.set('2026-06-02T08:00:00Z'); // 09:00 in London
  });
  afterAll(() => cafe.t.close());

  it('are off by default: a kiosk clocks from any network', async () => {
    expect(await listed(cafe)).toMatchObject({ kioskIpRanges: [], clockInWithoutShift: false });
    await clockFrom('198.51.100.1', cafe.ann, '0420').expect(200);
    await clockFrom('198.51.100.1', cafe.ann, '0420', 'out').expect(200);
  });

  it('only the owner sets them, IPv4 and IPv6 ranges, normalised; a bad range is a 400 naming it', async () => {
    const manager = await newMember(cafe.t, cafe.owner, 'manager');
    const byManager = await cafe.t
      .http()
      .put('/api/workplaces/updateworkplace')
      .set(manager.auth)
      .send({ workplace_id: cafe.workplaceId, kioskIpRanges: ['203.0.113.0/24'] });
    expect(byManager.status).toBe(403);
    expect(refusal(await settings(cafe, { kioskIpRanges: ['203.0.113.0/24', 'the cafe wifi'] }))).toEqual([
      400,
      KIOSK_SETTINGS_MESSAGES.ipRange('the cafe wifi'),
    ]);
    expect(refusal(await settings(cafe, { kioskIpRanges: '203.0.113.0/24' }))).toEqual([400, KIOSK_SETTINGS_MESSAGES.ipRanges]);
    await settings(cafe, { kioskIpRanges: ['203.0.113.9/24', '2001:DB8:1234::/48'] }).expect(200);
    expect((await listed(cafe)).kioskIpRanges).toEqual(['203.0.113.0/24', '2001:db8:1234::/48']);
  });

  it('a clock from outside them is 403 with the reason, before the PIN is even tried; inside, it clocks', async () => {
    for (const outside of ['198.51.100.1', '2001:db8:9999::1']) {
      expect(refusal(await clockFrom(outside, cafe.bob, '0000'))).toEqual([403, KIOSK_SETTINGS_MESSAGES.outsideIpRanges]);
    }
    // Five wrong PINs from outside would lock Bob's PIN if they were tried: they were not.
    for (let attempt = 0; attempt < 5; attempt++) await clockFrom('198.51.100.1', cafe.bob, '0000').expect(403);
    expect(refusal(await clockFrom('203.0.113.77', cafe.bob, '0000'))).toEqual([401, 'Wrong PIN.']);
    cafe.t.clock.set('2026-06-02T08:30:00Z');
    expect(refusal(await clockFrom('203.0.113.77', cafe.ann, '0420', 'break-start'))).toEqual([409, TIMESHEET_MESSAGES.alreadyClockedOut]);
    await settings(cafe, { kioskIpRanges: ['203.0.113.0/24', '2001:db8:1234::/48'] }).expect(200);
    expect(refusal(await clockFrom('2001:db8:1234:5::9', cafe.ann, '0420'))).toEqual([409, TIMESHEET_MESSAGES.alreadyClockedIn]);
  });

  it('[] opens them to any network again', async () => {
    await settings(cafe, { kioskIpRanges: [] }).expect(200);
    expect(refusal(await clockFrom('198.51.100.1', cafe.bob, '0000'))).toEqual([401, 'Wrong PIN.']);
  });
});

describe('kiosk address ranges, without TRUST_PROXY', () => {
  it("reads the connection's own address: a forwarded header cannot claim to be inside", async () => {
    const cafe = await cafeWithKiosk({});
    try {
      cafe.t.clock.set('2026-06-02T08:00:00Z');
      await settings(cafe, { kioskIpRanges: ['203.0.113.0/24'] }).expect(200);
      const spoofed = await cafe.t
        .http()
        .post(`/api/kiosk/${cafe.token}/clock`)
        .set('X-Forwarded-For', '203.0.113.5')
        .send({ employeeId: cafe.ann, pin: '0420', action: 'in' });
      expect(refusal(spoofed)).toEqual([403, KIOSK_SETTINGS_MESSAGES.outsideIpRanges]);
      // The test client connects over loopback: a range holding it lets the clock through.
      await settings(cafe, { kioskIpRanges: ['127.0.0.0/8', '::1'] }).expect(200);
      await cafe.t.http().post(`/api/kiosk/${cafe.token}/clock`).send({ employeeId: cafe.ann, pin: '0420', action: 'in' }).expect(200);
    } finally {
      await cafe.t.close();
    }
  });
});

describe('clocking in with no shift today', () => {
  let cafe: Awaited<ReturnType<typeof cafeWithKiosk>>;
  let bobToken: string;
  let carl: string;
  const kioskClock = (employeeId: string, pin: string, action: string) =>
    cafe.t.http().post(`/api/kiosk/${cafe.token}/clock`).send({ employeeId, pin, action });
  const timesheets = async () =>
    (
      await cafe.t
        .http()
        .get('/api/timesheets')
        .set(cafe.owner.auth)
        .query({ workplaceId: cafe.workplaceId, startDate: DAY, endDate: DAY })
        .expect(200)
    ).body.timesheets as Record<string, unknown>[];

  beforeAll(async () => {
    cafe = await cafeWithKiosk({});
    carl = await createEmployee(cafe.t, cafe.owner, cafe.workplaceId, 'Carl');
    await cafe.t.http().put('/api/employees/pin').set(cafe.owner.auth).send({ employeeId: carl, pin: '2222' }).expect(204);
    bobToken = (await cafe.t.http().post('/api/employees/feedlink').set(cafe.owner.auth).send({ employee_id: cafe.bob }).expect(201)).body
      .token;
    cafe.t.clock.set('2026-06-02T09:07:00Z'); // 10:07 in London
  });
  afterAll(() => cafe.t.close());

  it('is refused, at the kiosk and on the personal page, while the workplace does not allow it (the default)', async () => {
    expect(refusal(await kioskClock(cafe.bob, '1111', 'in'))).toEqual([409, TIMESHEET_MESSAGES.noShiftNow]);
    expect(refusal(await cafe.t.http().post(`/api/staff/${bobToken}/clock`).send({ action: 'in' }))).toEqual([
      409,
      TIMESHEET_MESSAGES.noShiftNow,
    ]);
    expect((await cafe.t.http().get(`/api/staff/${bobToken}`).expect(200)).body.clock).toBeNull();
    expect(
      (await cafe.t.http().get(`/api/kiosk/${cafe.token}`).expect(200)).body.people.map((p: { displayName: string }) => p.displayName),
    ).toEqual(['Ann']);
    expect(await timesheets()).toHaveLength(1);
  });

  it('where it allows it, the kiosk puts a shift on the rota from the quarter hour to closing and clocks it in', async () => {
    expect(refusal(await settings(cafe, { clockInWithoutShift: 'yes' }))).toEqual([400, KIOSK_SETTINGS_MESSAGES.clockInWithoutShift]);
    await settings(cafe, { clockInWithoutShift: true }).expect(200);
    expect((await listed(cafe)).clockInWithoutShift).toBe(true);
    // Everyone working there is on the kiosk now, those without a shift without one.
    expect((await cafe.t.http().get(`/api/kiosk/${cafe.token}`).expect(200)).body.people).toEqual([
      { employeeId: cafe.ann, displayName: 'Ann', status: 'off', shift: { timeStart: '09:00', timeEnd: '17:00' } },
      { employeeId: cafe.bob, displayName: 'Bob', status: 'off' },
      { employeeId: carl, displayName: 'Carl', status: 'off' },
    ]);
    expect((await kioskClock(cafe.bob, '1111', 'in').expect(200)).body).toEqual({ status: 'in', at: '2026-06-02T09:07:00.000Z' });
    const page = (await cafe.t.http().get(`/api/kiosk/${cafe.token}`).expect(200)).body;
    expect(page.people).toContainEqual(
      expect.objectContaining({ employeeId: cafe.bob, status: 'in', shift: { timeStart: '10:00', timeEnd: '22:00' } }),
    );
    cafe.t.clock.set('2026-06-02T12:37:00Z'); // 13:37
    await kioskClock(cafe.bob, '1111', 'out').expect(200);
    // The clock-out ends the shift it put on the rota at the quarter hour after it: 10:00-13:45, 225 planned minutes, not 720.
    expect((await timesheets()).find((s) => s.employeeId === cafe.bob)).toMatchObject({
      plannedStart: '10:00:00',
      plannedEnd: '13:45:00',
      plannedPaidMinutes: 225,
      clockedInAt: '2026-06-02T09:07:00.000Z',
      clockedOutAt: '2026-06-02T12:37:00.000Z',
      actualPaidMinutes: 210,
    });
  });

  it('the personal page offers it and clocks it the same way', async () => {
    const carlToken = (await cafe.t.http().post('/api/employees/feedlink').set(cafe.owner.auth).send({ employee_id: carl }).expect(201))
      .body.token as string;
    expect((await cafe.t.http().get(`/api/staff/${carlToken}`).expect(200)).body.clock).toMatchObject({
      action: 'in',
      assignmentId: null,
      withoutShift: true,
      date: DAY,
      start: '13:30',
      end: '22:00',
    });
    expect((await cafe.t.http().post(`/api/staff/${carlToken}/clock`).send({ action: 'in' }).expect(201)).body.at).toBe(
      '2026-06-02T12:37:00.000Z',
    );
    expect((await cafe.t.http().get(`/api/staff/${carlToken}`).expect(200)).body.clock).toMatchObject({ action: 'out', start: '13:30' });
  });

  it('someone with a shift later today still waits for it to open', async () => {
    cafe.t.clock.set('2026-06-02T06:00:00Z'); // 07:00: Ann's 09:00 opens at 08:30
    expect(refusal(await kioskClock(cafe.ann, '0420', 'in'))).toEqual([
      409,
      'You can clock in from 08:30 (30 minutes before your shift starts).',
    ]);
  });
});
