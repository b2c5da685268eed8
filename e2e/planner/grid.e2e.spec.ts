import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUp, uniqueEmail } from '../support/accounts';
import { pageApi } from '../support/page-api';
import { seriousViolationsIn } from '../support/axe';
import { e2eStart } from '../support/clock';

/**
 * The weekly grid (issue 29, point 8), in Chromium: walked by keyboard on a 1280 px desktop, its
 * day headers and names kept in view while it scrolls both ways, and printed for 15 people on one
 * A4 landscape page, with or without pay. The week is seeded through the API as the signed-in manager.
 */

// axe-core is injected as a script, which the app's CSP would refuse.
test.use({ bypassCSP: true });

const NAMES = ['Ann', 'Ben', 'Chloe', 'Dev', 'Ellie', 'Femi', 'Grace', 'Hamza', 'Isla', 'Jack', 'Kasia', 'Liam', 'Mo', 'Nia', 'Omar'];
const SPANS = [
  ['07:00', '15:00'],
  ['08:00', '16:00'],
  ['11:00', '19:00'],
  ['16:00', '23:00'],
] as const;

const api = pageApi;

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
function thisMonday(): Date {
  const today = e2eStart();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7));
}
const dayOf = (offset: number) => {
  const monday = thisMonday();
  return isoOf(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + offset));
};

/** A café with `count` staff on five days a week each; the 9th person (Isla) is off on Thursday. */
async function seedWeek(page: Page, count: number) {
  await signUp(page, uniqueEmail('grid'));
  const me = await api(page, 'GET', '/auth/me');
  const userId: string = me.user_id ?? me.user?.user_id;
  const { workplace_id: workplaceId } = await api(page, 'POST', '/workplaces/createworkplace', {
    workplaceName: 'The Harbour Café',
    industryType: 'cafe',
    workplaceServices: [701, 702, 706],
    userId,
    rotaStartTime: 6,
    rotaEndTime: 24,
  });
  for (const [i, name] of NAMES.slice(0, count).entries()) {
    const { employee_id: employeeId } = await api(page, 'POST', '/employees/createemployee', {
      workplace_id: workplaceId,
      display_name: name,
      first_name: name,
      surname: 'Harbour',
      rate: i < 3 ? '13.50' : '12.21',
      services: [],
      created_by: userId,
    });
    for (let day = 0; day < 7; day++) {
      if ((i + day) % 7 >= 5 || (name === 'Isla' && day === 3)) continue;
      const [timeStart, timeEnd] = SPANS[(i + day) % SPANS.length];
      await api(page, 'POST', '/assignments/placeassignment', {
        workplaceId,
        date: dayOf(day),
        serviceType: 701,
        employeeId,
        timeStart,
        timeEnd,
        userId,
      });
    }
  }
}

const cell = (page: Page, name: string, date: string) =>
  page.locator(`[data-testid="weekly-cell"][data-employee="${name}"][data-date="${date}"]`);

/** True when `target` is what the screen shows at its own centre (not covered, not scrolled out of its box). */
function onTop(target: Locator) {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.contains(hit);
  });
}

test('walks the grid by keyboard: one Tab in, arrows to Thursday for the 9th person, Enter opens it, Escape', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await seedWeek(page, 12);
  await page.goto(`/?view=weekly&date=${dayOf(2)}`);
  const grid = page.getByRole('grid', { name: /Assignments per employee/ });
  await expect(cell(page, 'Ann', dayOf(0))).toContainText('07:00');

  // The grid is one stop in the tab order: from the last control above it (the auto-fill bar's Fill), one Tab.
  await page.getByRole('button', { name: 'Fill the week' }).focus();
  await page.keyboard.press('Tab');
  const openMonday = page.getByTestId('weekly-open-cell').first();
  await expect(openMonday).toBeFocused();
  await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);

  // Open shifts, then Ann … Isla: nine rows down, three days right.
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  const islaThursday = cell(page, 'Isla', dayOf(3));
  await expect(islaThursday).toBeFocused();
  // Scrolled to her row, the days' headers are still on top of the grid.
  const thursdayHead = grid.getByRole('columnheader', { name: /Thu/ });
  await expect.poll(() => onTop(thursdayHead)).toBe(true);
  await expect.poll(() => onTop(islaThursday)).toBe(true);

  // Enter opens the empty cell's time dialog for Isla on Thursday; Escape closes it and the cell has focus again.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New Shift' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Isla');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(islaThursday).toBeFocused();

  // A cell with a shift: Enter goes in to the shift, Escape comes back.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Edit Isla's shift on Wednesday/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cell(page, 'Isla', dayOf(2))).toBeFocused();
});

