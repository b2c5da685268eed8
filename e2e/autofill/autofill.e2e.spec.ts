import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { PASSWORD, uniqueEmail } from '../support/accounts';
import dayjs from 'dayjs';
import { PHONE, iso, ok, week } from '../staff-requests/business';
import { newContext } from '../support/clock';

/**
 * Issue 38's journey: a 12-person café with a staffing template and its people's availability
 * set goes from an empty week to a published week in at most 6 clicks, and the next week in at
 * most 4. Set-up (the account, people, availability, the template) is made through the API; the
 * clicks are counted by `click()` and `choose()` below (choosing an option of a select counts
 * as one), keystrokes are not clicks.
 *
 * The template asks, every day: two Servers 07:00–13:00, two Servers 13:00–19:00 and one Kitchen
 * Staff 17:00–23:00 (35 shifts a week). Every rate is above the adult minimum wage and every shift
 * can be filled without breaking a rule, so the fill must fill all 35, and the grid then shows no
 * working-time warning.
 */

test.describe.configure({ mode: 'serial' });

const SERVER = 701;
const KITCHEN = 702;
const PEOPLE = [
  { name: 'Amira', rate: '13.21', services: [SERVER] },
  { name: 'Ben', rate: '12.80', services: [SERVER] },
  { name: 'Chloe', rate: '13.60', services: [SERVER, KITCHEN] },
  { name: 'Dan', rate: '12.75', services: [SERVER] },
  { name: 'Ellie', rate: '14.50', services: [SERVER] },
  { name: 'Femi', rate: '13.00', services: [SERVER, KITCHEN] },
  { name: 'Grace', rate: '15.25', services: [KITCHEN] },
  { name: 'Hugo', rate: '12.90', services: [SERVER] },
  { name: 'Isla', rate: '13.21', services: [SERVER] },
  { name: 'Jack', rate: '13.80', services: [SERVER, KITCHEN] },
  { name: 'Kofi', rate: '16.00', services: [KITCHEN] },
  { name: 'Lena', rate: '12.95', services: [SERVER] },
];
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const NEEDS = WEEKDAYS.flatMap((weekday) => [
  { weekday, serviceType: SERVER, timeStart: '07:00', timeEnd: '13:00', count: 2 },
  { weekday, serviceType: SERVER, timeStart: '13:00', timeEnd: '19:00', count: 2 },
  { weekday, serviceType: KITCHEN, timeStart: '17:00', timeEnd: '23:00', count: 1 },
]);
const SHIFTS_A_WEEK = NEEDS.reduce((n, need) => n + need.count, 0);

let page: Page;
let userId = '';
let workplaceId = '';
let templateId = '';
let email = '';
let clicks = 0;

async function click(target: Locator) {
  clicks++;
  await target.click();
}
async function choose(select: Locator, label: string) {
  clicks++;
  await select.selectOption({ label });
}

/** The week's assignments as the API answers them: every one with its person, none open. */
async function weekAnswer(weekStart: string) {
  const answer = await ok<{ weekShifts: Record<string, Record<string, unknown[]>>; openShifts?: Record<string, unknown[]> }>(
    await page.request.get('/api/shifts/getweeklyshifts', {
      params: { workplaceId, startDate: weekStart, endDate: iso(dayjs(weekStart).add(6, 'day')), userId },
    }),
    'getweeklyshifts',
  );
  const assigned = Object.values(answer.weekShifts).reduce((n, days) => n + Object.values(days).reduce((m, list) => m + list.length, 0), 0);
  const open = Object.values(answer.openShifts ?? {}).reduce((n, list) => n + list.length, 0);
  return { assigned, open };
}

