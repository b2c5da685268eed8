import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import dayjs from 'dayjs';
import { newContext, E2E_TODAY } from '../support/clock';
import { iso, ok, openBusiness, PHONE, RATE, SERVER, SURNAME, type Business } from '../staff-requests/business';

/**
 * Issue 39 on screen: the owner (1280 px) sets Harbour Café's pay schedule (weekly from Monday
 * 1 June 2026) and overtime (after 8 paid hours a day at 1.5×) in Edit Workplace, opens the
 * dashboard's pay periods, finalises last week after the confirmation, exports it (Sage 50 is
 * refused while Bob has no payroll ID; the pay-lines CSV downloads, and again byte for byte),
 * and opens Ann's payslip with the events behind a line. On a 375 px phone the same pages fit
 * the screen. axe checks each as it opens; screenshots go to SHOTS_DIR when it is set.
 *
 * On the journeys' clock today is Wednesday 10 June 2026, so the week of 1-7 June has ended.
 * Hand-worked figures (rate £12.50 for both):
 *   Ann Tue 2 June 09:00-18:00: 9 h, 8 normal + 1 overtime.
 *     Normal 8 × £12.50 = £100.00; overtime rate £12.50 × 1.5 = £18.75, 1 h = £18.75; £118.75.
 *   Bob Thu 4 June 10:00-14:00: 4 h normal, 4 × £12.50 = £50.00.
 *   The week: 13 h, £168.75.
 */

test.use({ bypassCSP: true, timezoneId: 'Europe/London' });

const require = createRequire(__filename);
const AXE = require.resolve('axe-core');
const SHOTS = process.env.SHOTS_DIR;

const MONDAY = dayjs(E2E_TODAY).subtract(9, 'day'); // Monday 1 June 2026
const PERIOD = '01/06/26 – 07/06/26';

