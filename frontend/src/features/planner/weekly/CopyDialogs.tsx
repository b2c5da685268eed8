import type { WeekStart } from '@rotaledger/domain';
import { useId, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Dialog } from '../../../components/Dialog';
import { Message } from '../../../components/Message';
import type { Employee } from '../../profile';
import { formatWeekHeading, isoDateOf, startOfWeek } from '../dates';
import { COPY_MESSAGES, CopyForm, toggled } from './CopyForm';

export { COPY_MESSAGES } from './CopyForm';

/** The server copies to at most 12 following weeks and 31 days at once. */
export const COPY_WEEKS = 12;
export const COPY_DAYS_OFFERED = 14;

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

/** '30 Nov – 6 Dec', with the year where the week ends in another year than the one copied from. */
export function shortWeekLabel(monday: Dayjs, fromYear: number): string {
  const sunday = monday.add(6, 'day');
  return `${monday.format('D MMM')} – ${sunday.format(sunday.year() === fromYear ? 'D MMM' : 'D MMM YYYY')}`;
}

interface CopyWeekDialogProps extends CopyContext {
  open: boolean;
  /** Any day of the week to copy. */
  date: Dayjs;
  hasShifts: boolean;
}

/** "Copy week…": this week onto the next one, or onto several of the 12 following weeks. */
export function CopyWeekDialog({ open, ...rest }: CopyWeekDialogProps) {
  return (
    <Dialog open={open} onClose={rest.onClose} title="Copy week">
      <CopyWeekForm {...rest} />
    </Dialog>
  );
}

function CopyWeekForm({ date, hasShifts, weekStartsOn = 'monday', ...context }: Omit<CopyWeekDialogProps, 'open'>) {
  const legendId = useId();
  const monday = startOfWeek(date, weekStartsOn);
  const weeks = Array.from({ length: COPY_WEEKS }, (_, i) => monday.add(7 * (i + 1), 'day'));
  const [chosen, setChosen] = useState<Set<string>>(() => new Set([isoDateOf(weeks[0])]));
  const targets = weeks.filter((w) => chosen.has(isoDateOf(w)));

  return (
    <CopyForm {...context} kind="week" from={isoDateOf(monday)} targets={targets} canCopy={hasShifts}>
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
                <input type="checkbox" checked={chosen.has(iso)} onChange={() => setChosen((set) => toggled(set, iso))} />
                <span>{shortWeekLabel(w, monday.year())}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <p className="field-hint">
        Shifts that would break a rule (a clash, someone no longer here) are skipped and listed; copying twice adds nothing.
      </p>
    </CopyForm>
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
export function CopyDayDialog({ open, ...rest }: CopyDayDialogProps) {
  return (
    <Dialog open={open} onClose={rest.onClose} title="Copy day">
      <CopyDayForm {...rest} />
    </Dialog>
  );
}

/** The offered days in their weeks, so a row reads as a week. */
function byWeek(days: readonly Dayjs[], weekStartsOn: WeekStart): Map<string, Dayjs[]> {
  const groups = new Map<string, Dayjs[]>();
  for (const d of days) {
    const key = isoDateOf(startOfWeek(d, weekStartsOn));
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  return groups;
}

function CopyDayForm({ date, daysWithShifts, weekStartsOn = 'monday', ...context }: Omit<CopyDayDialogProps, 'open'>) {
  const sourceId = useId();
  const legendId = useId();
  const monday = startOfWeek(date, weekStartsOn);
  const week = Array.from({ length: 7 }, (_, i) => monday.add(i, 'day'));
  const firstWithShifts = week.find((d) => daysWithShifts.has(isoDateOf(d)));
  const [source, setSource] = useState<Dayjs>(() => (daysWithShifts.has(isoDateOf(date)) ? date : (firstWithShifts ?? date)));
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const offered = Array.from({ length: COPY_DAYS_OFFERED }, (_, i) => source.add(i + 1, 'day'));
  const targets = offered.filter((d) => chosen.has(isoDateOf(d)));
  const sourceHasShifts = daysWithShifts.has(isoDateOf(source));

  return (
    <CopyForm {...context} kind="day" from={isoDateOf(source)} targets={targets} canCopy={sourceHasShifts}>
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
        {[...byWeek(offered, weekStartsOn).entries()].map(([weekStart, list]) => (
          <div key={weekStart} className="copy-day-week">
            <span className="copy-day-week-label muted">{formatWeekHeading(dayjs(weekStart), weekStartsOn)}</span>
            <div className="copy-day-grid">
              {list.map((d) => {
                const iso = isoDateOf(d);
                return (
                  <label key={iso} className="copy-target copy-target-day">
                    <input
                      type="checkbox"
                      checked={chosen.has(iso)}
                      onChange={() => setChosen((set) => toggled(set, iso))}
                      aria-label={d.format('dddd D MMMM')}
                    />
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
    </CopyForm>
  );
}
