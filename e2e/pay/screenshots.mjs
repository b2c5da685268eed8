#!/usr/bin/env node
// Screenshots of issue 28's screens for a person to look at (not a test): the workplace form's
// unpaid-break rules, the weekly grid with breaks on the chips and warnings open, the New Shift
// dialog's Break field, an employee's phone with Clock in / Clock out, the daily view's Timesheet
// panel (a correction open, then approved) and the dashboard on the actual basis, at 1280 px and
// on a 375 px phone.
// Usage: node e2e/pay/screenshots.mjs [baseUrl] [outDir]
// Needs a running app, e.g. PORT=8141 DATA_DIR=/tmp/pay-shots RATE_LIMITS=false node scripts/start.mjs
import { join } from 'node:path';
import { apiCaller, launchChromium, screenshotTarget } from '../support/screenshot-kit.mjs';

const { base, out } = screenshotTarget('http://localhost:8141', '/work/tmp/shots28');
const call = apiCaller(base);
const browser = await launchChromium();
const stamp = Date.now().toString(36);

// The workplace runs on UTC, and so do the browsers: Ann's shift is today from the next quarter hour
// (see e2e/pay/pay-journey.e2e.spec.ts for the rota hours' reasoning).
const pad = (n) => String(n).padStart(2, '0');
const hhmm = (minute) => `${pad(Math.floor(minute / 60) % 24)}:${pad(minute % 60)}`;
const now = new Date();
const today = now.toISOString().slice(0, 10);
const nextQuarter = Math.ceil((now.getUTCHours() * 60 + now.getUTCMinutes() + now.getUTCSeconds() / 60) / 15) * 15;
const early = nextQuarter < 360;
const rota = early ? [0, 24] : [6, 30];
const annStart = early ? nextQuarter : Math.min(nextQuarter, 22 * 60);
const annEnd = annStart + 480;
const dayOf = (offset) => {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) + offset);
  return d.toISOString().slice(0, 10);
};
const MONDAY = dayOf(0);
const SATURDAY = dayOf(5);
const yearsAgo = (years) => `${Number(today.slice(0, 4)) - years}${today.slice(4, 7)}-01`;

// A UK café: 24-hour time inputs.
const desktop = { viewport: { width: 1280, height: 900 }, timezoneId: 'UTC', locale: 'en-GB' };
const phoneSize = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, timezoneId: 'UTC', locale: 'en-GB' };
const manager = await browser.newContext(desktop);
const request = manager.request;
const { user } = await call(request, 'POST', '/auth/signup', { email: `pay-${stamp}@example.com`, password: 'Harbour#2025' });
const userId = user.user_id;
await call(request, 'PUT', '/preferences/updatepreferences', { userId, num_1: 1, tf_2: true, currency: 'gbp' });
const { workplace_id: workplaceId } = await call(request, 'POST', '/workplaces/createworkplace', {
  workplaceName: 'Harbour Café',
  industryType: 'cafe',
  workplaceServices: [701, 702],
  rotaStartTime: rota[0],
  rotaEndTime: rota[1],
  timeZone: 'UTC',
  userId,
});
const people = {};
for (const [name, surname, rate, dateOfBirth] of [
  ['Ann', 'Lee', '13.00', null],
  ['Bob', 'Okoro', '12.80', null],
  ['Cara', 'Martin', '7.50', yearsAgo(17)],
  ['Dan', 'Price', '12.75', null],
]) {
  const { employee_id: id } = await call(request, 'POST', '/employees/createemployee', {
    workplace_id: workplaceId,
    display_name: name,
    first_name: name,
    surname,
    rate,
    services: [701, 702],
    ...(dateOfBirth ? { date_of_birth: dateOfBirth } : {}),
    created_by: userId,
  });
  const { url } = await call(request, 'POST', '/employees/feedlink', { employee_id: id, userId });
  people[name] = { id, page: new URL(url).pathname };
}

