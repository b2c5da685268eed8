import { expect, test } from '../support/test';
import { uniqueEmail } from '../support/accounts';
import { outboxEmailsTo, readOutboxEmail } from '../support/outbox';
import { cell, longDay, openBusiness, openPhone, openPlanner, RATE, section, staffDay, SURNAME, week } from './business';

/**
 * Publishing (issue 27): the manager switches the café to "When I publish" in the workplace
 * form. A shift planned after that stays off Cara's personal page while the planner counts it
 * as an unpublished change; Publish shows it to her and e-mails her (she gave an address),
 * with her own shifts only: no rate, no surname.
 */

const tuesday = week.add(1, 'day');
const thursday = week.add(3, 'day');

test('in on-publish mode a change reaches the personal page and the e-mail outbox only when the week is published', async ({
  page,
  browser,
}) => {
  const caraEmail = uniqueEmail('cara');
  const business = await openBusiness(page, ['Cara'], { emails: { Cara: caraEmail } });
  const { Cara: cara } = business.people;
  await business.place(tuesday, cara, '09:00', '17:00');

  // The workplace form's "When staff see changes".
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Harbour Café' }).click();
  const dialog = page.getByRole('dialog');
  const mode = dialog.getByRole('radiogroup', { name: 'When staff see changes' });
  await expect(mode.getByRole('radio', { name: /Live/ })).toBeChecked();
  await mode.getByRole('radio', { name: /When I publish/ }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const { context, page: phone } = await openPhone(browser, cara);
  const shifts = section(phone, 'Your shifts').getByTestId('staff-shift');
  await expect(shifts).toHaveCount(1);

  // The manager plans Thursday: counted as unpublished, not on Cara's page.
  await openPlanner(page, week);
  await expect(page.getByText('All changes published')).toBeVisible();
  await page.getByRole('button', { name: `Add a shift for Cara on ${longDay(thursday)}` }).click();
  const shiftDialog = page.getByRole('dialog', { name: 'New Shift' });
  await shiftDialog.getByLabel('Times').fill('12-18');
  await shiftDialog.getByLabel('Times').press('Enter');
  await expect(shiftDialog).toBeHidden();
  await expect(cell(page, 'Cara', thursday)).toContainText('12:00-18:00');
  await expect(page.getByText('1 unpublished change', { exact: true })).toBeVisible();
  await phone.reload();
  await expect(section(phone, 'Your shifts').getByRole('heading', { name: staffDay(tuesday) })).toBeVisible();
  await expect(shifts).toHaveCount(1);
  await expect(phone.getByText('12:00 – 18:00')).toHaveCount(0);

  expect(await outboxEmailsTo(caraEmail), 'nothing e-mailed before Publish').toEqual([]);

  // Published: on her page, and in her e-mail.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText("Published. 1 person's shifts changed; 1 e-mailed.")).toBeVisible();
  await expect(page.getByText('All changes published')).toBeVisible();
  await phone.reload();
  await expect(shifts).toHaveCount(2);
  await expect(shifts.nth(1)).toContainText('12:00 – 18:00');

  const mail = await readOutboxEmail(caraEmail, 'Your shifts at Harbour Café have changed');
  expect(mail.text).toContain('Hello Cara,');
  expect(mail.text).toContain(`${thursday.format('ddd D MMM')}, 12:00–18:00, Server at Harbour Café`);
  expect(mail.text).toContain(`${tuesday.format('ddd D MMM')}, 09:00–17:00, Server at Harbour Café`);
  expect(mail.text).toContain(`/staff/`);
  for (const body of [mail.text, mail.html]) {
    expect(body).not.toContain(RATE);
    expect(body).not.toContain(SURNAME);
  }
  await context.close();
});
