import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import dayjs from 'dayjs';
import { seriousViolationsIn } from '../support/axe';
import { E2E_TODAY, newContext } from '../support/clock';
import { expectNoSidewaysScroll, iso, ok, openBusiness, PHONE, type Business } from '../staff-requests/business';

/**
 * Issue 39's "Done when" journey: a finalised week never changes, and a later correction is paid
 * in the next period as an adjustment. The manager (1280 px) finalises last week on the
 * dashboard, exports it (the pay-lines CSV downloads), corrects and approves a day inside it in
 * the planner's daily Timesheet panel, then sees the adjustment, with its note, in this week's
 * pay lines and on Ann's payslip; re-exporting the finalised week gives the same bytes. A second
 * test: a workplace paying short notice (under 24 h, the hours lost) and a shift removed a few
 * hours before it starts: its short-notice line on the dashboard and the payslip, with its note.
 * On a 375 px phone the same pages fit the screen. axe checks each screen as it opens.
 *
 * On the journeys' clock today is Wednesday 10 June 2026 (09:30 in London): the week of
 * Monday 1 June has ended; this week (8-14 June) is open. Pay is weekly from Mondays (the
 * default schedule). Hand-worked figures (rate £12.50, no break rules, no overtime):
 *   Ann Tue 2 June 09:00-17:00 planned: 8 h × £12.50 = £100.00; the week is finalised so.
 *   Corrected to 09:00-17:30 and approved: 8.5 h, £106.25; +0.5 h × £12.50 = +£6.25, paid as an
 *   adjustment line in the week of 8 June.
 *   Short notice: Ann today 14:00-18:00 (London), removed at about 09:30: 4.5 h' notice, under
 *   24 h, so the 4 paid hours lost are paid: 4 × £12.50 = £50.00.
 */

test.use({ bypassCSP: true, timezoneId: 'Europe/London' });

const TODAY = dayjs(E2E_TODAY);
const LAST_MONDAY = TODAY.subtract(9, 'day'); // Monday 1 June 2026
const TUESDAY = LAST_MONDAY.add(1, 'day'); // Tuesday 2 June
const THIS_MONDAY = TODAY.subtract(2, 'day'); // Monday 8 June
const LAST_WEEK = '01/06/26 – 07/06/26';
const THIS_WEEK = '08/06/26 – 14/06/26';

async function expectNoSerious(page: Page, scope: string[], what: string) {
  await page.waitForLoadState('networkidle');
  const found = await seriousViolationsIn(page, scope);
  expect.soft(found, `${what}:\n${found.join('\n')}`).toEqual([]);
}

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

const exportPath = (business: Business, periodStart: string) =>
  `/api/pay/export?userId=${business.userId}&workplaceId=${business.workplaceId}&periodStart=${periodStart}&format=csv`;

/** The dashboard's pay lines, on the period named by its label. */
async function showPeriod(page: Page, label: string): Promise<Locator> {
  await page.goto('/dashboard');
  const detail = page.getByTestId('pay-period-detail');
  await page
    .getByRole('region', { name: 'Pay periods' })
    .getByRole('button', { name: `Show ${label}` })
    .click();
  await expect(detail.getByRole('heading', { name: `Pay lines, ${label}` })).toBeVisible();
  return detail;
}

