import { useCallback, useEffect, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router-dom';
import {
  datesInRange,
  payPeriodSettingsFrom,
  payPeriodsContaining,
  toShortDate,
  type CurrencyCode,
  type PayPeriod,
} from '@rotaledger/domain';
import { Message } from '../../components/Message';
import { Spinner } from '../../components/Spinner';
import { usePageTitle } from '../../components/usePageTitle';
import { useSignedInUser } from '../auth';
import { useGetPreferencesQuery } from '../preferences';
import { useGetEmployeesQuery, useGetWorkplacesQuery, workplaceCurrency } from '../profile';
import { useDashboardPayForDatesQuery, useDashboardPopulatedDatesQuery } from './api';
import { csvFileName, downloadCsv, payBreakdownCsv, payTableCsv } from './csv';
import { HoursChart } from './HoursChart';
import { PayTable } from './PayTable';
import { buildPayReport, type PayBasis } from './payReport';
import { PeriodDialog } from './PeriodDialog';
import { PayPeriodsSection } from './periods/PayPeriodsSection';
import { periodFromParams } from './selection';
import { TotalsCards } from './TotalsCards';
import { WorkplaceDialog } from './WorkplaceDialog';
import './dashboard.css';

export const PLACEHOLDER_TEXT = 'Select a workplace and date range to display pay data.';

export function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<'workplace' | 'period' | null>(null);

  const workplacesQuery = useGetWorkplacesQuery(user.uid);
  const employeesQuery = useGetEmployeesQuery(user.uid);
  const preferencesQuery = useGetPreferencesQuery(user.uid);
  const settings = useMemo(() => payPeriodSettingsFrom(preferencesQuery.data), [preferencesQuery.data]);
  const ownCurrency: CurrencyCode = preferencesQuery.data?.currency ?? 'gbp';

  const workplaces = workplacesQuery.data ?? [];
  const workplace = workplaces.find((w) => w.workplace_id === params.get('workplace')) ?? null;
  // A team's workplace shows money in its owner's currency, one's own in one's own.
  const currency = workplace ? workplaceCurrency(workplace, ownCurrency) : ownCurrency;
  const period = useMemo(() => periodFromParams(params.get('from'), params.get('to'), settings), [params, settings]);

  const select = useCallback(
    (changes: Record<string, string>, options?: { replace: boolean }) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      }, options),
    [setParams],
  );

  // A single workplace is chosen for the user (spec).
  const onlyWorkplaceId = workplacesQuery.data?.length === 1 ? workplacesQuery.data[0].workplace_id : null;
  useEffect(() => {
    if (onlyWorkplaceId && !workplace) select({ workplace: onlyWorkplaceId }, { replace: true });
  }, [onlyWorkplaceId, workplace, select]);

  const populatedQuery = useDashboardPopulatedDatesQuery(
    workplace ? { userId: user.uid, workplaceId: workplace.workplace_id } : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const periods = useMemo(() => payPeriodsContaining(populatedQuery.data ?? [], settings).reverse(), [populatedQuery.data, settings]);

  const dates = useMemo(() => (period ? datesInRange(period.start, period.end) : []), [period]);
  const payQuery = useDashboardPayForDatesQuery(
    workplace && period ? { userId: user.uid, workplaceId: workplace.workplace_id, dates: dates.map(toShortDate) } : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  // The basis lives in the address like the workplace and period, so a shared link shows the same figures.
  const basis: PayBasis = params.get('basis') === 'actual' ? 'actual' : 'planned';
  const report = useMemo(
    () => (payQuery.data && employeesQuery.data ? buildPayReport(payQuery.data, employeesQuery.data, dates, basis) : null),
    [payQuery.data, employeesQuery.data, dates, basis],
  );

  function choosePeriod(p: PayPeriod) {
    select({ from: p.start, to: p.end });
    setDialog(null);
  }

  return (
    <section className="page dash-page">
      <div className="page-header dash-header">
        <div>
          <h1>Dashboard</h1>
          <p className="muted">Hours and gross pay per employee, from the rota.</p>
        </div>
      </div>

      <div className="dash-pickers">
        <button
          type="button"
          className="dash-picker"
          onClick={() => setDialog('workplace')}
          aria-haspopup="dialog"
          aria-label={`Workplace: ${workplace ? workplace.name : 'Select workplace'}`}
        >
          <span className="dash-picker-label">Workplace</span>{' '}
          <span className="dash-picker-value">{workplace ? workplace.name : 'Select workplace'}</span>
          <PickerIcon />
        </button>
        <button
          type="button"
          className="dash-picker"
          onClick={() => setDialog('period')}
          aria-haspopup="dialog"
          aria-label={`Date range: ${period ? period.label : 'Select dates'}`}
          disabled={!workplace}
        >
          <span className="dash-picker-label">Date range</span>{' '}
          <span className="dash-picker-value">{period ? period.label : 'Select dates'}</span>
          <PickerIcon />
        </button>
        <label className="dash-basis">
          <span className="dash-picker-label">Basis</span>
          <select value={basis} onChange={(event) => select({ basis: event.target.value })}>
            <option value="planned">Planned</option>
            <option value="actual">Actual (approved)</option>
          </select>
        </label>
      </div>

      {!workplace || !period ? (
        <div className="card dash-placeholder">
          <p>{PLACEHOLDER_TEXT}</p>
        </div>
      ) : (
        <Results
          loading={payQuery.isLoading || employeesQuery.isLoading || (payQuery.isFetching && !payQuery.data)}
          failed={payQuery.isError || employeesQuery.isError}
          onRetry={() => {
            void payQuery.refetch();
            if (employeesQuery.isError) void employeesQuery.refetch();
          }}
          report={report}
          currency={currency}
          period={period}
          workplaceName={workplace.name}
          basis={basis}
        />
      )}
      {workplace && <PayPeriodsSection workplace={workplace} currency={currency} />}

      <WorkplaceDialog
        open={dialog === 'workplace'}
        onClose={() => setDialog(null)}
        workplaces={workplaces}
        loading={workplacesQuery.isLoading}
        failed={workplacesQuery.isError}
        selectedId={workplace?.workplace_id ?? null}
        onSelect={(workplaceId) => {
          select({ workplace: workplaceId });
          setDialog(null);
        }}
      />
      <PeriodDialog
        open={dialog === 'period'}
        onClose={() => setDialog(null)}
        periods={periods}
        settings={settings}
        loading={populatedQuery.isLoading || preferencesQuery.isLoading}
        failed={populatedQuery.isError}
        selected={period}
        onSelect={choosePeriod}
      />
    </section>
  );
}

interface ResultsProps {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  report: ReturnType<typeof buildPayReport> | null;
  currency: CurrencyCode;
  period: PayPeriod;
  workplaceName: string;
  basis: PayBasis;
}

function Results({ loading, failed, onRetry, report, currency, period, workplaceName, basis }: ResultsProps) {
  if (failed) {
    return (
      <div className="card dash-placeholder">
        <Message tone="error">Pay data could not be loaded.</Message>
        <button type="button" className="button button-secondary" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (loading || !report) {
    return (
      <div className="page-spinner">
        <Spinner size="large" label="Loading pay data…" />
      </div>
    );
  }
  if (report.rows.length === 0) {
    return (
      <div className="card dash-placeholder">
        <p>
          No hours are planned at {workplaceName} for {period.label}.
        </p>
      </div>
    );
  }

  const caption = `Pay per employee at ${workplaceName}, ${period.label}`;
  return (
    <>
      <TotalsCards
        totalMinutes={report.totalMinutes}
        totalPence={report.totalPence}
        currency={currency}
        employeeCount={report.rows.length}
      />
      {report.withoutRate.length > 0 && (
        <Message tone="info">
          Total Gross Pay leaves out {report.withoutRate.map((r) => r.name).join(', ')}: no pay rate is known for removed employees.
        </Message>
      )}
      <div className="dash-grid">
        <section className="card dash-table-card" aria-labelledby="dash-table-title">
          <div className="dash-card-head">
            <div>
              <h2 id="dash-table-title" className="dash-card-title">
                Pay per employee
              </h2>
              <p className="dash-card-sub">
                {workplaceName} · {period.label}
              </p>
            </div>
            <div className="dash-exports">
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() =>
                  downloadCsv(csvFileName('summary', workplaceName, period.start, period.end), payTableCsv(report, currency, basis))
                }
              >
                <DownloadIcon /> Table (CSV)
              </button>
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() =>
                  downloadCsv(csvFileName('daily', workplaceName, period.start, period.end), payBreakdownCsv(report, currency, basis))
                }
              >
                <DownloadIcon /> Daily breakdown (CSV)
              </button>
            </div>
          </div>
          <PayTable report={report} currency={currency} caption={caption} />
          {basis === 'actual' && report.rows.some((row) => row.plannedDays.length > 0) && (
            <p className="muted dash-basis-legend">* Includes planned hours for days whose timesheet is not approved yet.</p>
          )}
        </section>
        {report.rows.length > 1 && <HoursChart rows={report.rows} />}
      </div>
    </>
  );
}

function PickerIcon() {
  return (
    <svg className="dash-picker-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M8 2v8m0 0l-3-3m3 3l3-3M3 13h10"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