async function seriousViolations(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (c: unknown, o: unknown) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id} at ${n.target.join(' ')}`));
  });
  expect.soft(found, `${what}:\n${found.join('\n')}`).toEqual([]);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function cafeWithLastWeek(page: Page): Promise<Business> {
  const business = await openBusiness(page, ['Ann', 'Bob']);
  const { Ann: ann, Bob: bob } = business.people;
  await business.place(MONDAY.add(1, 'day'), ann, '09:00', '18:00');
  await business.place(MONDAY.add(3, 'day'), bob, '10:00', '14:00');
  // Ann has her works number; Bob has none yet.
  await ok(
    await page.request.put('/api/employees/updateemployee', {
      data: {
        employee_id: ann.id,
        display_name: 'Ann',
        first_name: 'Ann',
        surname: SURNAME,
        rate: RATE,
        services: [SERVER],
        workplace_id: business.workplaceId,
        payrollId: 'A100',
        user_id: business.userId,
      },
    }),
    'payroll ID',
  );
  return business;
}

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test('sets a pay schedule, finalises a week, exports it and opens a payslip (1280 px and a 375 px phone)', async ({ page, browser }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const business = await cafeWithLastWeek(page);

  // Edit Workplace: the schedule and overtime, from Monday 1 June.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Harbour Café' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Workplace' });
  await dialog.getByLabel('Pay schedule').selectOption('weekly');
  await dialog.getByLabel('First day of a pay period').fill(iso(MONDAY));
  await dialog.getByLabel('Pay overtime').check();
  await dialog.getByLabel('After hours a day').fill('8');
  await dialog.getByLabel('Overtime multiplier').fill('1.5');
  await dialog.getByLabel('Bank holidays paid as premium days').selectOption('england-and-wales');
  await dialog.getByLabel('Changes apply from').fill(iso(MONDAY));
  await dialog.getByRole('group', { name: 'Pay and payroll' }).scrollIntoViewIfNeeded();
  await seriousViolations(page, 'Edit Workplace with pay settings');
  await shot(page, 'edit-workplace-pay-1280');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const [saved] = await ok<{ paySchedule: unknown; overtime: unknown }[]>(
    await page.request.get(`/api/workplaces/getworkplaces?userId=${business.userId}`),
    'getworkplaces',
  );
  expect(saved.paySchedule).toMatchObject({ frequency: 'weekly', anchorDate: iso(MONDAY), effectiveFrom: iso(MONDAY) });
  expect(saved.overtime).toMatchObject({ afterDailyHours: 8, multiplier: 1.5 });

  // The dashboard's pay periods: last week is the one shown, open, by type per employee.
  await page.goto('/dashboard');
  const periods = page.getByRole('region', { name: 'Pay periods' });
  const lastWeek = periods.getByRole('row', { name: new RegExp(`^${PERIOD}`) });
  await expect(lastWeek).toContainText('Open');
  await expect(lastWeek).toContainText('13.00');
  await expect(lastWeek).toContainText('£168.75');
  const detail = page.getByTestId('pay-period-detail');
  await expect(detail.getByRole('heading', { name: `Pay lines, ${PERIOD}` })).toBeVisible();
  const ann = detail.locator('tr[data-employee="Ann"]');
  await expect(ann).toContainText('£100.00');
  await expect(ann).toContainText('£18.75');
  await expect(ann).toContainText('£118.75');
  await expect(detail.locator('tr[data-employee="Bob"]')).toContainText('£50.00');
  await seriousViolations(page, 'dashboard pay periods (open)');

  // Finalise, after the confirmation.
  await detail.getByRole('button', { name: 'Finalise' }).click();
  const confirm = page.getByRole('dialog', { name: 'Finalise pay period' });
  await expect(confirm).toContainText(`Finalise ${PERIOD}?`);
  await seriousViolations(page, 'Finalise dialog');
  await confirm.getByRole('button', { name: 'Finalise' }).click();
  await expect(confirm).toBeHidden();
  await expect(lastWeek).toContainText('Finalised');
  await expect(lastWeek).toContainText('£168.75');

  // Export: Sage 50 needs Bob's payroll ID; the pay-lines CSV downloads, the same bytes each time.
  await detail.getByRole('button', { name: 'Export' }).click();
  await expect(detail.getByRole('alert')).toContainText('This person has no payroll ID: Bob Lee.');
  await detail.getByLabel('Format').selectOption('csv');
  const first = await download(page, () => detail.getByRole('button', { name: 'Export' }).click());
  expect(first.name).toBe(`payroll-${iso(MONDAY)}-to-${iso(MONDAY.add(6, 'day'))}-csv.csv`);
  const text = first.bytes.toString('utf8');
  expect(text).toContain('Ann');
  expect(text).toContain('18.75');
  const again = await download(page, () => detail.getByRole('button', { name: 'Export' }).click());
  expect(again.bytes.equals(first.bytes)).toBe(true);
  const served = await page.request.get(
    `/api/pay/export?userId=${business.userId}&workplaceId=${business.workplaceId}&periodStart=${iso(MONDAY)}&format=csv`,
  );
  expect((await served.body()).equals(first.bytes)).toBe(true);
  await seriousViolations(page, 'dashboard pay periods (finalised)');
  await shot(page, 'dashboard-pay-periods-1280');

  // Ann's payslip: her lines, and the events behind one.
  await ann.getByRole('link', { name: 'Payslip for Ann' }).click();
  await expect(page.getByRole('heading', { name: 'Payslip: Ann', level: 1 })).toBeVisible();
  await expect(page.getByText('Payroll ID A100')).toBeVisible();
  const slip = page.getByRole('table', { name: `Pay lines of Ann, ${PERIOD}` });
  await expect(slip.getByRole('row', { name: /^Normal/ })).toContainText('8.00£12.50£100.00');
  await expect(slip.getByRole('row', { name: /^Overtime/ })).toContainText('1.00£18.75£18.75');
  await expect(page.getByTestId('payslip-total')).toHaveText('£118.75');
  await slip
    .getByRole('row', { name: /^Normal/ })
    .getByRole('button', { name: /^Events \(\d+\) behind Normal/ })
    .click();
  const events = page.getByRole('list', { name: 'Events behind this line' });
  await expect(events.getByRole('listitem').first()).toBeVisible();
  await expect(events.getByRole('link', { name: 'See in History' }).first()).toBeVisible();
  await seriousViolations(page, 'payslip with events open');
  await shot(page, 'payslip-1280');

  // The phone: the same pages fit 375 px.
  const phone = await newContext(browser, {
    ...PHONE,
    bypassCSP: true,
    timezoneId: 'Europe/London',
    storageState: await page.context().storageState(),
  });
  const small = await phone.newPage();
  await small.goto('/dashboard');
  await expect(small.getByRole('region', { name: 'Pay periods' }).getByRole('row', { name: new RegExp(`^${PERIOD}`) })).toContainText(
    'Finalised',
  );
  // Nothing is left to finalise, so this week (still open) is shown first: show last week.
  await expect(small.getByTestId('pay-period-detail').getByRole('heading', { name: /^Pay lines, 08\/06\/26/ })).toBeVisible();
  await small.getByRole('button', { name: `Show ${PERIOD}` }).click();
  await expect(small.getByTestId('pay-period-detail').getByRole('button', { name: 'Export' })).toBeVisible();
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await seriousViolations(small, 'dashboard pay periods (phone)');
  await shot(small, 'dashboard-pay-periods-375');
  await small.getByRole('link', { name: 'Payslip for Ann' }).click();
  await expect(small.getByTestId('payslip-total')).toHaveText('£118.75');
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await seriousViolations(small, 'payslip (phone)');
  await shot(small, 'payslip-375');
  await small.goto('/profile');
  await small.getByRole('button', { name: 'Edit Harbour Café' }).click();
  await small.getByRole('group', { name: 'Pay and payroll' }).scrollIntoViewIfNeeded();
  await shot(small, 'edit-workplace-pay-375');
  await phone.close();
});
