import { screen, waitFor, within } from '@testing-library/react';
import { PAYROLL_ID_MESSAGES } from '@rotaledger/domain';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { PREFERENCES, SESSION_USER } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { ANCHOR, SAM } from '../../test/organisation-fixtures';
import type { Employee } from './types';

// Issue 39: an employee's payroll ID (the works number Sage or BrightPay matches imported pay on).

function setup(employees: Employee[] = []) {
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

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
const button = (name: string) => within(dialog()).getByRole('button', { name });

describe('Profile: an employee’s payroll ID', () => {
  it('is optional when creating an employee, sent trimmed only when filled', async () => {
    const { ui, fetchMock } = setup();
    const bodies = () => fetchMock.callsTo('POST /employees/createemployee').map((c) => c.body);
    await ui.click(await screen.findByRole('button', { name: /^The Anchor/ }, { timeout: 10_000 }));
    await ui.click(screen.getByRole('button', { name: 'Create employee' }));
    await ui.type(field('Display name'), 'Priya');
    await ui.type(field('First name'), 'Priya');
    await ui.type(field('Surname'), 'Shah');
    await ui.type(field('Payroll ID (optional)'), ' 0042 ');
    await ui.click(button('Next'));
    await ui.click(button('Next'));
    await ui.click(button('Save'));
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).toMatchObject({ display_name: 'Priya', payrollId: '0042' });

    await ui.click(screen.getByRole('button', { name: 'Create employee' }));
    await ui.type(field('Display name'), 'Tariq');
    await ui.type(field('First name'), 'Tariq');
    await ui.type(field('Surname'), 'Ali');
    await ui.click(button('Next'));
    await ui.click(button('Next'));
    await ui.click(button('Save'));
    await waitFor(() => expect(bodies()).toHaveLength(2));
    expect(bodies()[1]).not.toHaveProperty('payrollId');
  }, 30_000);

  it('shows it in the Edit dialog, sends a change, null to clear it, and nothing when unchanged', async () => {
    const { ui, fetchMock } = setup([{ ...SAM, payrollId: 'EMP-7' }]);
    const save = () => ui.click(button('Save'));
    const bodies = () => fetchMock.callsTo('PUT /employees/updateemployee').map((c) => c.body);

    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }, { timeout: 10_000 }));
    expect(field('Payroll ID (optional)')).toHaveValue('EMP-7');
    await save();
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).not.toHaveProperty('payrollId');

    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }, { timeout: 10_000 }));
    await ui.clear(field('Payroll ID (optional)'));
    await ui.type(field('Payroll ID (optional)'), '0008');
    await save();
    await waitFor(() => expect(bodies()).toHaveLength(2));
    expect(bodies()[1]).toMatchObject({ employee_id: 'e-sam', payrollId: '0008' });

    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }, { timeout: 10_000 }));
    await ui.clear(field('Payroll ID (optional)'));
    await save();
    await waitFor(() => expect(bodies()).toHaveLength(3));
    expect(bodies()[2]).toMatchObject({ employee_id: 'e-sam', payrollId: null });
  }, 30_000);

  it('refuses a payroll ID the server would refuse, with its message, and sends nothing', async () => {
    const { ui, fetchMock } = setup([SAM]);
    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }, { timeout: 10_000 }));
    await ui.type(field('Payroll ID (optional)'), 'has space');
    await ui.click(button('Save'));
    expect(await within(dialog()).findByText(PAYROLL_ID_MESSAGES.invalid)).toBeInTheDocument();
    expect(fetchMock.callsTo('PUT /employees/updateemployee')).toHaveLength(0);
  }, 30_000);
});
