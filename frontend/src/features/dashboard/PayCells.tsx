import type { ReactNode } from 'react';

/**
 * The hours, rate and amount columns a pay row has: the dashboard's daily breakdown and the
 * payslip's lines. Figures are right-aligned (`num`), money already formatted by the caller.
 */
export function HoursRateAmountHeads({ amount }: { amount: string }) {
  return (
    <>
      <th scope="col" className="num">
        Hours
      </th>
      <th scope="col" className="num">
        Rate
      </th>
      <th scope="col" className="num">
        {amount}
      </th>
    </>
  );
}

export function HoursRateAmountCells({ hours, rate, amount }: { hours: ReactNode; rate: string; amount: string }) {
  return (
    <>
      <td className="num">{hours}</td>
      <td className="num">{rate}</td>
      <td className="num">{amount}</td>
    </>
  );
}
