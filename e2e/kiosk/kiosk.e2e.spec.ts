import type { Locator, Page } from '@playwright/test';
import dayjs from 'dayjs';
import { seriousViolationsIn } from '../support/axe';
import { e2eNow, E2E_TODAY, newContext } from '../support/clock';
import { expect, test } from '../support/test';
import { ok, openBusiness, type Business } from '../staff-requests/business';

/**
 * Issue 41's kiosk on the tablet by the door (1024×768, touch): people tap their name, key in
 * their PIN and clock; with the network cut, three people clock and the tablet keeps the events
 * with their real times, then sends them once when it is back; five wrong PINs lock a PIN. No
 * serious accessibility violations on any of its screens.
 */

// axe is injected as a script tag; the app's CSP would refuse it.
test.use({ bypassCSP: true });

const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true, bypassCSP: true };
const KIOSK_UI = ['.kiosk'];
const PINS: Record<string, string> = { Ann: '1357', Ben: '2468', Cat: '8642', Dan: '9753', Eve: '4321', Fay: '5678' };
/** Fay has no shift today. */
const ON_THE_ROTA = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];

interface QueuedClock {
  key: string;
  body: { employeeId: string; at: string };
  displayName: string;
}

async function openCafe(page: Page): Promise<{ business: Business; token: string }> {
  const business = await openBusiness(page, Object.keys(PINS));
  const today = dayjs(E2E_TODAY);
  // Every shift's clock-in window is open from 09:30 (the journeys' clock) on.
  for (const name of ON_THE_ROTA) await business.place(today, business.people[name], '09:00', '17:00');
  for (const [name, pin] of Object.entries(PINS)) {
    await ok(await page.request.put('/api/employees/pin', { data: { employeeId: business.people[name].id, pin } }), `pin ${name}`);
  }
  const kiosk = await ok<{ token: string }>(
    await page.request.post('/api/workplaces/kiosks', { data: { workplaceId: business.workplaceId, name: 'Front door' } }),
    'kiosk',
  );
  return { business, token: kiosk.token };
}

const person = (tablet: Page, name: string) => tablet.getByRole('button', { name: new RegExp(`^${name} `) });
const panel = (tablet: Page, name: string) => tablet.getByRole('region', { name: `Clock for ${name}` });

async function keyIn(area: Locator, pin: string) {
  for (const digit of pin) await area.getByRole('group', { name: 'PIN keypad' }).getByRole('button', { name: digit, exact: true }).tap();
}

/** Taps a name, keys the PIN and taps the action; answers the confirmation's text. */
async function clock(tablet: Page, name: string, action: string, pin = PINS[name]): Promise<string> {
  await person(tablet, name).tap();
  const area = panel(tablet, name);
  await keyIn(area, pin);
  await area.getByRole('button', { name: action }).tap();
  const done = tablet.getByRole('region', { name: 'Done' });
  await expect(done).toBeVisible();
  const text = (await done.getByRole('status').textContent()) ?? '';
  await done.getByRole('button', { name: 'Done' }).tap();
  return text;
}

async function expectNoSeriousViolations(tablet: Page, what: string) {
  const found = await seriousViolationsIn(tablet, KIOSK_UI);
  expect(found, `${what}:\n${found.join('\n')}`).toEqual([]);
}