const shot = (page, name, options = {}) => page.screenshot({ path: join(out, name), ...options });
/** Nothing loading and no transition running. */
const settle = (page) =>
  page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"]') && document.getAnimations().every((a) => a.playState !== 'running'),
  );

// The workplace form's break rules, at 1280 and 375.
const planner = await manager.newPage();
await planner.goto(`${base}/profile`);
await planner.getByRole('button', { name: 'Edit Harbour Café' }).click();
const editDialog = planner.getByRole('dialog', { name: 'Edit Workplace' });
const rules = editDialog.getByRole('group', { name: 'Unpaid breaks' });
await rules.getByRole('button', { name: 'Add a break rule' }).click();
await rules.getByLabel('Break rule 1: after hours').fill('6');
await rules.getByLabel('Break rule 1: unpaid minutes').fill('30');
await rules.getByRole('button', { name: 'Add a break rule' }).click();
await rules.getByLabel('Break rule 2: after hours').fill('10');
await rules.getByLabel('Break rule 2: unpaid minutes').fill('45');
await rules.scrollIntoViewIfNeeded();
await settle(planner);
await shot(planner, 'desktop-profile-break-rules-1280.png');
await rules.screenshot({ path: join(out, 'desktop-profile-break-rules-field-1280.png') });
await editDialog.getByRole('button', { name: 'Save' }).click();
await editDialog.waitFor({ state: 'hidden' });

const small = await browser.newContext(phoneSize);
await small.addCookies(await manager.cookies());
const phonePlanner = await small.newPage();
await phonePlanner.goto(`${base}/profile`);
await phonePlanner.getByRole('button', { name: 'Edit Harbour Café' }).click();
const phoneRules = phonePlanner.getByRole('dialog', { name: 'Edit Workplace' }).getByRole('group', { name: 'Unpaid breaks' });
await phoneRules.scrollIntoViewIfNeeded();
await settle(phonePlanner);
await shot(phonePlanner, 'phone-profile-break-rules-375.png');
await phonePlanner.getByRole('dialog', { name: 'Edit Workplace' }).getByRole('button', { name: 'Cancel' }).click();

// The week: Bob Monday to Friday, Cara (17, under the under-18 minimum) on Saturday, Dan over 48 hours
// with short rests, and one shift with a 10-minute break set on it.
const place = (date, name, from, to, extra = {}) =>
  call(request, 'POST', '/assignments/placeassignment', {
    workplaceId,
    date,
    serviceType: 701,
    employeeId: people[name].id,
    timeStart: from,
    timeEnd: to,
    userId,
    ...extra,
  });
for (let d = 0; d < 5; d++) await place(dayOf(d), 'Bob', '09:00', '17:00');
await place(SATURDAY, 'Cara', '10:00', '14:00');
for (let d = 0; d < 6; d++) await place(dayOf(d), 'Dan', d % 2 ? '07:00' : '12:00', d % 2 ? '15:30' : '21:00');
await place(dayOf(6), 'Bob', '10:00', '17:00', { breakMinutes: 10 });

