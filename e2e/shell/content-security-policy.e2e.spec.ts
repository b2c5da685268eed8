import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { logOut, signUp, uniqueEmail } from '../support/accounts';
import { e2eStart } from '../support/clock';

/**
 * The page runs under a strict Content-Security-Policy (no inline scripts or styles, no
 * outside source). This walks the main pages with real data on them and fails on
 * any violation the browser reports, so a change that needs a looser policy shows up here.
 */

function isoToday(): string {
  const d = e2eStart();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Collects every CSP violation the page reports, from the event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function json(page: Page, method: 'post' | 'put', path: string, data: Record<string, unknown>) {
  const response = await page.request[method](path, { data });
  expect(response.status(), `${method.toUpperCase()} ${path}`).toBeLessThan(300);
  return response.json();
}

test('the main pages run under the strict CSP without a single violation', async ({ page }) => {
  const violations = await watchViolations(page);

  const landing = await page.goto('/');
  const csp = landing?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { name: 'Efficient Staff Scheduling' })).toBeVisible();

  await signUp(page, uniqueEmail('csp'));
  const { user_id: userId } = await (await page.request.get('/api/auth/me')).json();
  const { workplace_id: workplaceId } = await json(page, 'post', '/api/workplaces/createworkplace', {
    workplaceName: 'Harbour Cafe',
    industryType: 'cafe',
    workplaceServices: [701, 702],
    rotaStartTime: 6,
    rotaEndTime: 23,
  });
  const { employee_id: employeeId } = await json(page, 'post', '/api/employees/createemployee', {
    workplace_id: workplaceId,
    display_name: 'Sam',
    first_name: 'Sam',
    surname: 'Tester',
    rate: '10.00',
    services: [],
    created_by: userId,
  });
  const today = isoToday();
  const { shift_id: shiftId } = await json(page, 'post', '/api/shifts/addshift', { date: today, serviceType: 701, workplaceId, userId });
  await json(page, 'post', '/api/assignments/addassignment', { shiftId, employeeId, timeStart: '09:00', timeEnd: '12:00', userId });
  const { rotaId } = await json(page, 'post', '/api/rotas/share', { workplaceId, date: today });

  for (const path of [
    '/',
    '/dashboard',
    '/profile',
    '/preferences',
    '/settings',
    '/history',
    '/help',
    '/terms',
    '/contact',
    `/rota/${rotaId}`,
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main')).toBeVisible();
  }
  // The planner's weekly grid, then the daily timeline, whose bars are placed with inline styles.
  await page.goto('/');
  await expect(page.getByText('09:00-12:00')).toBeVisible();
  await page.getByRole('button', { name: 'Daily' }).click();
  await expect(page.getByTestId('assignment-bar').first()).toBeVisible();

  // The dark theme is applied by /theme.js before first paint.
  await page.evaluate(() => localStorage.setItem('rotaledger.theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await logOut(page);
  for (const path of ['/login', '/signup', '/forgotpassword']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }

  expect(violations).toEqual([]);
});
