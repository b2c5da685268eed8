import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import dayjs from 'dayjs';
import type { DayPersonAnswer, ManagerDayAnswer } from '@rotaledger/contracts';
import { formatMoney, MINUTES_PER_DAY, serviceById, telUri, type CurrencyCode, type WeekStart } from '@rotaledger/domain';
import { Message } from '../../../components/Message';
import { Spinner } from '../../../components/Spinner';
import type { Employee, Workplace } from '../../profile';
import { RequestsWaiting } from '../../requests';
import { useGetWeekShiftsQuery } from '../api';
import { AutofillPanel } from '../autofill/AutofillPanel';
import { useAutofill } from '../autofill/useAutofill';
import { dayOfIsoDate, isoDateOf, weekDays } from '../dates';
import { weekReadsOf } from '../startReads';
import { fromWireSpan } from '@rotaledger/contracts/wire-time';
import { formatClock, formatInstant } from '../../../components/clock';
import { formatRange } from '../time';
import { useRefusableAction } from '../useRefusableAction';
import { OpenAssignmentDialog, type OpenAssignmentTarget } from '../weekly/OpenAssignmentDialog';
import { useGetTodayQuery, useMarkNoShowMutation } from './api';
import './today.css';

/** The day is read again this often, so "late" appears without a reload. */
const POLL_MS = 60_000;

export const TODAY_MESSAGES = {
  loadFailed: 'Today could not be loaded.',
  nobodyOn: 'Nobody is on now.',
  nobodyNext: 'Nobody else starts today.',
  noOpen: 'No open shifts left today.',
  noShowFailed: 'The no-show could not be saved. Please try again.',
  unpriced: 'Someone has no rate: their time is left out.',
  noShowDone: (name: string) => `${name} marked as a no-show: their shift is open.`,
  lastNight: 'since last night',
} as const;

const STATUS_TEXT: Record<DayPersonAnswer['status'], string> = {
  later: 'Later',
  due: 'Due now',
  late: 'Late',
  in: 'In',
  break: 'On a break',
  out: 'Clocked out',
};

interface TodayViewProps {
  workplace: Workplace;
  userId: string;
  /** This workplace's employees (their phone numbers, when the role may see them). */
  employees: readonly Employee[];
  twelveHour: boolean;
  currency: CurrencyCode;
  readOnly: boolean;
  weekStartsOn: WeekStart;
  /** Shows a day (or its week) in the planner's other views. */
  onShowDay: (date: string, view: 'weekly' | 'daily') => void;
}

const spanText = (a: { timeStart: string; timeEnd: string }, twelveHour: boolean) => {
  const span = fromWireSpan(a.timeStart, a.timeEnd);
  return formatRange(span.startMinute, span.endMinute, twelveHour);
};

/** Last night's shift still running, on this morning's clock: '22:00-06:00' (its end is today, so no '+1'). */
const lastNightSpanText = (a: { timeStart: string; timeEnd: string }, twelveHour: boolean) => {
  const span = fromWireSpan(a.timeStart, a.timeEnd);
  return `${formatClock(span.startMinute, twelveHour)}-${formatClock(span.endMinute % MINUTES_PER_DAY, twelveHour)}`;
};

/**
 * The manager's day on a phone (issue 41): the labour cost so far against the plan, who is on now
 * (late five minutes after the start: call them, or mark a no-show and fill again), who is next,
 * the open shifts to offer, and the requests waiting. Every figure is the server's.
 */
export function TodayView({ workplace, userId, employees, twelveHour, currency, readOnly, weekStartsOn, onShowDay }: TodayViewProps) {
  const workplaceId = workplace.workplace_id;
  const query = useGetTodayQuery(
    { workplaceId, userId },
    { refetchOnMountOrArgChange: true, pollingInterval: POLL_MS, skipPollingIfUnfocused: true },
  );
  const day = query.data;
  if (!day) {
    return query.isError ? (
      <div className="planner-error">
        <Message tone="error">{TODAY_MESSAGES.loadFailed}</Message>
        <button type="button" className="button button-secondary button-small" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    ) : (
      <div className="page-spinner">
        <Spinner label="Loading today…" />
      </div>
    );
  }
  return (
    <TodayPanels
      day={day}
      workplace={workplace}
      userId={userId}
      employees={employees}
      twelveHour={twelveHour}
      currency={currency}
      readOnly={readOnly}
      weekStartsOn={weekStartsOn}
      onShowDay={onShowDay}
    />
  );
}

