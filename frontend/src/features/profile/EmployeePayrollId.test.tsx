import { screen, waitFor, within } from '@testing-library/react';
import { PAYROLL_ID_MESSAGES } from '@rotaledger/domain';
import { describe, expect, it } from 'vitest';
import { button, createEmployeeThroughWizard, dialog, field, renderEmployeeProfile as setup } from '../../test/employee-dialog';
import { SAM } from '../../test/organisation-fixtures';

// Issue 39: an employee's payroll ID (the works number Sage or BrightPay matches imported pay on).

describe('Profile: an employee’s payroll ID', () => {
  it('is optional when creating an employee, sent trimmed only when filled', async () => {
    const { ui, fetchMock } = setup();
    const bodies = () => fetchMock.callsTo('POST /employees/createemployee').map((c) => c.body);
    await ui.click(await screen.findByRole('button', { name: /^The Anchor/ }, { timeout: 10_000 }));
    await createEmployeeThroughWizard(ui, 'Priya', 'Shah', () => ui.type(field('Payroll ID (optional)'), ' 0042 '));
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).toMatchObject({ display_name: 'Priya', payrollId: '0042' });

    await createEmployeeThroughWizard(ui, 'Tariq', 'Ali');
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
