import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import dayjs, { type Dayjs } from 'dayjs';
import { PASSWORD, uniqueEmail } from '../support/accounts';
import { e2eStart, newContext } from '../support/clock';

/**
 * What the staff-requests journeys share: a café made through the API (the UI is not the
 * point there), its people with personal links, the week they are planned in, and a phone.
 */

/** Next week's Monday: every day of that week lies after today, so time off and claims are allowed on all of them. */
export const week = dayjs(e2eStart())
  .startOf('day')
  .add((8 - dayjs(e2eStart()).day()) % 7 || 7, 'day');
export const iso = (d: Dayjs) => d.format('YYYY-MM-DD');
/** 'Tuesday 2 December', as the grid's buttons and the personal page's day headings say it. */
export const longDay = (d: Dayjs) => d.format('dddd D MMMM');
/** The personal page's day words: 'Tuesday 2 December' (the year only when it is not this one; never today or tomorrow in `week`'s Tuesday on). */
export const staffDay = (d: Dayjs) => d.format(d.year() === dayjs(e2eStart()).year() ? 'dddd D MMMM' : 'dddd D MMMM YYYY');

export const SERVER = 701;
export const RATE = '12.50';
export const SURNAME = 'Lee';

export async function ok<T>(response: APIResponse, what: string): Promise<T> {
  const text = await response.text();
  expect(response.ok(), `${what}: ${response.status()} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface Person {
  id: string;
  name: string;
  /** The personal page's path, /staff/{token}. */
  page: string;
}

export interface Business {
  userId: string;
  workplaceId: string;
  people: Record<string, Person>;
  /** Places a shift (employee null: an open shift) and answers its assignment's id. */
  place: (date: Dayjs, employee: Person | null, from: string, to: string) => Promise<string>;
}

/**
 * A manager signed up in `page`'s context, with one café ("Harbour Café", server shifts), the
 * named people (each doing the server service, with a personal link, `emails` for those who
 * have one) and nothing planned yet.
 */
export async function openBusiness(
  page: Page,
  names: string[],
  options: { publishMode?: 'live' | 'on-publish'; emails?: Record<string, string>; rate?: string } = {},
): Promise<Business> {
  const request = page.request;
  const { user } = await ok<{ user: { user_id: string } }>(
    await request.post('/api/auth/signup', { data: { email: uniqueEmail('requests'), password: PASSWORD } }),
    'signup',
  );
  const userId = user.user_id;
  const { workplace_id: workplaceId } = await ok<{ workplace_id: string }>(
    await request.post('/api/workplaces/createworkplace', {
      data: {
        workplaceName: 'Harbour Café',
        industryType: 'cafe',
        workplaceServices: [SERVER, 702],
        rotaStartTime: 6,
        rotaEndTime: 24,
        timeZone: 'Europe/London',
        ...(options.publishMode ? { publishMode: options.publishMode } : {}),
        userId,
      },
    }),
    'createworkplace',
  );
  const people: Record<string, Person> = {};
  for (const name of names) {
    const email = options.emails?.[name];
    const { employee_id: id } = await ok<{ employee_id: string }>(
      await request.post('/api/employees/createemployee', {
        data: {
          workplace_id: workplaceId,
          display_name: name,
          first_name: name,
          surname: SURNAME,
          rate: options.rate ?? RATE,
          services: [SERVER],
          ...(email ? { email } : {}),
          created_by: userId,
        },
      }),
      `createemployee ${name}`,
    );
    const { url } = await ok<{ url: string }>(
      await request.post('/api/employees/feedlink', { data: { employee_id: id, userId } }),
      `feedlink ${name}`,
    );
    people[name] = { id, name, page: new URL(url).pathname };
  }
  const place = async (date: Dayjs, employee: Person | null, from: string, to: string) =>
    (
      await ok<{ assignment_id: string }>(
        await request.post('/api/assignments/placeassignment', {
          data: {
            workplaceId,
            date: iso(date),
            serviceType: SERVER,
            employeeId: employee?.id ?? null,
            timeStart: from,
            timeEnd: to,
            userId,
          },
        }),
        `placeassignment ${employee?.name ?? 'open'} ${iso(date)}`,
      )
    ).assignment_id;
  return { userId, workplaceId, people, place };
}

export const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;

/** A staff member's own phone: another browser context, no session, on their personal page. */
export async function openPhone(browser: Browser, person: Person, options: Parameters<Browser['newContext']>[0] = {}) {
  const context: BrowserContext = await newContext(browser, { ...PHONE, ...options });
  const page = await context.newPage();
  await page.goto(person.page);
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
  return { context, page };
}

/** Nothing on the page is wider than the phone. */
export async function expectNoSidewaysScroll(page: Page, width = 375) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A staff page section by its heading ("Your shifts", "Open shifts", "Can you cover?", "Time off", …). */
export const section = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true });

/** The planner's cell of one person on one day. */
export const cell = (page: Page, name: string, date: Dayjs): Locator =>
  page.locator(`[data-testid="weekly-cell"][data-employee="${name}"][data-date="${iso(date)}"]`);

/** The planner on the week of `date`. */
export async function openPlanner(page: Page, date: Dayjs) {
  await page.goto(`/?view=weekly&date=${iso(date)}`);
  await expect(page.getByTestId('planner-workplace')).toHaveText('Harbour Café');
}

export type { APIRequestContext };
