import { screen, waitFor, within } from '@testing-library/react';
import { HOLIDAY_MESSAGES } from '@rotaledger/domain';
import { describe, expect, it } from 'vitest';
import { button, dialog, field, renderEmployeeProfile as setup } from '../../test/employee-dialog';
import { SAM } from '../../test/organisation-fixtures';

// Issue 39: an employee's own holiday rule in Edit Employee, which wins over the workplace's (empty: the workplace's).

describe('Profile: an employee’s own holiday rule', () => {
  it('follows the workplace when empty, sends a rule of their own, and nothing when unchanged', async () => {
    const { ui, fetchMock } = setup([SAM]);
    const bodies = () => fetchMock.callsTo('PUT /employees/updateemployee').map((c) => c.body);
    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }, { timeout: 10_000 }));
    expect(field('Own holiday rule')).toHaveValue('');
    await ui.click(button('Save'));
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).not.toHaveProperty('holiday');

    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }, { timeout: 10_000 }));
    await ui.selectOptions(field('Own holiday rule'), 'percent');
    await ui.clear(field('Holiday percent'));
    await ui.type(field('Holiday percent'), '60');
    await ui.click(button('Save'));
    expect(await within(dialog()).findByText(HOLIDAY_MESSAGES.percent)).toBeInTheDocument();
    expect(bodies()).toHaveLength(1);
    await ui.clear(field('Holiday percent'));
    await ui.type(field('Holiday percent'), '10.5');
    await ui.click(button('Save'));
    await waitFor(() => expect(bodies()).toHaveLength(2));
    expect(bodies()[1]).toMatchObject({ employee_id: 'e-sam', holiday: { method: 'percent', percent: 10.5 } });
  }, 30_000);

  it('shows their entitlement and clears it with null (the workplace’s rule again)', async () => {
    const { ui, fetchMock } = setup([{ ...SAM, holiday: { method: 'entitlement', hoursPerYear: 112, leaveYearStart: '2026-04-01' } }]);
    const bodies = () => fetchMock.callsTo('PUT /employees/updateemployee').map((c) => c.body);
    await ui.click(await screen.findByRole('button', { name: 'Edit Sam' }, { timeout: 10_000 }));
    expect(field('Own holiday rule')).toHaveValue('entitlement');
    expect(field('Hours a year')).toHaveValue(112);
    expect(field('Leave year starts')).toHaveValue('2026-04-01');
    await ui.selectOptions(field('Own holiday rule'), '');
    expect(within(dialog()).queryByLabelText('Hours a year')).toBeNull();
    await ui.click(button('Save'));
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).toMatchObject({ employee_id: 'e-sam', holiday: null });
  }, 30_000);
});
