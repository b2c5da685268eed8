import { screen, waitFor, within } from '@testing-library/react';
import { PHONE_MESSAGES } from '@rotaledger/domain';
import { describe, expect, it } from 'vitest';
import { button, createEmployeeThroughWizard, dialog, field, renderEmployeeProfile as setup } from '../../test/employee-dialog';
import { SAM } from '../../test/organisation-fixtures';

// Issue 41: an employee's phone number, for the "Call" link of the manager's day on a phone.

describe('Profile: an employee’s phone number', () => {
  it('is optional when creating an employee, sent as the server keeps it', async () => {
    const { ui, fetchMock } = setup();
    const bodies = () => fetchMock.callsTo('POST /employees/createemployee').map((c) => c.body);
    await ui.click(await screen.findByRole('button', { name: /^The Anchor/ }, { timeout: 10_000 }));
    await createEmployeeThroughWizard(ui, 'Priya', 'Shah', () => ui.type(field('Phone (optional)'), ' 07700  900123 '));
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