test('finalises last week, exports it, corrects a day in it, and pays the difference as an adjustment next week (1280 px and a 375 px phone)', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const business = await openBusiness(page, ['Ann']);
  const ann = business.people.Ann;
  await business.place(TUESDAY, ann, '09:00', '17:00');

  // Last week, open: finalised after the confirmation.
  await page.goto('/dashboard');
  const periods = page.getByRole('region', { name: 'Pay periods' });
  const lastWeek = periods.getByRole('row', { name: new RegExp(`^${LAST_WEEK}`) });
  const detail = page.getByTestId('pay-period-detail');
  await expect(detail.getByRole('heading', { name: `Pay lines, ${LAST_WEEK}` })).toBeVisible();
  await expect(lastWeek).toContainText('Open');
  await expect(lastWeek).toContainText('8.00');
  await expect(lastWeek).toContainText('£100.00');
  await detail.getByRole('button', { name: 'Finalise' }).click();
  const confirm = page.getByRole('dialog', { name: 'Finalise pay period' });
  await confirm.getByRole('button', { name: 'Finalise' }).click();
  await expect(confirm).toBeHidden();
  await expect(lastWeek).toContainText('Finalised');

  // Export: the pay-lines CSV downloads.
  await detail.getByLabel('Format').selectOption('csv');
  const exported = await download(page, () => detail.getByRole('button', { name: 'Export' }).click());
  expect(exported.name).toBe(`payroll-${iso(LAST_MONDAY)}-to-${iso(LAST_MONDAY.add(6, 'day'))}-csv.csv`);
  expect(exported.bytes.toString('utf8')).toContain('100.00');

  // Tuesday 2 June, in the planner's daily Timesheet panel: Ann stayed until 17:30; the day is approved.
  await page.goto(`/?w=${business.workplaceId}&view=daily&date=${iso(TUESDAY)}`);
  const panel = page.getByRole('region', { name: 'Timesheet' });
  const annRow = panel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Ann' }) });
  await annRow.getByRole('button', { name: "Correct Ann's timesheet" }).click();
  const form = panel.getByRole('form', { name: "Correct Ann's timesheet" });
  await form.getByLabel('Start').fill('09:00');
  await form.getByLabel('End').fill('17:30');
  await form.getByLabel('Break (min)').fill('0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(annRow.locator('td').nth(3)).toHaveText('8 hrs 30 mins');
  await panel.getByRole('button', { name: 'Approve day' }).click();
  await expect(panel.getByText('Approved', { exact: true })).toBeVisible();

  // The finalised week still says £100.00; this week pays the +0.5 h as an adjustment.
  await page.goto('/dashboard');
  await expect(lastWeek).toContainText('Finalised');
  await expect(lastWeek).toContainText('£100.00');
  const thisWeek = periods.getByRole('row', { name: new RegExp(`^${THIS_WEEK}`) });
  await expect(thisWeek).toContainText('Open');
  await expect(thisWeek).toContainText('0.50');
  await expect(thisWeek).toContainText('£6.25');
  // Nothing is left to finalise: this week is shown first.
  await expect(detail.getByRole('heading', { name: `Pay lines, ${THIS_WEEK}` })).toBeVisible();
  await expect(detail.getByRole('columnheader', { name: 'Adjustment' })).toBeVisible();
  const annLine = detail.locator('tr[data-employee="Ann"]');
  await expect(annLine).toContainText('£6.25');
  await expect(annLine).toContainText('0.50 h');
  await expectNoSerious(page, ['.pay-periods', '.pay-period-detail'], 'dashboard with an adjustment');

  // Ann's payslip for this week: the adjustment line, its note and the events behind it.
  await annLine.getByRole('link', { name: 'Payslip for Ann' }).click();
  await expect(page.getByRole('heading', { name: 'Payslip: Ann', level: 1 })).toBeVisible();
  const slip = page.getByRole('table', { name: `Pay lines of Ann, ${THIS_WEEK}` });
  const adjustment = slip.getByRole('row', { name: /^Adjustment, Tue 2 Jun/ });
  await expect(adjustment).toContainText('0.50£12.50£6.25');
  // The change named is the correction, by the manager (named by their e-mail's local part: no display name set).
  await expect(adjustment).toContainText(/Adjustment for Tue 2 Jun: \+0\.5 h, £6\.25, timesheet corrected by requests\w+ on 10 Jun/);
  // Paid once: one adjustment line, and it is all this week pays Ann.
  await expect(slip.getByRole('row', { name: /^Adjustment/ })).toHaveCount(1);
  await expect(page.getByTestId('payslip-total')).toHaveText('£6.25');
  await adjustment.getByRole('button', { name: /^Events \(\d+\) behind Adjustment/ }).click();
  await expect(page.getByRole('list', { name: 'Events behind this line' }).getByRole('listitem').first()).toBeVisible();
  await expectNoSerious(page, ['.payslip-page'], 'payslip with an adjustment');

  // Re-exporting the finalised week: the same bytes, from the page and from the API.
  const again = await showPeriod(page, LAST_WEEK);
  await again.getByLabel('Format').selectOption('csv');
  const reexported = await download(page, () => again.getByRole('button', { name: 'Export' }).click());
  expect(reexported.bytes.equals(exported.bytes)).toBe(true);
  const served = await page.request.get(exportPath(business, iso(LAST_MONDAY)));
  expect((await served.body()).equals(exported.bytes)).toBe(true);

  // The phone: this week's adjustment and the payslip fit 375 px.
  const phone = await newContext(browser, {
    ...PHONE,
    bypassCSP: true,
    timezoneId: 'Europe/London',
    storageState: await page.context().storageState(),
  });
  const small = await phone.newPage();
  await small.goto('/dashboard');
  const smallDetail = small.getByTestId('pay-period-detail');
  await expect(smallDetail.getByRole('heading', { name: `Pay lines, ${THIS_WEEK}` })).toBeVisible();
  await expect(smallDetail.locator('tr[data-employee="Ann"]')).toContainText('£6.25');
  await expectNoSideways(small);
  await expectNoSerious(small, ['.pay-periods', '.pay-period-detail'], 'dashboard with an adjustment (phone)');
  await smallDetail.getByRole('link', { name: 'Payslip for Ann' }).click();
  await expect(small.getByRole('row', { name: /^Adjustment, Tue 2 Jun/ })).toContainText('Adjustment for Tue 2 Jun: +0.5 h, £6.25');
  await expectNoSideways(small);
  await expectNoSerious(small, ['.payslip-page'], 'payslip with an adjustment (phone)');
  await phone.close();
});

