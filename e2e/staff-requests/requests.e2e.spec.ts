import { expect, test } from '../support/test';
import type { Dayjs } from 'dayjs';
import { uniqueEmail } from '../support/accounts';
import { readOutboxEmail } from '../support/outbox';
import {
  cell,
  expectNoSidewaysScroll,
  longDay,
  openBusiness,
  openPhone,
  openPlanner,
  RATE,
  section,
  staffDay,
  SURNAME,
  week,
} from './business';

/**
 * Issue 27's journey: on her phone (375 px, touch, no account) Ann says when she can work,
 * gives her e-mail, asks for a day off, picks up an open shift and asks for cover for one of
 * hers; Bob, on his own phone, offers to cover it. The manager, at 1280 px, approves each from
 * the planner's Requests panel in one click; Ann is e-mailed each decision; the week grid and
 * both personal pages show the result, and placing Ann outside her availability warns first.
 */

const monday = week;
const tuesday = week.add(1, 'day');
const wednesday = week.add(2, 'day');
const thursday = week.add(3, 'day');
const sunday = week.add(6, 'day');
const shortDay = (d: Dayjs) => d.format('ddd D MMM');

test('staff ask from their phones, the manager approves each in one click, and the grid and their pages show it', async ({
  page,
  browser,
}) => {
  const business = await openBusiness(page, ['Ann', 'Bob']);
  const { Ann: ann, Bob: bob } = business.people;
  // Ann works Tuesday and Thursday; Wednesday's shift is open.
  await business.place(tuesday, ann, '09:00', '17:00');
  await business.place(thursday, ann, '09:00', '17:00');
  await business.place(wednesday, null, '10:00', '16:00');

  const annPhone = await openPhone(browser, ann);
  const phone = annPhone.page;

  await test.step('Ann, on her phone: not available on Mondays after 17:00, nor on Sundays', async () => {
    const form = phone.getByRole('form', { name: 'When you can work' });
    const mondays = form.getByRole('group', { name: 'Monday', exact: true });
    await mondays.getByRole('radio', { name: 'Only between…' }).tap();
    await mondays.getByLabel('From').fill('00:00');
    await mondays.getByLabel('To').fill('17:00');
    await form.getByRole('group', { name: 'Sunday', exact: true }).getByRole('radio', { name: 'Not available' }).tap();
    await form.getByRole('button', { name: 'Save when I can work' }).tap();
    await expect(form.getByText('Saved. Your manager sees it from now on.')).toBeVisible();
  });

  const annEmail = uniqueEmail('ann');
  await test.step('Ann gives her e-mail for updates', async () => {
    const form = phone.getByRole('form', { name: 'E-mail for updates' });
    await form.getByLabel('E-mail address').fill(annEmail);
    await form.getByRole('button', { name: 'Save e-mail' }).tap();
    await expect(form.getByText(`We will e-mail ${annEmail} when your shifts change.`)).toBeVisible();
  });

  await test.step('Ann asks for Tuesday off', async () => {
    const form = phone.getByRole('form', { name: 'Ask for time off' });
    await form.getByLabel('First day off').fill(tuesday.format('YYYY-MM-DD'));
    await form.getByLabel('Last day off').fill(tuesday.format('YYYY-MM-DD'));
    await form.getByLabel('Note for your manager (optional)').fill('Dentist');
    await form.getByRole('button', { name: 'Ask for time off' }).tap();
    await expect(form.getByText(`Asked for ${shortDay(tuesday)}. Your manager will answer here.`)).toBeVisible();
    const request = section(phone, 'Time off').getByTestId('time-off-request');
    await expect(request).toContainText(shortDay(tuesday));
    await expect(request).toContainText('Pending');
  });

  await test.step('Ann picks up the open Wednesday shift', async () => {
    const open = section(phone, 'Open shifts');
    await open.getByRole('button', { name: `Pick up: ${staffDay(wednesday)} 10:00 – 16:00 Server` }).tap();
    await expect(open.getByTestId('staff-shift').filter({ hasText: '10:00 – 16:00' })).toContainText('Requested');
  });

  await test.step('Ann asks for cover for Thursday', async () => {
    const shifts = section(phone, 'Your shifts');
    await shifts.getByRole('button', { name: `Ask for cover: ${staffDay(thursday)} 09:00 – 17:00 Server` }).tap();
    await shifts.getByRole('button', { name: 'Yes, ask for cover' }).tap();
    await expect(shifts.getByText('Cover asked')).toBeVisible();
    await expectNoSidewaysScroll(phone);
  });

  const bobPhone = await openPhone(browser, bob);
  await test.step('Bob, on his own phone, offers to cover it', async () => {
    const cover = section(bobPhone.page, 'Can you cover?');
    await expect(cover.getByText('Ann asked for cover')).toBeVisible();
    await cover.getByRole('button', { name: `I can cover: ${staffDay(thursday)} 09:00 – 17:00 Server for Ann` }).tap();
    await expect(cover.getByText('You offered — waiting for the manager')).toBeVisible();
    await expectNoSidewaysScroll(bobPhone.page);
    await phone.reload();
    await expect(section(phone, 'Your shifts').getByText('Bob will cover — waiting for your manager')).toBeVisible();
  });

  await test.step('the manager, at 1280 px, approves each request from the Requests panel', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPlanner(page, monday);
    await page.getByRole('button', { name: 'Requests (3 pending)' }).click();
    const panel = page.getByRole('region', { name: 'Requests' });
    const item = (text: string) => panel.getByRole('listitem').filter({ hasText: text });

    await expect(item('asks for time off')).toContainText('Dentist');
    await expect(item('asks for time off')).toContainText('1 shift will open');
    await item('asks for time off').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Approved: 1 shift opened')).toBeVisible();
    // The toast says so beside the panel, never over its buttons.
    const toast = await page.locator('.toast').filter({ hasText: 'Approved: 1 shift opened' }).boundingBox();
    const side = await panel.boundingBox();
    expect(toast!.x + toast!.width, 'the toast ends left of the Requests panel').toBeLessThanOrEqual(side!.x);
    await expect(page.getByRole('button', { name: 'Requests (2 pending)' })).toBeVisible();

    await item('claims an open shift').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('button', { name: 'Requests (1 pending)' })).toBeVisible();

    await expect(item('offered a shift')).toContainText('Bob will cover');
    await item('offered a shift').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('button', { name: 'Requests (0 pending)' })).toBeVisible();
    await expect(panel.getByText('No requests waiting.')).toBeVisible();
    await panel.getByRole('button', { name: 'Close requests' }).click();
    await expect(panel).toBeHidden();
  });

  await test.step('Ann is e-mailed each decision, with her own shifts only', async () => {
    const timeOff = await readOutboxEmail(annEmail, /^Your time off .* was approved$/);
    expect(timeOff.text).toContain('Your shift on those days went to the open shifts.');
    const claim = await readOutboxEmail(annEmail, /^Your request for the open shift on .* was approved$/);
    expect(claim.text).toContain('is yours.');
    const swap = await readOutboxEmail(annEmail, /^Your swap for .* was approved$/);
    expect(swap.text).toContain('Bob will cover your shift');
    for (const mail of [timeOff, claim, swap]) {
      expect(mail.text).toContain(ann.page);
      for (const never of [RATE, SURNAME]) expect(`${mail.text}\n${mail.html}`).not.toContain(never);
    }
  });

  await test.step('the grid shows the result', async () => {
    // The claimed shift under Ann, the covered one under Bob.
    await expect(cell(page, 'Ann', wednesday)).toContainText('10:00-16:00');
    await expect(cell(page, 'Bob', thursday)).toContainText('09:00-17:00');
    await expect(cell(page, 'Ann', thursday)).not.toContainText('09:00');
    // Her day off greyed, her shift that day opened.
    await expect(cell(page, 'Ann', tuesday)).toHaveClass(/is-unavailable/);
    await expect(cell(page, 'Ann', tuesday)).toContainText('Time off');
    await expect(cell(page, 'Ann', tuesday)).not.toContainText('09:00');
    await expect(page.getByRole('button', { name: `Open Server shift on ${longDay(tuesday)}, 09:00-17:00: assign someone` })).toBeVisible();
    // Her availability greyed with its label.
    await expect(cell(page, 'Ann', monday)).toHaveClass(/is-unavailable/);
    await expect(cell(page, 'Ann', monday)).toContainText('Not available after 17:00');
    await expect(cell(page, 'Bob', monday)).not.toHaveClass(/is-unavailable/);
    // A weekend day greyed like any other (the weekend's own shade must not hide it).
    await expect(cell(page, 'Ann', sunday)).toContainText('Not available');
    for (const date of [monday, tuesday, sunday]) {
      await expect(cell(page, 'Ann', date)).toHaveCSS('background-image', /repeating-linear-gradient/);
    }
  });

  await test.step('placing Ann outside her availability warns first, then places her with "Place anyway"', async () => {
    await page.getByRole('button', { name: `Add a shift for Ann on ${longDay(monday)} (Not available after 17:00)` }).click();
    const dialog = page.getByRole('dialog', { name: 'New Shift' });
    await dialog.getByLabel('Times').fill('18-22');
    await dialog.getByLabel('Times').press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(/Ann is not available on Mondays after 17:00\./);
    await dialog.getByRole('button', { name: 'Place anyway' }).click();
    await expect(dialog).toBeHidden();
    await expect(cell(page, 'Ann', monday)).toContainText('18:00-22:00');
  });

  await test.step("the employees' pages show the result", async () => {
    await phone.reload();
    const request = section(phone, 'Time off').getByTestId('time-off-request');
    await expect(request).toContainText('Approved');
    const annShifts = section(phone, 'Your shifts').getByTestId('staff-shift');
    // Monday's evening and the Wednesday she picked up; Tuesday (time off) and Thursday (Bob's now) are gone.
    await expect(annShifts).toHaveCount(2);
    await expect(annShifts.nth(0)).toContainText('18:00 – 22:00');
    await expect(annShifts.nth(1)).toContainText('10:00 – 16:00');
    await expect(section(phone, 'Your shifts').getByRole('heading', { name: staffDay(wednesday) })).toBeVisible();
    await expectNoSidewaysScroll(phone);

    await bobPhone.page.reload();
    const bobShifts = section(bobPhone.page, 'Your shifts');
    await expect(bobShifts.getByRole('heading', { name: staffDay(thursday) })).toBeVisible();
    await expect(bobShifts.getByTestId('staff-shift')).toContainText('09:00 – 17:00');
    await expect(section(bobPhone.page, 'Can you cover?').getByText('Nobody needs cover right now.')).toBeVisible();
  });

  await annPhone.context.close();
  await bobPhone.context.close();
});
