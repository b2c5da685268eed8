import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUp, uniqueEmail } from '../support/accounts';
import { e2eStart, newContext } from '../support/clock';

/**
 * Journeys of issue 7, one manager from sign-up to a shared rota:
 * 1. create a workplace and two employees through the wizards;
 * 2. plan a day on the daily view: two shifts, three assignments, one refused overlap;
 * 3. edit a time in the weekly view;
 * 4. share the day and open the link signed out on a 375 px phone: names beside icons, a tap for
 *    details, the whole day across the screen;
 * 5. see a later change appear on the shared link.
 *
 * Pay worked out by hand: Sam £10.00/hr, Alex £9.50/hr.
 *   Sam  09:00-12:45 (225 min) + 13:00-16:45 (225 min) = 450 min = 7 hrs 30 mins → £75.00
 *   Alex 11:00-15:45 (285 min) → 285 × 950 / 60 = 4512.5p → £45.13 (half a penny rounds up)
 *   Total 12 hrs 15 mins, £120.13.
 */

test.describe.configure({ mode: 'serial' });

let page: Page;
let shareLink = '';

const dialog = () => page.getByRole('dialog');
const row = (service: string, index = 0) => page.getByRole('group', { name: `${service} shift` }).nth(index);
const cell = (service: string, time: string, index = 0) =>
  row(service, index).getByRole('button', { name: new RegExp(`^${service} ${time}(, start chosen)?$`) });
const bar = (name: RegExp) => page.getByTestId('assignment-bar').filter({ has: page.locator('.assignment-name', { hasText: name }) });

function isoToday(): string {
  const d = e2eStart();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

async function twoClicks(service: string, from: string, to: string) {
  await cell(service, from).click();
  await expect(page.getByText(/Now click where the/)).toBeVisible();
  await cell(service, to).click();
}

async function assign(assignment: Locator, employee: string) {
  await assignment.click();
  await expect(dialog()).toHaveAccessibleName('Select Employee');
  await dialog()
    .getByRole('button', { name: new RegExp(employee) })
    .click();
  await expect(dialog()).toBeHidden();
}

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await context.newPage();
});

test.afterAll(async () => {
  await page.context().close();
});

test('creates a workplace and two employees through the wizards', async () => {
  await signUp(page, uniqueEmail('planner'));
  await expect(page.getByText('You need to create a workplace.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('Create a workplace to add staff')).toBeVisible();

  await page.getByRole('button', { name: 'Create workplace' }).click();
  await expect(dialog()).toHaveAccessibleName('Create Workplace');
  await dialog().getByLabel('Workplace name').fill('The Anchor');
  await dialog().getByRole('button', { name: 'Next' }).click();
  await dialog().getByLabel('Industry').selectOption('restaurant');
  await dialog().getByRole('button', { name: 'Server', exact: true }).click();
  await dialog().getByRole('button', { name: 'Cook', exact: true }).click();
  await dialog().getByRole('button', { name: 'Next' }).click();
  await dialog().getByLabel('Rota starts').selectOption('8');
  await dialog().getByLabel('Rota ends').selectOption('22');
  await dialog().getByRole('button', { name: 'Save' }).click();
  await expect(dialog()).toBeHidden();

  // The new workplace is selected, so staff can be added to it straight away.
  await expect(page.getByRole('heading', { name: 'The Anchor', level: 2 })).toBeVisible();
  for (const person of [
    { display: 'Sam', first: 'samantha', surname: 'okafor', rate: '10', service: 'Server' },
    { display: 'Alex', first: 'ALEX', surname: 'brown', rate: '9,5', service: 'Cook' },
  ]) {
    await page.getByRole('button', { name: 'Create employee' }).click();
    await expect(dialog()).toHaveAccessibleName('Create Employee');
    await dialog().getByLabel('Display name').fill(person.display);
    await dialog().getByLabel('First name').pressSequentially(person.first);
    await dialog().getByLabel('Surname').pressSequentially(person.surname);
    await dialog().getByLabel('Rate per hour').fill(person.rate);
    await dialog().getByRole('button', { name: 'Next' }).click();
    await expect(dialog().getByLabel('Workplace')).toHaveValue(/.+/);
    await dialog().getByRole('button', { name: 'Next' }).click();
    await dialog().getByRole('button', { name: person.service, exact: true }).click();
    await dialog().getByRole('button', { name: 'Save' }).click();
    await expect(dialog()).toBeHidden();
  }

  const rows = page.getByTestId('employee-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Samantha Okafor (Sam)' })).toContainText('£10.00 per hr');
  await expect(rows.filter({ hasText: 'Alex Brown (Alex)' })).toContainText('£9.50 per hr');
  await expect(page.getByTestId('workplace-tile')).toContainText('2 employees');
});

