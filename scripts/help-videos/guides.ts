import type { Page } from '@playwright/test';
import type { Director } from './director';
import { isoDay, isoWeekday, type SeedApi } from './seed';

/**
 * How each written guide (frontend/src/features/help/videos.ts) is acted out in the real app:
 * `seed` prepares a fresh account through the API and returns the page to start on; `act`
 * clicks and types through the guide, marking each written step as it begins.
 */
export interface GuideScript {
  seed(api: SeedApi): Promise<string>;
  act(d: Director): Promise<void>;
}

const dialog = (page: Page) => page.getByRole('dialog');
const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });
const menuLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name, exact: true });
const plannerLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Planner' });

async function openFromAccountMenu(d: Director, name: string): Promise<void> {
  await d.click(accountMenu(d.page), 600);
  await d.click(menuLink(d.page, name));
}

/** The daily planner of The Crown's busy day (seeded by `crownDay`). */
async function seedBusyDay(api: SeedApi): Promise<string> {
  const { workplaceId, staff } = await api.theCrown();
  await api.crownDay(workplaceId, staff, isoDay());
  return `/?w=${workplaceId}&view=daily&date=${isoDay()}`;
}

export const GUIDE_SCRIPTS: Record<string, GuideScript> = {
  'create-workplace-and-employees': {
    seed: () => Promise.resolve('/'),
    act: async (d) => {
      const { page } = d;
      await d.pause(900);
      await d.step(1);
      await openFromAccountMenu(d, 'Profile');

      await d.step(2);
      await d.click(page.getByRole('button', { name: 'Create workplace' }));
      await d.type(dialog(page).getByLabel('Workplace name'), 'The Anchor');
      await d.click(dialog(page).getByRole('button', { name: 'Next' }), 600);
      await d.select(dialog(page).getByLabel('Industry'), 'restaurant');
      await d.click(dialog(page).getByRole('button', { name: 'Server', exact: true }), 400);
      await d.click(dialog(page).getByRole('button', { name: 'Cook', exact: true }), 400);
      await d.click(dialog(page).getByRole('button', { name: 'Next' }), 600);
      await d.select(dialog(page).getByLabel('Rota starts'), '8');
      await d.select(dialog(page).getByLabel('Rota ends'), '22');
      await d.click(dialog(page).getByRole('button', { name: 'Save' }), 1200);

      await d.step(3);
      await d.click(page.getByRole('button', { name: 'Create employee' }));
      await d.type(dialog(page).getByLabel('Display name'), 'Sam');
      await d.type(dialog(page).getByLabel('First name'), 'Samantha');
      await d.type(dialog(page).getByLabel('Surname'), 'Okafor');
      await d.type(dialog(page).getByLabel('Rate per hour'), '10.50');
      await d.click(dialog(page).getByRole('button', { name: 'Next' }), 600);
      await d.pointAt(dialog(page).getByLabel('Workplace'));
      await d.pause(500);
      await d.click(dialog(page).getByRole('button', { name: 'Next' }), 600);
      await d.click(dialog(page).getByRole('button', { name: 'Server', exact: true }), 400);
      await d.click(dialog(page).getByRole('button', { name: 'Save' }), 1200);
      await page.getByTestId('employee-row').filter({ hasText: 'Samantha Okafor' }).waitFor();
      await d.pause(1500);
    },
  },

  'delete-employees-or-workplaces': {
    seed: async (api) => {
      await api.theCrown();
      return '/';
    },
    act: async (d) => {
      const { page } = d;
      await d.pause(800);
      await d.step(1);
      await openFromAccountMenu(d, 'Profile');
      await d.click(page.getByRole('button', { name: 'Edit Priya' }));

      await d.step(2);
      await d.click(dialog(page).getByRole('button', { name: 'Delete' }));
      await d.click(dialog(page).getByRole('button', { name: 'Yes, delete' }), 1200);
      await page.getByTestId('employee-row').filter({ hasText: 'Priya' }).waitFor({ state: 'detached' });
      await d.pause(1500);
    },
  },

  'lock-editing': {
    seed: async (api) => {
      await api.theCrown();
      return '/profile';
    },
    act: async (d) => {
      const { page } = d;
      await d.pause(1200);
      await d.step(1);
      await openFromAccountMenu(d, 'Preferences');

      await d.step(2);
      await d.click(page.getByRole('switch', { name: 'Allow workplace editing' }));
      await d.click(page.getByRole('switch', { name: 'Allow employee editing' }));
      // The outcome: Profile without Edit buttons.
      await openFromAccountMenu(d, 'Profile');
      await page.getByTestId('employee-row').first().waitFor();
      await d.pause(1800);
    },
  },

  'core-working-hours': {
    seed: async (api) => {
      const { workplaceId, staff } = await api.theCrown();
      await api.crownDay(workplaceId, staff, isoDay());
      return '/profile';
    },
    act: async (d) => {
      const { page } = d;
      await d.pause(800);
      await d.step(1);
      await d.click(page.getByRole('button', { name: 'Edit The Crown' }));

      await d.step(2);
      await d.select(dialog(page).getByLabel('Rota starts'), '7');
      await d.select(dialog(page).getByLabel('Rota ends'), '23');
      await d.click(dialog(page).getByRole('button', { name: 'Save' }), 1000);
      await d.click(plannerLink(page));
      await d.click(page.getByRole('button', { name: 'Daily' }), 0);
      // The timeline now opens at 07:00.
      await page.locator('.timeline-hour', { hasText: '07:00' }).waitFor();
      await page.getByTestId('assignment-bar').first().waitFor();
      await d.pause(2000);
    },
  },

  'add-shifts-and-assign-staff': {
    seed: async (api) => {
      const { workplaceId } = await api.theCrown();
      return `/?w=${workplaceId}&date=${isoDay()}`;
    },
    act: async (d) => {
      const { page } = d;
      const row = page.getByRole('group', { name: 'Bartender shift' });
      await d.pause(800);
      await d.step(1);
      await d.click(page.getByRole('button', { name: 'Daily' }));
      await d.click(page.getByRole('button', { name: /Add Shift/ }));
      await d.click(dialog(page).getByRole('button', { name: /Bartender/ }));

      await d.step(2);
      await d.click(row.getByRole('button', { name: /^Bartender 10:00/ }), 500);
      await d.click(row.getByRole('button', { name: /^Bartender 16:30/ }), 1200);

      await d.step(3);
      await d.click(row.getByTestId('assignment-bar'));
      await d.click(dialog(page).getByRole('button', { name: /Sam/ }), 1200);
      await row.getByTestId('assignment-bar').filter({ hasText: 'Sam' }).waitFor();
      await d.pause(1500);
    },
  },

  'add-service-type': {
    seed: async (api) => {
      await api.theCrown();
      return '/profile';
    },
    act: async (d) => {
      const { page } = d;
      await d.pause(800);
      await d.step(1);
      await d.click(page.getByRole('button', { name: 'Edit The Crown' }));

      await d.step(2);
      await d.click(dialog(page).getByRole('button', { name: 'Security', exact: true }), 600);
      await d.click(dialog(page).getByRole('button', { name: 'Save' }), 1800);
    },
  },

  'switch-workplaces': {
    seed: async (api) => {
      const { workplaceId, staff } = await api.theCrown();
      await api.crownDay(workplaceId, staff, isoDay());
      const cafe = await api.workplace({ name: 'Harbour Cafe', industry: 'cafe', services: [701, 702], start: 7, end: 18 });
      const jo = await api.employee(cafe, { display: 'Jo', first: 'Jo', surname: 'Reyes', rate: '10.00', services: [701, 702] });
      await api.shift(cafe, isoDay(), 701, [[jo, '07:30', '14:00']]);
      const hotel = await api.workplace({ name: 'Riverside Hotel', industry: 'hotel', services: [301, 302], start: 6, end: 23 });
      const kim = await api.employee(hotel, { display: 'Kim', first: 'Kim', surname: 'Lee', rate: '11.25', services: [302] });
      await api.shift(hotel, isoDay(), 302, [[kim, '06:00', '14:00']]);
      return `/?w=${workplaceId}&view=daily&date=${isoDay()}`;
    },
    act: async (d) => {
      const { page } = d;
      await d.pause(800);
      await d.step(1);
      await d.click(page.getByRole('button', { name: /^Switch workplace/ }), 1500);
      await d.click(page.getByRole('button', { name: /^Switch workplace/ }), 1500);
      await d.click(page.getByRole('button', { name: /^Switch workplace/ }), 1500);
    },
  },

  'zoom-planner': {
    seed: seedBusyDay,
    act: async (d) => {
      const { page } = d;
      await d.pause(800);
      await d.step(1);
      await d.click(page.getByRole('button', { name: 'Zoom in' }), 1000);
      await d.click(page.getByRole('button', { name: 'Zoom in' }), 1200);
      await d.click(page.getByRole('button', { name: 'Zoom out' }), 1000);
      await d.click(page.getByRole('button', { name: 'Zoom out' }), 1000);
      await d.click(page.getByRole('button', { name: 'Zoom out' }), 1500);
    },
  },

  '24hr-vs-am-pm': {
    seed: seedBusyDay,
    act: async (d) => {
      const { page } = d;
      await d.pause(1200);
      await d.step(1);
      await openFromAccountMenu(d, 'Preferences');
      await d.click(page.getByRole('switch', { name: 'Show planner times as AM/PM' }));
      await d.click(plannerLink(page), 0);
      await page.getByTestId('assignment-bar').first().waitFor();
      await d.pause(2200);
    },
  },

  'change-currency': {
    seed: async (api) => {
      await api.theCrown();
      return '/profile';
    },
    act: async (d) => {
      const { page } = d;
      await d.pause(1200);
      await d.step(1);
      await openFromAccountMenu(d, 'Preferences');
      await d.click(page.getByRole('button', { name: /\(\$\)$/ }));
      await d.click(page.getByRole('button', { name: /\(€\)$/ }));
      await openFromAccountMenu(d, 'Profile');
      await page.getByTestId('employee-row').first().waitFor();
      await d.pause(1800);
    },
  },

  'populated-calendar-days': {
    seed: async (api) => {
      const { workplaceId, staff } = await api.theCrown();
      for (const days of [-9, -8, -6, -2, -1, 0, 2, 3, 6]) await api.shift(workplaceId, isoDay(days), 201, [[staff.Sam, '10:00', '16:00']]);
      return `/?w=${workplaceId}&view=daily&date=${isoDay()}`;
    },
    act: async (d) => {
      const { page } = d;
      await d.pause(800);
      await d.step(1);
      await d.click(page.getByRole('button', { name: /Choose a date$/ }), 2000);
      await d.click(page.getByRole('button', { name: /, has shifts$/ }).first(), 1800);
    },
  },

  'create-payroll-data': {
    seed: async (api) => {
      await api.preferences({ tf_2: true, num_1: 1 });
      const { workplaceId, staff } = await api.theCrown();
      for (const day of [0, 1, 2, 4, 5]) await api.crownDay(workplaceId, staff, isoWeekday(day));
      return '/';
    },
    act: async (d) => {
      const { page } = d;
      await d.pause(800);
      await d.step(1);
      await openFromAccountMenu(d, 'Dashboard');

      await d.step(2);
      await d.click(page.getByRole('button', { name: /^Workplace:/ }), 700);
      await d.click(dialog(page).getByRole('button', { name: /The Crown/ }), 700);
      await d.click(page.getByRole('button', { name: /^Date range:/ }), 700);
      await d.click(dialog(page).getByRole('list', { name: 'Pay periods' }).getByRole('button').first(), 0);
      await page.getByTestId('total-pay').waitFor();
      await d.pause(2500);
      await d.click(page.getByRole('table', { name: /Pay per employee/ }).getByRole('button', { name: /Sam/ }), 600);
      // Bring Sam's days into view, as a reader would scroll.
      await page.mouse.wheel(0, 320);
      await d.pause(2200);
    },
  },

  'pay-run-settings': {
    seed: async (api) => {
      await api.preferences({ tf_2: false });
      await api.theCrown();
      return '/';
    },
    act: async (d) => {
      const { page } = d;
      await d.pause(800);
      await d.step(1);
      await openFromAccountMenu(d, 'Preferences');
      await d.click(page.getByRole('switch', { name: 'Payslips' }));

      await d.step(2);
      await d.select(page.getByLabel('Weekly start day'), { label: 'Monday' });
      await d.pause(1500);
    },
  },
};
