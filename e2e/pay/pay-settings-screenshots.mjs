#!/usr/bin/env node
// Screenshots of the pay settings for a person to look at (not a test): Edit Workplace's "Pay and
// payroll" with every number field showing (overtime, short-notice pay at fixed hours, a yearly
// entitlement), and the same fields in the Create Workplace wizard's optional section, at 1280 px
// and on a 375 px phone.
// Usage: node e2e/pay/pay-settings-screenshots.mjs [baseUrl] [outDir] [--no-wizard]
// Needs a running app, e.g. PORT=8201 DATA_DIR=/tmp/payroll-data RATE_LIMITS=false node scripts/start.mjs
import { join } from 'node:path';
import { apiCaller, launchChromium, screenshotTarget } from '../support/screenshot-kit.mjs';

const { base, out } = screenshotTarget('http://localhost:8201', '/work/tmp/shots-pay-settings');
const withWizard = !process.argv.includes('--no-wizard');
const call = apiCaller(base);
const browser = await launchChromium();
const stamp = Date.now().toString(36);
// Tall, so the dialog shows the whole section without scrolling inside it.
const desktop = { viewport: { width: 1280, height: 3200 }, timezoneId: 'UTC', locale: 'en-GB' };
const phoneSize = { viewport: { width: 375, height: 3600 }, isMobile: true, hasTouch: true, timezoneId: 'UTC', locale: 'en-GB' };

const manager = await browser.newContext(desktop);
const { user } = await call(manager.request, 'POST', '/auth/signup', {
  email: `paysettings-${stamp}@example.com`,
  password: 'Harbour#2025',
});
await call(manager.request, 'POST', '/workplaces/createworkplace', {
  workplaceName: 'Harbour Café',
  industryType: 'cafe',
  workplaceServices: [701],
  rotaStartTime: 6,
  rotaEndTime: 24,
  timeZone: 'UTC',
  userId: user.user_id,
});
const settle = (page) =>
  page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"]') && document.getAnimations().every((a) => a.playState !== 'running'),
  );

/** Every number field of "Pay and payroll" showing. */
async function fillPaySettings(scope) {
  await scope.getByLabel('Pay overtime').check();
  await scope.getByLabel('Short-notice pay').check();
  await scope.getByLabel('Short-notice pays').selectOption('fixed');
  await scope.getByLabel('Holiday accrual').selectOption('entitlement');
}

for (const [size, options] of [
  ['1280', desktop],
  ['375', phoneSize],
]) {
  const context = await browser.newContext(options);
  await context.addCookies(await manager.cookies());
  const page = await context.newPage();
  await page.goto(`${base}/profile`);
  await page.getByRole('button', { name: 'Edit Harbour Café' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Workplace' });
  const pay = dialog.getByRole('group', { name: 'Pay and payroll' });
  await fillPaySettings(pay);
  await pay.scrollIntoViewIfNeeded();
  await settle(page);
  await pay.screenshot({ path: join(out, `edit-workplace-pay-settings-${size}.png`) });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  if (withWizard) {
    await page.getByRole('button', { name: 'Create workplace' }).first().click();
    const wizard = page.getByRole('dialog', { name: 'Create Workplace' });
    await wizard.getByLabel('Workplace name').fill(`Quay Café ${size}`);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Industry').selectOption('cafe');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText('Pay and payroll (optional)').click();
    await fillPaySettings(wizard.getByRole('group', { name: 'Pay and payroll' }));
    await settle(page);
    await wizard.screenshot({ path: join(out, `create-workplace-pay-${size}.png`) });
    await wizard.getByRole('button', { name: 'Cancel' }).click();
  }
  await context.close();
}
await browser.close();
console.log(`Screenshots in ${out}`);
