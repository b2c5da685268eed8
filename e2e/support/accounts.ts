import { expect, type Page } from '@playwright/test';

/** Meets every sign-up rule. */
export const PASSWORD = 'Harbour#2025';

let counter = 0;

/** A fresh address per test so tests never share an account. */
export function uniqueEmail(prefix = 'manager'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

/** The avatar button: present exactly when someone is signed in. */
export const avatar = (page: Page) => page.getByRole('button', { name: 'Account menu' });

export async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
  await expect(avatar(page)).toBeVisible();
  await expect(page).toHaveURL('/');
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
}

export async function logOut(page: Page) {
  await avatar(page).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(page).toHaveURL('/');
}
