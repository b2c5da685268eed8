import type { Page } from '@playwright/test';
import dayjs from 'dayjs';
import { seriousViolationsIn } from '../support/axe';
import { E2E_TODAY } from '../support/clock';
import { expect, test } from '../support/test';
import { expectNoSidewaysScroll, iso, ok, openBusiness, PHONE, SURNAME, week } from '../staff-requests/business';

/**
 * Issue 41's manager's day on a 375 px touch phone, on the journeys' clock (09:30 in London): the
 * planner opens on today; Ben, due at 09:00 and not clocked in, is marked late; the manager calls
 * him (a tel: link), offers the open shift to the first suitable person, approves a request,
 * marks Ben a no-show (his shift opens, "Fill again" is offered), then opens the week grid, whose
 * controls wait behind one menu so the grid starts on the first screen. No sideways scrolling and
 * no serious accessibility violations.
 */

test.use({ ...PHONE, bypassCSP: true });

const PLANNER_UI = ['.planner-header', '.today-view'];
/** Above the minimum wage on the journeys' day, so everyone free is suitable for an open shift. */
const WAGE = '13.00';

async function expectNoSeriousViolations(page: Page, what: string) {
  const found = await seriousViolationsIn(page, PLANNER_UI);
  expect(found, `${what}:\n${found.join('\n')}`).toEqual([]);
}

test("the manager's day on a phone: late, call, offer, approve, no-show, then the week grid behind one menu", async ({ page }) => {
  const business = await openBusiness(page, ['Ann', 'Ben', 'Cat', 'Dan'], { rate: WAGE });
  const today = dayjs(E2E_TODAY);
  const { people } = business;
  await business.place(today, people.Ann, '09:00', '17:00');
  await business.place(today, people.Ben, '09:00', '17:00');
  await business.place(today, people.Cat, '12:00', '18:00');
  await business.place(today, null, '11:00', '15:00');
  // Ann clocked in on her own phone; Ben did not; Ben has a phone number; Cat asks for time off next week.
  await ok(await page.request.post(`/api${people.Ann.page}/clock`, { data: { action: 'in' } }), 'Ann clocks in');
  await ok(
    await page.request.put('/api/employees/updateemployee', {
      data: {
        employee_id: people.Ben.id,
        display_name: 'Ben',
        first_name: 'Ben',
        surname: SURNAME,
        rate: WAGE,
        workplace_id: business.workplaceId,
        phone: '07700 900123',
      },
    }),
    'Ben’s phone',
  );
  await ok(await page.request.post(`/api${people.Cat.page}/timeoff`, { data: { from: iso(week), to: iso(week) } }), 'Cat asks');

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const onNow = page.getByRole('region', { name: /^On now/ });
  await expect(onNow.getByRole('heading', { name: 'On now (2)' })).toBeVisible();
  const ben = onNow.getByRole('listitem').filter({ hasText: 'Ben' });
  await expect(ben).toContainText('Late');
  await expect(onNow.getByRole('listitem').filter({ hasText: 'Ann' })).toContainText('In');
  await expect(ben.getByRole('link', { name: 'Call Ben' })).toHaveAttribute('href', 'tel:07700900123');
  await expect(page.getByRole('region', { name: /^Next/ })).toContainText('Cat');
  await expect(page.locator('.today-cost')).toContainText('so far');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'today');

  // Offer the open shift: Dan, free all day, is first in its "Give it to" list.
  const open = page.getByRole('region', { name: /^Open shifts/ });
  await open.getByRole('button', { name: /^Offer / }).tap();
  const dialog = page.getByRole('dialog', { name: 'Open Shift' });
  const choices = dialog.getByRole('button', { name: /^Assign / });
  await expect(choices.first()).toHaveAccessibleName('Assign Dan');
  await expectNoSeriousViolations(page, 'the open shift');
  await choices.first().tap();
  await expect(dialog).toBeHidden();
  await expect(open.getByRole('heading', { name: 'Open shifts (0)' })).toBeVisible();

  // Approve Cat's time off.
  const requests = page.getByRole('region', { name: /^Requests waiting/ });
  await expect(requests).toContainText('Cat');
  await requests.getByRole('button', { name: 'Approve' }).tap();
  await expect(requests).toContainText('No requests waiting.');
  // Its toast sits inside the screen while it shows, and the page does not scroll sideways.
  const toast = page.getByRole('status').filter({ hasText: /^Approved/ });
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  expect([box.x >= 0, box.x + box.width <= 375], `the toast spans ${box.x}-${box.x + box.width}`).toEqual([true, true]);
  await expectNoSidewaysScroll(page);

  // Ben is a no-show: his shift opens, and the auto-fill can fill it again.
  await ben.getByRole('button', { name: 'Ben is a no-show' }).tap();
  await expect(page.getByText('Ben marked as a no-show: their shift is open.')).toBeVisible();
  await expect(onNow.getByRole('heading', { name: 'On now (1)' })).toBeVisible();
  await expect(open.getByRole('heading', { name: 'Open shifts (1)' })).toBeVisible();
  await expect(open.getByRole('button', { name: 'Fill again' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'after the no-show');

  // The week grid: reachable in one tap, starting on the first screen, its controls behind one menu.
  await page.getByRole('button', { name: 'Weekly', exact: true }).tap();
  const grid = page.getByRole('region', { name: 'Weekly rota' }).getByRole('grid');
  await expect(grid).toBeVisible();
  const top = (await grid.boundingBox())!.y;
  expect(top, 'the grid starts on the first screen').toBeLessThan(812 - 120);
  await expect(page.getByRole('button', { name: 'Copy week…' })).toBeHidden();
  await page.getByRole('button', { name: 'Planner menu' }).tap();
  await expect(page.getByRole('button', { name: 'Copy week…' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Requests/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'the week with its menu open');
});
