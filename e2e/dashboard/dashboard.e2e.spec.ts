import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { PASSWORD, signUp, uniqueEmail } from '../support/accounts';
import { e2eStart } from '../support/clock';

/**
 * Journey: a manager plans a week for two employees, opens the dashboard, checks the totals
 * and the per-day rows against figures worked out by hand, and downloads both CSV files.
 *
 * Sam, £7.55/hr: Mon, Tue, Wed 09:00-17:15 (495 min each)
 *   each day 495 × 755 / 60 = 6228.75p → £62.29; the week 1485 min = 24 hrs 45 mins,
 *   1485 × 755 / 60 = 18686.25p → £186.86 (rounded once for the period).
 * Alex, £11.44/hr: Mon 12:00-16:30 (270 min), Thu 18:00-23:45 (345), Sat 10:15-14:00 (225)
 *   270 × 1144 / 60 = 5148p → £51.48; 345 → 6578p → £65.78; 225 → 4290p → £42.90;
 *   the week 840 min = 14 hrs 0 mins, 16016p → £160.16.
 * Totals: 2325 min = 38 hrs 45 mins (38.75 hours); £186.86 + £160.16 = £347.02.
 */

interface Planned {
  userId: string;
  workplaceId: string;
  employees: Record<string, string>;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const short = (isoDate: string) => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(2, 4)}`;
const long = (isoDate: string) => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;

/** Monday to Sunday of the current week (the planner allows today ± 2 months). */
/** The seven dates of this week (or of the week `weeksFromNow` away), Monday first. */
function thisWeek(weeksFromNow = 0): string[] {
  const today = e2eStart();
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7) + 7 * weeksFromNow);
  return Array.from({ length: 7 }, (_, i) => iso(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + i)));
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A new manager, signed up through the form like a person or through the API for speed. */
async function newManager(page: Page, via: 'ui' | 'api'): Promise<{ userId: string; email: string }> {
  const email = uniqueEmail('dashboard');
  if (via === 'ui') {
    await signUp(page, email);
    const me = await ok<{ user_id: string }>(await page.request.get('/api/auth/me'), 'me');
    return { userId: me.user_id, email };
  }
  // The session cookie lands in the page's context, as after signing up in the browser.
  const { user } = await ok<{ user: { user_id: string } }>(
    await page.request.post('/api/auth/signup', { data: { email, password: PASSWORD } }),
    'signup',
  );
  return { userId: user.user_id, email };
}

/** Plans the rota through the API: one workplace, its employees and their shifts this week. */
async function planWeek(
  page: Page,
  { userId, email }: { userId: string; email: string },
  people: { name: string; first: string; rate: string; shifts: [day: number, start: string, end: string][] }[],
  preferences: Record<string, unknown>,
  week = thisWeek(),
): Promise<Planned> {
  const request = page.request;
  await ok(await request.put('/api/preferences/updatepreferences', { data: { userId, ...preferences } }), 'preferences');

  const { workplace_id: workplaceId } = await ok<{ workplace_id: string }>(
    await request.post('/api/workplaces/createworkplace', {
      data: {
        workplaceName: 'The Crown',
        industryType: 'bar',
        workplaceServices: [201, 207],
        email: { email },
        userId,
        rotaStartTime: 0,
        rotaEndTime: 24,
      },
    }),
    'createworkplace',
  );

  const employees: Record<string, string> = {};
  for (const person of people) {
    const { employee_id } = await ok<{ employee_id: string }>(
      await request.post('/api/employees/createemployee', {
        data: {
          workplace_id: workplaceId,
          display_name: person.name,
          first_name: person.first,
          surname: 'Tester',
          rate: person.rate,
          services: [201, 207],
          created_by: userId,
        },
      }),
      `createemployee ${person.name}`,
    );
    employees[person.name] = employee_id;
    for (const [day, start, end] of person.shifts) {
      // One shift row per assignment: assignments in one row may not overlap.
      const { shift_id } = await ok<{ shift_id: string }>(
        await request.post('/api/shifts/addshift', {
          data: { date: week[day], serviceType: 201, workplaceId, userId },
        }),
        `addshift ${person.name} ${week[day]}`,
      );
      await ok(
        await request.post('/api/assignments/addassignment', {
          data: { shiftId: shift_id, employeeId: employee_id, timeStart: `${start}:00`, timeEnd: `${end}:00`, userId },
        }),
        `addassignment ${person.name} ${week[day]}`,
      );
    }
  }
  return { userId, workplaceId, employees };
}

async function downloadText(page: Page, button: string): Promise<{ name: string; text: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = await download.path();
  const bytes = await readFile(path);
  return { name: download.suggestedFilename(), text: bytes.toString('utf8'), bytes };
}

test('hours, pay and CSV for a planned week match the hand-worked figures', async ({ page }) => {
  const week = thisWeek();
  await planWeek(
    page,
    await newManager(page, 'ui'),
    [
      {
        name: 'Sam',
        first: 'Sam',
        rate: '7.55',
        shifts: [
          [0, '09:00', '17:15'],
          [1, '09:00', '17:15'],
          [2, '09:00', '17:15'],
        ],
      },
      {
        name: 'Alex',
        first: 'Alex',
        rate: '11.44',
        shifts: [
          [0, '12:00', '16:30'],
          [3, '18:00', '23:45'],
          [5, '10:15', '14:00'],
        ],
      },
    ],
    { tf_2: true, num_1: 1, currency: 'gbp' },
  );

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The only workplace is chosen for the user; the dates are not.
  await expect(page.getByRole('button', { name: 'Workplace: The Crown' })).toBeVisible();
  await expect(page.getByText('Select a workplace and date range to display pay data.')).toBeVisible();

  await page.getByRole('button', { name: /^Date range:/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Select date range' });
  await expect(dialog.getByText('Weekly pay periods (Monday to Sunday)')).toBeVisible();
  const weekLabel = `${short(week[0])} – ${short(week[6])}`;
  await dialog.getByRole('button', { name: weekLabel }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`from=${week[0]}&to=${week[6]}`));

  // The count-up ends on the exact totals.
  await expect(page.getByTestId('total-hours')).toHaveText('38 hrs 45 mins');
  await expect(page.getByTestId('total-pay')).toHaveText('£347.02');

  const table = page.getByRole('table', { name: /Pay per employee/ });
  await expect(table.getByRole('columnheader')).toHaveText(['Employee', 'Rate', 'Total Hours', 'Total Earned']);
  const rows = table.locator(':scope > tbody > tr:not([hidden])');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).locator('th, td')).toHaveText([/^Alex/, '£11.44', '14 hrs 0 mins', '£160.16']);
  await expect(rows.nth(1).locator('th, td')).toHaveText([/^Sam/, '£7.55', '24 hrs 45 mins', '£186.86']);
  await expect(table.locator('tfoot tr').locator('th, td')).toHaveText(['Total', '', '38 hrs 45 mins', '£347.02']);

  const alex = table.getByRole('button', { name: /Alex/ });
  await expect(alex).toHaveAttribute('aria-expanded', 'false');
  await alex.click();
  await expect(alex).toHaveAttribute('aria-expanded', 'true');
  const alexDays = page.getByRole('table', { name: 'Daily breakdown for Alex' });
  await expect(alexDays.getByRole('columnheader')).toHaveText(['Date', 'Hours', 'Rate', 'Earned']);
  await expect(alexDays.locator('tbody tr')).toHaveText([
    `${short(week[0])}4 hrs 30 mins£11.44£51.48`,
    `${short(week[3])}5 hrs 45 mins£11.44£65.78`,
    `${short(week[5])}3 hrs 45 mins£11.44£42.90`,
  ]);

  await table.getByRole('button', { name: /Sam/ }).click();
  await expect(page.getByRole('table', { name: 'Daily breakdown for Sam' }).locator('tbody tr')).toHaveText([
    `${short(week[0])}8 hrs 15 mins£7.55£62.29`,
    `${short(week[1])}8 hrs 15 mins£7.55£62.29`,
    `${short(week[2])}8 hrs 15 mins£7.55£62.29`,
  ]);

  // The chart names each employee with their hours.
  await expect(page.getByRole('list', { name: 'Hours per employee' }).getByRole('listitem')).toHaveText([
    'Alex14 hrs 0 mins',
    'Sam24 hrs 45 mins',
  ]);

  const summary = await downloadText(page, 'Table (CSV)');
  expect(summary.name).toBe(`pay-summary_the-crown_${week[0]}_to_${week[6]}.csv`);
  expect([...summary.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(summary.text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
    'Employee,Status,Rate (£/hr),Total Hours,Total Earned (£)',
    'Alex,Active,11.44,14.00,160.16',
    'Sam,Active,7.55,24.75,186.86',
    'Total,,,38.75,347.02',
    '',
  ]);

  const daily = await downloadText(page, 'Daily breakdown (CSV)');
  expect(daily.name).toBe(`pay-daily_the-crown_${week[0]}_to_${week[6]}.csv`);
  expect(daily.text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
    'Employee,Status,Date,Hours,Rate (£/hr),Earned (£)',
    `Alex,Active,${long(week[0])},4.50,11.44,51.48`,
    `Alex,Active,${long(week[3])},5.75,11.44,65.78`,
    `Alex,Active,${long(week[5])},3.75,11.44,42.90`,
    `Sam,Active,${long(week[0])},8.25,7.55,62.29`,
    `Sam,Active,${long(week[1])},8.25,7.55,62.29`,
    `Sam,Active,${long(week[2])},8.25,7.55,62.29`,
    '',
  ]);
});

test('a removed employee keeps their past hours, marked as removed; months and euros follow the preferences', async ({ page }) => {
  // Last week: every shift is already worked whatever today is (removal opens only later days).
  const week = thisWeek(-1);
  const { userId, employees } = await planWeek(
    page,
    await newManager(page, 'api'),
    [
      // Both on the Tuesday, so the month chosen below holds both whichever month the week starts in.
      { name: 'Robin', first: 'Robin', rate: '10.00', shifts: [[1, '09:00', '12:00']] },
      { name: 'Jo', first: 'Jo', rate: '9.50', shifts: [[1, '10:00', '12:00']] },
    ],
    { tf_2: false, currency: 'eur' },
    week,
  );
  await ok(
    await page.request.delete('/api/employees/deleteemployee', { data: { employee_id: employees.Jo, user_id: userId } }),
    'deleteemployee',
  );

  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Date range:/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Select date range' });
  await expect(dialog.getByText('Monthly pay periods')).toBeVisible();
  // The month of the Tuesday holds both shifts (the week may straddle two months).
  const month = new Date(`${week[1]}T12:00:00`).toLocaleString('en-GB', { month: 'long', year: 'numeric' });
  await dialog.getByRole('button', { name: new RegExp(`^${month}`) }).click();

  const table = page.getByRole('table', { name: /Pay per employee/ });
  const jo = table.locator(':scope > tbody > tr:not([hidden])').filter({ hasText: 'Jo' });
  await expect(jo).toHaveCount(1);
  await expect(jo.locator('.dash-badge')).toHaveText('Removed');
  await expect(jo.locator('td').nth(1)).toHaveText('2 hrs 0 mins');
  const robin = table.locator(':scope > tbody > tr:not([hidden])').filter({ hasText: 'Robin' });
  await expect(robin).toHaveCount(1);
  await expect(robin.locator('td')).toHaveText(['€10.00', '3 hrs 0 mins', '€30.00']);
});
