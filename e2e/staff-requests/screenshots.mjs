#!/usr/bin/env node
// Screenshots of issue 27's screens for a person to look at (not a test): an employee's
// personal page on a 375 px phone (top, every section, the time off and availability forms,
// offline), and the manager's planner at 1280 px with the Requests panel open over greyed
// cells, the availability warning, the publish control of an on-publish workplace, and the
// Requests panel as a phone's sheet.
// Usage: node e2e/staff-requests/screenshots.mjs [baseUrl] [outDir]
// Needs a running app, e.g. PORT=8140 DATA_DIR=/tmp/sr-shots RATE_LIMITS=false node scripts/start.mjs
import { join } from 'node:path';
import { apiCaller, launchChromium, screenshotTarget } from '../support/screenshot-kit.mjs';

const { base, out } = screenshotTarget('http://localhost:8140', '/tmp/shots');
const call = apiCaller(base);
const browser = await launchChromium();
const stamp = Date.now().toString(36);

const pad = (n) => String(n).padStart(2, '0');
const isoOf = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** Next week's Monday plus `days`: every day of it lies after today. */
const day = (days) => {
  const d = new Date();
  d.setHours(12, 0, 0, 0);
  d.setDate(d.getDate() + (((8 - d.getDay()) % 7 || 7) + days));
  return isoOf(d);
};
const MONDAY = day(0);

const manager = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const request = manager.request;
const { user } = await call(request, 'POST', '/auth/signup', { email: `manager-${stamp}@example.com`, password: 'Harbour#2025' });
const userId = user.user_id;
const workplace = async (name, publishMode) =>
  (
    await call(request, 'POST', '/workplaces/createworkplace', {
      workplaceName: name,
      industryType: 'cafe',
      workplaceServices: [701, 702, 703],
      rotaStartTime: 6,
      rotaEndTime: 24,
      timeZone: 'Europe/London',
      publishMode,
      userId,
    })
  ).workplace_id;
const harbour = await workplace('The Harbour Café', 'live');
const quay = await workplace('Quay Bar', 'on-publish');

async function employee(workplaceId, name, surname, services, email) {
  const { employee_id: id } = await call(request, 'POST', '/employees/createemployee', {
    workplace_id: workplaceId,
    display_name: name,
    first_name: name,
    surname,
    rate: '12.50',
    services,
    ...(email ? { email } : {}),
    created_by: userId,
  });
  const { url } = await call(request, 'POST', '/employees/feedlink', { employee_id: id, userId });
  return { id, name, page: new URL(url).pathname, api: `/staff/${new URL(url).pathname.split('/').pop()}` };
}
const place = (workplaceId, date, employee, from, to, serviceType = 701) =>
  call(request, 'POST', '/assignments/placeassignment', {
    workplaceId,
    date,
    serviceType,
    employeeId: employee?.id ?? null,
    timeStart: from,
    timeEnd: to,
    userId,
  }).then((a) => a.assignment_id);

const ann = await employee(harbour, 'Ann', 'Lee', [701, 702], `ann-${stamp}@example.com`);
const bob = await employee(harbour, 'Bob', 'Okoro', [701]);
const chloe = await employee(harbour, 'Chloe', 'Martin', [701, 703]);
await place(harbour, day(1), ann, '09:00', '17:00');
const annThursday = await place(harbour, day(3), ann, '09:00', '17:00');
await place(harbour, day(5), ann, '18:00', '23:30', 702);
const openWednesday = await place(harbour, day(2), null, '10:00', '16:00');
await place(harbour, day(4), null, '07:30', '15:30');
await place(harbour, day(0), bob, '07:30', '15:30');
await place(harbour, day(2), chloe, '12:00', '20:00', 703);
const chloeFriday = await place(harbour, day(4), chloe, '16:00', '22:00');

// Ann's requests: when she can work, a day off, an open shift, cover for Thursday (Bob offers).
await call(request, 'PUT', `${ann.api}/availability`, {
  weekly: { mon: [{ from: '00:00', to: '17:00' }], sun: [] },
  exceptions: [{ date: day(11), windows: [{ from: '12:00', to: '24:00' }] }],
});
await call(request, 'POST', `${ann.api}/timeoff`, { from: day(1), to: day(1), note: 'Dentist in the morning' });
await call(request, 'POST', `${ann.api}/timeoff`, { from: day(14), to: day(16) });
await call(request, 'POST', `${ann.api}/claims`, { assignmentId: openWednesday });
const { swapId } = await call(request, 'POST', `${ann.api}/swaps`, { assignmentId: annThursday });
await call(request, 'POST', `${bob.api}/swaps/accept`, { swapId });
// Chloe asks for cover too: Ann sees it under "Can you cover?".
await call(request, 'POST', `${chloe.api}/swaps`, { assignmentId: chloeFriday });

// Quay Bar publishes: one change made after the switch waits for Publish.
const dan = await employee(quay, 'Dan', 'Price', [701], `dan-${stamp}@example.com`);
await place(quay, day(1), dan, '17:00', '23:00');
await place(quay, day(2), dan, '17:00', '23:00');

const shot = (page, name, options = {}) => page.screenshot({ path: join(out, name), ...options });
/** What a person sees scrolled to `locator`: just under the sticky header, with the sticky Save bar where it is. */
async function shotOf(page, locator, name) {
  await locator.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -72);
  });
  await page.screenshot({ path: join(out, name) });
}
/** Nothing loading and no transition running (a button turning primary as the count arrives). */
const settle = (page) =>
  page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"]') && document.getAnimations().every((a) => a.playState !== 'running'),
  );

