import { formatHoursMinutes } from '@rotaledger/domain';
import type { EmployeePay } from './payReport';

/**
 * Hours per employee as horizontal bars. Plain SVG bars beside real text: screen readers
 * read the list (name and hours); the bars are decoration for the eye.
 */
export function HoursChart({ rows }: { rows: readonly EmployeePay[] }) {
  const most = Math.max(...rows.map((r) => r.minutes), 1);
  return (
    <figure className="card dash-chart">
      <figcaption className="dash-card-title">Hours per employee</figcaption>
      <ul className="dash-chart-rows" aria-label="Hours per employee">
        {rows.map((row) => {
          const share = (row.minutes / most) * 100;
          return (
            <li key={row.employeeId} className="dash-chart-row">
              <span className="dash-chart-name">
                {row.name}
                {row.removed && <span className="visually-hidden"> (removed)</span>}
              </span>
              <svg className="dash-chart-bar" width="100%" height="14" aria-hidden="true" focusable="false">
                <rect x="0" y="0" width="100%" height="14" rx="7" className="dash-chart-track" />
                <rect
                  x="0"
                  y="0"
                  width={`${Math.max(share, 2)}%`}
                  height="14"
                  rx="7"
                  className={row.removed ? 'dash-chart-fill dash-chart-fill-removed' : 'dash-chart-fill'}
                />
              </svg>
              <span className="dash-chart-value">{formatHoursMinutes(row.minutes)}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
