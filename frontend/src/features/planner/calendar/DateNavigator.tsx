import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Dayjs } from 'dayjs';
import type { WeekStart } from '@rotaledger/domain';
import { useOutsideClick } from '../../../components/useOutsideClick';
import { clampToRange, endOfWeekOf, formatDayHeading, formatShortDay, formatWeekHeading, startOfWeek } from '../dates';
import { Calendar, type PlannerView } from './Calendar';

interface DateNavigatorProps {
  date: Dayjs;
  view: PlannerView;
  range: { min: Dayjs; max: Dayjs };
  populated: ReadonlySet<string>;
  onChange: (date: Dayjs) => void;
  /** The user's week_start: where the weekly view's weeks begin. */
  weekStartsOn?: WeekStart;
}

/** ‹ date › with the calendar opening under the date. Arrows move a day, or a week in weekly view. */
export function DateNavigator({ date, view, range, populated, onChange, weekStartsOn = 'monday' }: DateNavigatorProps) {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(wrapperRef, close, open);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const step = view === 'weekly' ? 7 : 1;
  const atStart = view === 'weekly' ? !startOfWeek(date, weekStartsOn).isAfter(range.min, 'day') : !date.isAfter(range.min, 'day');
  const atEnd = view === 'weekly' ? !endOfWeekOf(date, weekStartsOn).isBefore(range.max, 'day') : !date.isBefore(range.max, 'day');
  const label = view === 'weekly' ? formatWeekHeading(date, weekStartsOn) : formatDayHeading(date);

  return (
    <div className="date-navigator" ref={wrapperRef}>
      <button
        type="button"
        className="icon-button date-arrow"
        aria-label={view === 'weekly' ? 'Previous week' : 'Previous day'}
        disabled={atStart}
        onClick={() => onChange(clampToRange(date.subtract(step, 'day'), range))}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <button
        type="button"
        ref={toggleRef}
        className="date-display"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span className={`date-display-text${view === 'daily' ? ' has-short' : ''}`} data-testid="date-display">
          <span className="date-display-long">{label}</span>
          {view === 'daily' && <span className="date-display-short">{formatShortDay(date)}</span>}
        </span>
        {/* Named by what it shows (the long or, on a phone, the short date), then what it does. */}
        <span className="visually-hidden">. Choose a date</span>
      </button>
      <button
        type="button"
        className="icon-button date-arrow"
        aria-label={view === 'weekly' ? 'Next week' : 'Next day'}
        disabled={atEnd}
        onClick={() => onChange(clampToRange(date.add(step, 'day'), range))}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open && (
        <div className="calendar-popover" id={panelId} role="dialog" aria-label="Choose a date">
          <Calendar
            value={date}
            view={view}
            range={range}
            populated={populated}
            weekStartsOn={weekStartsOn}
            onSelect={(d) => {
              onChange(clampToRange(d, range));
              setOpen(false);
              toggleRef.current?.focus();
            }}
          />
        </div>
      )}
    </div>
  );
}
