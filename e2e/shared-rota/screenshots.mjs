#!/usr/bin/env node
// Screenshots of the shared rota viewer at 375 px (a touch phone) and 1280 px, for a person to
// look at (not a test): a day workplace open 09:00-21:00 and a bar open 18:00-02:00.
// Usage: node e2e/shared-rota/screenshots.mjs [baseUrl] [outDir]
// Needs a running app (e.g. PORT=8163 DATA_DIR=/tmp/viewer-shots RATE_LIMITS=false node scripts/start.mjs).
import { join } from 'node:path';
import { apiCaller, launchChromium, screenshotTarget } from '../support/screenshot-kit.mjs';

const { base, out } = screenshotTarget('http://localhost:8163', 'test-results/shared-rota-screenshots');
const call = apiCaller(base);

const browser = await launchChromium();

const manager = await browser.newContext();
const { request } = manager;
const { user } = await call(request, 'POST', '/auth/signup', { email: `viewer-${Date.now()}@example.com`, password: 'Harbour#2025' });
const userId = user.user_id;
const today = new Date();
const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;

/** A workplace with one shift per service and the given [service, name, start, end] assignments; answers its shared link. */
async function sharedWorkplace(workplaceName, industryType, services, rotaStartTime, rotaEndTime, assignments) {
  const { workplace_id: workplaceId } = await call(request, 'POST', '/workplaces/createworkplace', {
    workplaceName,
    industryType,
    workplaceServices: services,
    userId,
    rotaStartTime,
    rotaEndTime,
  });
  const employees = {};
  const shifts = {};
  for (const [service, name, timeStart, timeEnd] of assignments) {
    if (name && !employees[name]) {
      employees[name] = (
        await call(request, 'POST', '/employees/createemployee', {
          workplace_id: workplaceId,
          display_name: name,
          first_name: name,
          surname: 'Tester',
          rate: '11.50',
          services: [],
          created_by: userId,
        })
      ).employee_id;
    }
    shifts[service] ??= (
      await call(request, 'POST', '/shifts/addshift', { date: day, serviceType: service, workplaceId, userId })
    ).shift_id;
    await call(request, 'POST', '/assignments/addassignment', {
      shiftId: shifts[service],
      employeeId: name ? employees[name] : null,
      timeStart,
      timeEnd,
      userId,
    });
  }
  const { rotaId } = await call(request, 'POST', '/rotas/share', { workplaceId, date: day });
  return `${base}/rota/${rotaId}`;
}

const dayLink = await sharedWorkplace('The Grand Harbour Hotel', 'hotel', [302, 303, 309, 311], 9, 21, [
  [302, 'Bartholomew', '09:00', '13:00'],
  [302, 'Ann', '13:00', '21:00'],
  [303, 'Kit', '10:00', '16:30'],
  [309, 'Alexandra', '11:30', '15:00'],
  [309, null, '17:00', '21:00'],
  [311, 'Sam', '09:00', '17:00'],
]);
const nightLink = await sharedWorkplace('The Night Owl', 'bar', [201, 202, 203], 18, 26, [
  [201, 'Jo', '18:00', '22:00'],
  [201, 'Priya', '22:00', '02:00'],
  [202, 'Maximilian', '20:00', '02:00'],
  [203, 'Lee', '19:00', '00:30'],
]);

for (const [name, link] of [
  ['day', dayLink],
  ['overnight', nightLink],
]) {
  for (const width of [375, 1280]) {
    const phone = width < 500;
    const context = await browser.newContext({ viewport: { width, height: phone ? 812 : 900 }, isMobile: phone, hasTouch: phone });
    const page = await context.newPage();
    const hint = page.getByText(phone ? 'Tap an assignment' : 'Hover over an assignment');
    /**
     * The whole page. Not `fullPage`: that briefly resizes the page, which in Chromium switches
     * touch emulation off for a moment (the hint flips to 'Hover'); a tall viewport does not.
     */
    async function shoot(file, waitForHint) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width, height: Math.max(height, phone ? 812 : 900) });
      if (waitForHint) await hint.waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(out, file) });
    }
    await page.goto(link);
    await page.getByTestId('rota-bar').first().waitFor();
    await shoot(`${name}-${width}.png`, true);
    console.log(`${name} at ${width}px: ${await page.getByTestId('rota-detail').textContent()}`);
    const bar = page.getByTestId('rota-bar').nth(1);
    if (phone) await bar.tap();
    else await bar.hover();
    await shoot(`${name}-${width}-detail.png`, false);
    console.log(`${name} at ${width}px after a ${phone ? 'tap' : 'hover'}: ${await page.getByTestId('rota-detail').textContent()}`);
    const overflow = await page.evaluate(() => {
      const scroll = document.querySelector('[data-testid="rota-scroll"]');
      return { page: document.documentElement.scrollWidth - window.innerWidth, timeline: scroll.scrollWidth - scroll.clientWidth };
    });
    console.log(`${name} at ${width}px: sideways overflow ${JSON.stringify(overflow)}`);
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${out}`);
