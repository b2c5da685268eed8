import { createRequire } from 'node:module';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { PHONE, iso, ok, openBusiness, week, type Business } from '../staff-requests/business';
import { THEME_STORAGE_KEY } from '../../frontend/src/features/theme/theme';
import { newContext } from '../support/clock';

/**
 * Issue 29, point 9: axe-core finds no serious or critical violation on the landing page, sign
 * in, sign up, the weekly and daily planner, the dashboard (and issue 39's pay periods and payslip), history, profile, preferences, the
 * shared week (1280 px and a 375 px phone) and the staff page (phone and desktop), in the light
 * theme and in the dark one. Each page's findings are reported with their rule, target and summary.
 */

// axe is injected as a script tag; the app's CSP would refuse it.
test.use({ bypassCSP: true });

const require = createRequire(__filename);
const AXE = require.resolve('axe-core');
const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** The serious and critical findings on the page as it stands, one line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    // label-content-name-mismatch is experimental in axe-core, so off unless asked for: ask.
    return (await axe.run(document, { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } }))
      .violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) => `${v.impact} ${v.id} (${v.help}) at ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
      ),
    );
}

/** Opens `path`, waits until `ready` shows and the page has settled, and checks it (a soft check: every page is reported). */
async function check(page: Page, name: string, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const found = await seriousViolations(page);
  expect.soft(found, `${name} (${path}):\n${found.join('\n')}`).toEqual([]);
}

const heading = (name: string | RegExp, level?: number) => async (page: Page) =>
  expect(page.getByRole('heading', { name, ...(level ? { level } : {}) }).first()).toBeVisible();

async function newPage(browser: Browser, theme: 'light' | 'dark', options: Parameters<Browser['newContext']>[0]) {
  const context = await newContext(browser, { bypassCSP: true, ...options });
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
  return { context, page: await context.newPage() };
}

/** A café with three people, a planned week (one open shift, one overnight) and a week link. */
async function plannedWeek(page: Page): Promise<{ business: Business; rotaId: string }> {
  const business = await openBusiness(page, ['Ann', 'Bob', 'Kit']);
  const { Ann: ann, Bob: bob, Kit: kit } = business.people;
  await business.place(week, ann, '09:00', '17:00');
  await business.place(week, bob, '12:00', '20:00');
  await business.place(week.add(2, 'day'), kit, '18:00', '23:30');
  await business.place(week.add(5, 'day'), null, '10:00', '16:00');
  await business.place(week.add(6, 'day'), ann, '08:00', '14:00');
  const { rotaId } = await ok<{ rotaId: string }>(
    await page.request.post('/api/rotas/share', {
      data: { workplaceId: business.workplaceId, weekStart: iso(week), userId: business.userId },
    }),
    'share week',
  );
  return { business, rotaId };
}

for (const theme of ['light', 'dark'] as const) {
  test(`every listed page has no serious or critical accessibility violation (${theme} theme)`, async ({ browser }) => {
    // 18 pages, each through axe: about 4 s a page on a loaded 2-core machine, past the 60 s default.
    test.slow();
    const visitor = await newPage(browser, theme, DESKTOP);
    await check(visitor.page, 'landing page', '/', heading(/.+/, 1));
    await check(visitor.page, 'sign in', '/login', (p) => expect(p.getByLabel('Email')).toBeVisible());
    await check(visitor.page, 'sign up', '/signup', (p) => expect(p.getByLabel('Confirm password')).toBeVisible());
    await visitor.context.close();

    const manager = await newPage(browser, theme, DESKTOP);
    const page = manager.page;
    const { business, rotaId } = await plannedWeek(page);
    const planner = (p: Page) => expect(p.getByTestId('planner-workplace')).toHaveText('Harbour Café');
    await check(page, 'weekly planner', `/?view=weekly&date=${iso(week)}`, async (p) => {
      await planner(p);
      await expect(p.getByTestId('weekly-cell').first()).toBeVisible();
    });
    await check(page, 'daily planner', `/?view=daily&date=${iso(week)}`, async (p) => {
      await planner(p);
      await expect(p.getByTestId('assignment-bar').first()).toBeVisible();
    });
    await check(page, 'dashboard', '/dashboard', heading('Dashboard', 1));
    // Issue 39: the dashboard's pay periods with a period's lines shown, and a payslip. The periods
    // run to the one holding today, so Ann works this week's Monday too.
    const thisWeek = week.subtract(7, 'day');
    await business.place(thisWeek, business.people.Ann, '09:00', '17:00');
    await check(page, 'dashboard pay periods', `/dashboard?workplace=${business.workplaceId}&payperiod=${iso(thisWeek)}`, (p) =>
      expect(p.getByTestId('pay-period-detail').locator('tr[data-employee="Ann"]')).toBeVisible(),
    );
    await check(page, 'payslip', `/payslip/${business.workplaceId}/${iso(thisWeek)}/${business.people.Ann.id}`, async (p) => {
      await heading('Payslip: Ann', 1)(p);
      await expect(p.getByTestId('payslip-total')).toBeVisible();
    });
    await check(page, 'history', '/history', heading('History', 1));
    await check(page, 'profile', '/profile', heading(/.+/, 1));
    await check(page, 'preferences', '/preferences', heading(/.+/, 1));
    await check(page, 'shared week (desktop)', `/rota/${rotaId}`, heading('Harbour Café', 1));
    await check(page, 'staff page (desktop)', business.people.Ann.page, heading('Ann', 1));
    await manager.context.close();

    const phone = await newPage(browser, theme, PHONE);
    await check(phone.page, 'shared week (phone)', `/rota/${rotaId}`, heading('Harbour Café', 1));
    await check(phone.page, 'staff page (phone)', business.people.Ann.page, heading('Ann', 1));
    await phone.context.close();
  });
}

/**
 * Issue 43: the planner as a real café has it (break rules, an overnight shift, an open shift,
 * working-time warnings, unavailability, approved time off), the daily view, the Requests panel,
 * the staff page, and the pages issue 38 adds (templates, the auto-fill's proposal with a reason
 * open, and Fill the day's proposal on the daily timeline with a tip open), at 1280 px and on a 375 px phone.
 */
async function realCafe(page: Page) {
  // Paid above the adult minimum wage, so the auto-fill may propose them.
  const business = await openBusiness(page, ['Ann', 'Bob', 'Kit'], { rate: '13.00' });
  const { Ann: ann, Bob: bob, Kit: kit } = business.people;
  await ok(
    await page.request.put('/api/workplaces/updateworkplace', {
      data: {
        workplace_id: business.workplaceId,
        rotaEndTime: 26,
        breakRules: [{ afterHours: 6, unpaidMinutes: 30 }],
        user_id: business.userId,
      },
    }),
    'break rules',
  );
  await business.place(week, ann, '09:00', '17:00'); // a break
  await business.place(week, bob, '22:00', '02:00'); // overnight
  await business.place(week.add(1, 'day'), bob, '07:00', '12:00'); // 5 h rest: a warning
  await business.place(week.add(2, 'day'), null, '10:00', '16:00'); // open
  await business.place(week.add(3, 'day'), null, '12:00', '18:00'); // open, for the fill
  // Kit is available mornings only; Ann is on approved time off on Friday.
  const mornings = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ from: '06:00', to: '13:00' }]]));
  await ok(await page.request.put(`/api${kit.page}/availability`, { data: { weekly: mornings, exceptions: [] } }), 'availability');
  const friday = iso(week.add(4, 'day'));
  const { requestId } = await ok<{ requestId: string }>(
    await page.request.post(`/api${ann.page}/timeoff`, { data: { from: friday, to: friday } }),
    'time off',
  );
  await ok(await page.request.post('/api/requests/decide', { data: { requestId, approve: true, userId: business.userId } }), 'approve');
  // A request still waiting, for the Requests panel.
  await ok(
    await page.request.post(`/api${bob.page}/timeoff`, { data: { from: iso(week.add(6, 'day')), to: iso(week.add(6, 'day')) } }),
    'pending',
  );
  await ok(
    await page.request.post('/api/rota/templates', {
      data: { userId: business.userId, workplaceId: business.workplaceId, name: 'Standard week', fromWeekStart: iso(week) },
    }),
    'template',
  );
  return business;
}

/** On a phone the planner's controls wait behind one menu (issue 41): open it where it is shown. */
async function openPlannerMenu(page: Page) {
  const menu = page.getByRole('button', { name: 'Planner menu' });
  if (await menu.isVisible()) await menu.click();
}

for (const [size, options] of [
  ['1280 px', DESKTOP],
  ['375 px phone', PHONE],
] as const) {
  test(`the planner of a real café, its requests, templates and auto-fill have no serious violation (${size})`, async ({ browser }) => {
    const { context, page } = await newPage(browser, 'light', options);
    const business = await realCafe(page);
    const planner = (p: Page) => expect(p.getByTestId('planner-workplace')).toHaveText('Harbour Café');
    await check(page, 'weekly planner, a real café', `/?view=weekly&date=${iso(week)}`, async (p) => {
      await planner(p);
      await expect(p.locator('.weekly-cell.has-warning').first()).toBeAttached();
      await expect(p.getByText('30 min break').first()).toBeAttached();
    });
    await check(page, 'daily planner, a real café', `/?view=daily&date=${iso(week)}`, async (p) => {
      await planner(p);
      await expect(p.getByTestId('assignment-bar').first()).toBeVisible();
    });
    // Issue 41: the manager's day (a phone's first view), with the request still waiting.
    await check(page, "the manager's day, a real café", '/?view=today', async (p) => {
      await planner(p);
      await expect(p.getByRole('region', { name: /^Requests waiting/ })).toContainText('Bob');
    });

    // The Requests panel, open.
    await page.goto(`/?view=weekly&date=${iso(week)}`);
    await planner(page);
    await openPlannerMenu(page);
    await page.getByRole('button', { name: /^Requests/ }).click();
    await expect(page.getByRole('heading', { name: 'Requests' })).toBeVisible();
    let found = await seriousViolations(page);
    expect.soft(found, `Requests panel (${size}):\n${found.join('\n')}`).toEqual([]);
    await page.keyboard.press('Escape');

    // The templates' dialog.
    await page.goto(`/?view=weekly&date=${iso(week.add(7, 'day'))}`);
    await planner(page);
    await openPlannerMenu(page);
    await page.getByRole('button', { name: 'Templates' }).click();
    await page.getByRole('button', { name: 'Apply template…' }).click();
    await expect(page.getByRole('dialog', { name: 'Apply template' })).toBeVisible();
    found = await seriousViolations(page);
    expect.soft(found, `Apply template dialog (${size}):\n${found.join('\n')}`).toEqual([]);
    await page.keyboard.press('Escape');

    // The auto-fill's proposal, with a reason opened from the keyboard.
    await page.goto(`/?view=weekly&date=${iso(week)}`);
    await planner(page);
    await page.getByRole('button', { name: 'Fill the week' }).click();
    const proposal = page.getByTestId('autofill-proposal');
    await expect(proposal).toBeVisible({ timeout: 30_000 });
    const why = proposal.getByRole('button', { name: /^Why / }).first();
    await why.focus();
    await page.keyboard.press('Enter');
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    await page.waitForLoadState('networkidle');
    found = await seriousViolations(page);
    expect.soft(found, `auto-fill proposal (${size}):\n${found.join('\n')}`).toEqual([]);

    // Fill the day on the daily timeline: Thursday's open shift proposed, its tip open from the keyboard.
    await page.goto(`/?view=daily&date=${iso(week.add(3, 'day'))}`);
    await planner(page);
    await page.getByRole('button', { name: 'Fill the day' }).click();
    await expect(page.getByTestId('autofill-proposal')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('proposed-bar').first().focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await page.waitForLoadState('networkidle');
    found = await seriousViolations(page);
    expect.soft(found, `Fill the day on the timeline (${size}):\n${found.join('\n')}`).toEqual([]);

    await check(page, 'staff page, a real café', business.people.Ann.page, heading('Ann', 1));
    await context.close();
  });
}
