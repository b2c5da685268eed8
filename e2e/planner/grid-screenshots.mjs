#!/usr/bin/env node
// Screenshots of the weekly grid (issue 29, point 8) for a person to look at (not a test): a café's
// 15-person week at 1280 and 375 px scrolled inside the grid (sticky day headers and names) with a
// cell holding keyboard focus, the print options, the print itself (print media at A4 landscape,
// with and without pay, plus Chromium's PDFs), the share question, and a shared week's long day on a phone.
// Usage: node e2e/planner/grid-screenshots.mjs [baseUrl] [outDir]
// Needs a running app (e.g. PORT=8142 DATA_DIR=/tmp/grid-shots RATE_LIMITS=false node scripts/start.mjs).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiCaller, launchChromium, screenshotTarget, signUpWithCafe } from '../support/screenshot-kit.mjs';

const { base, out } = screenshotTarget('http://localhost:8142', 'test-results/grid-screenshots');
const call = apiCaller(base);
const browser = await launchChromium();
const context = await browser.newContext();
const { request } = context;

const { userId, workplaceId } = await signUpWithCafe(call, request, 'grid', {
  workplaceServices: [701, 702, 706],
  rotaStartTime: 6,
  rotaEndTime: 26,
});
const staff = ['Ann', 'Ben', 'Chloe', 'Dev', 'Ellie', 'Femi', 'Grace', 'Hamza', 'Isla', 'Jack', 'Kasia', 'Liam', 'Mo', 'Nia', 'Omar'];
const today = new Date();
const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7));
const iso = (d) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const dayOf = (offset) => iso(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + offset));
const spans = [
  ['07:00', '15:00', 702],
  ['08:00', '16:00', 701],
  ['11:00', '19:00', 701],
  ['17:00', '01:00', 706],
];
for (const [i, name] of staff.entries()) {
  const { employee_id: employeeId } = await call(request, 'POST', '/employees/createemployee', {
    workplace_id: workplaceId,
    display_name: name,
    first_name: name,
    surname: 'Harbour',
    rate: i < 3 ? '13.50' : '12.21',
    services: [],
    created_by: userId,
  });
  for (let day = 0; day < 7; day++) {
    if ((i + day) % 7 >= 5) continue;
    const [timeStart, timeEnd, serviceType] = spans[(i + day) % spans.length];
    await call(request, 'POST', '/assignments/placeassignment', {
      workplaceId,
      date: dayOf(day),
      serviceType,
      employeeId,
      timeStart,
      timeEnd,
      userId,
    });
  }
}

const page = await context.newPage();
// The print's own call is a no-op here: the script prints to PDF itself.
await page.addInitScript(() => {
  window.print = () => {};
});
const settle = () =>
  page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"]') && document.getAnimations().every((a) => a.playState !== 'running'),
  );
const shot = async (name) => {
  await settle();
  await page.screenshot({ path: join(out, name) });
};

for (const width of [1280, 375]) {
  await page.setViewportSize({ width, height: width > 500 ? 800 : 812 });
  await page.goto(`${base}/?view=weekly&date=${dayOf(2)}`);
  await page.getByRole('grid').waitFor();
  await page.getByTestId('weekly-cell').first().waitFor();
  await shot(`grid-${width}-top.png`);
  // Into the grid by keyboard: down to Isla's Thursday (the page scrolls; the day headers stay under the site header).
  await page.getByTestId('weekly-open-cell').first().focus();
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await shot(`grid-${width}-keyboard-scrolled.png`);

  await page.getByRole('button', { name: 'Print' }).click();
  await page.getByRole('dialog', { name: 'Print the rota' }).waitFor();
  await shot(`print-options-${width}.png`);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Share week' }).click();
  await page.getByRole('dialog', { name: 'Share this week' }).waitFor();
  await shot(`share-question-${width}.png`);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
}

// The print: A4 landscape at 96 dpi is 1123 × 794 px.
await page.setViewportSize({ width: 1123, height: 794 });
for (const pay of ['With pay', 'Without pay']) {
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.getByRole('button', { name: 'Print' }).click();
  const options = page.getByRole('dialog', { name: 'Print the rota' });
  await options.getByRole('radio', { name: new RegExp(pay) }).check();
  await options.getByRole('button', { name: 'Print' }).click();
  await options.waitFor({ state: 'hidden' });
  await page.emulateMedia({ media: 'print' });
  const slug = pay === 'With pay' ? 'with-pay' : 'without-pay';
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(out, `print-${slug}.png`), fullPage: true });
  const pdf = await page.pdf({ format: 'A4', landscape: true, margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' } });
  writeFileSync(join(out, `print-${slug}.pdf`), pdf);
  console.log(`${pay}: ${(pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length} page(s)`);
}
await page.emulateMedia({ media: 'screen' });

// A shared week on a phone: Friday runs from 07:00 to 01:00.
const { rotaId } = await call(request, 'POST', '/rotas/share', { workplaceId, weekStart: dayOf(0), userId });
const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
const viewer = await phone.newPage();
await viewer.goto(`${base}/rota/${rotaId}`);
await viewer.getByRole('tab').nth(4).tap();
await viewer.getByRole('tabpanel').getByTestId('rota-bar').first().waitFor();
await viewer.waitForTimeout(300);
await viewer.screenshot({ path: join(out, 'shared-week-375-friday.png') });
const later = viewer.getByRole('tabpanel').getByRole('button', { name: 'Later' });
while (await later.isEnabled()) {
  await later.tap();
  await viewer.waitForTimeout(500);
}
await viewer.screenshot({ path: join(out, 'shared-week-375-friday-later.png') });
await browser.close();
console.log(`Screenshots in ${out}`);