test('plans a day on the daily view: two shifts, three assignments, one refused overlap', async () => {
  await page.getByRole('banner').getByRole('link', { name: 'Planner' }).click();
  await expect(page.getByRole('heading', { name: 'The Anchor' })).toBeVisible();
  await page.getByRole('button', { name: 'Daily' }).click();
  await expect(page.getByText('No shifts on this day yet.')).toBeVisible();

  // Shift 1: Server, 09:00 to the end of the 12:30 quarter.
  await page.getByRole('button', { name: /Add Shift/ }).click();
  await dialog()
    .getByRole('button', { name: /Server/ })
    .click();
  await expect(row('Server')).toContainText('Not saved yet');
  await twoClicks('Server', '09:00', '12:30');
  await expect(bar(/\?/)).toHaveCount(1);
  await expect(row('Server')).not.toContainText('Not saved yet');
  await assign(bar(/\?/), 'Sam');
  await expect(bar(/Sam/)).toHaveAccessibleName(/^Sam 09:00-12:45, Server/);

  // Shift 2: Cook, picked from the end backwards (the clicks swap).
  await page.getByRole('button', { name: /Add Shift/ }).click();
  await dialog().getByRole('button', { name: /Cook/ }).click();
  await twoClicks('Cook', '15:30', '11:00');
  await expect(row('Cook').getByTestId('assignment-bar')).toHaveAccessibleName(/^Unassigned 11:00-15:45, Cook/);

  // Sam already works 09:00-12:45: the picker shows but disables him for the cook's shift.
  await row('Cook').getByTestId('assignment-bar').click();
  await expect(dialog().getByRole('button', { name: /Sam/ })).toHaveCount(0);
  await dialog().getByRole('switch', { name: 'Only employees which match service type' }).click();
  await expect(dialog().getByRole('button', { name: /Sam/ })).toBeDisabled();
  await expect(dialog().getByRole('button', { name: /Sam/ })).toContainText('Busy 09:00-12:45');
  await dialog().getByRole('button', { name: /Alex/ }).click();
  await expect(bar(/Alex/)).toHaveAccessibleName(/^Alex 11:00-15:45, Cook/);

  // The third assignment, in the Server row after Sam's first.
  await twoClicks('Server', '13:00', '16:30');
  await assign(row('Server').getByTestId('assignment-bar').filter({ hasText: '?' }), 'Sam');
  await expect(bar(/Sam/)).toHaveCount(2);

  // An overlapping assignment in the same row is refused and nothing is added.
  await twoClicks('Server', '08:00', '17:00');
  await expect(page.getByRole('alert').filter({ hasText: 'Assignment overlaps with an existing one.' })).toBeVisible();
  await expect(page.getByTestId('assignment-bar')).toHaveCount(3);

  const pay = page.getByRole('table');
  await expect(pay.getByRole('row', { name: /Samantha Okafor Sam 7 hrs 30 mins £75\.00/ })).toBeVisible();
  await expect(pay.getByRole('row', { name: /Alex Brown Alex 4 hrs 45 mins £45\.13/ })).toBeVisible();
  await expect(pay.getByRole('row', { name: /Total 12 hrs 15 mins £120\.13/ })).toBeVisible();

  // Nothing was only on screen: a reload shows the same day from the server.
  await page.reload();
  await expect(page.getByTestId('assignment-bar')).toHaveCount(3);
  await expect(bar(/Alex/)).toHaveAccessibleName(/^Alex 11:00-15:45, Cook/);
});

test('edits a time in the weekly view', async () => {
  await page.getByRole('button', { name: 'Weekly' }).click();
  const samToday = page.locator(`[data-testid="weekly-cell"][data-employee="Sam"][data-date="${isoToday()}"]`);
  await expect(samToday).toContainText('09:00-12:45');
  await samToday.getByRole('button', { name: /13:00-16:45/ }).click();
  await expect(dialog()).toHaveAccessibleName('Edit Shift');
  await dialog().getByLabel('End hour').selectOption('17');
  await dialog().getByLabel('End minutes').selectOption('30');
  await dialog().getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog()).toBeHidden();
  await expect(samToday).toContainText('13:00-17:30');
  await expect(samToday).toHaveClass(/is-glowing/);
  await expect(samToday).not.toHaveClass(/is-glowing/, { timeout: 8_000 });

  // The daily view agrees.
  await page.getByRole('button', { name: 'Daily' }).click();
  await expect(row('Server').getByTestId('assignment-bar').nth(1)).toHaveAccessibleName(/^Sam 13:00-17:30, Server/);
  await expect(page.getByRole('table').getByRole('row', { name: /Samantha Okafor Sam 8 hrs 15 mins £82\.50/ })).toBeVisible();
});

