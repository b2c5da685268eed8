import type { APIResponse, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import dayjs from 'dayjs';
import { avatar, PASSWORD, signUp, uniqueEmail } from '../support/accounts';
import { readInvitationLink } from '../support/outbox';
import { e2eStart, newContext } from '../support/clock';

/**
 * Journey (issue 26): the owner invites a manager, scoped to one workplace, and an auditor.
 * Each follows the link from the e-mail in the outbox, signs up and joins. The manager plans
 * a shift; the auditor finds it in the history under the manager's name and cannot edit; the
 * owner removes the manager, whose next action fails with a clear message.
 */

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Two workplaces and Ann at the first, made through the API with the owner's session. */
async function setUpBusiness(page: Page) {
  const request = page.request;
  const { user_id: userId } = await ok<{ user_id: string }>(await request.get('/api/auth/me'), 'me');
  const workplace = async (name: string) =>
    (
      await ok<{ workplace_id: string }>(
        await request.post('/api/workplaces/createworkplace', {
          data: { workplaceName: name, industryType: 'cafe', workplaceServices: [701, 702], userId, rotaStartTime: 6, rotaEndTime: 24 },
        }),
        `createworkplace ${name}`,
      )
    ).workplace_id;
  const harbour = await workplace('Harbour Café');
  await workplace('Quay Bar');
  await ok(
    await request.post('/api/employees/createemployee', {
      data: {
        workplace_id: harbour,
        display_name: 'Ann',
        first_name: 'Ann',
        surname: 'Lee',
        rate: '12.50',
        services: [],
        created_by: userId,
      },
    }),
    'createemployee Ann',
  );
  return { harbour };
}

/** A new person in their own browser: follows the invitation link, signs up with the invited address and joins. */
async function joinFromEmail(browser: Browser, email: string, phone = false) {
  const context = await newContext(browser, phone ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : {});
  const page = await context.newPage();
  const link = await readInvitationLink(email);
  await page.goto(link);
  // The invitation names the business (by default its first workplace's name).
  await expect(page.getByRole('heading', { name: /^Join .+ on Rotaledger$/ })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
  // Back on the invitation's page, signed in.
  await expect(page).toHaveURL(link);
  await page.getByRole('button', { name: 'Join the team' }).click();
  return page;
}

const day = dayjs(e2eStart()).add(1, 'day');
const longDay = day.format('dddd D MMMM');

test('a team: the owner invites a manager and an auditor, who join from the e-mail and act within their roles', async ({
  page,
  browser,
}) => {
  const owner = page;
  await signUp(owner, uniqueEmail('owner'));
  await setUpBusiness(owner);
  // The business was made through the API: load the app again to see it.
  await owner.reload();

  // The owner invites from the Team page, reached from the account menu.
  await avatar(owner).click();
  await owner.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Team' }).click();
  await expect(owner.getByRole('heading', { name: 'Your team', level: 1 })).toBeVisible();
  const managerEmail = uniqueEmail('sam');
  await owner.getByLabel('E-mail address').fill(managerEmail);
  await owner.getByRole('radio', { name: /^Manager/ }).check();
  await owner.getByRole('radio', { name: 'Only these:' }).check();
  await owner.getByRole('checkbox', { name: 'Harbour Café' }).check();
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${managerEmail}. The link works for 7 days.`)).toBeVisible();
  const auditorEmail = uniqueEmail('accountant');
  await owner.getByLabel('E-mail address').fill(auditorEmail);
  await owner.getByRole('radio', { name: /^Auditor/ }).check();
  await owner.getByRole('radio', { name: /^Every workplace/ }).check();
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByRole('list', { name: 'Invitations' }).getByText(auditorEmail)).toBeVisible();

  // The manager joins and plans Ann's shift at Harbour Café (the only workplace they see).
  const manager = await joinFromEmail(browser, managerEmail);
  await expect(manager.getByText(/^You joined .+ as manager\.$/)).toBeVisible();
  await manager.getByRole('button', { name: 'Open the planner' }).click();
  await expect(manager.getByTestId('planner-workplace')).toHaveText('Harbour Café');
  await expect(manager.getByText('View only')).toHaveCount(0);
  await manager.goto(`/?view=weekly&date=${day.format('YYYY-MM-DD')}`);
  await manager.getByRole('button', { name: `Add a shift for Ann on ${longDay}`, exact: true }).click();
  await manager.keyboard.type('9-17');
  await manager.keyboard.press('Enter');
  await expect(manager.getByRole('button', { name: new RegExp(`^Edit Ann's shift on ${longDay}`) })).toBeEnabled();
  const managerName = (await ok<{ username: string }>(await manager.request.get('/api/auth/me'), 'me')).username;

  // The auditor joins, finds the shift in the history under the manager's name, and cannot edit.
  const auditor = await joinFromEmail(browser, auditorEmail);
  await expect(auditor.getByText(/^You joined .+ as auditor\.$/)).toBeVisible();
  await auditor.goto('/history');
  await auditor.getByLabel('Workplace').selectOption({ label: 'Harbour Café' });
  const assigned = auditor.getByTestId('history-event').filter({ hasText: /Ann assigned to/ });
  await expect(assigned).toContainText(`by ${managerName} (manager)`);
  await auditor.goto(`/?view=weekly&date=${day.format('YYYY-MM-DD')}`);
  await auditor.getByRole('combobox', { name: 'Workplace' }).selectOption({ label: 'Harbour Café' });
  await expect(auditor.getByText('View only')).toBeVisible();
  await expect(auditor.getByTestId('weekly-cell').filter({ hasText: '09:00' })).toHaveCount(1);
  await expect(auditor.getByRole('button', { name: /^Add a shift for/ })).toHaveCount(0);
  await expect(auditor.getByRole('button', { name: /^Edit Ann's shift/ })).toHaveCount(0);
  // The server refuses an auditor's write whatever the page shows.
  const seen = await ok<{ workplace_id: string; name: string }[]>(
    await auditor.request.get('/api/workplaces/getworkplaces'),
    'getworkplaces',
  );
  const harbourId = seen.find((w) => w.name === 'Harbour Café')!.workplace_id;
  const refused = await auditor.request.post('/api/assignments/placeassignment', {
    data: {
      workplaceId: harbourId,
      date: day.format('YYYY-MM-DD'),
      serviceType: 701,
      employeeId: null,
      timeStart: '10:00',
      timeEnd: '12:00',
    },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe("Your role (auditor) can view but not change this team's data.");

  // The owner removes the manager, after a confirm.
  await owner.reload();
  await owner.getByRole('button', { name: `Remove ${managerName}` }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Yes, remove' }).click();
  await expect(owner.getByRole('list', { name: 'Members' }).getByText(managerEmail)).toHaveCount(0);

  // The manager's next action, on the page they still have open, fails with a clear message.
  const nextDay = day.add(1, 'day').format('dddd D MMMM');
  await manager.getByRole('button', { name: `Add a shift for Ann on ${nextDay}`, exact: true }).click();
  await manager.keyboard.type('9-17');
  await manager.keyboard.press('Enter');
  await expect(manager.getByRole('alert').first()).toBeVisible();
  await expect(manager.getByRole('alert').first()).not.toHaveText('');
});

test("on a 375 px phone, an invited manager joins from the e-mail and sees the team's week", async ({ page, browser }) => {
  await signUp(page, uniqueEmail('owner'));
  await setUpBusiness(page);
  const email = uniqueEmail('phone');
  const invited = await page.request.post('/api/team/invitations', { data: { email, role: 'manager' } });
  expect(invited.status()).toBe(201);

  const manager = await joinFromEmail(browser, email, true);
  await expect(manager.getByText(/^You joined .+ as manager\.$/)).toBeVisible();
  await manager.getByRole('button', { name: 'Open the planner' }).tap();
  // Both team workplaces, grouped under the owner's team, and nothing wider than the phone.
  const switcher = manager.getByRole('combobox', { name: 'Workplace' });
  await expect(switcher.locator('optgroup')).toHaveCount(1);
  await expect(switcher.locator('option')).toHaveText(['Harbour Café', 'Quay Bar']);
  await expect(manager.getByTestId('planner-workplace')).toBeVisible();
  expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
