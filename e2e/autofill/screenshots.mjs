#!/usr/bin/env node
// Screenshots of issue 38's screens for a person to look at (not a test): the weekly planner with
// an auto-fill proposal (proposed shifts, a reason open, what could not be filled, the totals) and
// the Templates menu, and Fill the day's proposal on the daily timeline with a reason open from the
// keyboard, at 1280 px and on a 375 px phone.
// Usage: node e2e/autofill/screenshots.mjs [baseUrl] [outDir]
// Needs a running app, e.g. PORT=8142 DATA_DIR=/tmp/autofill-shots RATE_LIMITS=false node scripts/start.mjs
import { join } from 'node:path';
import { apiCaller, launchChromium, screenshotTarget, signUpWithCafe } from '../support/screenshot-kit.mjs';

const { base, out } = screenshotTarget('http://localhost:8142', '/work/tmp/shots38');
const call = apiCaller(base);
const browser = await launchChromium();

// Next week's Monday, so every day can be planned.
const today = new Date();
const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + ((8 - today.getUTCDay()) % 7 || 7)));
const iso = (d) => d.toISOString().slice(0, 10);
const WEEK = iso(monday);

const desktop = { viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/London', locale: 'en-GB' };
const phoneSize = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, timezoneId: 'Europe/London', locale: 'en-GB' };
const manager = await browser.newContext(desktop);
const request = manager.request;
const { userId, workplaceId, email, password } = await signUpWithCafe(call, request, 'autofill', {
  workplaceName: 'Harbour Café',
  rotaStartTime: 6,
  rotaEndTime: 24,
  timeZone: 'Europe/London',
});
const people = [
  ['Amira', '13.21', [701], { minWeeklyHours: 12, maxWeeklyHours: 24 }],
  ['Ben', '12.80', [701], { maxWeeklyHours: 16 }],
  ['Chloe', '13.60', [701, 702], {}],
  ['Dan', '12.75', [701], { maxDaysPerWeek: 3 }],
  ['Grace', '15.25', [702], {}],
  ['Kofi', '16.00', [702], { maxWeeklyHours: 12 }],
];
for (const [name, rate, services, contract] of people) {
  await call(request, 'POST', '/employees/createemployee', {
    workplace_id: workplaceId,
    display_name: name,
    first_name: name,
    surname: 'Lee',
    rate,
    services,
    contract,
    created_by: userId,
  });
}
const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const needs = days.flatMap((weekday) => [
  { weekday, serviceType: 701, timeStart: '07:00', timeEnd: '13:00', count: 1 },
  { weekday, serviceType: 701, timeStart: '13:00', timeEnd: '19:00', count: 1 },
  { weekday, serviceType: 702, timeStart: '17:00', timeEnd: '23:00', count: 1 },
]);
await call(request, 'POST', '/rota/templates', { userId, workplaceId, name: 'Standard week', needs });

async function shoot(context, name) {
  const page = await context.newPage();
  await page.goto(`${base}/?view=weekly&date=${WEEK}`);
  await page.getByTestId('planner-workplace').waitFor();
  // On a phone the template is behind "Fill options".
  const options = page.getByRole('button', { name: 'Fill options' });
  if (await options.isVisible()) await options.click();
  await page.getByLabel('From template').selectOption({ label: 'Standard week' });
  await page.getByRole('button', { name: 'Fill the week' }).click();
  await page.getByTestId('autofill-proposal').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: /^Why / }).first().click();
  await page.screenshot({ path: join(out, `${name}-proposal.png`), fullPage: false });
  await page.getByTestId('autofill-proposal').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(out, `${name}-proposal-full.png`), fullPage: true });
  await page.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('button', { name: 'Templates' }).click();
  await page.screenshot({ path: join(out, `${name}-templates-menu.png`) });
  // The template's open shifts stay after Discard: Fill the day on the timeline (Tuesday on the phone, as Monday is filled by then).
  await page.goto(`${base}/?view=daily&date=${name === 'desktop' ? WEEK : iso(new Date(monday.getTime() + 86_400_000))}`);
  await page.getByRole('button', { name: 'Fill the day' }).click();
  await page.getByTestId('autofill-proposal').waitFor({ timeout: 30_000 });
  await page.getByTestId('proposed-bar').first().focus();
  await page.getByRole('tooltip').waitFor();
  await page.screenshot({ path: join(out, `${name}-day-proposal.png`), fullPage: false });
  await page.screenshot({ path: join(out, `${name}-day-proposal-full.png`), fullPage: true });
  await page.getByRole('button', { name: 'Accept all' }).click();
  await page.getByTestId('autofill-proposal').waitFor({ state: 'hidden' });
  await page.screenshot({ path: join(out, `${name}-day-accepted.png`), fullPage: false });
  await page.close();
}

await shoot(manager, 'desktop');
// The same account on a phone: sign in there.
const phone = await browser.newContext(phoneSize);
await call(phone.request, 'POST', '/auth/login', { email, password });
await shoot(phone, 'phone');
await browser.close();
console.log(`Screenshots in ${out}`);
