import { expect, test } from '../support/test';
import { avatar, logIn, logOut, PASSWORD, signUp, uniqueEmail } from '../support/accounts';

test('the username can be changed and the avatar follows it', async ({ page }) => {
  await signUp(page, uniqueEmail('rename'));
  await page.goto('/settings');
  const username = page.getByLabel('Username');
  await username.fill('Quay Side 7!');
  await expect(username).toHaveValue('quayside7');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Username updated successfully!')).toBeVisible();
  await expect(avatar(page)).toHaveText('Q');

  await page.reload();
  await expect(page.getByLabel('Username')).toHaveValue('quayside7');
});

test('the password can be changed from Settings', async ({ page }) => {
  const email = uniqueEmail('chpw');
  const next = 'Terrace#Bar9';
  await signUp(page, email);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await dialog.getByLabel('Current password').fill('Not-the-password1');
  await dialog.getByLabel('New password', { exact: true }).fill(next);
  await dialog.getByLabel('Confirm new password').fill(next);
  await dialog.getByRole('button', { name: 'Update password' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Failed to update password:');

  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // This browser keeps its (fresh) session.
  await page.reload();
  await expect(avatar(page)).toBeVisible();

  await logOut(page);
  await logIn(page, email, next);
  await expect(avatar(page)).toBeVisible();
});
