#!/usr/bin/env node
// Screenshots of a week link at 1280 px (people × days) and 375 px (day tabs), for a person to
// look at (not a test): a restaurant's week for seven staff, with an overnight shift and an open one.
// Usage: node e2e/shared-rota/week-screenshots.mjs [baseUrl] [outDir]
// Needs a running app (e.g. PORT=8272 DATA_DIR=/tmp/wl-data RATE_LIMITS=false npm start).
import { join } from 'node:path';
import { apiCaller, launchChromium, screenshotTarget } from '../support/screenshot-kit.mjs';

const { base, out } = screenshotTarget('http://localhost:8272', '/tmp/shots');
const call = apiCaller(base);

const browser = await launchChromium();

const pad = (n) => String(n).padStart(2, '0');
const isoOf = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const today = new Date();
const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7));
const dayOf = (offset) => isoOf(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + offset));

const manager = await browser.newContext();
const { request } = manager;
await call(request, 'POST', '/auth/signup', { email: `week-${Date.now()}@example.com`, password: 'Harbour#2025' });
const { workplace_id: workplaceId } = await call(request, 'POST', '/workplaces/createworkplace', {
  workplaceName: 'The Harbour Kitchen',
  industryType: 'restaurant',
  workplaceServices: [101, 102, 103, 106, 110],
  rotaStartTime: 7,
  rotaEndTime: 26,
});
const staff = {};
for (const name of ['Amira', 'Ben', 'Chloe', 'Dan', 'Priya', 'Maximilian', 'Zoë']) {
  staff[name] = (
    await call(request, 'POST', '/employees/createemployee', {
      workplace_id: workplaceId,
      display_name: name,
      first_name: name,
      surname: 'Tester',
      rate: '11.50',
      services: [],
    })
  ).employee_id;
}

/** [day offset, service, name (null = open), start, end] */
const week = [
  [0, 101, 'Amira', '09:00', '17:00'],
  [0, 103, 'Chloe', '10:00', '18:00'],
  [0, 106, 'Maximilian', '08:00', '16:00'],
  [1, 101, 'Amira', '09:00', '17:00'],
  [1, 102, 'Ben', '12:00', '20:00'],
  [1, 103, 'Dan', '16:00', '23:30'],
  [2, 101, 'Priya', '11:00', '15:00'],
  [2, 101, 'Priya', '18:00', '22:00'],
  [2, 103, 'Chloe', '10:00', '18:00'],
  [2, 110, 'Zoë', '22:00', '02:00'],
  [3, 101, 'Amira', '09:00', '17:00'],
  [3, 102, 'Ben', '12:00', '20:00'],
  [3, 101, null, '17:00', '23:00'],
  [4, 103, 'Dan', '16:00', '23:30'],
  [4, 106, 'Maximilian', '08:00', '16:00'],
  [4, 110, 'Zoë', '20:00', '02:00'],
  [5, 101, 'Priya', '10:00', '18:00'],
  [5, 102, 'Ben', '11:00', '19:00'],
  [5, 103, 'Chloe', '12:00', '22:00'],
  [6, 101, 'Amira', '10:00', '16:00'],
];
const shifts = {};
for (const [offset, service, name, timeStart, timeEnd] of week) {
  const key = `${offset}|${service}`;
  shifts[key] ??= (await call(request, 'POST', '/shifts/addshift', { date: dayOf(offset), serviceType: service, workplaceId })).shift_id;
  await call(request, 'POST', '/assignments/addassignment', {
    shiftId: shifts[key],
    employeeId: name ? staff[name] : null,
    timeStart,
    timeEnd,
  });
}
const { rotaId } = await call(request, 'POST', '/rotas/share', { workplaceId, weekStart: dayOf(0) });
const link = `${base}/rota/${rotaId}`;
console.log(link);

for (const [width, height] of [
  [1280, 800],
  [375, 812],
]) {
  const phone = width < 500;
  const context = await browser.newContext({ viewport: { width, height }, isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  await page.goto(link);
  await (phone ? page.getByRole('tab').first() : page.getByTestId('week-grid')).waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(out, `weeklinks-${width}.png`), fullPage: !phone });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(`${width}px: page overflow ${overflow}px`);
  if (phone) {
    // Another day's tab: the overnight shift on Wednesday.
    await page.getByRole('tab').nth(2).tap();
    await page.getByRole('tabpanel').getByTestId('rota-bar').first().waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, `weeklinks-${width}-wednesday.png`) });
  }
  await context.close();
}
await browser.close();
