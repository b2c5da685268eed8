// Screenshots of every shell page at 1280 px and 375 px against a mocked API.
// Usage: npx vite preview --port 4391 &  node scripts/screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:4391';
const outDir = process.argv[3] ?? path.resolve('screenshots');
mkdirSync(outDir, { recursive: true });

const USER = { user_id: 'u-1', email: 'sam.manager@example.com', username: 'sammanager', createdAt: '2025-04-01T10:00:00.000Z' };
const PREFS = {
  userId: 'u-1', currency: 'gbp', theme_mode: 'light', allow_workplace_edit: true, allow_employee_edit: false,
  public_rota: false, tf_1: true, tf_2: true, num_1: 1,
};

async function mockApi(page, signedIn) {
  await page.route('**/api/**', (route) => {
    const url = new URL(route.request().url());
    const p = url.pathname.replace(/^\/api/, '');
    const json = (status, body) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    if (p === '/auth/me') return signedIn ? json(200, USER) : json(401, { statusCode: 401, message: 'Unauthorized' });
    if (p === '/preferences/getpreferences') return json(200, PREFS);
    return json(200, {});
  });
}

const PUBLIC = ['/', '/login', '/signup', '/forgotpassword', '/reset-password?token=abc', '/help', '/terms', '/contact', '/no-such-page'];
const PRIVATE = ['/', '/preferences', '/settings', '/dashboard', '/help'];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const problems = [];
async function shoot(page, name) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 0) problems.push(`${name}: horizontal overflow ${overflow}px`);
  // Tall pages are cut into viewport-sized parts so each part can be read at full size.
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  const part = width > 400 ? 1600 : 1100;
  for (let y = 0, i = 1; y < height; y += part, i++) {
    const clip = { x: 0, y, width, height: Math.min(part, height - y) };
    await page.screenshot({ path: path.join(outDir, `${name}${height > part ? `-part${i}` : ''}.png`), fullPage: true, clip });
  }
}

const slug = (route) => (route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-'));

for (const width of [1280, 375]) {
  for (const theme of ['light', 'dark']) {
    for (const signedIn of [false, true]) {
      const context = await browser.newContext({ viewport: { width, height: width > 400 ? 800 : 740 }, reducedMotion: 'reduce' });
      await context.addInitScript((t) => localStorage.setItem('rotaledger.theme', t), theme);
      const page = await context.newPage();
      await mockApi(page, signedIn);
      const routes = [...(signedIn ? PRIVATE : PUBLIC)];
      if (theme === 'dark' && !signedIn) routes.splice(3); // a sample in dark is enough
      for (const route of routes) {
        await page.goto(base + route);
        await page.waitForSelector('.site-header');
        await page.waitForTimeout(250);
        await shoot(page, `${width}-${theme}-${signedIn ? 'in' : 'out'}-${slug(route)}`);
      }
      if (signedIn && theme === 'light') {
        await page.goto(base + '/settings');
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.waitForTimeout(200);
        await page.screenshot({ path: path.join(outDir, `${width}-menu.png`) });
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Reset Password' }).click();
        await page.waitForTimeout(200);
        await page.screenshot({ path: path.join(outDir, `${width}-dialog-password.png`) });
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Delete User' }).click();
        await page.waitForTimeout(200);
        await page.screenshot({ path: path.join(outDir, `${width}-dialog-delete.png`) });
      }
      if (!signedIn && theme === 'light') {
        await page.goto(base + '/');
        await page.getByRole('button', { name: 'How much does it cost?' }).click();
        await page.evaluate(() => window.scrollTo(0, 400));
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(outDir, `${width}-landing-scrolled.png`) });
        await page.goto(base + '/signup');
        await page.getByLabel('Password', { exact: true }).fill('abcD1');
        await page.getByLabel('Confirm password').fill('x');
        await page.getByLabel('Email').click();
        await page.getByRole('button', { name: 'Sign Up' }).last().click();
        await page.screenshot({ path: path.join(outDir, `${width}-signup-errors.png`), fullPage: true });
        if (width < 400) {
          await page.goto(base + '/help');
          await page.getByRole('button', { name: 'Show video guides' }).click();
          await page.waitForTimeout(200);
          await page.screenshot({ path: path.join(outDir, `${width}-help-menu.png`) });
        }
      }
      await context.close();
    }
  }
}
await browser.close();
console.log(problems.length ? problems.join('\n') : 'no horizontal overflow');
console.log('screenshots in', outDir);
