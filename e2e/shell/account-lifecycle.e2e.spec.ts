import { expect, test } from '../support/test';
import { avatar, logIn, logOut, PASSWORD, signUp, uniqueEmail } from '../support/accounts';

test('a manager signs up, logs out, and logs back in', async ({ page }) => {
  const email = uniqueEmail('lifecycle');

  await signUp(page, email);
  // The avatar shows the first letter of the generated username (the e-mail's first letters).
  await expect(avatar(page)).toHaveText('L');

  await logOut(page);
  await expect(page.getByRole('heading', { name: 'Efficient Staff Scheduling' })).toBeVisible();

  await logIn(page, email);
  await expect(avatar(page)).toBeVisible();
  await expect(page).toHaveURL('/');

  // The session survives a reload (the cookie persists).
  await page.reload();
  await expect(avatar(page)).toBeVisible();

  await avatar(page).click();
  await expect(page.getByText(email)).toBeVisible();
});

test('a wrong password shows the message in the red area', async ({ page }) => {
  const email = uniqueEmail('wrongpw');
  await signUp(page, email);
  await logOut(page);

  await logIn(page, email, `${PASSWORD}x`);
  await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password.');
  await expect(page).toHaveURL('/login');

  // An unknown e-mail gets the very same answer: nothing is revealed.
  await logIn(page, uniqueEmail('nobody'), PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password.');
});

test('signing up twice with one e-mail is refused', async ({ page }) => {
  const email = uniqueEmail('twice');
  await signUp(page, email);
  await logOut(page);

  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('This email is already in use.');
});

test('signed-in and signed-out guards redirect home', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Efficient Staff Scheduling' })).toBeVisible();

  await signUp(page, uniqueEmail('guards'));
  await page.goto('/login');
  await expect(page).toHaveURL('/');
  await expect(avatar(page)).toBeVisible();

  await page.goto('/no-such-page');
  await expect(page.getByText('PageNotFound')).toBeVisible();
});
