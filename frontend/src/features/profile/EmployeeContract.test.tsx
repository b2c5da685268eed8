import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { PREFERENCES, SESSION_USER } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { ANCHOR, SAM } from '../../test/organisation-fixtures';
import type { Employee } from './types';

/** The Profile page with one workplace and `employee`, its update answered 200. */
function setup(employee: Employee) {
  const fetchMock = mockFetch({
    'GET /preferences/getpreferences': { body: PREFERENCES },
    'GET /workplaces/getworkplaces': { body: [ANCHOR] },
    'GET /employees/getemployees': { body: [employee] },
    'GET /employees/feedlink': { body: { link: null } },
    'PUT /employees/updateemployee': { body: { employee_id: employee.employee_id } },
  });
  return { ...renderApp('/profile', { user: SESSION_USER }), fetchMock };
}

const dialog = () => screen.getByRole('dialog', { name: 'Edit Employee' });
const field = (label: string) => within(dialog()).getByLabelText(label);
const updates = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.callsTo('PUT /employees/updateemployee');

describe('Edit Employee: the contract (issue 38)', () => {
  it("shows the employee's contract, and sends the edited one", async () => {
    const { ui, fetchMock } = setup({ ...SAM, contract: { minWeeklyHours: 20, maxWeeklyHours: 30 } });
    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }));
    expect(field('Min hours a week')).toHaveValue('20');
    expect(field('Max hours a week')).toHaveValue('30');
    expect(field('Max days a week')).toHaveValue('');

    await ui.clear(field('Max hours a week'));
    await ui.type(field('Max hours a week'), '37,5');
    await ui.type(field('Max days a week'), '5');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates(fetchMock)).toHaveLength(1));
    expect(updates(fetchMock)[0].body).toMatchObject({ contract: { minWeeklyHours: 20, maxWeeklyHours: 37.5, maxDaysPerWeek: 5 } });
  });

  it('clears the contract when every field is emptied (null), and sends none when it is unchanged', async () => {
    const { ui, fetchMock } = setup({ ...SAM, contract: { maxDaysPerWeek: 4 } });
    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }));
    await ui.clear(field('Max days a week'));
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates(fetchMock)).toHaveLength(1));
    expect(updates(fetchMock)[0].body).toMatchObject({ contract: null });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await ui.click(screen.getByRole('button', { name: 'Edit Sam' }));
    await ui.type(field('Surname'), 'x');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates(fetchMock)).toHaveLength(2));
    expect(updates(fetchMock)[1].body).not.toHaveProperty('contract');
  });

  it("refuses a broken contract with the server's own message, sending nothing", async () => {
    const { ui, fetchMock } = setup(SAM);
    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }));
    await ui.type(field('Min hours a week'), '30');
    await ui.type(field('Max hours a week'), '20');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('minWeeklyHours cannot be more than maxWeeklyHours.');
    await ui.clear(field('Max hours a week'));
    await ui.type(field('Max hours a week'), '37.3');
    await ui.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'maxWeeklyHours must be a number of hours from 0 to 168, in quarter hours',
    );
    expect(updates(fetchMock)).toHaveLength(0);
  });
});
