import { Fragment, useState } from 'react';
import { formatMoney, toShortDate, type CurrencyCode } from '@rotaledger/domain';
import { HoursText } from './HoursText';
import { HoursRateAmountCells, HoursRateAmountHeads } from './PayCells';
import type { EmployeePay, PayReport } from './payReport';

interface PayTableProps {
  report: PayReport;
  currency: CurrencyCode;
  caption: string;
}

const UNKNOWN = '—';

export function PayTable({ report, currency, caption }: PayTableProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const money = (pence: number | null) => (pence === null ? UNKNOWN : formatMoney(pence, currency));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="dash-table-scroll">
      <table className="dash-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Employee</th>
            <th scope="col" className="num dash-col-rate">
              Rate
            </th>
            <th scope="col" className="num">
              Total Hours
            </th>
            <th scope="col" className="num">
              Total Earned
            </th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => {
            const expanded = open.has(row.employeeId);
            const panelId = `pay-days-${row.employeeId}`;
            return (
              <Fragment key={row.employeeId}>
                <tr className={expanded ? 'dash-row dash-row-open' : 'dash-row'}>
                  <th scope="row" className="dash-employee">
                    <button
                      type="button"
                      className="dash-expand"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => toggle(row.employeeId)}
                    >
                      <svg className="dash-chevron" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                        <path
                          d="M6 3l5 5-5 5"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                      <span className="dash-employee-text">
                        <span className="dash-employee-name">{row.name}</span>
                        {row.fullName && <span className="dash-employee-full">{row.fullName}</span>}
                      </span>
                    </button>
                    {row.removed && <span className="dash-badge">Removed</span>}
                  </th>
                  <td className="num dash-col-rate">
                    {row.ratesPence.length > 1 ? row.ratesPence.map((rate) => money(rate)).join(' → ') : money(row.ratePence)}
                  </td>
                  <td className="num">
                    <HoursText minutes={row.minutes} />
                    {row.plannedDays.length > 0 && (
                      <span className="dash-planned-mark" title="Includes planned hours: timesheet not approved">
                        *
                      </span>
                    )}
                  </td>
                  <td className="num dash-strong">{money(row.pence)}</td>
                </tr>
                <tr id={panelId} className="dash-days-row" hidden={!expanded}>
                  <td colSpan={4}>{expanded && <DayBreakdown row={row} money={money} />}</td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="dash-col-rate" />
            <td className="num">
              <HoursText minutes={report.totalMinutes} />
            </td>
            <td className="num dash-strong">{formatMoney(report.totalPence, currency)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function DayBreakdown({ row, money }: { row: EmployeePay; money: (pence: number | null) => string }) {
  return (
    <table className="dash-days">
      <caption className="visually-hidden">Daily breakdown for {row.name}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <HoursRateAmountHeads amount="Earned" />
        </tr>
      </thead>
      <tbody>
        {row.days.map((day) => (
          <tr key={day.date}>
            <td>{toShortDate(day.date)}</td>
            <HoursRateAmountCells hours={<HoursText minutes={day.minutes} />} rate={money(day.ratePence)} amount={money(day.pence)} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
