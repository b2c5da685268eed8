import { expect, test } from '../support/test';
import { avatar, logIn, PASSWORD, signUp, uniqueEmail } from '../support/accounts';

test('deleting the account signs out and the account is gone', async ({ page }) => {
  const email = uniqueEmail('delete');
  await signUp(page, email);

  await avatar(page).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings');
  await page.getByRole('button', { name: 'Delete User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete User' });

  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Please enter your password to proceed.')).toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill(`${PASSWORD}x`);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Error deleting account:');

  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Efficient Staff Scheduling' })).toBeVisible();
  await expect(avatar(page)).toHaveCount(0);

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password.');
});
