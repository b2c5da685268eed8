#!/usr/bin/env node
// Screenshots of the weekly planner with a café's 12-person week, at 1280 and 375 px, for a
// person to look at (not a test); the 1280 px one is the README's picture.
// Usage: node e2e/planner/screenshots.mjs [baseUrl] [outDir]
// Needs a running app (e.g. PORT=8132 DATA_DIR=/tmp/planner-shots RATE_LIMITS=false node scripts/start.mjs).
import { join } from 'node:path';
import { apiCaller, launchChromium, screenshotTarget, signUpWithCafe } from '../support/screenshot-kit.mjs';

const { base, out } = screenshotTarget('http://localhost:8132', 'test-results/planner-screenshots');
const call = apiCaller(base);
const browser = await launchChromium();
const context = await browser.newContext();
const { request } = context;

const { userId, workplaceId } = await signUpWithCafe(call, request, 'shots', {
  workplaceServices: [701, 702, 706],
  rotaStartTime: 6,
  rotaEndTime: 24,
});
const staff = ['Ann', 'Ben', 'Chloe', 'Dev', 'Ellie', 'Femi', 'Grace', 'Hamza', 'Isla', 'Jack', 'Kasia', 'Liam'];
const employeeIds = [];
for (const [i, name] of staff.entries()) {
  const employee = await call(request, 'POST', '/employees/createemployee', {
    workplace_id: workplaceId,
    display_name: name,
    first_name: name,
    surname: 'Harbour',
    rate: i < 3 ? '13.50' : '12.21',
    services: [],
    created_by: userId,
  });
  employeeIds.push(employee.employee_id);
}
// This week's Monday, in the local calendar.
const today = new Date();
const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7));
const iso = (d) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const spans = [
  ['07:00', '15:00', 702],
  ['08:00', '16:00', 701],
  ['11:00', '19:00', 701],
  ['16:00', '23:00', 706],
];
for (let day = 0; day < 7; day++) {
  const date = iso(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + day));
  for (const [i, employeeId] of employeeIds.entries()) {
    if ((i + day) % 7 >= 5) continue; // two days off a week each
    const [timeStart, timeEnd, serviceType] = spans[(i + day) % spans.length];
    await call(request, 'POST', '/assignments/placeassignment', { workplaceId, date, serviceType, employeeId, timeStart, timeEnd, userId });
  }
}

const page = await context.newPage();
for (const width of [1280, 375]) {
  await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
  await page.goto(`${base}/`);
  await page.getByRole('grid').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.screenshot({ path: join(out, `weekly-planner-${width}.png`) });
}
await browser.close();
console.log(`Screenshots in ${out}`);