test('keeps the day headers and the names in view while the page scrolls down and the grid sideways (375 px)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await seedWeek(page, 12);
  await page.goto(`/?view=weekly&date=${dayOf(2)}`);
  await expect(cell(page, 'Ann', dayOf(0))).toContainText('07:00');
  const grid = page.getByRole('grid');
  // Down the page to Liam, the last row, and across the grid's box to Sunday.
  await grid.getByRole('rowheader', { name: /Liam/ }).evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await page.getByTestId('weekly-scroll').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  expect(await grid.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(-500);
  expect(await page.getByTestId('weekly-scroll').evaluate((el) => el.scrollLeft)).toBeGreaterThan(200);
  await expect.poll(() => onTop(grid.getByRole('columnheader', { name: /Sun/ }))).toBe(true);
  await expect.poll(() => onTop(grid.getByRole('rowheader', { name: /Liam/ }))).toBe(true);
  await expect.poll(() => onTop(cell(page, 'Liam', dayOf(6)))).toBe(true);
  // Back up the page, the headers are back in their place at the top of the grid.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => grid.getByRole('columnheader', { name: /Sun/ }).evaluate((el) => el.getBoundingClientRect().top > 0)).toBe(true);
  await expect.poll(() => onTop(grid.getByRole('columnheader', { name: /Sun/ }))).toBe(true);
});

/** Pages in a PDF: its page objects ("/Type /Page", not the "/Type /Pages" tree). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

test('prints 15 people on one A4 landscape page, with pay or without it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await seedWeek(page, 15);
  await page.goto(`/?view=weekly&date=${dayOf(2)}`);
  await expect(cell(page, 'Omar', dayOf(0))).toContainText(':00');
  const money = page.getByTestId('weekly-cell-cost').first();

  // Without pay: chosen before printing.
  await page.getByRole('button', { name: 'Print' }).click();
  const options = page.getByRole('dialog', { name: 'Print the rota' });
  await options.getByRole('radio', { name: /Without pay/ }).check();
  await options.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expect(options).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(money).toBeHidden();
  // The hours stay on paper, the pay goes: per day, per person and the week's.
  await expect(page.getByTestId('weekly-grand-total').locator('.weekly-total-hours')).toBeVisible();
  await expect(page.getByTestId('weekly-grand-total').locator('.weekly-total-money')).toBeHidden();
  const withoutPay = await page.pdf({
    format: 'A4',
    landscape: true,
    margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' },
  });
  expect(pdfPages(withoutPay)).toBe(1);

  // The afterprint event ends that print; the next one, with pay, shows the money again.
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.getByRole('button', { name: 'Print' }).click();
  await options.getByRole('radio', { name: /With pay/ }).check();
  await options.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2);
  await page.emulateMedia({ media: 'print' });
  await expect(money).toBeVisible();
  await expect(page.getByTestId('weekly-grand-total').locator('.weekly-total-money')).toContainText('£');
  await expect(page.getByTestId('weekly-grand-total').locator('.weekly-total-money')).toBeVisible();
  const withPay = await page.pdf({ format: 'A4', landscape: true, margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' } });
  expect(pdfPages(withPay)).toBe(1);
  // The counter is right: the same grid without its compact print rows takes more than one page.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('.weekly-table td')) el.style.height = '120px';
  });
  expect(pdfPages(await page.pdf({ format: 'A4', landscape: true }))).toBeGreaterThan(1);
});

/** A dialog fades in: axe-core reads colours once it has finished. */
const animationsDone = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

test('the grid with keyboard focus, the print options and the share question have no serious or critical axe-core finding', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await seedWeek(page, 3);
  await page.goto(`/?view=weekly&date=${dayOf(2)}`);
  await expect(cell(page, 'Ann', dayOf(0))).toContainText('07:00');
  await page.getByTestId('weekly-open-cell').first().focus();
  await page.keyboard.press('ArrowDown');
  expect(await seriousViolationsIn(page, ['.weekly-card'])).toEqual([]);

  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.getByRole('dialog', { name: 'Print the rota' })).toBeVisible();
  await animationsDone(page);
  expect(await seriousViolationsIn(page, ['.dialog'])).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Share week' }).click();
  const question = page.getByRole('dialog', { name: 'Share this week' });
  await expect(question).toContainText("Anyone with the link can see this week's rota. Share?");
  await animationsDone(page);
  expect(await seriousViolationsIn(page, ['.dialog'])).toEqual([]);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('share-link')).toHaveCount(0);
});
