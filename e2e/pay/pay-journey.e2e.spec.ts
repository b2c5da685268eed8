import { readFile } from 'node:fs/promises';
import type { APIResponse, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import dayjs, { type Dayjs } from 'dayjs';
import { PASSWORD, uniqueEmail } from '../support/accounts';
import { seriousViolationsIn } from '../support/axe';
import { E2E_TODAY, newContext } from '../support/clock';

/**
 * Issue 28's journey: pay that matches what people are paid.
 *
 * The manager (1280 px) gives Harbour Café an unpaid-break rule in the workplace form (after
 * 6 hours, 30 minutes), plans the week (Bob and Cara through the API, Ann's shift today through
 * the grid's New Shift dialog) and sees "30 min break" on the chips and the paid totals. Cara is
 * 17 and paid under the under-18 minimum: the grid warns. Ann, on her 375 px touch phone,
 * clocks in and out on her personal page. The manager opens that day, sees the clock times in
 * the Timesheet panel, corrects them (20 minutes late, gone at 08:20, 30 minutes' break; her
 * planned end, still to come, is refused) and approves the day. The dashboard and its CSVs on the "Actual (approved)" basis show the
 * figures worked out below by hand; "Planned" shows the plan. axe checks the new UI as it
 * opens.
 *
 * The journeys run on a controlled clock (e2e/support/clock.ts): the server's and the
 * browsers' start at Wednesday 10 June 2026, 08:30 UTC, and move on with real time. Ann's
 * shift is today, in a workplace on UTC, 02:00-10:00: already begun, so she can clock in
 * (allowed until its end) whenever in the suite this journey runs, and the manager's
 * correction (02:20-08:20) lies before the clock's start, never in the future (a timesheet
 * cannot be corrected to times that have not come yet).
 *
 * Hand-worked figures (rates £13.00 Ann, £12.80 Bob, £7.50 Cara; the rule takes 30 minutes
 * off a shift longer than 6 hours):
 *   Ann today, 8 h planned - 30 min = 7 h 30 paid: 7.5 × £13.00 = £97.50.
 *     Corrected: 02:20-08:20 (20 min late, left 1 h 40 early) = 6 h 00 elapsed - 30 min break
 *     = 5 h 30 paid: 5.5 × £13.00 = £71.50.
 *   Bob Mon-Fri 09:00-17:00, 8 h - 30 min = 7 h 30 a day: 7.5 × £12.80 = £96.00 a day;
 *     the week 37 h 30, 37.5 × £12.80 = £480.00.
 *   Cara Sat 10:00-14:00, 4 h (not over 6 h: no break): 4 × £7.50 = £30.00.
 *   Planned week: 7 h 30 + 37 h 30 + 4 h = 49 h 00; £97.50 + £480.00 + £30.00 = £607.50.
 *   Actual (approved) week: 5 h 30 + 37 h 30 + 4 h = 47 h 00; £71.50 + £480.00 + £30.00 = £581.50.
 *     (Approving Wednesday counts Bob's shift that day as planned; his other days and Cara's
 *     Saturday are not approved, so they count as planned and are marked.)
 */

test.use({ bypassCSP: true, timezoneId: 'UTC' });

const pad = (n: number) => String(n).padStart(2, '0');
/** Rota-day minutes as the clock shows them ('06:00' for 30 h). */
const hhmm = (minute: number) => `${pad(Math.floor(minute / 60) % 24)}:${pad(minute % 60)}`;
const iso = (d: Dayjs) => d.format('YYYY-MM-DD');
const longDay = (d: Dayjs) => d.format('dddd D MMMM');
/** 'dd/mm/yy', as the dashboard names a period's days. */
const short = (d: Dayjs) => d.format('DD/MM/YY');
/** 'dd/mm/yyyy', as the daily CSV does. */
const long = (d: Dayjs) => d.format('DD/MM/YYYY');

// Today in UTC (the workplace's zone; the browsers run on UTC too): Wednesday 10 June 2026.
const TODAY = dayjs(E2E_TODAY);
const ROTA = { start: 0, end: 24 };
/** Ann's shift today, in minutes: 02:00-10:00, begun before the clock's 08:30 start. */
const ANN_START = 2 * 60;
const ANN_END = ANN_START + 8 * 60;
const ANN_SPAN = `${hhmm(ANN_START)}-${hhmm(ANN_END)}`;
/** The manager's correction: 20 minutes late, gone at 08:20 (before the clock's start), a 30-minute break. */
const ACTUAL_START = ANN_START + 20;
const ACTUAL_END = 8 * 60 + 20;

const MONDAY = TODAY.subtract((TODAY.day() + 6) % 7, 'day');
const SUNDAY = MONDAY.add(6, 'day');
const WEEKDAYS = [0, 1, 2, 3, 4].map((d) => MONDAY.add(d, 'day'));
const SATURDAY = MONDAY.add(5, 'day');
/** 17 years and 2 months old today: 17 on every day of this week. */
const CARA_BORN = TODAY.subtract(17, 'year').subtract(2, 'month');

const SERVER = 701;
const CARA_WARNING = `Cara's rate £7.50 is below the £8.00 minimum for under 18 on ${SATURDAY.format('D MMM')}.`;

// Pence and minutes, per person, per day (each a multiple of a whole penny: no rounding).
const PLANNED = {
  Ann: { minutes: 450, pence: 9750 },
  Bob: { minutes: 5 * 450, pence: 5 * 9600 },
  Cara: { minutes: 240, pence: 3000 },
};

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
/** The grid's hours: '7h 30m', '49h'. */
const gridHours = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60}h` : `${Math.floor(minutes / 60)}h ${minutes % 60}m`);

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  const text = await response.text();
  expect(response.ok(), `${what}: ${response.status()} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : undefined) as T;
}

