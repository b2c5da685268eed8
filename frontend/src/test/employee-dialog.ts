import { screen, within } from '@testing-library/react';
import type { Employee } from '../features/profile';
import { mockFetch } from './fetch-mock';
import { PREFERENCES, SESSION_USER } from './fixtures';
import { ANCHOR } from './organisation-fixtures';
import { renderApp } from './render';

/**
 * The profile page with The Anchor and `employees`, the server answering what the employee
 * dialogs call: the set-up the tests of one employee field share (phone, payroll ID, own holiday rule).
 */
export function renderEmployeeProfile(employees: Employee[] = []) {
  const fetchMock = mockFetch({
    'GET /preferences/getpreferences': { body: PREFERENCES },
    'GET /workplaces/getworkplaces': { body: [ANCHOR] },
    'GET /employees/getemployees': { body: employees },
    'GET /employees/feedlink': { body: { link: null } },
    'GET /employees/upcomingshifts': { body: { count: 0 } },
    'POST /employees/createemployee': { status: 201, body: { employee_id: 'e-new' } },
    'PUT /employees/updateemployee': { body: { employee_id: 'e-sam' } },
  });
  return { ...renderApp('/profile', { user: SESSION_USER }), fetchMock };
}

export const dialog = () => screen.getByRole('dialog');
export const field = (label: string) => within(dialog()).getByLabelText(label);
export const button = (name: string) => within(dialog()).getByRole('button', { name });

type Ui = ReturnType<typeof renderEmployeeProfile>['ui'];

/**
 * Creates an employee through the wizard: names, then `fill` (the field under test) on its first
 * step, then Next, Next and Save. The Create employee dialog must be reachable (The Anchor opened).
 */
export async function createEmployeeThroughWizard(ui: Ui, name: string, surname: string, fill: () => Promise<void> = async () => {}) {
  await ui.click(screen.getByRole('button', { name: 'Create employee' }));
  await ui.type(field('Display name'), name);
  await ui.type(field('First name'), name);
  await ui.type(field('Surname'), surname);
  await fill();
  await ui.click(button('Next'));
  await ui.click(button('Next'));
  await ui.click(button('Save'));
}
