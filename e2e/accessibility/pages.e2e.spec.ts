import { createRequire } from 'node:module';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PHONE, iso, ok, openBusiness, week, type Business } from '../staff-requests/business';
import { THEME_STORAGE_KEY } from '../../frontend/src/features/theme/theme';

/**
 * Issue 29, point 9: axe-core finds no serious or critical violation on the landing page, sign
 * in, sign up, the weekly and daily planner, the dashboard, history, profile, preferences, the
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
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
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
  const context = await browser.newContext({ bypassCSP: true, ...options });
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
