import { ROTA_MESSAGES, type WeekStart } from '@rotaledger/domain';
import { useId, useState, type FormEvent } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { useAppDispatch } from '../../../lib/hooks';
import { Dialog } from '../../../components/Dialog';
import { Message } from '../../../components/Message';
import type { Employee } from '../../profile';
import { plannerApi } from '../api';
import { formatWeekHeading, isoDateOf, startOfWeek } from '../dates';
import { refusalMessage } from '../refusal';
import { formatRange, parseTime } from '../time';
import type { CopyAnswer, CopySkip } from '../types';
import { asyncHandler } from '../../../lib/async-handler';

/** The server copies to at most 12 following weeks and 31 days at once. */
export const COPY_WEEKS = 12;
export const COPY_DAYS_OFFERED = 14;
export const COPY_MESSAGES = {
  failed: 'The rota could not be copied. Please try again.',
  nothingToCopyWeek: 'This week has no shifts to copy.',
  nothingToCopyDay: 'That day has no shifts to copy.',
} as const;

interface CopyContext {
  workplaceId: string;
  userId: string;
  employees: readonly Employee[];
  twelveHour: boolean;
  /** Show another week in the planner (after a copy, the first week copied to). */
  onShowWeek: (date: Dayjs) => void;
  onClose: () => void;
  /** The user's week_start: the weeks copied begin there. */
  weekStartsOn?: WeekStart;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '30 Nov – 6 Dec', with the year where the week ends in another year than the one copied from. */
export function shortWeekLabel(monday: Dayjs, fromYear: number): string {
  const sunday = monday.add(6, 'day');
  return `${monday.format('D MMM')} – ${sunday.format(sunday.year() === fromYear ? 'D MMM' : 'D MMM YYYY')}`;
}

/** What a copy did: how many assignments it placed, and each one it left out with the reason. */
function CopyResultView({
  result,
  employees,
  twelveHour,
  showLabel,
  onShow,
  onClose,
}: {
  result: CopyAnswer;
  employees: readonly Employee[];
  twelveHour: boolean;
  showLabel: string;
  onShow: () => void;
  onClose: () => void;
}) {
  const names = new Map(employees.map((e) => [e.employee_id, e.display_name]));
  const who = (skip: Pick<CopySkip, 'employee_id'>) =>
    skip.employee_id === null ? 'Open shift' : (names.get(skip.employee_id) ?? 'Removed employee');
  const times = (skip: Pick<CopySkip, 'time_start' | 'time_end'>) => {
    const start = parseTime(skip.time_start);
    return formatRange(start, parseTime(skip.time_end), twelveHour);
  };
  // An assignment already there is the copy working as meant (copying twice doubles nothing):
  // counted in one line, so the list keeps only what a rule kept out.
  const already = result.skipped.filter((skip) => skip.reason === ROTA_MESSAGES.alreadyOnRota).length;
  const refused = result.skipped.filter((skip) => skip.reason !== ROTA_MESSAGES.alreadyOnRota);
  // Placed all the same (availability only warns), but the manager should know.
  const outside = result.outsideAvailability ?? [];
  const outsideTitleId = useId();
  return (
    <div className="copy-result" role="status">
      <p className="copy-result-count">
        Copied {plural(result.copied, 'assignment', 'assignments')}.{already > 0 && ` ${already} already on the rota, not doubled.`}
        {refused.length > 0 && ` Skipped ${refused.length}:`}
      </p>
      {refused.length > 0 && (
        <ul className="copy-skipped">
          {refused.map((skip, i) => (
            <li key={`${skip.date}-${skip.employee_id}-${skip.time_start}-${i}`}>
              <span className="copy-skipped-what">
                {dayjs(skip.date).format('ddd D MMM')} · {who(skip)} · {times(skip)}
              </span>
              <span className="copy-skipped-why">{skip.reason}</span>
            </li>
          ))}
        </ul>
      )}
      {outside.length > 0 && (
        <>
          <p className="copy-outside-title" id={outsideTitleId}>
            Placed outside availability ({outside.length}):
          </p>
          <ul className="copy-skipped copy-outside" aria-label="Placed outside availability">
            {outside.map((placed, i) => (
              <li key={`${placed.date}-${placed.employee_id}-${placed.time_start}-${i}`}>
                <span className="copy-skipped-what">
                  {dayjs(placed.date).format('ddd D MMM')} · {who(placed)} · {times(placed)}
                </span>
                <span className="copy-skipped-why">{placed.warning}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onShow}>
          {showLabel}
        </button>
        <span className="wizard-actions-spacer" />
        <button type="button" className="button button-primary" onClick={onClose}>
          Done
        </button>
      </div>
    </div>
  );
}

/** A copy request's round trip: busy while it runs, then its answer or the refusal to show. */
function useCopyRequest() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CopyAnswer | null>(null);
  async function send(request: () => Promise<CopyAnswer>) {
    setBusy(true);
    setError(null);
    try {
      setResult(await request());
    } catch (err) {
      setError(refusalMessage(err, COPY_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, result, send };
}

/** The set with `iso` added, or taken out if it was there. */
function toggled(set: ReadonlySet<string>, iso: string): Set<string> {
  const next = new Set(set);
  if (next.has(iso)) next.delete(iso);
  else next.add(iso);
  return next;
}

interface CopyWeekDialogProps extends CopyContext {
  open: boolean;
  /** Any day of the week to copy. */
  date: Dayjs;
  hasShifts: boolean;
}

/** "Copy week…": this week onto the next one, or onto several of the 12 following weeks. */
export function CopyWeekDialog({ open, onClose, ...rest }: CopyWeekDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Copy week">
      <CopyWeekForm onClose={onClose} {...rest} />
    </Dialog>
  );
}

function CopyWeekForm({
  date,
  hasShifts,
  workplaceId,
  userId,
  employees,
  twelveHour,
  onShowWeek,
  onClose,
  weekStartsOn = 'monday',
}: Omit<CopyWeekDialogProps, 'open'>) {
  const dispatch = useAppDispatch();
  const legendId = useId();
  const monday = startOfWeek(date, weekStartsOn);
  const weeks = Array.from({ length: COPY_WEEKS }, (_, i) => monday.add(7 * (i + 1), 'day'));
  const [chosen, setChosen] = useState<Set<string>>(() => new Set([isoDateOf(weeks[0])]));
  const { busy, error, result, send } = useCopyRequest();
  const targets = weeks.filter((w) => chosen.has(isoDateOf(w)));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (targets.length === 0) return;
    await send(() =>
      dispatch(
        plannerApi.endpoints.copyWeek.initiate({
          workplaceId,
          fromWeekStart: isoDateOf(monday),
          toWeekStarts: targets.map(isoDateOf),
          userId,
        }),
      ).unwrap(),
    );
  }

  if (result) {
    return (
      <CopyResultView
        result={result}
        employees={employees}
        twelveHour={twelveHour}
        showLabel={`Show week of ${targets[0].format('D MMM')}`}
        onShow={() => {
          onShowWeek(targets[0]);
          onClose();
        }}
        onClose={onClose}
      />
    );
  }

  const toggle = (iso: string) => setChosen((set) => toggled(set, iso));

  return (
    <form className="form copy-form" onSubmit={asyncHandler(onSubmit)} noValidate>
      <p className="shift-time-context">
        <strong>From {formatWeekHeading(monday, weekStartsOn)}</strong>
        <span className="muted"> · every shift, open ones included, to the same weekday</span>
      </p>
      {!hasShifts && <Message tone="info">{COPY_MESSAGES.nothingToCopyWeek}</Message>}
      <fieldset className="copy-targets" aria-labelledby={legendId}>
        <legend id={legendId}>To</legend>
        <div className="copy-target-grid">
          {weeks.map((w) => {
            const iso = isoDateOf(w);
            return (
              <label key={iso} className="copy-target">
                <input type="checkbox" checked={chosen.has(iso)} onChange={() => toggle(iso)} />
                <span>{shortWeekLabel(w, monday.year())}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <p className="field-hint">
        Shifts that would break a rule (a clash, someone no longer here) are skipped and listed; copying twice adds nothing.
      </p>
      {error && <Message tone="error">{error}</Message>}
      <div className="dialog-actions">
        <span className="wizard-actions-spacer" />
        <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={busy || targets.length === 0 || !hasShifts}>
          {busy ? 'Copying…' : targets.length > 1 ? `Copy to ${targets.length} weeks` : 'Copy'}
        </button>
      </div>
    </form>
  );
}

interface CopyDayDialogProps extends CopyContext {
  open: boolean;
  /** The week shown; its days are the sources offered. */
  date: Dayjs;
  /** yyyy-mm-dd days of this week that have shifts. */
  daysWithShifts: ReadonlySet<string>;
}

/** "Copy day…": one day onto chosen dates (the two weeks after it are offered). */
export function CopyDayDialog({ open, onClose, ...rest }: CopyDayDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Copy day">
      <CopyDayForm onClose={onClose} {...rest} />
    </Dialog>
  );
}

function CopyDayForm({
  date,
  daysWithShifts,
  workplaceId,
  userId,
  employees,
  twelveHour,
  onShowWeek,
  onClose,
  weekStartsOn = 'monday',
}: Omit<CopyDayDialogProps, 'open'>) {
  const dispatch = useAppDispatch();
  const sourceId = useId();
  const legendId = useId();
  const monday = startOfWeek(date, weekStartsOn);
  const week = Array.from({ length: 7 }, (_, i) => monday.add(i, 'day'));
  const firstWithShifts = week.find((d) => daysWithShifts.has(isoDateOf(d)));
  const [source, setSource] = useState<Dayjs>(() => (daysWithShifts.has(isoDateOf(date)) ? date : (firstWithShifts ?? date)));
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const { busy, error, result, send } = useCopyRequest();
  const offered = Array.from({ length: COPY_DAYS_OFFERED }, (_, i) => source.add(i + 1, 'day'));
  const targets = offered.filter((d) => chosen.has(isoDateOf(d)));
  const sourceHasShifts = daysWithShifts.has(isoDateOf(source));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (targets.length === 0) return;
    await send(() =>
      dispatch(
        plannerApi.endpoints.copyDay.initiate({ workplaceId, fromDate: isoDateOf(source), toDates: targets.map(isoDateOf), userId }),
      ).unwrap(),
    );
  }

  if (result) {
    return (
      <CopyResultView
        result={result}
        employees={employees}
        twelveHour={twelveHour}
        showLabel={`Show ${targets[0].format('ddd D MMM')}`}
        onShow={() => {
          onShowWeek(targets[0]);
          onClose();
        }}
        onClose={onClose}
      />
    );
  }

  const toggle = (iso: string) => setChosen((set) => toggled(set, iso));
  // The offered days in their weeks, so a row reads as a week.
  const groups = new Map<string, Dayjs[]>();
  for (const d of offered) {
    const key = isoDateOf(startOfWeek(d, weekStartsOn));
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }

  return (
    <form className="form copy-form" onSubmit={asyncHandler(onSubmit)} noValidate>
      <div className="field">
        <label htmlFor={sourceId}>Copy</label>
        <select
          id={sourceId}
          className="select"
          value={isoDateOf(source)}
          onChange={(e) => {
            setSource(dayjs(e.target.value));
            setChosen(new Set());
          }}
        >
          {week.map((d) => (
            <option key={d.valueOf()} value={isoDateOf(d)}>
              {d.format('dddd D MMMM')}
              {daysWithShifts.has(isoDateOf(d)) ? '' : ' (no shifts)'}
            </option>
          ))}
        </select>
      </div>
      {!sourceHasShifts && <Message tone="info">{COPY_MESSAGES.nothingToCopyDay}</Message>}
      <fieldset className="copy-targets" aria-labelledby={legendId}>
        <legend id={legendId}>To</legend>
        {[...groups.entries()].map(([weekStart, list]) => (
          <div key={weekStart} className="copy-day-week">
            <span className="copy-day-week-label muted">{formatWeekHeading(dayjs(weekStart), weekStartsOn)}</span>
            <div className="copy-day-grid">
              {list.map((d) => {
                const iso = isoDateOf(d);
                return (
                  <label key={iso} className="copy-target copy-target-day">
                    <input type="checkbox" checked={chosen.has(iso)} onChange={() => toggle(iso)} aria-label={d.format('dddd D MMMM')} />
                    <span aria-hidden="true">
                      <span className="copy-target-weekday">{d.format('ddd')}</span> {d.format('D')}
                    </span>
                  </label>
                );
              })}
            </div>
          </div>
        ))}
      </fieldset>
      {error && <Message tone="error">{error}</Message>}
      <div className="dialog-actions">
        <span className="wizard-actions-spacer" />
        <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={busy || targets.length === 0 || !sourceHasShifts}>
          {busy ? 'Copying…' : targets.length > 1 ? `Copy to ${targets.length} days` : 'Copy'}
        </button>
      </div>
    </form>
  );
}