test.beforeAll(async ({ browser }) => {
  const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  const request = page.request;
  const { user } = await ok<{ user: { user_id: string } }>(
    await request.post('/api/auth/signup', { data: { email: (email = uniqueEmail('autofill')), password: PASSWORD } }),
    'signup',
  );
  userId = user.user_id;
  ({ workplace_id: workplaceId } = await ok<{ workplace_id: string }>(
    await request.post('/api/workplaces/createworkplace', {
      data: {
        workplaceName: 'Harbour Café',
        industryType: 'cafe',
        workplaceServices: [SERVER, KITCHEN],
        rotaStartTime: 6,
        rotaEndTime: 24,
        timeZone: 'Europe/London',
        publishMode: 'on-publish',
        userId,
      },
    }),
    'createworkplace',
  ));
  for (const [i, person] of PEOPLE.entries()) {
    const { employee_id: id } = await ok<{ employee_id: string }>(
      await request.post('/api/employees/createemployee', {
        data: {
          workplace_id: workplaceId,
          display_name: person.name,
          first_name: person.name,
          surname: 'Lee',
          rate: person.rate,
          services: person.services,
          contract: i % 3 === 0 ? { minWeeklyHours: 12, maxWeeklyHours: 24, maxDaysPerWeek: 4 } : { maxWeeklyHours: 30 },
          created_by: userId,
        },
      }),
      `createemployee ${person.name}`,
    );
    // Every third person works mornings only, on their own personal page.
    if (i % 3 === 1) {
      const { url } = await ok<{ url: string }>(
        await request.post('/api/employees/feedlink', { data: { employee_id: id, userId } }),
        'feedlink',
      );
      const mornings = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from: '06:00', to: '14:00' }]]));
      await ok(
        await request.put(`/api${new URL(url).pathname}/availability`, { data: { weekly: mornings, exceptions: [] } }),
        'availability',
      );
    }
  }
  ({ templateId } = await ok<{ templateId: string }>(
    await request.post('/api/rota/templates', { data: { userId, workplaceId, name: 'Standard week', needs: NEEDS } }),
    'template',
  ));
});

test.afterAll(async () => {
  await page.context().close();
});

test('an empty week to a published week in at most 6 clicks, from the template and the fill', async () => {
  await page.goto(`/?view=weekly&date=${iso(week)}`);
  await expect(page.getByTestId('planner-workplace')).toHaveText('Harbour Café');
  clicks = 0;

  await choose(page.getByLabel('From template'), 'Standard week');
  await click(page.getByRole('button', { name: 'Fill the week' }));
  const proposal = page.getByTestId('autofill-proposal');
  await expect(proposal.getByText(`${SHIFTS_A_WEEK} of ${SHIFTS_A_WEEK} open shifts filled`)).toBeVisible({ timeout: 30_000 });
  // Proposed, not placed: the grid marks them apart, and nothing is written yet.
  expect(await weekAnswer(iso(week))).toEqual({ assigned: 0, open: SHIFTS_A_WEEK });
  await click(proposal.getByRole('button', { name: 'Accept all' }));
  await expect(proposal).toBeHidden();
  await click(page.getByRole('button', { name: 'Publish' }));
  await expect(page.getByText('All changes published')).toBeVisible();

  expect(clicks).toBeLessThanOrEqual(6);
  expect(await weekAnswer(iso(week))).toEqual({ assigned: SHIFTS_A_WEEK, open: 0 });
  // The fill broke no rule the planner warns about.
  await expect(page.locator('.weekly-cell.has-warning')).toHaveCount(0);
  console.log(`First week: ${clicks} clicks (goal at most 6)`);
});

test('the next week in at most 4 clicks: the template is remembered', async () => {
  clicks = 0;
  await click(page.getByRole('button', { name: 'Next week' }));
  await expect(page.getByLabel('From template')).toHaveValue(/.+/);
  await click(page.getByRole('button', { name: 'Fill the week' }));
  const proposal = page.getByTestId('autofill-proposal');
  await expect(proposal.getByText(`${SHIFTS_A_WEEK} of ${SHIFTS_A_WEEK} open shifts filled`)).toBeVisible({ timeout: 30_000 });
  await click(proposal.getByRole('button', { name: 'Accept all' }));
  await expect(proposal).toBeHidden();
  await click(page.getByRole('button', { name: 'Publish' }));
  await expect(page.getByText('All changes published')).toBeVisible();

  expect(clicks).toBeLessThanOrEqual(4);
  expect(await weekAnswer(iso(week.add(7, 'day')))).toEqual({ assigned: SHIFTS_A_WEEK, open: 0 });
  await expect(page.locator('.weekly-cell.has-warning')).toHaveCount(0);
  console.log(`Next week: ${clicks} clicks (goal at most 4)`);
});

