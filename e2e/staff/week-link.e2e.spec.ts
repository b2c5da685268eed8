import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import dayjs from 'dayjs';
import { signUp, uniqueEmail } from '../support/accounts';
import { e2eStart, newContext } from '../support/clock';

/**
 * Issue 15, week links: a manager plans a week, shares it from the weekly planner, and a member
 * of staff opens the link signed out on a 375 px phone: the tabs open on today, and each day's
 * tab shows that day's shifts (an overnight one with '+1').
 */

const monday = dayjs(e2eStart())
  .startOf('day')
  .subtract((dayjs(e2eStart()).day() + 6) % 7, 'day');
const iso = (offset: number) => monday.add(offset, 'day').format('YYYY-MM-DD');
const todayIndex = dayjs(e2eStart()).startOf('day').diff(monday, 'day');

async function call<T>(request: APIRequestContext, method: string, path: string, data: Record<string, unknown>): Promise<T> {
  const response = await request.fetch(`/api${path}`, { method, data });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test('a week link opens on a 375 px phone at today, and its day tabs show each day', async ({ page, browser }) => {
  await signUp(page, uniqueEmail('weeklink'));
  const { request } = page;
  const { workplace_id: workplaceId } = await call<{ workplace_id: string }>(request, 'POST', '/workplaces/createworkplace', {
    workplaceName: 'Quay Kitchen',
    industryType: 'restaurant',
    workplaceServices: [101, 103, 110],
    rotaStartTime: 7,
    rotaEndTime: 26,
  });
  const employee = async (name: string) =>
    (
      await call<{ employee_id: string }>(request, 'POST', '/employees/createemployee', {
        workplace_id: workplaceId,
        display_name: name,
        first_name: name,
        surname: 'Tester',
        rate: '11.50',
        services: [],
      })
    ).employee_id;
  const plan = async (dayOffset: number, serviceType: number, employeeId: string, timeStart: string, timeEnd: string) => {
    const { shift_id: shiftId } = await call<{ shift_id: string }>(request, 'POST', '/shifts/addshift', {
      date: iso(dayOffset),
      serviceType,
      workplaceId,
    });
    await call(request, 'POST', '/assignments/addassignment', { shiftId, employeeId, timeStart, timeEnd });
  };
  const [ann, bob, kit] = [await employee('Ann'), await employee('Bob'), await employee('Kit')];
  await plan(0, 101, ann, '09:00', '17:00');
  await plan(2, 103, bob, '12:00', '20:00');
  await plan(4, 110, kit, '22:00', '02:00');

  // The weekly planner shares the week it shows.
  await page.goto(`/?date=${iso(2)}`);
  await page.getByRole('button', { name: 'Share week' }).click();
  await page
    .getByRole('dialog', { name: /^Share this (day|week)$/ })
    .getByRole('button', { name: 'Share', exact: true })
    .click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  const link = (await page.getByTestId('share-link').getAttribute('href')) ?? '';
  expect(link).toMatch(/\/rota\/[A-Za-z0-9_-]{22,}$/);

  const phone = await newContext(browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const viewer = await phone.newPage();
  try {
    await viewer.goto(link);
    await expect(viewer.getByRole('heading', { name: 'Quay Kitchen', level: 1 })).toBeVisible();
    await expect(viewer.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    const tabs = viewer.getByRole('tab');
    await expect(tabs).toHaveCount(7);
    // It opens on today's tab.
    await expect(tabs.nth(todayIndex)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(todayIndex)).toHaveAccessibleName(/, today$/);
    // No sideways scroll on the page.
    expect(await viewer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    const panel = viewer.getByRole('tabpanel');
    await tabs.nth(0).tap();
    await expect(panel.getByRole('button', { name: 'Ann, 09:00 - 17:00' })).toBeVisible();
    await expect(panel.getByRole('group', { name: 'Server' })).toBeVisible();
    await tabs.nth(2).tap();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('button', { name: 'Bob, 12:00 - 20:00' })).toBeVisible();
    await tabs.nth(4).tap();
    const overnight = panel.getByRole('button', { name: 'Kit, 22:00 - 02:00 +1' });
    await expect(overnight).toBeVisible();
    await overnight.tap();
    await expect(panel.getByTestId('rota-detail')).toHaveText('Kit 22:00 - 02:00 +1');
    await tabs.nth(5).tap();
    await expect(panel.getByText('Nothing planned on Saturday.')).toBeVisible();

    // Live: a change in the planner shows on the link.
    await plan(5, 101, ann, '10:00', '14:00');
    await viewer.reload();
    await tabs.nth(5).tap();
    await expect(panel.getByRole('button', { name: 'Ann, 10:00 - 14:00' })).toBeVisible();
  } finally {
    await phone.close();
  }
});