// The phone: Ann's personal page.
const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
const staff = await phone.newPage();
await staff.goto(`${base}${ann.page}`);
await staff.getByRole('heading', { level: 1, name: 'Ann' }).waitFor();
await staff.getByRole('button', { name: /^I can cover/ }).waitFor();
await shot(staff, 'phone-staff-top-375.png');
await shot(staff, 'phone-staff-full-375.png', { fullPage: true });
for (const [id, name] of [
  ['staff-shifts', 'phone-staff-your-shifts-375.png'],
  ['staff-open', 'phone-staff-open-shifts-375.png'],
  ['staff-cover', 'phone-staff-cover-375.png'],
  ['staff-time-off', 'phone-staff-time-off-375.png'],
  ['staff-email', 'phone-staff-email-375.png'],
]) {
  await shotOf(staff, staff.locator(`#${id}`), name);
}
// The availability form with a day of "Only between…" and a second window, and a single date.
const availability = staff.locator('#staff-availability');
const tuesday = availability.getByRole('group', { name: 'Tuesday', exact: true });
await tuesday.getByRole('radio', { name: 'Only between…' }).check();
await tuesday.getByRole('button', { name: 'Add another time' }).click();
await tuesday.getByLabel('From').nth(1).fill('18:00');
await tuesday.getByLabel('To').nth(1).fill('17:00');
await shotOf(staff, availability, 'phone-staff-availability-375.png');
await shotOf(staff, tuesday, 'phone-staff-availability-tuesday-375.png');
await shotOf(staff, availability.getByRole('heading', { name: 'Single dates' }), 'phone-staff-availability-dates-375.png');
// A time off refusal shown in the form.
const timeOff = staff.getByRole('form', { name: 'Ask for time off' });
await timeOff.getByLabel('First day off').fill(day(16));
await timeOff.getByLabel('Last day off').fill(day(17));
await timeOff.getByRole('button', { name: 'Ask for time off' }).click();
await timeOff.getByRole('alert').or(timeOff.locator('.message')).first().waitFor();
await shotOf(staff, staff.locator('#staff-time-off'), 'phone-staff-time-off-refused-375.png');

// Offline: the worker's copy.
await staff.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
await staff.waitForFunction(() => navigator.serviceWorker.controller !== null);
await staff.reload();
await staff.getByRole('heading', { level: 1, name: 'Ann' }).waitFor();
await staff.waitForFunction(async () => {
  const cache = await caches.open('rotaledger-staff-v1');
  const kept = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
  return kept.has('/staff/') && [...kept].some((path) => path.startsWith('/api/staff/'));
});
await phone.setOffline(true);
await staff.reload();
await staff.getByText(/^Offline — shifts as loaded at/).waitFor();
await shot(staff, 'phone-staff-offline-375.png');
await phone.setOffline(false);

// The manager's planner at 1280 px: greyed cells, then the Requests panel open over them.
const planner = await manager.newPage();
await planner.goto(`${base}/?w=${harbour}&view=weekly&date=${MONDAY}`);
await planner.getByRole('button', { name: /^Requests \(\d+ pending\)$/ }).waitFor();
await settle(planner);
await shot(planner, 'desktop-planner-greyed-1280.png');
await planner.getByRole('button', { name: /^Requests \(\d+ pending\)$/ }).click();
await planner.getByRole('region', { name: 'Requests' }).getByRole('button', { name: 'Approve' }).first().waitFor();
await shot(planner, 'desktop-planner-requests-1280.png');
await planner
  .getByRole('region', { name: 'Requests' })
  .getByRole('listitem')
  .filter({ hasText: 'Dentist' })
  .getByRole('button', { name: 'Approve' })
  .click();
await planner.getByText(/^Approved: /).waitFor();
await shot(planner, 'desktop-planner-requests-approved-1280.png');
await planner.getByRole('button', { name: 'Close requests' }).click();
// The availability warning before placing Ann on a Monday evening.
await planner.getByRole('button', { name: /^Add a shift for Ann on Monday .*\(Not available after 17:00\)$/ }).click();
const dialog = planner.getByRole('dialog', { name: 'New Shift' });
await dialog.getByLabel('Times').fill('18-22');
await dialog.getByLabel('Times').press('Enter');
await dialog.getByRole('button', { name: 'Place anyway' }).waitFor();
await shot(planner, 'desktop-planner-availability-warning-1280.png');
await dialog.getByRole('button', { name: 'Cancel' }).click();

// The on-publish workplace's publish control.
await planner.goto(`${base}/?w=${quay}&view=weekly&date=${MONDAY}`);
await planner.getByText(/unpublished change/).waitFor();
await planner.locator('.publish-controls .button-primary').waitFor();
await settle(planner);
await shot(planner, 'desktop-planner-publish-1280.png');
await planner
  .locator('.weekly-card')
  .first()
  .screenshot({ path: join(out, 'desktop-publish-control-1280.png') });

// The planner on a phone: the Requests panel as a sheet, and the publish control.
const small = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
await small.addCookies(await manager.cookies());
const phonePlanner = await small.newPage();
await phonePlanner.goto(`${base}/?w=${quay}&view=weekly&date=${MONDAY}`);
await phonePlanner.getByText(/unpublished change/).waitFor();
await phonePlanner.locator('.publish-controls .button-primary').waitFor();
await settle(phonePlanner);
await shot(phonePlanner, 'phone-planner-publish-375.png');
await phonePlanner.goto(`${base}/?w=${harbour}&view=weekly&date=${MONDAY}`);
await phonePlanner.getByRole('button', { name: /^Requests \(\d+ pending\)$/ }).click();
await phonePlanner.getByRole('region', { name: 'Requests' }).getByRole('button', { name: 'Approve' }).first().waitFor();
await shot(phonePlanner, 'phone-planner-requests-375.png');

await browser.close();
console.log(`Screenshots in ${out}`);
