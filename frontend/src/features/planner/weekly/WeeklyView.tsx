import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import dayjs, { type Dayjs } from 'dayjs';
import { Message } from '../../../components/Message';
import { Spinner } from '../../../components/Spinner';
import type { Employee, Workplace } from '../../profile';
import { useGetWeekShiftsQuery } from '../api';
import { isWeekend, isoDateOf, weekDays } from '../dates';
import { PLANNER_MESSAGES } from '../refusal';
import { formatClock, parseTime } from '../time';
import type { WeekAssignment } from '../types';
import { ShiftTimeDialog, type ShiftTimeTarget } from './ShiftTimeDialog';

/** How long a saved cell glows (spec section 9). */
export const GLOW_MS = 5000;

interface WeeklyViewProps {
  workplace: Workplace;
  date: Dayjs;
  userId: string;
  /** This workplace's employees. */
  employees: readonly Employee[];
  twelveHour: boolean;
}

const cellKey = (employeeId: string, isoDate: string) => `${employeeId}|${isoDate}`;

export function WeeklyView({ workplace, date, userId, employees, twelveHour }: WeeklyViewProps) {
  const days = weekDays(date);
  const startDate = isoDateOf(days[0]);
  const endDate = isoDateOf(days[6]);
  const query = useGetWeekShiftsQuery(
    { workplaceId: workplace.workplace_id, startDate, endDate, userId },
    { refetchOnMountOrArgChange: true, skip: employees.length === 0 },
  );
  const [target, setTarget] = useState<ShiftTimeTarget | null>(null);
  const [glowing, setGlowing] = useState<string | null>(null);
  const glowTimer = useRef<number | undefined>(undefined);
  const today = isoDateOf(dayjs());

  useEffect(() => () => window.clearTimeout(glowTimer.current), []);

  function glow(t: ShiftTimeTarget) {
    window.clearTimeout(glowTimer.current);
    setGlowing(cellKey(t.employee.employee_id, isoDateOf(t.date)));
    glowTimer.current = window.setTimeout(() => setGlowing(null), GLOW_MS);
  }

  if (employees.length === 0) {
    return (
      <section className="card planner-empty-card">
        <p className="planner-empty-title">{PLANNER_MESSAGES.noEmployees}</p>
        <Link to="/profile" className="button button-primary">
          Go to Profile
        </Link>
      </section>
    );
  }

  const weekShifts = query.data ?? {};
  const sortedEmployees = [...employees].sort((a, b) => a.display_name.localeCompare(b.display_name));

  return (
    <section className="card weekly-card" aria-label="Weekly rota">
      {query.isError && !query.data && (
        <div className="planner-error">
          <Message tone="error">{PLANNER_MESSAGES.weekLoadFailed}</Message>
          <button type="button" className="button button-secondary button-small" onClick={() => query.refetch()}>
            Try again
          </button>
        </div>
      )}
      <div className="weekly-scroll" data-testid="weekly-scroll">
        <table className="weekly-table">
          <caption className="visually-hidden">
            Assignments per employee from {days[0].format('D MMMM')} to {days[6].format('D MMMM YYYY')}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="weekly-corner">
                Employee
                {query.isFetching && (
                  <span className="weekly-refreshing">
                    <Spinner size="small" label="Refreshing the week…" />
                  </span>
                )}
              </th>
              {days.map((d) => (
                <th
                  key={d.valueOf()}
                  scope="col"
                  className={`weekly-day${isWeekend(d) ? ' is-weekend' : ''}${isoDateOf(d) === today ? ' is-today' : ''}`}
                >
                  <span className="weekly-day-name">{d.format('ddd')}</span>
                  <span className="weekly-day-number">{d.format('D')}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sortedEmployees.map((employee) => (
              <tr key={employee.employee_id}>
                <th scope="row" className="weekly-employee">
                  <span className="weekly-employee-display">{employee.display_name}</span>
                  <span className="weekly-employee-full">
                    {employee.first_name} {employee.surname}
                  </span>
                </th>
                {days.map((d) => {
                  const iso = isoDateOf(d);
                  const key = cellKey(employee.employee_id, iso);
                  const assignments: WeekAssignment[] = [...(weekShifts[employee.employee_id]?.[iso] ?? [])].sort(
                    (a, b) => parseTime(a.time_start) - parseTime(b.time_start),
                  );
                  return (
                    <td
                      key={iso}
                      className={`weekly-cell${isWeekend(d) ? ' is-weekend' : ''}${glowing === key ? ' is-glowing' : ''}`}
                      data-testid="weekly-cell"
                      data-date={iso}
                      data-employee={employee.display_name}
                    >
                      <div className="weekly-cell-inner">
                        {assignments.map((a) => {
                          const start = formatClock(parseTime(a.time_start), twelveHour);
                          const end = formatClock(parseTime(a.time_end), twelveHour);
                          const times = `${start}-${end}`;
                          return (
                            <button
                              key={a.assignment_id}
                              type="button"
                              className="weekly-assignment"
                              aria-label={`Edit ${employee.display_name}'s shift on ${d.format('dddd D MMMM')}, ${times}`}
                              onClick={() => setTarget({ employee, date: d, assignment: a })}
                            >
                              <span>{start}</span>
                              <span>-{end}</span>
                            </button>
                          );
                        })}
                        <button
                          type="button"
                          className="weekly-add"
                          aria-label={`Add a shift for ${employee.display_name} on ${d.format('dddd D MMMM')}`}
                          onClick={() => setTarget({ employee, date: d })}
                        >
                          +
                        </button>
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {query.isLoading && (
        <div className="weekly-loading">
          <Spinner label="Loading the week…" />
        </div>
      )}
      <ShiftTimeDialog
        target={target}
        workplace={workplace}
        userId={userId}
        twelveHour={twelveHour}
        onSaved={glow}
        onClose={() => setTarget(null)}
      />
    </section>
  );
}
