import { expect, test } from '../support/test';
import { seriousViolationsIn as seriousViolations } from '../support/axe';
import { cell, openBusiness, openPhone, openPlanner, section, week } from './business';

/**
 * axe-core on issue 27's new UI: the personal page's sections on a phone, and the planner at
 * 1280 px with the Requests panel open, greyed cells and the publish control. Serious and
 * critical findings fail the test.
 */

// axe is injected as a script tag; the app's CSP would refuse it.
test.use({ bypassCSP: true });

/** The personal page's sections (issue 27 made them: everything under the page's header). */
const STAFF_PAGE_UI = ['.staff-page-nav', '.staff-offline', '.staff-section'];
/** The planner's new controls: the Requests button and panel, the publish control, the greyed cells. */
const PLANNER_UI = ['.requests-tab', '.requests-panel', '.publish-controls', '.publish-notify', '.weekly-cell.is-unavailable'];

const tuesday = week.add(1, 'day');
const wednesday = week.add(2, 'day');
const thursday = week.add(3, 'day');

test('the personal page (phone) and the planner with the Requests panel open and the publish control (desktop) have no serious accessibility violations', async ({
  page,
  browser,
}) => {
  const business = await openBusiness(page, ['Eve', 'Fay']);
  const { Eve: eve, Fay: fay } = business.people;
  await business.place(tuesday, eve, '09:00', '17:00');
  await business.place(thursday, fay, '12:00', '20:00');
  await business.place(wednesday, null, '10:00', '16:00');
  // Something in every section: Fay asks for cover, Eve asks for time off and picks up a shift.
  const api = page.request;
  const staffApi = (person: typeof eve, path: string, data: object) => api.post(`/api${person.page}${path}`, { data });
  const fayShift = await api.get(`/api${fay.page}`).then((r) => r.json() as Promise<{ shifts: { id: string }[] }>);
  expect((await staffApi(fay, '/swaps', { assignmentId: fayShift.shifts[0].id })).status()).toBe(201);
  expect(
    (
      await staffApi(eve, '/timeoff', { from: week.add(5, 'day').format('YYYY-MM-DD'), to: week.add(6, 'day').format('YYYY-MM-DD') })
    ).status(),
  ).toBe(201);
  expect(
    (await api.put(`/api${eve.page}/availability`, { data: { weekly: { mon: [{ from: '00:00', to: '17:00' }], sun: [] } } })).status(),
  ).toBe(204);

  const { context, page: phone } = await openPhone(browser, eve, { bypassCSP: true });
  await expect(section(phone, 'Can you cover?').getByRole('button', { name: /^I can cover/ })).toBeVisible();
  await expect(section(phone, 'Open shifts').getByRole('button', { name: /^Pick up/ })).toBeVisible();
  const staffPage = await seriousViolations(phone, STAFF_PAGE_UI);
  expect(staffPage, staffPage.join('\n')).toEqual([]);
  await context.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await openPlanner(page, week);
  await expect(cell(page, 'Eve', week)).toHaveClass(/is-unavailable/);
  await page.getByRole('button', { name: 'Requests (2 pending)' }).click();
  await expect(page.getByRole('region', { name: 'Requests' }).getByRole('button', { name: 'Approve' }).first()).toBeVisible();
  const planner = await seriousViolations(page, PLANNER_UI);
  expect(planner, planner.join('\n')).toEqual([]);

  // The on-publish control: the unpublished count and Publish.
  expect(
    (
      await api.put('/api/workplaces/updateworkplace', {
        data: { workplace_id: business.workplaceId, publishMode: 'on-publish', user_id: business.userId },
      })
    ).status(),
  ).toBe(200);
  await business.place(week.add(4, 'day'), eve, '09:00', '12:00');
  await openPlanner(page, week);
  await expect(page.getByText('1 unpublished change', { exact: true })).toBeVisible();
  const publish = await seriousViolations(page, PLANNER_UI);
  expect(publish, publish.join('\n')).toEqual([]);
});
