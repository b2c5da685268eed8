import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import dayjs, { type Dayjs } from 'dayjs';
import { avatar, logIn, signUp, uniqueEmail } from '../support/accounts';
import { pageApi } from '../support/page-api';
import { e2eStart, newContext } from '../support/clock';

/**
 * Issue 29, point 1: every planner action can be undone. On a 1280 px desktop a manager copies a
 * week onto the 12 following weeks and undoes it from the Undo list, then retimes a shift and
 * undoes that with Ctrl+Z. Both undos are new events: the history shows them "undone by" the manager.
 */

test.describe.configure({ mode: 'serial' });

let page: Page;
let workplaceId = '';
let email = '';

// Next week: every shift lies after today, and the 12 weeks after it are within the horizon.
const week1 = dayjs(e2eStart())
  .startOf('day')
  .add((8 - dayjs(e2eStart()).day()) % 7 || 7, 'day');
const wednesday = week1.add(2, 'day');
const iso = (d: Dayjs) => d.format('YYYY-MM-DD');
const longDay = (d: Dayjs) => d.format('dddd D MMMM');
const dialog = () => page.getByRole('dialog');
const cell = (name: string, day: Dayjs) => page.locator(`[data-testid="weekly-cell"][data-employee="${name}"][data-date="${iso(day)}"]`);
const undoList = () => page.getByRole('region', { name: 'Recent changes' });

const api = (method: string, url: string, body?: unknown) => pageApi(page, method, url, body);

async function showWeek(day: Dayjs) {
  await page.goto(`/?view=weekly&w=${workplaceId}&date=${iso(day)}`);
  await expect(page.getByTestId('planner-workplace')).toHaveText('The Corner Cafe');
}

async function addShift(name: string, day: Dayjs, typed: string) {
  await page.getByRole('button', { name: `Add a shift for ${name} on ${longDay(day)}`, exact: true }).click();
  await expect(dialog()).toHaveAccessibleName('New Shift');
  await expect(dialog().getByLabel('Times')).toBeFocused();
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
  await expect(dialog()).toBeHidden();
}

const editButton = (name: string, day: Dayjs): Locator =>
  cell(name, day).getByRole('button', { name: new RegExp(`^Edit ${name}'s shift`) });

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

test.afterAll(async () => {
  await page.context().close();
});

test('sets up a cafe with two employees and plans a week', async () => {
  email = uniqueEmail('undo');
  await signUp(page, email);
  const me = await api('GET', '/auth/me');
  const userId = me.user_id ?? me.user?.user_id;
  workplaceId = (
    await api('POST', '/workplaces/createworkplace', {
      workplaceName: 'The Corner Cafe',
      industryType: 'restaurant',
      workplaceServices: [101, 103],
      email,
      userId,
      rotaStartTime: 7,
      rotaEndTime: 23,
    })
  ).workplace_id;
  for (const name of ['Ann', 'Ben']) {
    await api('POST', '/employees/createemployee', {
      workplace_id: workplaceId,
      display_name: name,
      first_name: name,
      surname: 'Tester',
      rate: 11,
      services: [101],
      created_by: userId,
    });
  }
  await showWeek(week1);
  await addShift('Ann', week1, '9-17');
  await addShift('Ben', wednesday, '12-20');
  await expect(cell('Ann', week1)).toContainText('09:00-17:00');
  await expect(cell('Ben', wednesday)).toContainText('12:00-20:00');
  // Each placement is on the Undo list already, newest first.
  await expect(undoList().getByRole('button')).toHaveText([
    `Undo placement of Ben on ${wednesday.format('ddd D MMM')}`,
    `Undo placement of Ann on ${week1.format('ddd D MMM')}`,
  ]);
});