test('the kiosk on a touch tablet: clock in, a break, offline clocks kept with their real times and sent once, and the PIN lock', async ({
  page,
  browser,
}) => {
  const { business, token } = await openCafe(page);
  const context = await newContext(browser, TABLET);
  const tablet = await context.newPage();
  await tablet.goto(`/kiosk/${token}`);
  await expect(tablet.getByRole('heading', { name: 'Harbour Café' })).toBeVisible();
  await expect(tablet.getByRole('heading', { name: 'Tap your name' })).toBeVisible();
  // Display names only: no surnames, rates or links on the shared tablet.
  await expect(tablet.locator('.kiosk')).not.toContainText('Lee');
  await expect(tablet.locator('.kiosk')).not.toContainText('12.50');
  await expectNoSeriousViolations(tablet, 'the people list');

  // Online: Ann clocks in and starts a break.
  await person(tablet, 'Ann').tap();
  await expect(panel(tablet, 'Ann').getByRole('button', { name: 'Clock in' })).toBeDisabled();
  await expectNoSeriousViolations(tablet, 'the PIN pad');
  await panel(tablet, 'Ann').getByRole('button', { name: 'Cancel' }).tap();
  expect(await clock(tablet, 'Ann', 'Clock in')).toMatch(/^Ann, you clocked in at \d\d:\d\d\.$/);
  await expect(person(tablet, 'Ann')).toContainText('Clocked in');
  expect(await clock(tablet, 'Ann', 'Start break')).toMatch(/^Ann, you started a break at \d\d:\d\d\.$/);
  await expect(person(tablet, 'Ann')).toContainText('On a break');

  // Offline: the network is cut; Ben, Cat and Dan clock in, a second or more apart.
  const cutAt = e2eNow().toISOString();
  await context.setOffline(true);
  const banner = tablet.getByRole('status').filter({ hasText: /^Offline/ });
  await expect(banner).toHaveText('Offline: clock events are kept on this tablet and sent when the connection is back.');
  for (const name of ['Ben', 'Cat', 'Dan']) {
    expect(await clock(tablet, name, 'Clock in')).toMatch(new RegExp(`^${name}, you clocked in at \\d\\d:\\d\\d\\.$`));
    await expect(person(tablet, name)).toContainText('Clocked in');
    await tablet.waitForTimeout(1_100);
  }
  await expect(banner).toContainText('3 clock events wait.');
  await expectNoSeriousViolations(tablet, 'the offline banner');
  const queued = await tablet.evaluate(() =>
    Object.entries(localStorage)
      .filter(([key]) => key.startsWith('rotaledger.kiosk-queue.'))
      .flatMap(([, value]) => JSON.parse(value) as QueuedClock[]),
  );
  expect(queued.map((event) => event.displayName)).toEqual(['Ben', 'Cat', 'Dan']);
  await tablet.waitForTimeout(2_000);
  const restoredAt = e2eNow().toISOString();
  await context.setOffline(false);
  await expect(tablet.getByRole('status').filter({ hasText: /clock events? waits?/ })).toHaveCount(0, { timeout: 15_000 });

  // The server has the three events, each once, at the times they were taken on the tablet.
  const sheets = await ok<{ timesheets: { employeeId: string; clockedInAt: string | null }[] }>(
    await page.request.get('/api/timesheets', { params: { workplaceId: business.workplaceId, startDate: E2E_TODAY, endDate: E2E_TODAY } }),
    'timesheets',
  );
  for (const event of queued) {
    const sheet = sheets.timesheets.find((s) => s.employeeId === event.body.employeeId);
    expect(sheet?.clockedInAt, event.displayName).toBe(new Date(event.body.at).toISOString());
    expect(event.body.at > cutAt && event.body.at < restoredAt, `${event.displayName} at ${event.body.at}`).toBe(true);
  }
  const history = await ok<unknown>(
    await page.request.get('/api/audit/events', { params: { workplaceId: business.workplaceId } }),
    'history',
  );
  for (const name of ['Ben', 'Cat', 'Dan'])
    expect(JSON.stringify(history).match(new RegExp(`${name} clocked in`, 'g')), name).toHaveLength(1);

  // Fay has no shift today: once the owner allows it, she is on the kiosk and clocks in, onto the rota.
  await expect(person(tablet, 'Fay')).toHaveCount(0);
  await ok(
    await page.request.put('/api/workplaces/updateworkplace', {
      data: { workplace_id: business.workplaceId, clockInWithoutShift: true, user_id: business.userId },
    }),
    'clockInWithoutShift',
  );
  await tablet.reload();
  await expect(person(tablet, 'Fay')).toContainText('No shift today');
  expect(await clock(tablet, 'Fay', 'Clock in')).toMatch(/^Fay, you clocked in at \d\d:\d\d\.$/);
  await expect(person(tablet, 'Fay')).toContainText(/Clocked in\s*\d\d:\d\d–24:00/);

  // The PIN lock: four wrong PINs say so, the fifth locks Eve's PIN, and then even the right one waits.
  await person(tablet, 'Eve').tap();
  const eve = panel(tablet, 'Eve');
  for (let attempt = 1; attempt <= 4; attempt++) {
    await keyIn(eve, '0000');
    await eve.getByRole('button', { name: 'Clock in' }).tap();
    await expect(eve.getByText('Wrong PIN.')).toBeVisible();
  }
  const locked = 'Too many wrong PINs: try again in 15 minutes or ask your manager.';
  await keyIn(eve, '0000');
  await eve.getByRole('button', { name: 'Clock in' }).tap();
  await expect(eve.getByText(locked)).toBeVisible();
  await expectNoSeriousViolations(tablet, 'a refusal');
  await keyIn(eve, PINS.Eve);
  await eve.getByRole('button', { name: 'Clock in' }).tap();
  await expect(eve.getByText(locked)).toBeVisible();
  await eve.getByRole('button', { name: 'Cancel' }).tap();
  await expect(person(tablet, 'Eve')).toContainText('Not clocked in');
  await context.close();
});
