import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { can, formatMoney, rangeLabel, type CurrencyCode } from '@rotaledger/domain';
import type { PayPeriodsAnswer } from '@rotaledger/contracts';
import { Message } from '../../../components/Message';
import { Spinner } from '../../../components/Spinner';
import { useSignedInUser } from '../../auth';
import { useGetEmployeesQuery, type Workplace } from '../../profile';
import { useGetPayLinesQuery, useGetPayPeriodsQuery } from './api';
import { ExportControl } from './ExportControl';
import { hoursText, PAY_LINE_LABELS, payByEmployee, typesIn } from './lines';
import { FinaliseDialog, ReopenDialog } from './PeriodActionDialogs';
import './periods.css';

type Period = PayPeriodsAnswer['periods'][number];

/** Periods listed before "Show all". */
const RECENT_PERIODS = 6;

/** 'Finalised 12 Jun 2026, 09:15' in the browser's time. */
export const finalisedText = (at: string) => `Finalised ${dayjs(at).format('D MMM YYYY, HH:mm')}`;

export function StatusBadge({ period }: { period: Pick<Period, 'status' | 'finalisedAt'> }) {
  return period.status === 'finalised' ? (
    <span className="pay-status pay-status-finalised" title={period.finalisedAt ? finalisedText(period.finalisedAt) : undefined}>
      Finalised
    </span>
  ) : (
    <span className="pay-status pay-status-open">Open</span>
  );
}

/** The period to show first: the newest one that has ended and is still open (the one to finalise), else the newest. */
function firstChoice(periods: readonly Period[], today: string): Period | undefined {
  return [...periods].reverse().find((p) => p.status === 'open' && p.periodEnd < today) ?? periods[periods.length - 1];
}

/** `/payslip/…`: one person's period. */
export const payslipPath = (workplaceId: string, periodStart: string, employeeId: string) =>
  `/payslip/${encodeURIComponent(workplaceId)}/${periodStart}/${encodeURIComponent(employeeId)}`;

/**
 * The dashboard's pay periods (issue 39): the workplace's periods with their status and totals,
 * and one period's pay lines per employee by type, with Finalise, Re-open and Export. Every
 * figure is the server's; the browser only adds a row's lines up.
 */
