import { Fragment, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { formatMoney, isIsoDate, rangeLabel, shortDayName, type CurrencyCode } from '@rotaledger/domain';
import type { PayLine } from '@rotaledger/contracts';
import { Message } from '../../../components/Message';
import { Spinner } from '../../../components/Spinner';
import { usePageTitle } from '../../../components/usePageTitle';
import { useSignedInUser } from '../../auth';
import { useGetPreferencesQuery } from '../../preferences';
import { useGetEmployeesQuery, useGetWorkplacesQuery, workplaceCurrency } from '../../profile';
import { useGetLineEventsQuery, useGetPayLinesQuery, useGetPayPeriodsQuery } from './api';
import { hoursText, PAY_LINE_LABELS } from './lines';
import { StatusBadge } from './PayPeriodsSection';
import { HoursRateAmountCells, HoursRateAmountHeads } from '../PayCells';
import './periods.css';
import '../dashboard.css';

/**
 * `/payslip/:workplaceId/:periodStart/:employeeId` (issue 39): one person's period, line by line
 * as the server priced it (normal, overtime, premium, adjustment…), each line opening the
 * history's events behind it.
 */
export function PayslipPage() {
  const user = useSignedInUser();
  const { workplaceId = '', periodStart = '', employeeId = '' } = useParams();
  const workplacesQuery = useGetWorkplacesQuery(user.uid);
  const employeesQuery = useGetEmployeesQuery(user.uid);
  const preferencesQuery = useGetPreferencesQuery(user.uid);
  const validStart = isIsoDate(periodStart);
  const periodsQuery = useGetPayPeriodsQuery({ userId: user.uid, workplaceId }, { refetchOnMountOrArgChange: true });
  const linesQuery = useGetPayLinesQuery(
    { userId: user.uid, workplaceId, periodStart },
    { skip: !validStart, refetchOnMountOrArgChange: true },
  );
  const workplace = workplacesQuery.data?.find((w) => w.workplace_id === workplaceId);
  const employee = employeesQuery.data?.find((e) => e.employee_id === employeeId);
  const name = employee?.display_name ?? 'Former employee';
  const period = periodsQuery.data?.periods.find((p) => p.periodStart === periodStart);
  const currency: CurrencyCode = workplace ? workplaceCurrency(workplace, preferencesQuery.data?.currency ?? 'gbp') : 'gbp';
  const lines = useMemo(
    () => (linesQuery.data?.lines ?? []).filter((line) => line.employeeId === employeeId),
    [linesQuery.data, employeeId],
  );
  const label = period ? rangeLabel(period.periodStart, period.periodEnd) : periodStart;
  usePageTitle(employeesQuery.data ? `Payslip: ${name}` : 'Payslip');

  const backTo = `/dashboard?workplace=${encodeURIComponent(workplaceId)}&payperiod=${periodStart}`;
  const failed = !validStart || workplacesQuery.isError || periodsQuery.isError || linesQuery.isError;
  const loading = workplacesQuery.isLoading || employeesQuery.isLoading || periodsQuery.isLoading || linesQuery.isLoading;

  return (
    <section className="page dash-page payslip-page">
      <Link to={backTo} className="payslip-back">
        ← Dashboard
      </Link>
      <div className="page-header">
        <div>
          <h1>Payslip: {employeesQuery.data ? name : '…'}</h1>
          <p className="muted payslip-meta">
            <span>{workplace?.name ?? 'Workplace'}</span>
            <span>{label}</span>
            {period && <StatusBadge period={period} />}
            {employee?.payrollId && <span>Payroll ID {employee.payrollId}</span>}
          </p>
        </div>
      </div>
      {failed ? (
        <div className="card">
          <Message tone="error">This payslip could not be loaded.</Message>
        </div>
      ) : loading ? (
        <div className="page-spinner">
          <Spinner size="large" label="Loading the payslip…" />
        </div>
      ) : (
        <PayslipLines lines={lines} currency={currency} workplaceId={workplaceId} employeeId={employeeId} name={name} label={label} />
      )}
    </section>
  );
}

interface PayslipLinesProps {
  lines: PayLine[];
  currency: CurrencyCode;
  workplaceId: string;
  employeeId: string;
  name: string;
  label: string;
}

function PayslipLines({ lines, currency, workplaceId, employeeId, name, label }: PayslipLinesProps) {
  const [open, setOpen] = useState<number | null>(null);
  const money = (pence: number) => formatMoney(pence, currency);
  // The server's figures added up: hours in hundredths, amounts in pence.
  const totalHours = lines.reduce((sum, line) => sum + Math.round(line.hours * 100), 0) / 100;
  const totalPence = lines.reduce((sum, line) => sum + line.amountPence, 0);

  return (
    <section className="card payslip-card" aria-labelledby="payslip-lines-title">
      <div className="dash-card-head">
        <h2 id="payslip-lines-title" className="dash-card-title">
          Pay lines
        </h2>
      </div>
      {lines.length === 0 ? (
        <p className="muted">
          No paid hours for {name} in {label}.
        </p>
      ) : (
        <div className="dash-table-scroll">
          <table className="dash-table payslip-table">
            <caption className="visually-hidden">
              Pay lines of {name}, {label}
            </caption>
            <thead>
              <tr>
                <th scope="col">Type</th>
                <HoursRateAmountHeads amount="Amount" />
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => {
                const panelId = `payslip-events-${index}`;
                const expanded = open === index;
                const what = `${PAY_LINE_LABELS[line.type]}${line.date ? `, ${shortDayName(line.date)}` : ''}`;
                return (
                  <Fragment key={index}>
                    <tr data-type={line.type}>
                      <th scope="row">
                        {what}
                        {line.note && <span className="payslip-note">{line.note}</span>}
                        {line.eventIds.length > 0 && (
                          <button
                            type="button"
                            className="button button-secondary button-small payslip-events-toggle"
                            aria-expanded={expanded}
                            aria-controls={panelId}
                            aria-label={`${expanded ? 'Hide events' : `Events (${line.eventIds.length})`} behind ${what}`}
                            onClick={() => setOpen(expanded ? null : index)}
                          >
                            {expanded ? 'Hide events' : `Events (${line.eventIds.length})`}
                          </button>
                        )}
                      </th>
                      <HoursRateAmountCells hours={hoursText(line.hours)} rate={money(line.ratePence)} amount={money(line.amountPence)} />
                    </tr>
                    {expanded && (
                      <tr className="payslip-events-row" id={panelId}>
                        <td colSpan={4}>
                          <LineEvents line={line} workplaceId={workplaceId} employeeId={employeeId} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="num">{hoursText(totalHours)}</td>
                <td />
                <td className="num" data-testid="payslip-total">
                  {money(totalPence)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}

/** The events behind one line, from the history, each with a link to its day there. */
function LineEvents({ line, workplaceId, employeeId }: { line: PayLine; workplaceId: string; employeeId: string }) {
  const user = useSignedInUser();
  const query = useGetLineEventsQuery({ userId: user.uid, workplaceId, employeeId, date: line.date, eventIds: line.eventIds });
  if (query.isError) return <Message tone="error">The events behind this line could not be loaded.</Message>;
  if (query.isLoading || !query.data) return <Spinner label="Loading events…" />;
  if (query.data.length === 0) return <p className="muted">These events are no longer in the history.</p>;
  return (
    <ul className="payslip-events" aria-label="Events behind this line">
      {query.data.map((event) => (
        <li key={event.eventId} className="payslip-event">
          <time dateTime={event.at}>{dayjs(event.at).format('D MMM YYYY, HH:mm')}</time>
          <span>{event.summary}</span>
          {event.who.displayName && <span className="muted">by {event.who.displayName}</span>}
          {event.rotaDate && (
            <Link
              to={`/history?workplace=${encodeURIComponent(workplaceId)}&view=rota&day=${event.rotaDate}&at=${encodeURIComponent(event.at)}`}
            >
              See in History
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