// The grid at 1280: breaks on the chips; then a cell's warnings and the week's list open.
await planner.goto(`${base}/?w=${workplaceId}&view=weekly&date=${today}`);
await planner.getByTestId('planner-workplace').waitFor();
await planner
  .getByRole('button', {
    name: `Add a shift for Ann on ${new Date(`${today}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).replace(',', '')}`,
  })
  .click();
const newShift = planner.getByRole('dialog', { name: 'New Shift' });
await newShift.getByLabel('Times').fill(`${hhmm(annStart)}-${hhmm(annEnd)}`);
await newShift.getByRole('group', { name: 'Break' }).getByText('30 min for 8 h').waitFor();
await settle(planner);
await shot(planner, 'desktop-new-shift-break-field-1280.png');
await newShift.getByRole('button', { name: 'Save', exact: true }).click();
await newShift.waitFor({ state: 'hidden' });
await planner.locator('[data-testid="weekly-cell"][data-employee="Ann"]').getByText('30 min break').waitFor();
await settle(planner);
await shot(planner, 'desktop-weekly-breaks-1280.png');
const caraCell = planner.locator(`[data-testid="weekly-cell"][data-employee="Cara"][data-date="${SATURDAY}"]`);
await caraCell.getByRole('button', { name: /^1 warning for Cara/ }).click();
const danCell = planner.locator(`[data-testid="weekly-cell"][data-employee="Dan"][data-date="${dayOf(1)}"]`);
await danCell.getByRole('button', { name: /warnings? for Dan/ }).click();
await settle(planner);
await shot(planner, 'desktop-weekly-warnings-open-1280.png');
await planner.getByRole('button', { name: /^\d+ warnings?$/ }).click();
await planner.getByRole('list', { name: 'Warnings this week' }).waitFor();
await settle(planner);
await shot(planner, 'desktop-weekly-warnings-list-1280.png');

// The same on a phone.
await phonePlanner.goto(`${base}/?w=${workplaceId}&view=weekly&date=${today}`);
await phonePlanner.getByTestId('planner-workplace').waitFor();
const phoneCara = phonePlanner.locator(`[data-testid="weekly-cell"][data-employee="Cara"][data-date="${SATURDAY}"]`);
await phoneCara.getByRole('button', { name: /^1 warning for Cara/ }).click();
await phoneCara.scrollIntoViewIfNeeded();
await settle(phonePlanner);
await shot(phonePlanner, 'phone-weekly-warning-open-375.png');
await phonePlanner.getByRole('button', { name: /^\d+ warnings?$/ }).click();
await phonePlanner.getByRole('list', { name: 'Warnings this week' }).scrollIntoViewIfNeeded();
await settle(phonePlanner);
await shot(phonePlanner, 'phone-weekly-warnings-list-375.png');
await phonePlanner
  .locator(`[data-testid="weekly-cell"][data-employee="Bob"][data-date="${dayOf(6)}"]`)
  .getByRole('button', { name: /^Edit Bob's shift/ })
  .click();
const editShift = phonePlanner.getByRole('dialog', { name: 'Edit Shift' });
await editShift.getByRole('group', { name: 'Break' }).scrollIntoViewIfNeeded();
await settle(phonePlanner);
await shot(phonePlanner, 'phone-edit-shift-break-field-375.png');
await editShift.getByRole('button', { name: 'Cancel' }).click();

// Ann's phone: Clock in, then Clock out.
const annPhone = await browser.newContext(phoneSize);
const staff = await annPhone.newPage();
await staff.goto(`${base}${people.Ann.page}`);
await staff.getByRole('button', { name: /^Clock in: / }).waitFor();
await settle(staff);
await shot(staff, 'phone-staff-clock-in-375.png');
await staff.getByRole('button', { name: /^Clock in: / }).tap();
await staff.getByText(/^Clocked in at /).waitFor();
await settle(staff);
await shot(staff, 'phone-staff-clock-out-375.png');
await staff.getByRole('button', { name: /^Clock out: / }).tap();
await staff.getByTestId('staff-clock').waitFor({ state: 'hidden' });

// The daily view's Timesheet panel: a correction open, then the day approved; at 1280 and 375.
await planner.goto(`${base}/?w=${workplaceId}&view=daily&date=${today}`);
const panel = planner.getByRole('region', { name: 'Timesheet' });
await panel.getByRole('button', { name: "Correct Ann's timesheet" }).click();
const form = panel.getByRole('form', { name: "Correct Ann's timesheet" });
await form.getByLabel('Start').fill(hhmm(annStart + 20));
await form.getByLabel('End').fill(hhmm(annEnd - 10));
await form.getByLabel('Break (min)').fill('30');
await panel.scrollIntoViewIfNeeded();
await settle(planner);
await shot(planner, 'desktop-daily-timesheet-correcting-1280.png');
await panel.screenshot({ path: join(out, 'desktop-timesheet-panel-correcting-1280.png') });
await form.getByRole('button', { name: 'Save' }).click();
await form.waitFor({ state: 'hidden' });
await panel.getByRole('button', { name: 'Approve day' }).click();
await panel.getByText('Approved', { exact: true }).waitFor();
await settle(planner);
await panel.screenshot({ path: join(out, 'desktop-timesheet-panel-approved-1280.png') });
await phonePlanner.goto(`${base}/?w=${workplaceId}&view=daily&date=${today}`);
const phonePanel = phonePlanner.getByRole('region', { name: 'Timesheet' });
await phonePanel.getByText('Approved', { exact: true }).waitFor();
await phonePanel.scrollIntoViewIfNeeded();
await settle(phonePlanner);
await shot(phonePlanner, 'phone-daily-timesheet-375.png');
await phonePanel.getByRole('button', { name: "Correct Ann's timesheet" }).click();
await phonePanel.getByRole('form', { name: "Correct Ann's timesheet" }).scrollIntoViewIfNeeded();
await settle(phonePlanner);
await shot(phonePlanner, 'phone-daily-timesheet-correcting-375.png');

// The dashboard on the actual basis.
const dashboard = `${base}/dashboard?workplace=${workplaceId}&from=${MONDAY}&to=${dayOf(6)}&basis=actual`;
await planner.goto(dashboard);
await planner.getByRole('table', { name: /Pay per employee/ }).waitFor();
await planner.getByText('* Includes planned hours').waitFor();
/** The totals count up (a script, not a CSS animation): wait until they reach the table's total. */
const countedUp = (page) =>
  page.waitForFunction(() => {
    const pay = document.querySelector('[data-testid="total-pay"]');
    const total = document.querySelector('table tfoot td:last-child');
    return pay !== null && total !== null && pay.textContent === total.textContent;
  });
await countedUp(planner);
await settle(planner);
await shot(planner, 'desktop-dashboard-actual-1280.png', { fullPage: true });
await phonePlanner.goto(dashboard);
await phonePlanner.getByRole('table', { name: /Pay per employee/ }).waitFor();
await countedUp(phonePlanner);
await settle(phonePlanner);
await shot(phonePlanner, 'phone-dashboard-actual-375.png', { fullPage: true });

// The dark theme at 1280: the Timesheet panel with a correction open, the grid's warnings, the dashboard's Basis.
const dark = await browser.newContext(desktop);
await dark.addCookies(await manager.cookies());
await dark.addInitScript(() => window.localStorage.setItem('rotaledger.theme', 'dark'));
const night = await dark.newPage();
await night.goto(`${base}/?w=${workplaceId}&view=daily&date=${today}`);
const nightPanel = night.getByRole('region', { name: 'Timesheet' });
await nightPanel.getByText('Approved', { exact: true }).waitFor();
await nightPanel.getByRole('button', { name: "Correct Bob's timesheet" }).click();
await settle(night);
await nightPanel.screenshot({ path: join(out, 'dark-timesheet-panel-1280.png') });
await night.goto(`${base}/?w=${workplaceId}&view=weekly&date=${today}`);
await night
  .locator(`[data-testid="weekly-cell"][data-employee="Cara"][data-date="${SATURDAY}"]`)
  .getByRole('button', { name: /^1 warning for Cara/ })
  .click();
await night.getByRole('button', { name: /^\d+ warnings?$/ }).click();
await settle(night);
await shot(night, 'dark-weekly-warnings-1280.png');
await night.goto(dashboard);
await countedUp(night);
await settle(night);
await shot(night, 'dark-dashboard-actual-1280.png');

await browser.close();
console.log(`Screenshots in ${out}`);
