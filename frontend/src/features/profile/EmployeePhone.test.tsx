import { screen, waitFor, within } from '@testing-library/react';
import { PHONE_MESSAGES } from '@rotaledger/domain';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { PREFERENCES, SESSION_USER } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { ANCHOR, SAM } from '../../test/organisation-fixtures';
import type { Employee } from './types';

// Issue 41: an employee's phone number, for the "Call" link of the manager's day on a phone.

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

describe('Profile: an employee’s phone number', () => {
  it('is optional when creating an employee, sent as the server keeps it', async () => {
    const { ui, fetchMock } = setup();
    const bodies = () => fetchMock.callsTo('POST /employees/createemployee').map((c) => c.body);
    await ui.click(await screen.findByRole('button', { name: /^The Anchor/ }, { timeout: 10_000 }));
    await ui.click(screen.getByRole('button', { name: 'Create employee' }));
    await ui.type(field('Display name'), 'Priya');
    await ui.type(field('First name'), 'Priya');
    await ui.type(field('Surname'), 'Shah');
    await ui.type(field('Phone (optional)'), ' 07700  900123 ');
    await ui.click(button('Next'));
    await ui.click(button('Next'));
    await ui.click(button('Save'));
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).toMatchObject({ display_name: 'Priya', phone: '07700 900123' });
  }, 30_000);

  it('edits it in the Edit dialog: a change, null to clear it, nothing when unchanged', async () => {
    const { ui, fetchMock } = setup([{ ...SAM, phone: '07700 900123' }]);
    const bodies = () => fetchMock.callsTo('PUT /employees/updateemployee').map((c) => c.body);
    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }, { timeout: 10_000 }));
    expect(field('Phone (optional)')).toHaveValue('07700 900123');
    await ui.click(button('Save'));
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).not.toHaveProperty('phone');

    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }, { timeout: 10_000 }));
    await ui.clear(field('Phone (optional)'));
    await ui.type(field('Phone (optional)'), '+44 7700 900456');
    await ui.click(button('Save'));
    await waitFor(() => expect(bodies()).toHaveLength(2));
    expect(bodies()[1]).toMatchObject({ employee_id: 'e-sam', phone: '+44 7700 900456' });

    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }, { timeout: 10_000 }));
    await ui.clear(field('Phone (optional)'));
    await ui.click(button('Save'));
    await waitFor(() => expect(bodies()).toHaveLength(3));
    expect(bodies()[2]).toMatchObject({ employee_id: 'e-sam', phone: null });
  }, 30_000);

  it('refuses a number the server would refuse, with its message, and sends nothing', async () => {
    const { ui, fetchMock } = setup([{ ...SAM, phone: null }]);
    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }, { timeout: 10_000 }));
    await ui.type(field('Phone (optional)'), 'call me');
    await ui.click(button('Save'));
    expect(await within(dialog()).findByText(PHONE_MESSAGES.invalid)).toBeInTheDocument();
    expect(fetchMock.callsTo('PUT /employees/updateemployee')).toHaveLength(0);
  }, 30_000);

  it('is not offered when the answer has no phone (a role that may not see it)', async () => {
    const { ui } = setup([SAM]);
    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }, { timeout: 10_000 }));
    expect(within(dialog()).queryByLabelText('Phone (optional)')).not.toBeInTheDocument();
  }, 30_000);
});