test('copies the week onto the 12 following weeks and undoes the copy from the Undo list', async () => {
  await page.getByRole('button', { name: 'Copy week…' }).click();
  await expect(dialog()).toHaveAccessibleName('Copy week');
  const targets = dialog().getByRole('checkbox');
  await expect(targets).toHaveCount(12);
  for (const target of await targets.all()) await target.check();
  await dialog().getByRole('button', { name: 'Copy to 12 weeks' }).click();
  await expect(dialog().getByRole('status')).toContainText('Copied 24 assignments.');
  await dialog().getByRole('button', { name: 'Done' }).click();
  await expect(dialog()).toBeHidden();

  // Landed on every target week (read from the API: leaving the page would end the session's list).
  const lastWeek = week1.add(12 * 7, 'day');
  const planned = async (monday: Dayjs) => {
    const week = await api(
      'GET',
      `/shifts/getweeklyshifts?workplaceId=${workplaceId}&startDate=${iso(monday)}&endDate=${iso(monday.add(6, 'day'))}`,
    );
    return Object.values(week.weekShifts as Record<string, Record<string, unknown[]>>).flatMap((days) => Object.values(days).flat()).length;
  };
  expect(await planned(lastWeek)).toBe(2);

  await page.getByRole('button', { name: 'Undo copy of 12 weeks' }).click();
  await expect(page.getByText('Undone.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo copy of 12 weeks' })).toHaveCount(0);
  expect(await planned(lastWeek)).toBe(0);
  for (const week of [1, 6, 11]) {
    const monday = week1.add(week * 7, 'day');
    await showWeek(monday);
    await expect(page.getByRole('button', { name: /^Edit .*'s shift on/ })).toHaveCount(0);
  }
  // The week that was copied is untouched.
  await showWeek(week1);
  await expect(cell('Ann', week1)).toContainText('09:00-17:00');
  await expect(cell('Ben', wednesday)).toContainText('12:00-20:00');
});

test("retimes Ann's shift and undoes it with Ctrl+Z", async () => {
  await editButton('Ann', week1).click();
  await expect(dialog()).toBeVisible();
  const times = dialog().getByLabel('Times');
  await times.fill('10-18');
  await page.keyboard.press('Enter');
  await expect(dialog()).toBeHidden();
  await expect(cell('Ann', week1)).toContainText('10:00-18:00');
  await expect(undoList().getByRole('button').first()).toHaveText("Undo retime of Ann's shift");

  // Focus on the page, not in a text field: Ctrl+Z undoes the newest action.
  await page.getByRole('button', { name: 'Copy week…' }).focus();
  await page.keyboard.press('Control+z');
  await expect(cell('Ann', week1)).toContainText('09:00-17:00');
  await expect(page.getByRole('button', { name: "Undo retime of Ann's shift" })).toHaveCount(0);
});

test('the history shows the undos as undone by the manager', async () => {
  await page.goto('/history');
  // Ann's Monday: her shift, its retime, and the retime undone.
  await page.getByLabel('Day', { exact: true }).fill(iso(week1));
  const undo = page.getByTestId('history-event').filter({ hasText: /^Undo on .*1 assignment put back as they were/ });
  await expect(undo).toHaveCount(1);
  await expect(undo).toContainText('undone by');
  const retimedBack = page.getByTestId('history-event').filter({ hasText: 're-timed to 09:00-17:00' });
  await expect(retimedBack).toContainText('undone by');
  // The retime itself stays in the history, by the manager.
  await expect(page.getByTestId('history-event').filter({ hasText: 're-timed to 10:00-18:00' })).not.toContainText('undone by');
  // The copy's undo, on the last week copied to.
  await page.getByLabel('Day', { exact: true }).fill(iso(week1.add(12 * 7, 'day')));
  await expect(page.getByTestId('history-event').filter({ hasText: /^Undo on .*1 assignment put back as they were/ })).toHaveCount(1);
});

test('on a 375 px phone the Undo list fits the screen and undoes a copy with a tap', async ({ browser }: { browser: Browser }) => {
  const phone = await newContext(browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const mobile = await phone.newPage();
  try {
    await logIn(mobile, email);
    // Signed in before going on: a navigation while the log-in is in flight aborts it.
    await expect(avatar(mobile)).toBeVisible();
    await mobile.goto(`/?view=weekly&w=${workplaceId}&date=${iso(week1)}`);
    // The week's actions wait behind the phone's one menu (issue 41).
    await mobile.getByRole('button', { name: 'Planner menu' }).tap();
    await mobile.getByRole('button', { name: 'Copy week…' }).click();
    const copy = mobile.getByRole('dialog');
    // The next week is chosen already.
    await copy.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(copy.getByRole('status')).toContainText('Copied 2 assignments.');
    await copy.getByRole('button', { name: 'Done' }).click();
    const undo = mobile.getByRole('button', { name: 'Undo copy of 1 week' });
    const box = (await undo.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await undo.tap();
    await expect(mobile.getByText('Undone.')).toBeVisible();
    await expect(undo).toHaveCount(0);
    const nextWeek = week1.add(7, 'day');
    const week = await mobile.evaluate(
      async (url) => (await fetch(url)).json(),
      `/api/shifts/getweeklyshifts?workplaceId=${workplaceId}&startDate=${iso(nextWeek)}&endDate=${iso(nextWeek.add(6, 'day'))}`,
    );
    expect(Object.keys((week as { weekShifts: object }).weekShifts)).toHaveLength(0);
  } finally {
    await phone.close();
  }
});
