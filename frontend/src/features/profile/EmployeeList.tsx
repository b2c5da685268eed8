import dayjs, { type Dayjs } from 'dayjs';
import { formatMoney, knownRatePence, type CurrencyCode } from '@rotaledger/domain';
import { ServiceIcons } from './ServiceIcons';
import type { Employee } from './types';

interface EmployeeListProps {
  employees: readonly Employee[];
  currency: CurrencyCode;
  /** Whether this employee's Edit shows (an auditor changes nothing). */
  canEdit: (employee: Employee) => boolean;
  canCreate: boolean;
  /** 'Create a workplace to add staff' / 'Select a workplace to add staff' in place of '+'. */
  hint: string | null;
  onEdit: (employee: Employee) => void;
  onCreate: () => void;
}

/** The hourly rate as money: '£7.55'. */
function formatRateOf(rate: number, currency: CurrencyCode): string {
  const pence = knownRatePence(rate);
  return pence === null ? '—' : formatMoney(pence, currency);
}

/**
 * The rate in force today, then each dated rate still to come: '£13.50, £15.00 from 10 Dec' (the
 * year only when it is not this year's). A future rate is never shown as the current one.
 */
export function rateWithFuture(employee: Pick<Employee, 'rate' | 'rate_history'>, currency: CurrencyCode, today: Dayjs = dayjs()): string {
  const history = employee.rate_history ?? [];
  const isoToday = today.format('YYYY-MM-DD');
  const inForce = history.filter((r) => r.effective_from === null || r.effective_from <= isoToday).at(-1);
  const future = history.filter((r) => r.effective_from !== null && r.effective_from > isoToday);
  const from = (date: string) => dayjs(date).format(dayjs(date).year() === today.year() ? 'D MMM' : 'D MMM YYYY');
  const now = inForce ? formatRateOf(inForce.rate, currency) : history.length === 0 ? formatRateOf(employee.rate, currency) : null;
  return [now, ...future.map((r) => `${formatRateOf(r.rate, currency)} from ${from(r.effective_from!)}`)].filter(Boolean).join(', ');
}

/** 'Holiday: 14 h left' once they have accrued or booked any (issue 39); null before. */
export function holidayText(employee: Pick<Employee, 'holidayBalance'>): string | null {
  const balance = employee.holidayBalance;
  if (!balance || (balance.accruedHours === 0 && balance.takenHours === 0)) return null;
  return `Holiday: ${balance.balanceHours} h left`;
}

export function EmployeeList({ employees, currency, canEdit, canCreate, hint, onEdit, onCreate }: EmployeeListProps) {
  return (
    <ul className="employee-list" aria-label="Employees">
      {employees.map((e) => (
        <li key={e.employee_id} className="employee-row" data-testid="employee-row">
          <div className="employee-avatar" aria-hidden="true">
            {(e.display_name || e.first_name).charAt(0).toUpperCase()}
          </div>
          <div className="employee-main">
            <span className="employee-name">
              {e.first_name} {e.surname} <span className="employee-display">({e.display_name})</span>
            </span>
            <span className="employee-meta">
              <span className="employee-workplace">{e.workplace_name}</span>
              <span className="employee-rate">{rateWithFuture(e, currency)} per hr</span>
              {holidayText(e) && <span className="employee-holiday">{holidayText(e)}</span>}
            </span>
          </div>
          <ServiceIcons services={e.services} max={6} />
          {canEdit(e) && (
            <button
              type="button"
              className="button button-subtle button-small"
              aria-label={`Edit ${e.display_name}`}
              onClick={() => onEdit(e)}
            >
              Edit
            </button>
          )}
        </li>
      ))}
      {employees.length === 0 && !hint && <li className="employee-empty muted">No employees yet.</li>}
      {canCreate ? (
        <li className="employee-add">
          <button type="button" className="tile-add-button employee-add-button" onClick={onCreate}>
            <span className="tile-add-plus" aria-hidden="true">
              +
            </span>
            <span className="tile-add-text">Create employee</span>
          </button>
        </li>
      ) : (
        hint && <li className="employee-hint">{hint}</li>
      )}
    </ul>
  );
}