export function PayPeriodsSection({ workplace, currency }: { workplace: Workplace; currency: CurrencyCode }) {
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const [showAll, setShowAll] = useState(false);
  const workplaceId = workplace.workplace_id;
  const periodsQuery = useGetPayPeriodsQuery({ userId: user.uid, workplaceId }, { refetchOnMountOrArgChange: true });
  const periods = useMemo(() => periodsQuery.data?.periods ?? [], [periodsQuery.data]);
  const today = dayjs().format('YYYY-MM-DD');
  const chosen = periods.find((p) => p.periodStart === params.get('payperiod')) ?? firstChoice(periods, today);
  const money = (pence: number) => formatMoney(pence, currency);

  // The first choice is kept in the address, so finalising it does not move the page to another period.
  const asked = params.get('payperiod');
  useEffect(() => {
    if (chosen && asked !== chosen.periodStart) choose(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the choice itself changes
  }, [chosen?.periodStart, asked]);

  const choose = (period: Period) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('payperiod', period.periodStart);
        return next;
      },
      { replace: true },
    );

  if (periodsQuery.isError) {
    return (
      <section className="card pay-periods" aria-labelledby="pay-periods-title">
        <h2 id="pay-periods-title" className="dash-card-title">
          Pay periods
        </h2>
        <Message tone="error">Pay periods could not be loaded.</Message>
        <button type="button" className="button button-secondary" onClick={() => void periodsQuery.refetch()}>
          Reload pay periods
        </button>
      </section>
    );
  }
  if (periodsQuery.isLoading) {
    return (
      <section className="card pay-periods" aria-labelledby="pay-periods-title">
        <h2 id="pay-periods-title" className="dash-card-title">
          Pay periods
        </h2>
        <Spinner label="Loading pay periods…" />
      </section>
    );
  }

  const newestFirst = [...periods].reverse();
  const listed = showAll ? newestFirst : newestFirst.slice(0, RECENT_PERIODS);
  if (chosen && !listed.includes(chosen)) listed.push(chosen);

  return (
    <>
      <section className="card pay-periods" aria-labelledby="pay-periods-title">
        <div className="dash-card-head">
          <div>
            <h2 id="pay-periods-title" className="dash-card-title">
              Pay periods
            </h2>
            <p className="dash-card-sub">{workplace.name} · from the pay schedule in the workplace settings</p>
          </div>
        </div>
        {periods.length === 0 ? (
          <p className="muted">No pay periods yet: they start with the first planned day.</p>
        ) : (
          <div className="dash-table-scroll">
            <table className="dash-table pay-periods-table">
              <caption className="visually-hidden">Pay periods at {workplace.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Period</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="num pay-col-hours">
                    Hours
                  </th>
                  <th scope="col" className="num">
                    Gross pay
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Show</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {listed.map((period) => {
                  const label = rangeLabel(period.periodStart, period.periodEnd);
                  const current = period === chosen;
                  return (
                    <tr
                      key={period.periodStart}
                      className={current ? 'pay-period-row is-current' : 'pay-period-row'}
                      data-period={period.periodStart}
                    >
                      <th scope="row">{label}</th>
                      <td>
                        <StatusBadge period={period} />
                      </td>
                      <td className="num pay-col-hours">{hoursText(period.totals.hours)}</td>
                      <td className="num">{money(period.totals.amountPence)}</td>
                      <td className="pay-period-show">
                        <button
                          type="button"
                          className="button button-secondary button-small"
                          aria-pressed={current}
                          aria-label={`Show ${label}`}
                          onClick={() => choose(period)}
                        >
                          Show
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {periods.length > RECENT_PERIODS && (
          <button type="button" className="button button-secondary button-small pay-periods-more" onClick={() => setShowAll((all) => !all)}>
            {showAll ? 'Show recent periods only' : `Show all ${periods.length} periods`}
          </button>
        )}
      </section>
      {chosen && <PeriodLines key={chosen.periodStart} workplace={workplace} period={chosen} currency={currency} />}
    </>
  );
}

function PeriodLines({ workplace, period, currency }: { workplace: Workplace; period: Period; currency: CurrencyCode }) {
  const user = useSignedInUser();
  const workplaceId = workplace.workplace_id;
  const [dialog, setDialog] = useState<'finalise' | 'reopen' | null>(null);
  const linesQuery = useGetPayLinesQuery(
    { userId: user.uid, workplaceId, periodStart: period.periodStart },
    { refetchOnMountOrArgChange: true },
  );
  const employeesQuery = useGetEmployeesQuery(user.uid);
  const lines = useMemo(() => linesQuery.data?.lines ?? [], [linesQuery.data]);
  const rows = useMemo(() => payByEmployee(lines), [lines]);
  const types = useMemo(() => typesIn(lines), [lines]);
  // Holiday balances as at the period's end (the server's), shown once anyone accrues or takes holiday.
  const balances = linesQuery.data?.holiday ?? {};
  const showHoliday = Object.values(balances).some((b) => b.accruedHours !== 0 || b.takenHours !== 0);
  const names = new Map((employeesQuery.data ?? []).map((e) => [e.employee_id, e.display_name]));
  const label = rangeLabel(period.periodStart, period.periodEnd);
  const money = (pence: number) => formatMoney(pence, currency);
  const finalised = period.status === 'finalised';
  const actionProps = { userId: user.uid, workplaceId, periodStart: period.periodStart, label, onClose: () => setDialog(null) };

  return (
    <section className="card pay-period-detail" aria-labelledby="pay-period-title" data-testid="pay-period-detail">
      <div className="dash-card-head pay-period-head">
        <div>
          <h2 id="pay-period-title" className="dash-card-title">
            Pay lines, {label}
          </h2>
          <p className="dash-card-sub">
            <StatusBadge period={period} />{' '}
            {finalised && period.finalisedAt
              ? `${finalisedText(period.finalisedAt)}: these figures never change; later corrections show as adjustments in the next open period.`
              : 'Figures follow the rota and approved timesheets until the period is finalised.'}
          </p>
        </div>
        <div className="pay-period-actions">
          {!finalised && can(workplace.role, 'pay.finalise') && (
            <button type="button" className="button button-primary button-small" onClick={() => setDialog('finalise')}>
              Finalise
            </button>
          )}
          {finalised && can(workplace.role, 'pay.reopen') && (
            <button type="button" className="button button-secondary button-small" onClick={() => setDialog('reopen')}>
              Re-open
            </button>
          )}
          {finalised && can(workplace.role, 'pay.read') && (
            <ExportControl userId={user.uid} workplaceId={workplaceId} periodStart={period.periodStart} />
          )}
        </div>
      </div>
      {!finalised && <p className="muted pay-export-hint">Export to payroll once the period is finalised.</p>}

      {linesQuery.isError ? (
        <>
          <Message tone="error">Pay lines could not be loaded.</Message>
          <button type="button" className="button button-secondary" onClick={() => void linesQuery.refetch()}>
            Reload pay lines
          </button>
        </>
      ) : linesQuery.isLoading ? (
        <Spinner label="Loading pay lines…" />
      ) : rows.length === 0 ? (
        <p className="muted">No paid hours in this period.</p>
      ) : (
        <div className="dash-table-scroll">
          <table className="dash-table pay-lines-table">
            <caption className="visually-hidden">Pay lines per employee by type, {label}</caption>
            <thead>
              <tr>
                <th scope="col">Employee</th>
                {types.map((type) => (
                  <th key={type} scope="col" className="num">
                    {PAY_LINE_LABELS[type]}
                  </th>
                ))}
                <th scope="col" className="num pay-col-hours">
                  Hours
                </th>
                <th scope="col" className="num">
                  Gross pay
                </th>
                {showHoliday && (
                  <th scope="col" className="num">
                    Holiday left
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const name = names.get(row.employeeId) ?? 'Former employee';
                return (
                  <tr key={row.employeeId} data-employee={name}>
                    <th scope="row">
                      <Link
                        className="pay-payslip-link"
                        aria-label={`Payslip for ${name}`}
                        title="Open the payslip"
                        to={payslipPath(workplaceId, period.periodStart, row.employeeId)}
                      >
                        {name}
                      </Link>
                    </th>
                    {types.map((type) => {
                      const sum = row.byType[type];
                      return (
                        <td key={type} className="num">
                          {sum ? (
                            <>
                              {money(sum.amountPence)}
                              <span className="pay-cell-hours">{hoursText(sum.hours)} h</span>
                            </>
                          ) : (
                            <>
                              <span aria-hidden="true">—</span>
                              <span className="visually-hidden">none</span>
                            </>
                          )}
                        </td>
                      );
                    })}
                    <td className="num pay-col-hours">{hoursText(row.hours)}</td>
                    <td className="num pay-total">{money(row.amountPence)}</td>
                    {showHoliday && (
                      <td className="num">{balances[row.employeeId] ? `${hoursText(balances[row.employeeId].balanceHours)} h` : '—'}</td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <FinaliseDialog open={dialog === 'finalise'} {...actionProps} />
      <ReopenDialog open={dialog === 'reopen'} {...actionProps} />
    </section>
  );
}
