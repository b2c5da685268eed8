#!/usr/bin/env node
// Screenshots of issue 29's dialogs and week header for a person to look at (not a test): the
// week header's words (This week, Next week, Week of …), the Edit Shift dialog with its Employee
// choice, the New Shift dialog offering to widen the rota hours for a 22-2 shift, and the
// Preferences' 'Weeks start on', at 1280 px and on a 375 px phone.
// Usage: node e2e/planner/dialogs-screenshots.mjs [baseUrl] [outDir]
// Needs a running app, e.g. PORT=8143 DATA_DIR=/tmp/dialog-shots RATE_LIMITS=false node scripts/start.mjs
import { join } from 'node:path';
import { apiCaller, launchChromium, screenshotTarget, signUpWithCafe } from '../support/screenshot-kit.mjs';

const { base, out } = screenshotTarget('http://localhost:8143', '/work/tmp/shots29-dialogs');
const call = apiCaller(base);
const browser = await launchChromium();

const isoOf = (d) => d.toISOString().slice(0, 10);
const today = new Date(`${isoOf(new Date())}T12:00:00Z`);
const addDays = (d, n) => new Date(d.getTime() + n * 86_400_000);
const thisMonday = addDays(today, -((today.getUTCDay() + 6) % 7));
const nextMonday = addDays(thisMonday, 7);
const longDay = (d) => d.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

const desktop = { viewport: { width: 1280, height: 900 }, timezoneId: 'UTC', locale: 'en-GB' };
const phoneSize = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, timezoneId: 'UTC', locale: 'en-GB' };
const context = await browser.newContext(desktop);
const request = context.request;
const { userId, workplaceId } = await signUpWithCafe(call, request, 'dialogs', {
  workplaceName: 'Harbour Café',
  rotaStartTime: 8,
  rotaEndTime: 23,
  timeZone: 'UTC',
});
const people = {};
for (const [name, rate] of [
  ['Ann', '13.00'],
  ['Bob', '12.80'],
  ['Cara', '12.50'],
]) {
  const { employee_id: id } = await call(request, 'POST', '/employees/createemployee', {
    workplace_id: workplaceId,
    display_name: name,
    first_name: name,
    surname: 'Lee',
    rate,
    services: [701, 702],
    created_by: userId,
  });
  people[name] = id;
}
const place = (date, name, timeStart, timeEnd) =>
  call(request, 'POST', '/assignments/placeassignment', {
    workplaceId,
    date: isoOf(date),
    serviceType: 701,
    employeeId: name ? people[name] : null,
    timeStart,
    timeEnd,
    userId,
  });
for (const monday of [thisMonday, nextMonday]) {
  for (let d = 0; d < 5; d++) await place(addDays(monday, d), 'Ann', '09:00', '17:00');
  for (let d = 1; d < 6; d++) await place(addDays(monday, d), 'Bob', '12:00', '20:00');
}

const shot = (page, name, options = {}) => page.screenshot({ path: join(out, name), ...options });
const settle = (page) =>
  page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"]') && document.getAnimations().every((a) => a.playState !== 'running'),
  );
const week = (monday) => `/?view=weekly&w=${workplaceId}&date=${isoOf(monday)}`;

async function screens(page, suffix) {
  const wed = addDays(nextMonday, 2);
  for (const [monday, name] of [
    [thisMonday, 'week-header-this-week'],
    [nextMonday, 'week-header-next-week'],
    [addDays(thisMonday, 21), 'week-header-week-of'],
  ]) {
    await page.goto(`${base}${week(monday)}`);
    await page.locator('.weekly-week-total-label').waitFor();
    await settle(page);
    await shot(page, `${name}-${suffix}.png`);
  }
  await page.goto(`${base}${week(nextMonday)}`);
  await page.getByRole('button', { name: `Edit Ann's shift on ${longDay(wed)}, 09:00-17:00` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Employee').selectOption({ label: 'Cara' });
  await settle(page);
  await shot(page, `edit-shift-reassign-${suffix}.png`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Add a shift for Cara on ${longDay(wed)}` }).click();
  await dialog.getByLabel('Times').fill('22-2');
  await dialog.getByRole('button', { name: /Extend this workplace's hours/ }).waitFor();
  await settle(page);
  await shot(page, `new-shift-widen-hours-${suffix}.png`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`${base}/preferences`);
  await page.getByLabel('Weeks start on').waitFor();
  await settle(page);
  await shot(page, `preferences-week-start-${suffix}.png`, { fullPage: true });
}

const desktopPage = await context.newPage();
await screens(desktopPage, '1280');
const phone = await browser.newContext(phoneSize);
await phone.addCookies(await context.cookies());
await screens(await phone.newPage(), '375');

// A Sunday-start week, as the preference makes it.
await call(request, 'PUT', '/preferences/updatepreferences', { userId, week_start: 'sunday' });
await desktopPage.goto(`${base}${week(nextMonday)}`);
await desktopPage.locator('.weekly-week-total-label').waitFor();
await settle(desktopPage);
await shot(desktopPage, 'week-sunday-start-1280.png');

await browser.close();
console.log(`Screenshots in ${out}`);
