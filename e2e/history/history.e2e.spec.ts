import { readFile } from 'node:fs/promises';
import type { APIResponse, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { avatar, signUp, uniqueEmail } from '../support/accounts';
import { e2eStart } from '../support/clock';

/**
 * Journey: a manager plans Kit on a Kitchen Staff shift, then moves it to 11:00-15:00 and
 * gives it to Ann. On /history they see the timeline, open the day as it stood right after
 * the first change (Kit, 10:00-14:30), step forward to now (Ann, 11:00-15:00), compare the
 * two moments, and download the history as CSV and JSON.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const today = e2eStart();
const DAY = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** How the summaries write the day: 'Mon 7 Dec' (the date's own weekday, whatever the zone). */
const SHORT_DAY = (() => {
  const d = new Date(`${DAY}T12:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
})();

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The rota is made through the API with the page's own session cookie. */
async function planAndChangeADay(page: Page) {
  const request = page.request;
  const { user_id: userId } = await ok<{ user_id: string }>(await request.get('/api/auth/me'), 'me');
  const { workplace_id: workplaceId } = await ok<{ workplace_id: string }>(
    await request.post('/api/workplaces/createworkplace', {
      data: { workplaceName: 'The Crown', industryType: 'cafe', workplaceServices: [701, 702], userId, rotaStartTime: 6, rotaEndTime: 24 },
    }),
    'createworkplace',
  );
  const employee = async (name: string) =>
    (
      await ok<{ employee_id: string }>(
        await request.post('/api/employees/createemployee', {
          data: {
            workplace_id: workplaceId,
            display_name: name,
            first_name: name,
            surname: 'Tester',
            rate: '10.00',
            services: [],
            created_by: userId,
          },
        }),
        `createemployee ${name}`,
      )
    ).employee_id;
  const [kit, ann] = [await employee('Kit'), await employee('Ann')];
  const { shift_id: shiftId } = await ok<{ shift_id: string }>(
    await request.post('/api/shifts/addshift', { data: { date: DAY, serviceType: 702, workplaceId, userId } }),
    'addshift',
  );
  const { assignment_id: assignmentId } = await ok<{ assignment_id: string }>(
    await request.post('/api/assignments/addassignment', {
      data: { shiftId, employeeId: kit, timeStart: '10:00', timeEnd: '14:30', userId },
    }),
    'addassignment',
  );
  // The change the history must show.
  await ok(
    await request.put('/api/assignments/updateassignmenttime', { data: { assignmentId, timeStart: '11:00', timeEnd: '15:00', userId } }),
    'retime',
  );
  await ok(await request.put('/api/assignments/updateemployee', { data: { assignmentId, employeeId: ann, userId } }), 'reassign');
  return { workplaceId };
}

const bars = (page: Page) => page.getByTestId('history-bar');

test('a manager replays a day on /history, compares two moments and exports the history', async ({ page }) => {
  await signUp(page, uniqueEmail('history'));
  // Off the planner, whose day load drops shifts without assignments while we plan.
  await page.goto('/help');
  await planAndChangeADay(page);

  // The account dropdown leads to the page.
  await avatar(page).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();

  // The timeline, in the order things happened.
  const changes = page.getByRole('list', { name: 'Changes' });
  const assigned = `Kit assigned to Kitchen Staff 10:00-14:30 on ${SHORT_DAY}`;
  await expect(changes.getByText(assigned)).toBeVisible();
  await expect(changes.getByTestId('history-event')).toHaveCount(7);
  await expect(changes.getByTestId('history-event').last()).toContainText(
    `Ann assigned to Kitchen Staff 11:00-15:00 on ${SHORT_DAY} in place of Kit`,
  );

  // The day as it stood right after Kit was put on it.
  await changes
    .getByTestId('history-event')
    .filter({ hasText: assigned })
    .getByRole('button', { name: /^See rota then:/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Rota at a moment' })).toBeVisible();
  await expect(bars(page)).toHaveCount(1);
  await expect(bars(page).first()).toHaveAttribute('aria-label', 'Kit, 10:00-14:30');

  // Step through the day's changes to the last one: the rota as it stands now.
  const slider = page.getByRole('slider', { name: "Step through the day's changes" });
  await expect(slider).toHaveValue('2');
  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider).toHaveValue('4');
  await expect(page.getByText('After change 4 of 4:')).toBeVisible();
  await expect(bars(page).first()).toHaveAttribute('aria-label', 'Ann, 11:00-15:00');

  // And back to the earlier moment, then what changed from there to now.
  // One step at a time, as the page shows each (a second key before the first step is drawn could repeat it).
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveValue('3');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveValue('2');
  await expect(bars(page).first()).toHaveAttribute('aria-label', 'Kit, 10:00-14:30');
  await page.getByRole('button', { name: 'Compare with now' }).click();
  const diff = page.getByTestId('history-diff');
  await expect(diff.getByRole('heading', { name: 'Re-timed 1' })).toBeVisible();
  await expect(diff.getByText('Kitchen Staff 10:00-14:30 → 11:00-15:00')).toBeVisible();
  await expect(diff.getByRole('heading', { name: 'Re-assigned 1' })).toBeVisible();
  await expect(diff.getByText(/Kitchen Staff 11:00-15:00: Kit → Ann/)).toBeVisible();

  // A file for a dispute: every event, with ids and positions.
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(csvDownload.suggestedFilename()).toMatch(/^rotaledger-audit-the-crown-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await csvDownload.path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('position,event_id,stream,type,at,user_id,username,summary,data_json');
  expect(lines).toHaveLength(8);
  expect(csv).toContain(assigned);

  const [jsonDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export JSON' }).click()]);
  expect(jsonDownload.suggestedFilename()).toMatch(/^rotaledger-audit-the-crown-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await jsonDownload.path(), 'utf8'));
  expect(file.events.map((e: { type: string }) => e.type)).toEqual([
    'WorkplaceCreated',
    'EmployeeAdded',
    'EmployeeAdded',
    'ShiftCreated',
    'AssignmentAdded',
    'AssignmentTimed',
    'EmployeeAssigned',
  ]);
  expect(file.events.every((e: { position: number; eventId: string }) => e.position > 0 && /^[0-9a-f-]{36}$/.test(e.eventId))).toBe(true);
});
