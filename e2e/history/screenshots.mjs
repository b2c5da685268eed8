#!/usr/bin/env node
// Screenshots of /history at 1280 and 375 px, for a person to look at (not a test).
// Usage: node e2e/history/screenshots.mjs [baseUrl] [outDir]
// Needs a running app (e.g. PORT=8131 DATA_DIR=/tmp/history-shots RATE_LIMITS=false node scripts/start.mjs).
import { join } from 'node:path';
import { apiCaller, launchChromium, screenshotTarget } from '../support/screenshot-kit.mjs';

const { base, out } = screenshotTarget('http://localhost:8131', 'test-results/history-screenshots');
const call = apiCaller(base);

const browser = await launchChromium();

const context = await browser.newContext();
const { request } = context;
const email = `shots-${Date.now()}@example.com`;
const { user } = await call(request, 'POST', '/auth/signup', { email, password: 'Harbour#2025' });
const userId = user.user_id;
const { workplace_id: workplaceId } = await call(request, 'POST', '/workplaces/createworkplace', {
  workplaceName: 'The Crown & Anchor',
  industryType: 'cafe',
  workplaceServices: [701, 702, 706],
  userId,
  rotaStartTime: 6,
  rotaEndTime: 24,
});
const ids = {};
for (const name of ['Kit', 'Ann', 'Bartholomew']) {
  ids[name] = (
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
const today = new Date();
const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
const kitchen = (await call(request, 'POST', '/shifts/addshift', { date: day, serviceType: 702, workplaceId, userId })).shift_id;
const server = (await call(request, 'POST', '/shifts/addshift', { date: day, serviceType: 701, workplaceId, userId })).shift_id;
const add = async (shiftId, employeeId, timeStart, timeEnd) =>
  (await call(request, 'POST', '/assignments/addassignment', { shiftId, employeeId, timeStart, timeEnd, userId })).assignment_id;
const a1 = await add(kitchen, ids.Kit, '10:00', '14:30');
await add(kitchen, ids.Ann, '15:00', '22:00');
const a3 = await add(server, ids.Bartholomew, '08:00', '12:00');
await add(server, null, '12:00', '16:00');
await call(request, 'PUT', '/assignments/updateassignmenttime', { assignmentId: a1, timeStart: '11:00', timeEnd: '15:00', userId });
await call(request, 'PUT', '/assignments/updateemployee', { assignmentId: a3, employeeId: ids.Ann, userId });
await call(request, 'PUT', '/employees/updateemployee', {
  employee_id: ids.Bartholomew,
  display_name: 'Bart',
  first_name: 'Bartholomew',
  surname: 'Tester',
  rate: '12.00',
  services: [],
  workplace_id: workplaceId,
});

const page = await context.newPage();
/** The whole page, cut to its first 1400 px so a phone-sized shot stays readable. */
async function shoot(name, width) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.screenshot({
    path: join(out, `${name}-${width}.png`),
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(height, 1400) },
  });
}
for (const width of [1280, 375]) {
  await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
  await page.goto(`${base}/history`);
  await page.getByTestId('history-event').first().waitFor();
  await shoot('history-timeline', width);

  await page.getByRole('button', { name: 'Rota at a moment' }).click();
  await page.getByTestId('history-bar').first().waitFor();
  const slider = page.getByRole('slider');
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await shoot('history-rota', width);

  await page.getByRole('button', { name: 'Compare with now' }).click();
  await page.getByTestId('history-diff').waitFor();
  await shoot('history-diff', width);
}
await browser.close();
console.log(`Screenshots in ${out}`);