const cell = (page: Page, name: string, date: Dayjs): Locator =>
  page.locator(`[data-testid="weekly-cell"][data-employee="${name}"][data-date="${iso(date)}"]`);
const employeeTotal = (page: Page, name: string) => page.locator(`[data-testid="weekly-employee-total"][data-employee="${name}"]`);
const dayTotal = (page: Page, date: Dayjs) => page.locator(`[data-testid="weekly-day-total"][data-date="${iso(date)}"]`);

async function downloadText(page: Page, button: string): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const text = (await readFile(await download.path())).toString('utf8');
  return { name: download.suggestedFilename(), lines: text.replace(/^\uFEFF/, '').split('\r\n') };
}

test('breaks, clocking in on a phone, a corrected and approved day, and pay on the actual basis to the penny', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const request = page.request;
  const { user } = await ok<{ user: { user_id: string } }>(
    await request.post('/api/auth/signup', { data: { email: uniqueEmail('pay'), password: PASSWORD } }),
    'signup',
  );
  const userId = user.user_id;
  // Weeks from Monday, in pounds.
  await ok(await request.put('/api/preferences/updatepreferences', { data: { userId, num_1: 1, tf_2: true, currency: 'gbp' } }), 'prefs');
  const { workplace_id: workplaceId } = await ok<{ workplace_id: string }>(
    await request.post('/api/workplaces/createworkplace', {
      data: {
        workplaceName: 'Harbour Café',
        industryType: 'cafe',
        workplaceServices: [SERVER],
        rotaStartTime: ROTA.start,
        rotaEndTime: ROTA.end,
        timeZone: 'UTC',
        userId,
      },
    }),
    'createworkplace',
  );
  const people: Record<string, { id: string; page: string }> = {};
  for (const [name, rate, dateOfBirth] of [
    ['Ann', '13.00', null],
    ['Bob', '12.80', null],
    ['Cara', '7.50', iso(CARA_BORN)],
  ] as const) {
    const { employee_id: id } = await ok<{ employee_id: string }>(
      await request.post('/api/employees/createemployee', {
        data: {
          workplace_id: workplaceId,
          display_name: name,
          first_name: name,
          surname: 'Lee',
          rate,
          services: [SERVER],
          ...(dateOfBirth ? { date_of_birth: dateOfBirth } : {}),
          created_by: userId,
        },
      }),
      `createemployee ${name}`,
    );
    const { url } = await ok<{ url: string }>(await request.post('/api/employees/feedlink', { data: { employee_id: id, userId } }), 'link');
    people[name] = { id, page: new URL(url).pathname };
  }

  await test.step('the manager sets "after 6 hours, 30 minutes unpaid" in the workplace form', async () => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Harbour Café' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Workplace' });
    const rules = dialog.getByRole('group', { name: 'Unpaid breaks' });
    await expect(rules.getByText('No unpaid breaks: every planned minute is paid.')).toBeVisible();
    await rules.getByRole('button', { name: 'Add a break rule' }).click();
    await rules.getByLabel('Break rule 1: after hours').fill('6');
    await rules.getByLabel('Break rule 1: unpaid minutes').fill('30');
    const found = await seriousViolationsIn(page, ['.break-rules']);
    expect(found, found.join('\n')).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const workplaces = await ok<{ workplace_id: string; breakRules: unknown }[]>(
      await request.get(`/api/workplaces/getworkplaces?userId=${userId}`),
      'getworkplaces',
    );
    expect(workplaces.find((w) => w.workplace_id === workplaceId)?.breakRules).toEqual([{ afterHours: 6, unpaidMinutes: 30 }]);
  });

  const place = async (date: Dayjs, name: string, from: string, to: string) =>
    ok(
      await request.post('/api/assignments/placeassignment', {
        data: { workplaceId, date: iso(date), serviceType: SERVER, employeeId: people[name].id, timeStart: from, timeEnd: to, userId },
      }),
      `placeassignment ${name} ${iso(date)}`,
    );
  for (const day of WEEKDAYS) await place(day, 'Bob', '09:00', '17:00');
  await place(SATURDAY, 'Cara', '10:00', '14:00');

  await test.step("the manager plans Ann's shift today in the grid: the rule's 30 minutes show, and the totals are paid hours", async () => {
    await page.goto(`/?w=${workplaceId}&view=weekly&date=${iso(TODAY)}`);
    await expect(page.getByTestId('planner-workplace')).toHaveText('Harbour Café');
    await cell(page, 'Ann', TODAY)
      .getByRole('button', { name: `Add a shift for Ann on ${longDay(TODAY)}`, exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'New Shift' });
    const times = dialog.getByLabel('Times');
    await expect(times).toBeFocused();
    await times.fill(ANN_SPAN);
    await expect(dialog.getByRole('group', { name: 'Break' })).toContainText('As the workplace’s rules (30 min for 8 h)');
    await expect(dialog.getByRole('radio', { name: /As the workplace’s rules/ })).toBeChecked();
    const found = await seriousViolationsIn(page, ['.break-field']);
    expect(found, found.join('\n')).toEqual([]);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(cell(page, 'Ann', TODAY)).toContainText(ANN_SPAN);
    await expect(cell(page, 'Ann', TODAY).getByText('30 min break')).toBeVisible();
    for (const day of WEEKDAYS) await expect(cell(page, 'Bob', day).getByText('30 min break')).toBeVisible();
    await expect(cell(page, 'Cara', SATURDAY)).toContainText('10:00-14:00');
    await expect(cell(page, 'Cara', SATURDAY).getByText(/break/)).toHaveCount(0);

    // Ann 7h 30m, £97.50; Bob 5 × 7h 30m = 37h 30m, 5 × £96.00 = £480.00; Cara 4h, £30.00.
    for (const [name, total] of Object.entries(PLANNED))
      await expect(employeeTotal(page, name)).toHaveText(`${gridHours(total.minutes)}${pounds(total.pence)}`);
    // Each day: Bob's 7h 30m (£96.00) Monday to Friday, Cara's 4h (£30.00) on Saturday, plus Ann's today.
    for (let offset = 0; offset < 7; offset++) {
      const day = MONDAY.add(offset, 'day');
      let minutes = offset < 5 ? 450 : offset === 5 ? 240 : 0;
      let pence = offset < 5 ? 9600 : offset === 5 ? 3000 : 0;
      if (day.isSame(TODAY, 'day')) {
        minutes += 450;
        pence += 9750;
      }
      await expect(dayTotal(page, day)).toHaveText(`${gridHours(minutes)}${pounds(pence)}`);
    }
    // 7h 30m + 37h 30m + 4h = 49h; £97.50 + £480.00 + £30.00 = £607.50.
    await expect(page.getByTestId('weekly-grand-total')).toHaveText('49h£607.50');
  });

  await test.step('the grid warns that Cara, 17, is paid under the under-18 minimum', async () => {
    const marker = cell(page, 'Cara', SATURDAY).getByRole('button', { name: `1 warning for Cara on ${longDay(SATURDAY)}` });
    await expect(marker).toHaveAccessibleDescription(CARA_WARNING);
    await marker.click();
    await expect(cell(page, 'Cara', SATURDAY).getByRole('note')).toHaveText(CARA_WARNING);
    await expect(cell(page, 'Cara', SATURDAY).getByRole('note')).toBeVisible();
    await page.getByRole('button', { name: '1 warning', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Warnings this week' }).getByRole('listitem')).toHaveText([
      `${SATURDAY.format('ddd D MMM')} ${CARA_WARNING}`,
    ]);
    const found = await seriousViolationsIn(page, ['.weekly-warning', '.weekly-warnings']);
    expect(found, found.join('\n')).toEqual([]);
  });

  const clocked: string[] = [];
  await test.step('Ann, on her 375 px touch phone, clocks in and out on her personal page', async () => {
    const phoneContext = await newContext(browser, {
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      bypassCSP: true,
      timezoneId: 'UTC',
    });
    const phone = await phoneContext.newPage();
    await phone.goto(people.Ann.page);
    await expect(phone.getByRole('heading', { level: 1, name: 'Ann' })).toBeVisible();
    const clock = phone.getByTestId('staff-clock');
    const shiftText = `${hhmm(ANN_START)} – ${hhmm(ANN_END)}`;
    await expect(clock).toContainText(`Your shift ${shiftText}`);
    const found = await seriousViolationsIn(phone, ['.staff-clock']);
    expect(found, found.join('\n')).toEqual([]);

    for (const verb of ['Clock in', 'Clock out'] as const) {
      const answer = phone.waitForResponse((r) => r.url().endsWith('/clock') && r.request().method() === 'POST');
      await clock.getByRole('button', { name: `${verb}: ${shiftText}` }).tap();
      const response = await answer;
      expect(response.status(), await response.text()).toBe(201);
      const { at } = (await response.json()) as { at: string };
      clocked.push(at.slice(11, 16));
      if (verb === 'Clock in') {
        await expect(clock.getByRole('button', { name: `Clock out: ${shiftText}` })).toBeEnabled();
        await expect(clock).toContainText(`Clocked in at ${clocked[0]}`);
        const clockedIn = await seriousViolationsIn(phone, ['.staff-clock']);
        expect(clockedIn, clockedIn.join('\n')).toEqual([]);
      }
    }
    // Nothing left to clock: the card confirms the clock-out and keeps the day's clocked times.
    await expect(clock.getByRole('status')).toHaveText(`You clocked out at ${clocked[1]}.`);
    await expect(clock.getByRole('list', { name: 'Clocked today' })).toHaveText(`${shiftText}: in ${clocked[0]}, out ${clocked[1]}`);
    await expect(clock.getByRole('button')).toHaveCount(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phoneContext.close();
  });

  await test.step('the manager sees the clock times in the Timesheet panel, corrects the day and approves it', async () => {
    await page.goto(`/?w=${workplaceId}&view=daily&date=${iso(TODAY)}`);
    const panel = page.getByRole('region', { name: 'Timesheet' });
    const annRow = panel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Ann' }) });
    await expect(annRow.locator('th, td')).toHaveText([
      'Ann',
      `${hhmm(ANN_START)}–${hhmm(ANN_END)} · 30 min break`,
      `${clocked[0]}–${clocked[1]}`,
      // The clocks are the actual times until corrected: seconds apart, nothing paid past the 30-minute break.
      `${clocked[0]}–${clocked[1]} · 30 min break`,
      '0 hrs 0 mins',
      'Correct',
    ]);

    await annRow.getByRole('button', { name: "Correct Ann's timesheet" }).click();
    const form = panel.getByRole('form', { name: "Correct Ann's timesheet" });
    await expect(form).toContainText(`Ann · planned ${hhmm(ANN_START)}–${hhmm(ANN_END)}`);
    await expect(form.getByLabel('Start')).toBeFocused();
    await form.getByLabel('Start').fill(hhmm(ACTUAL_START));
    // Her planned end, 10:00, is still to come on the server's clock: refused, the form stays open.
    await form.getByLabel('End').fill(hhmm(ANN_END));
    await form.getByLabel('Break (min)').fill('30');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText('Actual times cannot be in the future: correct them once they have been worked.');
    await form.getByLabel('End').fill(hhmm(ACTUAL_END));
    const found = await seriousViolationsIn(page, ['.timesheet-panel']);
    expect(found, found.join('\n')).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    // 02:20-08:20: 6 h 00 elapsed - 30 min = 5 h 30 paid.
    await expect(annRow.locator('td').nth(2)).toHaveText(`${hhmm(ACTUAL_START)}–${hhmm(ACTUAL_END)} · 30 min break`);
    await expect(annRow.locator('td').nth(3)).toHaveText('5 hrs 30 mins');

    await panel.getByRole('button', { name: 'Approve day' }).click();
    await expect(panel.getByText('Approved', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Approve day' })).toHaveCount(0);
  });

  await test.step('the dashboard shows the planned figures, then the approved actual ones, and the CSVs agree', async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Workplace: Harbour Café' })).toBeVisible();
    await page.getByRole('button', { name: /^Date range:/ }).click();
    const dates = page.getByRole('dialog', { name: 'Select date range' });
    await dates.getByRole('button', { name: `${short(MONDAY)} – ${short(SUNDAY)}` }).click();
    await expect(dates).toBeHidden();

    const basis = page.getByRole('combobox', { name: 'Basis' });
    await expect(basis).toHaveValue('planned');
    const table = page.getByRole('table', { name: /Pay per employee/ });
    const rows = table.locator(':scope > tbody > tr:not([hidden])');
    // Planned: 49 h 00, £607.50 (see the top).
    await expect(page.getByTestId('total-hours')).toHaveText('49 hrs 0 mins');
    await expect(page.getByTestId('total-pay')).toHaveText('£607.50');
    await expect(rows.nth(0).locator('th, td')).toHaveText([/^Ann/, '£13.00', '7 hrs 30 mins', '£97.50']);

    await basis.selectOption({ label: 'Actual (approved)' });
    await expect(page).toHaveURL(/basis=actual/);
    // Actual (approved): 47 h 00, £581.50.
    await expect(page.getByTestId('total-hours')).toHaveText('47 hrs 0 mins');
    await expect(page.getByTestId('total-pay')).toHaveText('£581.50');
    // Ann's day is approved (no mark); Bob's other days and Cara's Saturday are not (marked *).
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0).locator('th, td')).toHaveText([/^Ann/, '£13.00', '5 hrs 30 mins', '£71.50']);
    await expect(rows.nth(1).locator('th, td')).toHaveText([/^Bob/, '£12.80', '37 hrs 30 mins*', '£480.00']);
    await expect(rows.nth(2).locator('th, td')).toHaveText([/^Cara/, '£7.50', '4 hrs 0 mins*', '£30.00']);
    await expect(page.getByText('* Includes planned hours for days whose timesheet is not approved yet.')).toBeVisible();

    // Bob: Mon-Fri planned; Wednesday, today, is approved (as planned).
    const bobBasis = 'Actual (approved); planned on 4 not approved';
    const caraBasis = 'Planned (not approved)';
    const summary = await downloadText(page, 'Table (CSV)');
    expect(summary.name).toBe(`pay-summary_harbour-cafe_${iso(MONDAY)}_to_${iso(SUNDAY)}.csv`);
    expect(summary.lines).toEqual([
      'Employee,Status,Rate (£/hr),Total Hours,Total Earned (£),Basis',
      'Ann,Active,13.00,5.50,71.50,Actual (approved)',
      `Bob,Active,12.80,37.50,480.00,${bobBasis}`,
      `Cara,Active,7.50,4.00,30.00,${caraBasis}`,
      'Total,,,47.00,581.50,',
      '',
    ]);
    const daily = await downloadText(page, 'Daily breakdown (CSV)');
    expect(daily.lines).toEqual([
      'Employee,Status,Date,Hours,Rate (£/hr),Earned (£),Basis',
      `Ann,Active,${long(TODAY)},5.50,13.00,71.50,Actual (approved)`,
      ...WEEKDAYS.map(
        (d) => `Bob,Active,${long(d)},7.50,12.80,96.00,${d.isSame(TODAY, 'day') ? 'Actual (approved)' : 'Planned (not approved)'}`,
      ),
      `Cara,Active,${long(SATURDAY)},4.00,7.50,30.00,${caraBasis}`,
      '',
    ]);

    // Back on the plan: Ann's 7 h 30, £97.50, and the planned CSV has no Basis column.
    await basis.selectOption({ label: 'Planned' });
    await expect(page.getByTestId('total-pay')).toHaveText('£607.50');
    await expect(rows.nth(0).locator('th, td')).toHaveText([/^Ann/, '£13.00', '7 hrs 30 mins', '£97.50']);
    const planned = await downloadText(page, 'Table (CSV)');
    expect(planned.lines).toEqual([
      'Employee,Status,Rate (£/hr),Total Hours,Total Earned (£)',
      'Ann,Active,13.00,7.50,97.50',
      'Bob,Active,12.80,37.50,480.00',
      'Cara,Active,7.50,4.00,30.00',
      'Total,,,49.00,607.50',
      '',
    ]);
  });
});