test('pays a shift removed less than 24 hours before it starts as a short-notice line, with its note (1280 px and a 375 px phone)', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const business = await openBusiness(page, ['Ann'], { publishMode: 'live' });
  const ann = business.people.Ann;
  await ok(
    await page.request.put('/api/workplaces/updateworkplace', {
      data: {
        workplace_id: business.workplaceId,
        shortNotice: { hours: 24, pay: 'lost-hours', effectiveFrom: iso(THIS_MONDAY) },
        user_id: business.userId,
      },
    }),
    'short-notice pay',
  );
  const assignmentId = await business.place(TODAY, ann, '14:00', '18:00');
  await ok(
    await page.request.delete('/api/assignments/deleteassignment', { data: { assignment_id: assignmentId, userId: business.userId } }),
    'deleteassignment',
  );

  // This week (the only period): Ann's short-notice pay, the 4 hours lost.
  await page.goto('/dashboard');
  const periods = page.getByRole('region', { name: 'Pay periods' });
  const thisWeek = periods.getByRole('row', { name: new RegExp(`^${THIS_WEEK}`) });
  await expect(thisWeek).toContainText('4.00');
  await expect(thisWeek).toContainText('£50.00');
  const detail = page.getByTestId('pay-period-detail');
  await expect(detail.getByRole('heading', { name: `Pay lines, ${THIS_WEEK}` })).toBeVisible();
  await expect(detail.getByRole('columnheader', { name: 'Short-notice' })).toBeVisible();
  const annLine = detail.locator('tr[data-employee="Ann"]');
  await expect(annLine).toContainText('£50.00');
  await expect(annLine).toContainText('4.00 h');
  await expectNoSerious(page, ['.pay-periods', '.pay-period-detail'], 'dashboard with short-notice pay');

  // The payslip names the shift, when Ann was given it and when it was cancelled.
  await annLine.getByRole('link', { name: 'Payslip for Ann' }).click();
  const slip = page.getByRole('table', { name: `Pay lines of Ann, ${THIS_WEEK}` });
  const line = slip.getByRole('row', { name: /^Short-notice, Wed 10 Jun/ });
  await expect(line).toContainText('4.00£12.50£50.00');
  await expect(line).toContainText(/Short notice for Wed 10 Jun 14:00–18:00: published 10 Jun \d\d:\d\d, cancelled 10 Jun \d\d:\d\d/);
  await expect(page.getByTestId('payslip-total')).toHaveText('£50.00');
  await line.getByRole('button', { name: /^Events \(\d+\) behind Short-notice/ }).click();
  await expect(page.getByRole('list', { name: 'Events behind this line' }).getByRole('listitem')).not.toHaveCount(0);
  await expectNoSerious(page, ['.payslip-page'], 'payslip with short-notice pay');

  const phone = await newContext(browser, {
    ...PHONE,
    bypassCSP: true,
    timezoneId: 'Europe/London',
    storageState: await page.context().storageState(),
  });
  const small = await phone.newPage();
  await small.goto(page.url());
  await expect(small.getByRole('row', { name: /^Short-notice, Wed 10 Jun/ })).toContainText('Short notice for Wed 10 Jun 14:00–18:00');
  await expectNoSideways(small);
  await expectNoSerious(small, ['.payslip-page'], 'payslip with short-notice pay (phone)');
  await phone.close();
});

const expectNoSideways = (page: Page) => expectNoSidewaysScroll(page, 375);
