import { expect, test } from '../support/test';
import { avatar, logIn, logOut, PASSWORD, signUp, uniqueEmail } from '../support/accounts';
import { readOutboxLink } from '../support/outbox';

const NEW_PASSWORD = 'Galley!Shift42';

test('forgot password: the e-mailed link sets a new password', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUp(page, email);
  await logOut(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL('/forgotpassword');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset email sent! Please check your inbox.')).toBeVisible();

  const link = await readOutboxLink(email);
  expect(link).toMatch(/^\/reset-password\?token=/);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been reset. You can now log in with your new password.')).toBeVisible();

  // The link works once only.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(`${NEW_PASSWORD}2`);
  await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}2`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password.');
  await logIn(page, email, NEW_PASSWORD);
  await expect(avatar(page)).toBeVisible();
});

test('a request for an unknown e-mail looks the same as for a real one', async ({ page }) => {
  await page.goto('/forgotpassword');
  await page.getByLabel('Email').fill(uniqueEmail('ghost'));
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset email sent! Please check your inbox.')).toBeVisible();
});
