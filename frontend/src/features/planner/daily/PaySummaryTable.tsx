import { formatHoursMinutes, formatMoney, type CurrencyCode } from '@rotaledger/domain';
import { PLANNER_MESSAGES } from '../refusal';
import type { PaySummary } from './paySummary';

interface PaySummaryTableProps {
  summary: PaySummary;
  currency: CurrencyCode;
}

/** Below the timeline: who works today, for how long, for how much. */
export function PaySummaryTable({ summary, currency }: PaySummaryTableProps) {
  return (
    <section className="card pay-summary" aria-labelledby="pay-summary-title">
      <h2 className="card-title" id="pay-summary-title">
        Pay summary
      </h2>
      {summary.rows.length === 0 ? (
        <p className="pay-summary-empty muted">{PLANNER_MESSAGES.payEmpty}</p>
      ) : (
        <div className="pay-table-scroll">
          <table className="pay-table">
            <thead>
              <tr>
                <th scope="col" className="hide-narrow">
                  Employee Name
                </th>
                <th scope="col">Display Name</th>
                <th scope="col">Total Time</th>
                <th scope="col" className="numeric">
                  Pay
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.rows.map((row) => (
                <tr key={row.employeeId}>
                  <td className="hide-narrow">{row.employeeName ?? '—'}</td>
                  <td>{row.displayName}</td>
                  <td>{formatHoursMinutes(row.minutes)}</td>
                  <td className="numeric">{row.pence === null ? '—' : formatMoney(row.pence, currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="hide-narrow">
                  Total
                </th>
                <td>
                  <span className="only-narrow">Total</span>
                </td>
                <td>{formatHoursMinutes(summary.totalMinutes)}</td>
                <td className="numeric">{formatMoney(summary.totalPence, currency)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
