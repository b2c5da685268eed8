import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUp, uniqueEmail } from '../support/accounts';
import { pageApi } from '../support/page-api';
import { e2eStart, newContext } from '../support/clock';

/**
 * A shared week on a 375 px phone (issue 29, point 8): a day longer than the screen scrolls within
 * itself (Earlier / Later), so an evening or overnight shift past the right edge can be reached and
 * seen whole, and the page itself never scrolls sideways.
 */

const api = pageApi;

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const today = e2eStart();
const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7));
const dayOf = (offset: number) => isoOf(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + offset));

/** Whether `inner` lies whole inside `outer` on screen (1 px of rounding allowed). */
async function within(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  return a !== null && b !== null && a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1;
}

test('on a 375 px phone the shared week scrolls within each day to its evening shifts', async ({ page, browser }) => {
  await signUp(page, uniqueEmail('phone-week'));
  const me = await api(page, 'GET', '/auth/me');
  const userId: string = me.user_id ?? me.user?.user_id;
  const { workplace_id: workplaceId } = await api(page, 'POST', '/workplaces/createworkplace', {
    workplaceName: 'The Harbour Kitchen',
    industryType: 'restaurant',
    workplaceServices: [101, 103, 110],
    userId,
    rotaStartTime: 7,
    rotaEndTime: 26,
  });
  const staff: Record<string, string> = {};
  for (const name of ['Chloe', 'Priya', 'Zoë']) {
    staff[name] = (
      await api(page, 'POST', '/employees/createemployee', {
        workplace_id: workplaceId,
        display_name: name,
        first_name: name,
        surname: 'Tester',
        rate: '11.50',
        services: [],
        created_by: userId,
      })
    ).employee_id;
  }
  // Wednesday runs from 10:00 to 02:00: 16 hours, more than a phone shows across.
  for (const [service, name, timeStart, timeEnd] of [
    [101, 'Priya', '11:00', '15:00'],
    [101, 'Priya', '18:00', '22:00'],
    [103, 'Chloe', '10:00', '18:00'],
    [110, 'Zoë', '22:00', '02:00'],
  ] as const) {
    await api(page, 'POST', '/assignments/placeassignment', {
      workplaceId,
      date: dayOf(2),
      serviceType: service,
      employeeId: staff[name],
      timeStart,
      timeEnd,
      userId,
    });
  }
  const { rotaId } = await api(page, 'POST', '/rotas/share', { workplaceId, weekStart: dayOf(0), userId });

  const phone = await newContext(browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const viewer = await phone.newPage();
  await viewer.goto(`/rota/${rotaId}`);
  await viewer.getByRole('tab').nth(2).tap();
  const panel = viewer.getByRole('tabpanel');
  const day = panel.getByTestId('rota-scroll');
  const zoe = panel.getByRole('button', { name: /^Zoë, 22:00 - 02:00 \+1/ });
  await expect(zoe).toBeAttached();
  // The overnight shift starts past the right edge, and the day says there is more of it.
  expect(await within(zoe, day)).toBe(false);
  const later = panel.getByRole('button', { name: 'Later' });
  const earlier = panel.getByRole('button', { name: 'Earlier' });
  await expect(later).toBeEnabled();
  await expect(earlier).toBeDisabled();

  // Later, until the day ends: the shift is seen whole, inside the day, on the page. (Each press
  // scrolls smoothly, so the button may turn disabled between a look and a press: a press is brief.)
  await expect(async () => {
    if (await later.isEnabled()) await later.tap({ timeout: 1_000 });
    expect(await within(zoe, day)).toBe(true);
  }).toPass({ timeout: 15_000 });
  await expect(later).toBeDisabled();
  await expect(earlier).toBeEnabled();
  expect(await viewer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // Earlier goes back to the morning.
  await earlier.tap();
  await expect.poll(() => day.evaluate((el) => el.scrollLeft)).toBe(0);
  await expect(earlier).toBeDisabled();
  await phone.close();
});