function TodayPanels({
  day,
  workplace,
  userId,
  employees,
  twelveHour,
  currency,
  readOnly,
  weekStartsOn,
  onShowDay,
}: TodayViewProps & { day: ManagerDayAnswer }) {
  const workplaceId = workplace.workplace_id;
  const phoneOf = useMemo(() => new Map(employees.map((e) => [e.employee_id, e.phone ?? null])), [employees]);
  const [markNoShow] = useMarkNoShowMutation();
  const { busy, error, setError, run } = useRefusableAction<string>();
  const [noShown, setNoShown] = useState<string | null>(null);
  const [offering, setOffering] = useState<OpenAssignmentTarget | null>(null);
  const date = dayOfIsoDate(day.date) ?? dayjs();
  // The week holding today: the open shift's "Give it to" list judges people on it, as the grid does.
  const dates = weekDays(date, weekStartsOn).map(isoDateOf);
  const { week } = weekReadsOf(workplaceId, dates, userId);
  const weekQuery = useGetWeekShiftsQuery(readOnly || employees.length === 0 ? skipToken : week);
  const autofill = useAutofill({ workplaceId, userId, from: day.date, to: day.date });
  const nameOf = (employeeId: string) => employees.find((e) => e.employee_id === employeeId)?.display_name ?? 'Someone no longer here';

  async function noShow(person: DayPersonAnswer) {
    setError(null);
    const done = await run(person.assignmentId, TODAY_MESSAGES.noShowFailed, async () => {
      await markNoShow({ assignmentId: person.assignmentId, userId, workplaceId, date: person.date }).unwrap();
    });
    if (done) setNoShown(person.displayName);
  }

  function offer(assignmentId: string) {
    const shift = weekQuery.data?.openShifts[day.date]?.find((s) => s.assignment_id === assignmentId);
    if (shift) setOffering({ shift, date });
  }

  const person = (p: DayPersonAnswer, actions: boolean) => (
    <TodayPerson
      key={p.assignmentId}
      person={p}
      phone={phoneOf.get(p.employeeId) ?? null}
      twelveHour={twelveHour}
      today={day.date}
      timeZone={day.time_zone}
      noShow={actions && !readOnly && (p.status === 'late' || p.status === 'due') ? () => void noShow(p) : undefined}
      busy={busy}
    />
  );

  return (
    <div className="today-view">
      <CostSection cost={day.cost} currency={currency} />

      {error && <Message tone="error">{error}</Message>}
      {noShown && <Message tone="success">{TODAY_MESSAGES.noShowDone(noShown)}</Message>}

      <section className="today-section" aria-labelledby="today-now-title">
        <h2 id="today-now-title" className="today-title">
          On now <span className="today-count">({day.onNow.length})</span>
        </h2>
        {day.onNow.length === 0 ? (
          <p className="muted">{TODAY_MESSAGES.nobodyOn}</p>
        ) : (
          <ul className="today-list">{day.onNow.map((p) => person(p, true))}</ul>
        )}
      </section>

      <section className="today-section" aria-labelledby="today-next-title">
        <h2 id="today-next-title" className="today-title">
          Next <span className="today-count">({day.next.length})</span>
        </h2>
        {day.next.length === 0 ? (
          <p className="muted">{TODAY_MESSAGES.nobodyNext}</p>
        ) : (
          <ul className="today-list">{day.next.map((p) => person(p, false))}</ul>
        )}
      </section>

      <section className="today-section" aria-labelledby="today-open-title">
        <h2 id="today-open-title" className="today-title">
          Open shifts <span className="today-count">({day.openShifts.length})</span>
        </h2>
        {day.openShifts.length === 0 ? (
          <p className="muted">{TODAY_MESSAGES.noOpen}</p>
        ) : (
          <ul className="today-list">
            {day.openShifts.map((o) => {
              const service = serviceById(o.serviceType);
              return (
                <li key={o.assignmentId} className="today-person is-open">
                  <div className="today-person-text">
                    <span className="today-person-name">
                      <span aria-hidden="true">{service.service_icon}</span> {service.service_name}
                    </span>
                    <span className="today-person-times">{spanText(o, twelveHour)}</span>
                  </div>
                  {!readOnly && (
                    <div className="today-person-actions">
                      <button
                        type="button"
                        className="button button-primary button-small"
                        disabled={!weekQuery.data}
                        aria-label={`Offer ${service.service_name} ${spanText(o, twelveHour)}`}
                        onClick={() => offer(o.assignmentId)}
                      >
                        Offer
                      </button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {!readOnly && noShown && day.openShifts.length > 0 && (
          <AutofillPanel
            autofill={autofill}
            workplaceId={workplaceId}
            userId={userId}
            fillLabel="Fill again"
            nameOf={nameOf}
            twelveHour={twelveHour}
            currency={currency}
          />
        )}
      </section>

      <section className="today-section" aria-labelledby="today-requests-title">
        <h2 id="today-requests-title" className="today-title">
          Requests waiting
        </h2>
        <RequestsWaiting workplaceId={workplaceId} userId={userId} readOnly={readOnly} />
      </section>

      <p className="today-more">
        <button type="button" className="button button-secondary" onClick={() => onShowDay(day.date, 'weekly')}>
          See the week grid
        </button>
      </p>

      {weekQuery.data && (
        <OpenAssignmentDialog
          target={offering}
          week={week}
          workplace={workplace}
          currency={currency}
          weekShifts={weekQuery.data.weekShifts}
          unavailable={weekQuery.data.unavailable ?? {}}
          employees={employees}
          twelveHour={twelveHour}
          onAssigned={() => setNoShown(null)}
          onRemoved={() => undefined}
          onEditTimes={() => onShowDay(day.date, 'daily')}
          onClose={() => setOffering(null)}
        />
      )}
    </div>
  );
}

/** 'In since 07:58' while clocked in, else the state's word. */
function statusText(p: DayPersonAnswer, timeZone: string, twelveHour: boolean): string {
  if (p.status !== 'in' || p.clockedInAt === null) return STATUS_TEXT[p.status];
  return `${STATUS_TEXT.in} since ${formatInstant(p.clockedInAt, timeZone, twelveHour)}`;
}

function TodayPerson({
  person: p,
  phone,
  twelveHour,
  today,
  timeZone,
  noShow,
  busy,
}: {
  person: DayPersonAnswer;
  phone: string | null;
  twelveHour: boolean;
  /** Today's date: a row of another day is last night's shift still running. */
  today: string;
  timeZone: string;
  /** Offered while they are due or late and the role plans the rota. */
  noShow?: () => void;
  busy: string | null;
}) {
  return (
    <li className={`today-person is-${p.status}`}>
      <div className="today-person-text">
        <span className="today-person-name">{p.displayName}</span>
        <span className="today-person-times">
          {p.date === today ? spanText(p, twelveHour) : `${lastNightSpanText(p, twelveHour)} ${TODAY_MESSAGES.lastNight}`}
        </span>
        <span className={`today-status today-status-${p.status}`}>{statusText(p, timeZone, twelveHour)}</span>
      </div>
      <div className="today-person-actions">
        {phone && (
          <a className="button button-secondary button-small" href={telUri(phone)} aria-label={`Call ${p.displayName}`}>
            Call
          </a>
        )}
        {noShow && (
          <button
            type="button"
            className="button button-subtle-danger button-small"
            disabled={busy !== null}
            aria-label={`${p.displayName} is a no-show`}
            onClick={noShow}
          >
            {busy === p.assignmentId ? 'Saving…' : 'No-show'}
          </button>
        )}
      </div>
    </li>
  );
}

/** Today's labour cost in the server's figures: worked so far, against the plan so far and the whole day's. */
function CostSection({ cost, currency }: { cost: ManagerDayAnswer['cost']; currency: CurrencyCode }) {
  return (
    <section className="today-section today-cost" aria-labelledby="today-cost-title">
      <h2 id="today-cost-title" className="today-title">
        Labour today
      </h2>
      <p className="today-cost-figures">
        <span>
          <strong className="today-cost-so-far">{formatMoney(cost.soFarPence, currency)}</strong> so far
        </span>
        <span className="muted">
          plan so far {formatMoney(cost.plannedSoFarPence, currency)} · day {formatMoney(cost.plannedPence, currency)}
        </span>
      </p>
      {cost.unpriced && <p className="muted today-note">{TODAY_MESSAGES.unpriced}</p>}
    </section>
  );
}
