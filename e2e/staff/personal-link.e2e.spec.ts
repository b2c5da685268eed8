import type { APIResponse, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { PASSWORD, uniqueEmail } from '../support/accounts';
import { e2eStart, newContext } from '../support/clock';

/**
 * Journey: a manager creates an employee's personal link in the Edit dialog, and the staff
 * member opens it on a phone (375 px, no session): their upcoming shifts, an overnight one
 * marked +1, and "Add to my calendar" pointing at the webcal feed. The same phone then opens
 * the week's shared rota link, where Mary's shift is on its day's tab.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const inDays = (days: number) => {
  const d = e2eStart();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
/** The Monday of the week `days` from today, and that day's index (0 = Monday) in the week. */
const weekOf = (days: number) => {
  const dayIndex = (new Date(`${inDays(days)}T12:00:00`).getDay() + 6) % 7;
  return { monday: inDays(days - dayIndex), dayIndex };
};

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  const text = await response.text();
  expect(response.ok(), `${what}: ${response.status()} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A manager (signed in in this page's context) with one workplace, Mary and two of her shifts. */
async function plan(page: Page) {
  const request = page.request;
  const { user } = await ok<{ user: { user_id: string } }>(
    await request.post('/api/auth/signup', { data: { email: uniqueEmail('feeds'), password: PASSWORD } }),
    'signup',
  );
  const userId = user.user_id;
  const { workplace_id: workplaceId } = await ok<{ workplace_id: string }>(
    await request.post('/api/workplaces/createworkplace', {
      data: {
        workplaceName: 'The Anchor',
        industryType: 'bar',
        workplaceServices: [201, 202],
        rotaStartTime: 6,
        rotaEndTime: 30,
        timeZone: 'Europe/London',
        userId,
      },
    }),
    'createworkplace',
  );
  const { employee_id: employeeId } = await ok<{ employee_id: string }>(
    await request.post('/api/employees/createemployee', {
      data: {
        workplace_id: workplaceId,
        display_name: 'Mary',
        first_name: 'Mary',
        surname: 'Smith',
        rate: '12.50',
        services: [201],
        created_by: userId,
      },
    }),
    'createemployee',
  );
  for (const [date, service, start, end] of [
    [inDays(1), 201, '09:00', '17:00'],
    [inDays(3), 202, '22:00', '03:00'],
  ] as const) {
    const { shift_id: shiftId } = await ok<{ shift_id: string }>(
      await request.post('/api/shifts/addshift', { data: { date, serviceType: service, workplaceId, userId } }),
      'addshift',
    );
    await ok(
      await request.post('/api/assignments/addassignment', { data: { shiftId, employeeId, timeStart: start, timeEnd: end, userId } }),
      'addassignment',
    );
  }
  return { userId, workplaceId };
}

test('a personal link made in the Edit dialog and a week link open on a phone', async ({ page, browser }) => {
  const { userId, workplaceId } = await plan(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Mary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Employee' });
  const section = dialog.getByRole('region', { name: 'Calendar link' });
  await section.getByRole('button', { name: 'Create link' }).click();
  await expect(section.getByRole('status')).toHaveText('Calendar link created.');
  const url = await section.getByLabel('Personal link').inputValue();
  expect(url).toMatch(/\/staff\/[A-Za-z0-9_-]{43}$/);

  // The staff member's phone: another browser, no session.
  const phone = await newContext(browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const staff = await phone.newPage();
  const answer = staff.waitForResponse((response) => response.url().includes('/api/staff/'));
  await staff.goto(new URL(url).pathname);
  expect((await answer).headers()['referrer-policy']).toBe('no-referrer');
  await expect(staff.getByRole('heading', { level: 1, name: 'Mary' })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Tomorrow' })).toBeVisible();
  const shifts = staff.getByTestId('staff-shift');
  await expect(shifts).toHaveCount(2);
  await expect(shifts.nth(0)).toContainText('09:00 – 17:00');
  await expect(shifts.nth(0)).toContainText('Bartender');
  await expect(shifts.nth(0)).toContainText('The Anchor');
  await expect(shifts.nth(1)).toContainText('22:00 – 03:00+1');
  await expect(shifts.nth(1)).toContainText('Security');
  const add = staff.getByRole('link', { name: /Add to my calendar/ });
  await expect(add).toHaveAttribute('href', /^webcal:\/\/.+\/api\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  // No rate, no surname; nothing wider than the phone.
  await expect(staff.getByText(/12\.50|Smith/)).toHaveCount(0);
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The same phone opens the week's shared rota: Mary's shift of tomorrow is on its day's tab.
  const tomorrow = weekOf(1);
  const { rotaId } = await ok<{ rotaId: string }>(
    await page.request.post('/api/rotas/share', { data: { workplaceId, weekStart: tomorrow.monday, userId } }),
    'share week',
  );
  await staff.goto(`/rota/${rotaId}`);
  await expect(staff.getByRole('heading', { name: 'The Anchor', level: 1 })).toBeVisible();
  const tabs = staff.getByRole('tab');
  await expect(tabs).toHaveCount(7);
  await tabs.nth(tomorrow.dayIndex).tap();
  await expect(staff.getByRole('tabpanel').getByRole('button', { name: 'Mary, 09:00 - 17:00' })).toBeVisible();
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await staff.goto(new URL(url).pathname);
  await expect(staff.getByRole('heading', { level: 1, name: 'Mary' })).toBeVisible();

  // Revoked in the dialog, the phone's page says so on the next visit.
  await section.getByRole('button', { name: 'Revoke' }).click();
  await section.getByRole('button', { name: 'Revoke link' }).click();
  await expect(section.getByRole('button', { name: 'Create link' })).toBeVisible();
  await staff.reload();
  await expect(staff.getByRole('heading', { name: 'This link is not valid any more' })).toBeVisible();
  await phone.close();
});
