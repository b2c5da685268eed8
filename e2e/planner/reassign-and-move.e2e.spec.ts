import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import dayjs, { type Dayjs } from 'dayjs';
import { signUp, uniqueEmail } from '../support/accounts';
import { pageApi } from '../support/page-api';
import { e2eStart, newContext } from '../support/clock';

/**
 * Issue 29's journey (points 3, 4 and 5): a café manager plans Ann Monday to Friday next week,
 * gives Monday to Ben and opens Tuesday from the weekly Edit dialog, adds a late shift past the
 * café's closing hour by widening its hours in one step, then moves Ann to the night bar from
 * Thursday: her shifts before Thursday stay hers, from Thursday they are open shifts.
 */

test.describe.configure({ mode: 'serial' });

let page: Page;
let userId = '';
let cafeId = '';
let annId = '';

// Next week: every day lies after today, so a move from its Thursday is allowed.
const monday = dayjs(e2eStart())
  .startOf('day')
  .add((8 - dayjs(e2eStart()).day()) % 7 || 7, 'day');
const day = (offset: number) => monday.add(offset, 'day');
const iso = (d: Dayjs) => d.format('YYYY-MM-DD');
const longDay = (d: Dayjs) => d.format('dddd D MMMM');

const dialog = () => page.getByRole('dialog');
const cell = (name: string, d: Dayjs) => page.locator(`[data-testid="weekly-cell"][data-employee="${name}"][data-date="${iso(d)}"]`);
const openCell = (d: Dayjs) => page.locator(`[data-testid="weekly-open-cell"][data-date="${iso(d)}"]`);
const editAnn = (d: Dayjs) => page.getByRole('button', { name: `Edit Ann's shift on ${longDay(d)}, 09:00-17:00` });

const api = (method: string, url: string, body?: unknown) => pageApi(page, method, url, body);

const openWeek = async () => {
  await page.goto(`/?view=weekly&w=${cafeId}&date=${iso(monday)}`);
  await expect(page.locator('.weekly-week-total-label')).toHaveText('Next week');
};

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  page = await (await newContext(browser, { viewport: { width: 1280, height: 900 } })).newPage();
});

test.afterAll(async () => {
  await page.context().close();
});

test('sets up a café open 08:00-23:00, a night bar, Ann and Ben, and Ann Monday to Friday next week', async () => {
  const email = uniqueEmail('moves');
  await signUp(page, email);
  const me = await api('GET', '/auth/me');
  userId = me.user_id ?? me.user?.user_id;
  const workplace = async (workplaceName: string, rotaStartTime: number, rotaEndTime: number) =>
    (
      await api('POST', '/workplaces/createworkplace', {
        workplaceName,
        industryType: 'restaurant',
        workplaceServices: [101],
        userId,
        rotaStartTime,
        rotaEndTime,
      })
    ).workplace_id as string;
  cafeId = await workplace('Harbour Cafe', 8, 23);
  await workplace('Night Bar', 18, 26);
  const employee = async (name: string) =>
    (
      await api('POST', '/employees/createemployee', {
        workplace_id: cafeId,
        display_name: name,
        first_name: name,
        surname: 'Smith',
        rate: 12,
        services: [101],
        created_by: userId,
      })
    ).employee_id as string;
  annId = await employee('Ann');
  await employee('Ben');
  for (let offset = 0; offset < 5; offset++) {
    await api('POST', '/assignments/placeassignment', {
      workplaceId: cafeId,
      date: iso(day(offset)),
      serviceType: 101,
      employeeId: annId,
      timeStart: '09:00:00',
      timeEnd: '17:00:00',
      userId,
    });
  }
});

test("gives Ann's Monday to Ben and opens her Tuesday from the weekly Edit dialog", async () => {
  await openWeek();
  await editAnn(day(0)).click();
  await expect(dialog()).toHaveAccessibleName('Edit Shift');
  await dialog().getByLabel('Employee').selectOption({ label: 'Ben' });
  await dialog().getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog()).toBeHidden();
  await expect(cell('Ben', day(0))).toContainText('09:00-17:00');
  await expect(cell('Ann', day(0)).getByRole('button', { name: /^Edit / })).toHaveCount(0);

  await editAnn(day(1)).click();
  await dialog().getByLabel('Employee').selectOption({ label: 'Nobody (open shift)' });
  await dialog().getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog()).toBeHidden();
  await expect(openCell(day(1))).toContainText('09:00-17:00');
  await expect(cell('Ann', day(1)).getByRole('button', { name: /^Edit / })).toHaveCount(0);
});

test("adds a late shift past closing time by widening the café's hours in one step", async () => {
  await page.getByRole('button', { name: `Add a shift for Ben on ${longDay(day(2))}` }).click();
  // Inside the hours the end hour stops at 23.
  await dialog().getByLabel('Start hour').selectOption('22');
  await expect(dialog().getByLabel('End hour').locator('option')).toHaveText(['23']);
  await dialog().getByLabel('Times').fill('22-2');
  await expect(dialog()).toContainText("This workplace's rota ends at 23:00. Change its hours under Profile → Edit workplace.");
  await dialog().getByRole('button', { name: "Extend this workplace's hours to 02:00 and save" }).click();
  await expect(dialog()).toBeHidden();
  await expect(cell('Ben', day(2))).toContainText('22:00-02:00');
  const workplaces = await api('GET', `/workplaces/getworkplaces?userId=${userId}`);
  expect(workplaces.find((w: { workplace_id: string }) => w.workplace_id === cafeId)).toMatchObject({
    rota_start_time: 8,
    rota_end_time: 26,
  });
});

test('moves Ann to the night bar from Thursday: her shifts before Thursday stay, from Thursday they are open', async () => {
  await page.goto('/profile');
  await page.getByRole('button', { name: /^Harbour Cafe Restaurant · 2 employees/ }).click();
  await page.getByRole('button', { name: 'Edit Ann', exact: true }).click();
  await expect(dialog()).toHaveAccessibleName('Edit Employee');
  await dialog().getByLabel('Workplace').selectOption({ label: 'Night Bar' });
  await dialog()
    .getByLabel('Works at the new workplace from')
    .fill(iso(day(3)));
  // Thursday and Friday; Wednesday stays hers.
  await expect(dialog()).toContainText('2 upcoming shifts will become open shifts.');
  await dialog().getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog()).toBeHidden();

  await openWeek();
  // Wednesday is still Ann's, at the café, in her row.
  await expect(cell('Ann', day(2))).toContainText('09:00-17:00');
  for (const offset of [3, 4]) {
    await expect(openCell(day(offset))).toContainText('09:00-17:00');
    await expect(cell('Ann', day(offset)).getByRole('button', { name: /^Edit / })).toHaveCount(0);
  }
  await expect(page.locator('.weekly-open-count')).toHaveText('3 open shifts');
});
