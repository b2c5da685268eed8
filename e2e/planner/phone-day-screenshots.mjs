#!/usr/bin/env node
// Screenshots of issue 41's manager's day on a 375 px phone, for a person to look at (not a test):
// today (labour so far, on now with one in and one late, next, an open shift, requests waiting), the
// open shift's "Give it to" list, an approval's toast (and the same toast at 1280 px), after a
// no-show with Fill again, and the week grid with its controls folded behind the Planner menu.
// Usage: node e2e/planner/phone-day-screenshots.mjs [baseUrl] [outDir]
// Needs a running app on the real clock (the workplace is on UTC, so the times follow this machine's),
// e.g. PORT=8202 DATA_DIR=/tmp/phoneday-data RATE_LIMITS=false node scripts/start.mjs
import { join } from 'node:path';
import { addStaffWithLink, apiCaller, launchChromium, screenshotTarget, signUpWithCafe } from '../support/screenshot-kit.mjs';

const { base, out } = screenshotTarget('http://localhost:8202', '/tmp/phoneday-shots');
const call = apiCaller(base);
const browser = await launchChromium();
const pad = (n) => String(n).padStart(2, '0');
const now = new Date();
const iso = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const today = iso(now);
/** A clock time `minutes` from now on the quarter hour, in UTC (the workplace's zone). */
const at = (minutes) => {
  const d = new Date(Date.now() + minutes * 60_000);
  return `${pad(d.getUTCHours())}:${pad(Math.floor(d.getUTCMinutes() / 15) * 15)}`;
};

const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
const request = phone.request;
const owned = await signUpWithCafe(call, request, 'phoneday', { timeZone: 'UTC' });
const { userId, workplaceId } = owned;
const people = {};
for (const [name, phoneNumber] of [
  ['Ann', '07700 900111'],
  ['Ben', '07700 900123'],
  ['Cat', '07700 900456'],
  ['Dan', null],
]) {
  people[name] = await addStaffWithLink(call, request, owned, name, {
    surname: 'Harbour',
    rate: '13.00',
    ...(phoneNumber ? { phone: phoneNumber } : {}),
  });
}
const place = (name, from, to) =>
  call(request, 'POST', '/assignments/placeassignment', {
    workplaceId,
    date: today,
    serviceType: 701,
    employeeId: name ? people[name].id : null,
    timeStart: from,
    timeEnd: to,
    userId,
  });
await place('Ann', at(-120), at(240));
await place('Ben', at(-60), at(300));
await place('Cat', at(60), at(360));
await place(null, at(30), at(240));
// Ann clocked in at the door's kiosk 110 minutes ago (an event queued offline keeps its own time), so the
// labour so far has run on since: the real clock cannot be wound back, and clocking in now would show £0.00.
await call(request, 'PUT', '/employees/pin', { userId, employeeId: people.Ann.id, pin: '2468' });
const { token: kiosk } = await call(request, 'POST', '/workplaces/kiosks', { userId, workplaceId, name: 'Door' });
const clockIn = await request.fetch(`${base}/api/kiosk/${kiosk}/clock`, {
  method: 'POST',
  headers: { 'Idempotency-Key': `ann-in-${stamp}` },
  data: { employeeId: people.Ann.id, pin: '2468', action: 'in', at: new Date(Date.now() - 110 * 60_000).toISOString() },
});
if (!clockIn.ok()) throw new Error(`kiosk clock-in: ${clockIn.status()} ${await clockIn.text()}`);
const nextWeek = iso(new Date(Date.now() + 7 * 86_400_000));
const weekAfter = iso(new Date(Date.now() + 14 * 86_400_000));
await call(request, 'POST', `${people.Cat.page}/timeoff`, { from: nextWeek, to: nextWeek, note: 'Dentist' });
await call(request, 'POST', `${people.Dan.page}/timeoff`, { from: weekAfter, to: weekAfter, note: 'Wedding' });

const page = await phone.newPage();
const shot = (name) => page.screenshot({ path: join(out, `${name}.png`), fullPage: true });
await page.goto(`${base}/`);
await page.getByRole('region', { name: /^On now/ }).waitFor();
await page.getByText('Late').first().waitFor();
await shot('phone-day');
await page.getByRole('button', { name: /^Offer / }).tap();
await page.getByRole('dialog', { name: 'Open Shift' }).waitFor();
await page.screenshot({ path: join(out, 'phone-day-offer.png') });
await page.getByRole('button', { name: 'Cancel' }).tap();
// An approval's toast on the phone: it must sit inside the screen.
const waiting = page.getByRole('region', { name: /^Requests waiting/ });
await waiting.getByRole('button', { name: 'Approve' }).first().tap();
await page
  .getByRole('status')
  .filter({ hasText: /^Approved/ })
  .waitFor();
await page.screenshot({ path: join(out, 'phone-day-approved.png') });
await page.getByRole('button', { name: 'Ben is a no-show' }).tap();
await page.getByText('Ben marked as a no-show').waitFor();
await page.getByRole('button', { name: 'Fill again' }).waitFor();
await shot('phone-day-no-show');
await page.getByRole('button', { name: 'Weekly', exact: true }).tap();
await page.getByRole('grid').waitFor();
await page.screenshot({ path: join(out, 'phone-week-folded.png') });
await page.getByRole('button', { name: 'Planner menu' }).tap();
await page.screenshot({ path: join(out, 'phone-week-menu.png') });

// The same approval's toast at 1280 px, from the planner's Requests panel (the wide screen's way in).
const wide = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: await phone.storageState() });
const desk = await wide.newPage();
await desk.goto(`${base}/`);
await desk.getByRole('button', { name: /^Requests/ }).click();
await desk.getByRole('button', { name: 'Approve' }).first().click();
await desk
  .getByRole('status')
  .filter({ hasText: /^Approved/ })
  .waitFor();
await desk.screenshot({ path: join(out, 'approved-1280.png') });
await browser.close();
console.log(`Screenshots in ${out}`);
