import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAM, employee } from '../../test/organisation-fixtures';
import { EmployeeList } from './EmployeeList';

// Issue 39: each employee's holiday balance on their row, once they have accrued or booked any.

describe('Profile: an employee’s holiday balance', () => {
  it('shows what is left on the row, negative too, and nothing before any holiday', () => {
    const employees = [
      { ...SAM, holidayBalance: { accruedHours: 21.5, takenHours: 7.5, balanceHours: 14 } },
      employee({ employee_id: 'e-ann', display_name: 'Ann', holidayBalance: { accruedHours: 1.54, takenHours: 20, balanceHours: -18.46 } }),
      employee({ employee_id: 'e-bo', display_name: 'Bo' }),
    ];
    render(
      <EmployeeList
        employees={employees}
        currency="gbp"
        canEdit={() => false}
        canCreate={false}
        hint={null}
        onEdit={() => {}}
        onCreate={() => {}}
      />,
    );
    const rows = screen.getAllByTestId('employee-row');
    expect(rows[0]).toHaveTextContent('Holiday: 14 h left');
    expect(rows[1]).toHaveTextContent('Holiday: -18.46 h left');
    expect(rows[2]).not.toHaveTextContent('Holiday');
  });
});
