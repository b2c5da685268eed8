import { formatHoursMinutes, formatMoney, hoursDecimal, type CurrencyCode } from '@rotaledger/domain';
import { useCountUp } from './useCountUp';

interface TotalsCardsProps {
  totalMinutes: number;
  totalPence: number;
  currency: CurrencyCode;
  employeeCount: number;
}

/** The two headline figures. The animated text is hidden from screen readers, which read the final value. */
export function TotalsCards({ totalMinutes, totalPence, currency, employeeCount }: TotalsCardsProps) {
  const minutes = useCountUp(totalMinutes);
  const pence = useCountUp(totalPence);
  const people = employeeCount === 1 ? '1 employee' : `${employeeCount} employees`;

  return (
    <div className="dash-stats">
      <section className="dash-stat" aria-labelledby="dash-total-hours">
        <h2 id="dash-total-hours" className="dash-stat-label">
          Total Hours Worked
        </h2>
        <p className="dash-stat-value">
          <span aria-hidden="true" data-testid="total-hours">
            {formatHoursMinutes(minutes)}
          </span>
          <span className="visually-hidden">{formatHoursMinutes(totalMinutes)}</span>
        </p>
        <p className="dash-stat-note">
          {hoursDecimal(totalMinutes)} hours · {people}
        </p>
      </section>
      <section className="dash-stat dash-stat-pay" aria-labelledby="dash-total-pay">
        <h2 id="dash-total-pay" className="dash-stat-label">
          Total Gross Pay
        </h2>
        <p className="dash-stat-value">
          <span aria-hidden="true" data-testid="total-pay">
            {formatMoney(pence, currency)}
          </span>
          <span className="visually-hidden">{formatMoney(totalPence, currency)}</span>
        </p>
        <p className="dash-stat-note">Before tax and deductions</p>
      </section>
    </div>
  );
}
