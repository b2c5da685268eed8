#!/usr/bin/env node
// Screenshots of issue 41's kiosk for a person to look at (not a test): the tablet by the door at
// 1024×768 (the people, a PIN being keyed, the confirmation, offline with events waiting, a locked
// PIN) and the same on a 375 px phone, the owner's clocking-in settings in Edit Workplace, and
// the personal page offering a clock in without a shift.
// Usage: node e2e/kiosk/screenshots.mjs [baseUrl] [outDir]
// Needs a running app on the real clock, e.g. PORT=8187 DATA_DIR=/tmp/kiosk-shots RATE_LIMITS=false node scripts/start.mjs
import { join } from 'node:path';
import { addStaffWithLink, apiCaller, launchChromium, screenshotTarget, signUpWithCafe } from '../support/screenshot-kit.mjs';

const { base, out } = screenshotTarget('http://localhost:8187', '/tmp/shots');
const call = apiCaller(base);
const browser = await launchChromium();
const pad = (n) => String(n).padStart(2, '0');
const now = new Date();
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
/** A clock time `minutes` from now, on the quarter hour (the planner's grid). */
const at = (minutes) => {
  const d = new Date(Date.now() + minutes * 60_000);
  const quarter = Math.floor(d.getMinutes() / 15) * 15;
  return `${pad(d.getHours())}:${pad(quarter)}`;
};

const owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const request = owner.request;
const owned = await signUpWithCafe(call, request, 'kiosk', { timeZone: 'Europe/London' });
const { userId, workplaceId } = owned;
const people = {};
for (const [name, surname] of [
  ['Ann', 'Lee'],
  ['Ben', 'Okafor'],
  ['Catherine-Louise', 'Smith'],
  ['Dan', 'Price'],
  ['Eve', 'Novak'],
  ['Mia', 'Chen'],
  ['Sam', 'Reid'],
]) {
  const person = await addStaffWithLink(call, request, owned, name, { surname, rate: '12.50' });
  await call(request, 'PUT', '/employees/pin', { employeeId: person.id, pin: '1234' });
  people[name] = person;
}
const place = (name, from, to) =>
  call(request, 'POST', '/assignments/placeassignment', {
    workplaceId,
    date: today,
    serviceType: 701,
    employeeId: people[name].id,
    timeStart: from,
    timeEnd: to,
    userId,
  });
for (const name of ['Ann', 'Ben', 'Catherine-Louise', 'Eve', 'Mia']) await place(name, at(-60), at(300));
await place('Sam', at(120), at(480));
// Dan has no shift today: the owner lets people clock in without one.
await call(request, 'PUT', '/workplaces/updateworkplace', { workplace_id: workplaceId, clockInWithoutShift: true, user_id: userId });
const { token } = await call(request, 'POST', '/workplaces/kiosks', { workplaceId, name: 'Front door' });
const clock = (name, action) => call(request, 'POST', `/kiosk/${token}/clock`, { employeeId: people[name].id, pin: '1234', action });
await clock('Ann', 'in');
await clock('Ben', 'in');
await clock('Ben', 'break-start');

// The personal page of someone with no shift today, on a phone.
const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
const staff = await phone.newPage();
await staff.goto(`${base}${people.Dan.page}`);
await staff.getByTestId('staff-clock').waitFor();
await staff.screenshot({ path: join(out, 'staff-no-shift-clock.png') });

async function kioskShots(width, height, prefix, who, locker) {
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: true, isMobile: width < 600 });
  const page = await context.newPage();
  const shot = (name) => page.screenshot({ path: join(out, `${prefix}-${name}.png`), fullPage: true });
  await page.goto(`${base}/kiosk/${token}`);
  await page.getByRole('heading', { name: 'Tap your name' }).waitFor();
  await shot('1-people');
  await page.getByRole('button', { name: new RegExp(`^${who} `) }).tap();
  for (const digit of '12') await page.getByRole('button', { name: digit, exact: true }).tap();
  await shot('2-pin');
  for (const digit of '34') await page.getByRole('button', { name: digit, exact: true }).tap();
  await page.getByRole('button', { name: 'Clock in' }).tap();
  await page.getByRole('region', { name: 'Done' }).waitFor();
  await shot('3-done');
  await page.getByRole('button', { name: 'Done' }).tap();
  await context.setOffline(true);
  for (const name of prefix === 'tablet' ? ['Dan', 'Eve'] : []) {
    await page.getByRole('button', { name: new RegExp(`^${name} `) }).tap();
    for (const digit of '1234') await page.getByRole('button', { name: digit, exact: true }).tap();
    await page.getByRole('button', { name: 'Clock in' }).tap();
    await page.getByRole('button', { name: 'Done' }).tap();
  }
  await shot('4-offline');
  await context.setOffline(false);
  await page.getByRole('status').filter({ hasText: /wait/ }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: new RegExp(`^${locker} `) }).tap();
  for (let attempt = 0; attempt < 5; attempt++) {
    for (const digit of '9999') await page.getByRole('button', { name: digit, exact: true }).tap();
    await page.locator('.kiosk-action').first().tap();
    await page.getByText(attempt < 4 ? 'Wrong PIN.' : /Too many wrong PINs/).waitFor();
  }
  await shot('5-locked');
  await context.close();
}
await kioskShots(1024, 768, 'tablet', 'Mia', 'Sam');
await kioskShots(375, 812, 'phone', 'Catherine-Louise', 'Ann');

// The owner's settings in Edit Workplace.
const settingsPage = await owner.newPage();
await settingsPage.goto(`${base}/profile`);
await settingsPage.getByRole('button', { name: 'Edit The Harbour Café' }).click();
const settings = settingsPage.getByRole('group', { name: 'Clocking in' });
await settings.getByLabel('Kiosk networks (optional)').fill('203.0.113.0/24\n2001:db8:1234::/48');
await settings.scrollIntoViewIfNeeded();
await settings.screenshot({ path: join(out, 'owner-clocking-in-settings.png') });

await browser.close();
console.log(`Screenshots in ${out}`);