test('a proposal shows its reasons from the keyboard, and Discard and Undo leave the week as it was', async () => {
  const third = week.add(14, 'day');
  await page.goto(`/?view=weekly&date=${iso(third)}`);
  await page.getByRole('button', { name: 'Fill the week' }).click();
  const proposal = page.getByTestId('autofill-proposal');
  await expect(proposal.getByText(`${SHIFTS_A_WEEK} of ${SHIFTS_A_WEEK} open shifts filled`)).toBeVisible({ timeout: 30_000 });
  await proposal.getByRole('button', { name: 'Discard' }).click();
  await expect(proposal).toBeHidden();
  // The template's open shifts stay (they were their own change); nobody was placed.
  expect(await weekAnswer(iso(third))).toEqual({ assigned: 0, open: SHIFTS_A_WEEK });

  await page.getByRole('button', { name: 'Fill the week' }).click();
  await expect(proposal.getByText(`${SHIFTS_A_WEEK} of ${SHIFTS_A_WEEK} open shifts filled`)).toBeVisible({ timeout: 30_000 });
  const why = proposal.getByRole('button', { name: /Why/ }).first();
  await why.focus();
  await page.keyboard.press('Enter');
  await expect(proposal.getByText(/available|cheapest/i).first()).toBeVisible();
  await proposal.getByRole('button', { name: 'Accept all' }).click();
  await expect(proposal).toBeHidden();
  expect((await weekAnswer(iso(third))).assigned).toBe(SHIFTS_A_WEEK);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await weekAnswer(iso(third))).assigned).toBe(0);
});

/**
 * On a 375 px phone, the fourth week: Fill the week, untick two rows and accept the chosen 33;
 * "Fill again" then proposes only for the two still open and leaves the 33 accepted alone; with
 * "May move others" ticked it still moves nobody (nothing needs moving: the fewest changes is
 * none); Accept all, then Undo takes back only the last acceptance.
 */
test('accept chosen, then Fill again (also with "May move others") on a 375 px phone', async ({ browser }) => {
  const fourth = iso(week.add(28, 'day'));
  await ok(await page.request.post('/api/rota/applytemplate', { data: { userId, workplaceId, templateId, weekStart: fourth } }), 'apply');
  const context = await newContext(browser, PHONE);
  await ok(await context.request.post('/api/auth/login', { data: { email, password: PASSWORD } }), 'login');
  const phone = await context.newPage();
  await phone.goto(`/?view=weekly&date=${fourth}`);
  await phone.getByRole('button', { name: 'Fill the week' }).click();
  const proposal = phone.getByTestId('autofill-proposal');
  await expect(proposal.getByText(`${SHIFTS_A_WEEK} of ${SHIFTS_A_WEEK} open shifts filled`)).toBeVisible({ timeout: 30_000 });
  const rows = proposal.getByRole('list', { name: 'Proposed assignments' }).getByRole('checkbox');
  await expect(rows).toHaveCount(SHIFTS_A_WEEK);
  await rows.nth(0).uncheck();
  await rows.nth(1).uncheck();
  await proposal.getByRole('button', { name: `Accept chosen (${SHIFTS_A_WEEK - 2})` }).click();
  await expect(proposal).toBeHidden();
  expect(await weekAnswer(fourth)).toEqual({ assigned: SHIFTS_A_WEEK - 2, open: 2 });

  await phone.getByRole('button', { name: 'Fill the week' }).click();
  await expect(proposal.getByText('2 of 2 open shifts filled')).toBeVisible({ timeout: 30_000 });
  await expect(rows).toHaveCount(2);
  await proposal.getByRole('button', { name: 'Discard' }).click();
  await expect(proposal).toBeHidden();

  // May move others is behind "Fill options" on a phone.
  const mayMove = phone.getByRole('checkbox', { name: 'May move others' });
  if (!(await mayMove.isVisible())) await phone.getByRole('button', { name: 'Fill options' }).click();
  await mayMove.check();
  await phone.getByRole('button', { name: 'Fill the week' }).click();
  await expect(proposal.getByText('2 of 2 open shifts filled')).toBeVisible({ timeout: 30_000 });
  await expect(proposal.getByRole('list', { name: 'Moves' })).toHaveCount(0);
  await expect(rows).toHaveCount(2);
  await proposal.getByRole('button', { name: 'Accept all' }).click();
  await expect(proposal).toBeHidden();
  expect(await weekAnswer(fourth)).toEqual({ assigned: SHIFTS_A_WEEK, open: 0 });

  await phone.getByRole('button', { name: 'Undo auto-fill (2 assignments)' }).click();
  await expect.poll(() => weekAnswer(fourth)).toEqual({ assigned: SHIFTS_A_WEEK - 2, open: 2 });
  await context.close();
});

