import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUp, uniqueEmail } from '../support/accounts';
import { e2eStart } from '../support/clock';

/**
 * Print (issue 14, item 10): under print media the planner shows the rota's names, times and
 * totals, and none of the site chrome, the "+" buttons or the planner's controls.
 * The day is seeded through the API as the signed-in manager.
 */

async function api(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ([method, url, body]) => {
      const response = await fetch(`/api${url}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
      return text ? JSON.parse(text) : null;
    },
    [method, url, body] as const,
  );
}

function isoToday(): string {
  const d = e2eStart();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

test('prints the weekly and the daily rota without site chrome, "+" buttons or controls', async ({ page }) => {
  const email = uniqueEmail('print');
  await signUp(page, email);
  const me = await api(page, 'GET', '/auth/me');
  const userId: string = me.user_id ?? me.user?.user_id;
  const { workplace_id: workplaceId } = await api(page, 'POST', '/workplaces/createworkplace', {
    workplaceName: 'The Anchor',
    industryType: 'restaurant',
    workplaceServices: [101],
    email,
    userId,
    rotaStartTime: 8,
    rotaEndTime: 22,
  });
  const { employee_id: samId } = await api(page, 'POST', '/employees/createemployee', {
    workplace_id: workplaceId,
    display_name: 'Sam',
    first_name: 'Samantha',
    surname: 'Okafor',
    rate: 10,
    services: [101],
    created_by: userId,
  });
  const date = isoToday();
  const { shift_id: shiftId } = await api(page, 'POST', '/shifts/addshift', { date, serviceType: 101, workplaceId, userId });
  await api(page, 'POST', '/assignments/addassignment', { shiftId, employeeId: samId, timeStart: '09:00:00', timeEnd: '12:30:00', userId });

  // Weekly: the rota prints, its "+" and the site's header do not.
  await page.goto(`/?view=weekly&date=${date}`);
  await expect(page.getByRole('button', { name: /Edit Sam's shift/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add a shift for/ })).toHaveCount(7);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  // The seven "+" are still in the page, none of them on paper.
  await expect(page.getByRole('button', { name: /^Add a shift for/, includeHidden: true })).toHaveCount(7);
  await expect(page.getByRole('button', { name: /^Add a shift for/ })).toHaveCount(0);
  await expect(page.getByTestId('planner-workplace')).toHaveText('The Anchor');
  await expect(page.getByRole('button', { name: /Edit Sam's shift/ })).toContainText('09:00');
  await expect(page.getByRole('button', { name: /Edit Sam's shift/ })).toContainText('12:30');

  // Daily: the bar and the pay summary print; the toolbar (Add Shift, zoom, share) does not.
  await page.emulateMedia({ media: 'screen' });
  await page.goto(`/?view=daily&date=${date}`);
  await expect(page.getByTestId('assignment-bar')).toHaveCount(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: /Add Shift/ })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByTestId('assignment-bar')).toBeVisible();
  await expect(page.getByTestId('assignment-bar')).toHaveAccessibleName('Sam 09:00-12:30, Server');
  // The whole day fits the page: the track is laid out for print, nothing scrolls out of view.
  const scroll = page.getByTestId('timeline-scroll');
  expect(await scroll.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  const pay = page.getByRole('table');
  await expect(pay.getByRole('row', { name: /Samantha Okafor Sam 3 hrs 30 mins £35.00/ })).toBeVisible();
  await expect(pay.getByRole('row', { name: /Total 3 hrs 30 mins £35.00/ })).toBeVisible();
});
