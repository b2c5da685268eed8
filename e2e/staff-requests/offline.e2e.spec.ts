import { expect, test } from '../support/test';
import { openBusiness, openPhone, section, staffDay, week } from './business';

/**
 * "Like an app, without one" (issue 27): the personal page links its own web app manifest,
 * which starts on the page; once loaded, the page's service worker keeps it, so the phone
 * offline still shows the shifts, says when they were loaded and disables every change.
 */

const tuesday = week.add(1, 'day');

test('a personal page loaded once shows its shifts offline, marked as loaded, with every change disabled; its manifest starts on it', async ({
  page,
  browser,
}) => {
  const business = await openBusiness(page, ['Dan']);
  const { Dan: dan } = business.people;
  await business.place(tuesday, dan, '09:00', '17:00');
  await business.place(week.add(2, 'day'), null, '10:00', '16:00');

  const { context, page: phone } = await openPhone(browser, dan);

  // The manifest: linked from the page, answering this page as its start.
  const href = new URL((await phone.locator('link[rel="manifest"]').getAttribute('href'))!, phone.url());
  expect(href.pathname).toBe(`/api${dan.page}/manifest.webmanifest`);
  const manifest = (await (await phone.request.get(href.toString())).json()) as {
    start_url: string;
    scope: string;
    display: string;
    icons: { sizes: string; purpose: string }[];
  };
  expect(new URL(manifest.start_url, href).pathname).toBe(dan.page);
  expect(manifest.scope).toBe('/staff/');
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
  );

  // The worker takes the page over, then a visit with it in charge keeps the shell, its files and the answer.
  await phone.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await phone.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await phone.reload();
  await expect(section(phone, 'Your shifts').getByTestId('staff-shift')).toHaveCount(1);
  await phone.waitForFunction(async () => {
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/') || path.startsWith('/api/staff/'));
    const cache = await caches.open('rotaledger-staff-v1');
    const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
    return kept.has('/staff/') && files.every((path) => kept.has(path));
  });

  await context.setOffline(true);
  await phone.reload();
  await expect(phone.getByRole('heading', { level: 1, name: 'Dan' })).toBeVisible();
  await expect(phone.getByText(/^Offline — shifts as loaded at \d\d:\d\d on \w{3} \d{1,2} \w{3}$/)).toBeVisible();
  const shifts = section(phone, 'Your shifts');
  await expect(shifts.getByRole('heading', { name: staffDay(tuesday) })).toBeVisible();
  await expect(shifts.getByTestId('staff-shift')).toContainText('09:00 – 17:00');
  for (const name of [/^Ask for cover/, /^Pick up/, 'Ask for time off', 'Save when I can work', 'Save e-mail']) {
    await expect(phone.getByRole('button', { name })).toBeDisabled();
  }

  // Back online, the page is live again.
  await context.setOffline(false);
  await phone.reload();
  await expect(phone.getByText(/^Offline — shifts as loaded at/)).toHaveCount(0);
  await expect(phone.getByRole('button', { name: 'Ask for time off' })).toBeEnabled();
  await context.close();
});
