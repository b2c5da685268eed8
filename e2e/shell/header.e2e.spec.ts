import { expect, test } from '../support/test';
import { avatar, signUp, uniqueEmail } from '../support/accounts';

test('the header fits the narrowest phone: at 320 px both links, the theme toggle and the avatar show, nothing scrolls sideways', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('narrow'));
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 640 });
    await page.goto('/dashboard');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Planner' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(avatar(page)).toBeVisible();
    const avatarBox = await avatar(page).boundingBox();
    expect(avatarBox && avatarBox.x + avatarBox.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
