import { expect, test } from '../support/test';
import { signUp, uniqueEmail } from '../support/accounts';

test('preference changes are saved and still there after a reload', async ({ page }) => {
  // Every change is its own PUT: count the answers so a reload never races a save.
  let saved = 0;
  page.on('response', (r) => {
    if (r.url().includes('/preferences/updatepreferences') && r.ok()) saved += 1;
  });
  const allSaved = (count: number) => expect.poll(() => saved).toBe(count);

  await signUp(page, uniqueEmail('prefs'));
  await page.goto('/preferences');

  const euro = page.getByRole('button', { name: '€ EUR, Euro' });
  const ampm = page.getByRole('switch', { name: 'Show planner times as AM/PM' });
  const employeeEdit = page.getByRole('switch', { name: 'Allow employee editing' });
  const payslips = page.getByRole('switch', { name: 'Payslips' });

  await expect(page.getByRole('button', { name: '£ GBP, Pound' })).toHaveAttribute('aria-pressed', 'true');
  await euro.click();
  await expect(euro).toHaveAttribute('aria-pressed', 'true');

  await expect(ampm).toHaveAttribute('aria-checked', 'false');
  await ampm.click();
  await expect(ampm).toHaveAttribute('aria-checked', 'true');

  await employeeEdit.click();
  await expect(employeeEdit).toHaveAttribute('aria-checked', 'false');

  // Weeks start on Monday unless chosen otherwise: one choice for the planner and the dashboard.
  await expect(payslips).toHaveText(/Weekly/);
  const weekStart = page.getByLabel('Weeks start on');
  await expect(weekStart).toHaveValue('monday');
  await weekStart.selectOption({ label: 'Sunday' });
  await expect(weekStart).toHaveValue('sunday');

  await allSaved(4);
  await page.reload();

  await expect(page.getByRole('button', { name: '€ EUR, Euro' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('switch', { name: 'Show planner times as AM/PM' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Allow employee editing' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByLabel('Weeks start on')).toHaveValue('sunday');

  // Monthly keeps the week start (the planner still has weeks), and stays monthly after a reload.
  await page.getByRole('switch', { name: 'Payslips' }).click();
  await expect(page.getByRole('switch', { name: 'Payslips' })).toHaveText(/Monthly/);
  await expect(page.getByLabel('Weeks start on')).toHaveValue('sunday');
  await allSaved(5);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Payslips' })).toHaveText(/Monthly/);
});

test('the theme is remembered in this browser', async ({ page }) => {
  await page.goto('/help');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