test('shares the day and opens the link signed out on a 375 px phone', async ({ browser }) => {
  await page.getByRole('button', { name: /Share rota/ }).click();
  await page
    .getByRole('dialog', { name: /^Share this (day|week)$/ })
    .getByRole('button', { name: 'Share', exact: true })
    .click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  shareLink = (await page.getByTestId('share-link').getAttribute('href')) ?? '';
  expect(shareLink).toMatch(/\/rota\/[A-Za-z0-9_-]{22,}$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareLink);

  const phone = await newContext(browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const viewer = await phone.newPage();
  try {
    await viewer.goto(shareLink);
    await expect(viewer.getByRole('heading', { name: 'The Anchor', level: 1 })).toBeVisible();
    await expect(viewer.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(viewer.getByTestId('rota-row')).toHaveCount(2);
    await expect(viewer.getByTestId('rota-bar')).toHaveCount(3);
    await expect(viewer.getByRole('button', { name: 'Sam, 13:00 - 17:30' })).toBeAttached();
    // Each service's name shows beside its icon.
    for (const service of ['Server', 'Cook']) {
      await expect(viewer.getByRole('group', { name: service }).getByText(service, { exact: true })).toBeVisible();
    }
    // A touch screen is told to tap, and a tap shows the details.
    await expect(viewer.getByTestId('rota-detail')).toHaveText('Tap an assignment to see details');
    await viewer.getByRole('button', { name: 'Alex, 11:00 - 15:45' }).tap();
    await expect(viewer.getByTestId('rota-detail')).toHaveText('Alex 11:00 - 15:45');
    // The day (09:00 to 17:30) fits across the phone at the default zoom: no sideways swipe, for the page or the timeline.
    const overflow = await viewer.evaluate(() => {
      const timeline = document.querySelector('[data-testid="rota-scroll"]')!;
      return { page: document.documentElement.scrollWidth - window.innerWidth, timeline: timeline.scrollWidth - timeline.clientWidth };
    });
    expect(overflow).toEqual({ page: 0, timeline: 0 });
    const timelineBox = (await viewer.getByTestId('rota-scroll').boundingBox())!;
    for (const bar of await viewer.getByTestId('rota-bar').all()) {
      const box = (await bar.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(timelineBox.x + timelineBox.width);
    }
  } finally {
    await phone.close();
  }
});

test('shows a later change on the shared link', async ({ browser }) => {
  const other = await newContext(browser, { viewport: { width: 375, height: 812 } });
  const viewer = await other.newPage();
  try {
    await viewer.goto(shareLink);
    await expect(viewer.getByTestId('rota-bar')).toHaveCount(3);

    // The manager adds Alex to the kitchen again in the evening.
    await twoClicks('Cook', '18:00', '19:45');
    await assign(row('Cook').getByTestId('assignment-bar').filter({ hasText: '?' }), 'Alex');
    await expect(row('Cook').getByTestId('assignment-bar')).toHaveCount(2);

    // The open link follows: it asks again when the window regains focus (and every 30 s).
    await viewer.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(viewer.getByTestId('rota-bar')).toHaveCount(4);
    await expect(viewer.getByRole('button', { name: 'Alex, 18:00 - 20:00' })).toBeAttached();
  } finally {
    await other.close();
  }
});

test('revokes the shared link: it is gone for good, and sharing again makes a new one', async ({ browser }) => {
  await page.getByRole('button', { name: 'Revoke link' }).click();
  await expect(dialog()).toContainText('Anyone with this link will no longer see the rota.');
  await dialog().getByRole('button', { name: 'Revoke link' }).click();
  await expect(page.getByText('Link revoked. Share the rota again to make a new link.')).toBeVisible();
  await expect(page.getByTestId('share-link')).toHaveCount(0);

  await page.getByRole('button', { name: /Share rota/ }).click();
  await page
    .getByRole('dialog', { name: /^Share this (day|week)$/ })
    .getByRole('button', { name: 'Share', exact: true })
    .click();
  await expect(page.getByTestId('share-link')).toBeVisible();
  const renewed = (await page.getByTestId('share-link').getAttribute('href')) ?? '';
  expect(renewed).toMatch(/\/rota\/[A-Za-z0-9_-]{22,}$/);
  expect(renewed).not.toBe(shareLink);

  const other = await newContext(browser, { viewport: { width: 375, height: 812 } });
  const viewer = await other.newPage();
  try {
    await viewer.goto(shareLink);
    await expect(viewer.getByText('NO ROTA FOUND')).toBeVisible();
    await viewer.goto(renewed);
    await expect(viewer.getByTestId('rota-bar')).toHaveCount(4);
  } finally {
    await other.close();
  }
});