/**
 * Fill the day from the daily view, at 1280 px and on a 375 px phone: the template's open shifts
 * for one day (applied through the API), the proposal drawn on the timeline under each shift, a
 * reason opened from the keyboard (Tab from the timeline onto a proposed bar), Accept all, Undo.
 */
const SHIFTS_A_DAY = SHIFTS_A_WEEK / 7;
for (const [size, options, dayOffset] of [
  ['1280 px', { viewport: { width: 1280, height: 900 } }, 21],
  ['375 px phone', PHONE, 22],
] as const) {
  test(`Fill the day draws its proposal on the timeline, with reasons from the keyboard, accept and Undo (${size})`, async ({
    browser,
  }) => {
    const context = await newContext(browser, options);
    const day = week.add(dayOffset, 'day');
    const weekStart = iso(week.add(21, 'day'));
    await ok(await context.request.post('/api/auth/login', { data: { email, password: PASSWORD } }), 'login');
    const dayAnswer = async () => {
      const { weekShifts, openShifts } = await ok<{
        weekShifts: Record<string, Record<string, unknown[]>>;
        openShifts?: Record<string, unknown[]>;
      }>(
        await context.request.get('/api/shifts/getweeklyshifts', {
          params: { workplaceId, startDate: iso(day), endDate: iso(day), userId },
        }),
        'getweeklyshifts',
      );
      const assigned = Object.values(weekShifts).reduce((n, days) => n + (days[iso(day)]?.length ?? 0), 0);
      return { assigned, open: openShifts?.[iso(day)]?.length ?? 0 };
    };
    if (dayOffset === 21)
      await ok(await context.request.post('/api/rota/applytemplate', { data: { userId, workplaceId, templateId, weekStart } }), 'apply');
    const dayPage = await context.newPage();
    await dayPage.goto(`/?view=daily&date=${iso(day)}`);
    await expect(dayPage.getByTestId('planner-workplace')).toHaveText('Harbour Café');
    await expect(dayPage.getByTestId('assignment-bar')).toHaveCount(SHIFTS_A_DAY);

    await dayPage.getByRole('button', { name: 'Fill the day' }).click();
    const proposal = dayPage.getByTestId('autofill-proposal');
    await expect(proposal.getByText(`${SHIFTS_A_DAY} of ${SHIFTS_A_DAY} open shifts filled`)).toBeVisible({ timeout: 30_000 });
    const bars = dayPage.getByTestId('proposed-bar');
    await expect(bars).toHaveCount(SHIFTS_A_DAY);
    await expect(bars.first()).toHaveText(/Proposed/);
    expect(await dayAnswer()).toEqual({ assigned: 0, open: SHIFTS_A_DAY });

    // From the first shift's one tab stop, Tab past its real bars onto a proposed one: its reasons show.
    await dayPage.getByTestId('timeline-row').first().locator('[data-quarter][tabindex="0"]').focus();
    for (let i = 0; i < 8 && !(await bars.first().evaluate((bar) => bar === document.activeElement)); i++)
      await dayPage.keyboard.press('Tab');
    await expect(bars.first()).toBeFocused();
    const tip = dayPage.getByRole('tooltip');
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText(/available .* cheapest of \d+ who could/);
    // The tip stays on the screen, whatever the width.
    const box = (await tip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(options.viewport.width);
    await dayPage.keyboard.press('Escape');
    await expect(tip).toBeHidden();

    await proposal.getByRole('button', { name: 'Accept all' }).click();
    await expect(proposal).toBeHidden();
    await expect(bars).toHaveCount(0);
    expect(await dayAnswer()).toEqual({ assigned: SHIFTS_A_DAY, open: 0 });
    await expect(dayPage.getByTestId('assignment-bar').filter({ hasText: '?' })).toHaveCount(0);

    await dayPage.getByRole('button', { name: `Undo auto-fill (${SHIFTS_A_DAY} assignments)` }).click();
    await expect.poll(dayAnswer).toEqual({ assigned: 0, open: SHIFTS_A_DAY });
    await context.close();
  });
}
