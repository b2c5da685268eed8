import { useId, useState } from 'react';
import dayjs from 'dayjs';
import type { WeekWarning } from '../types';

/**
 * The working-time and minimum-wage warnings of getweeklyshifts (issue 28): never refusals, shown
 * on the cells they concern and counted in the week's header. Amber with a "!" sign and words, so
 * colour is never the only signal.
 */

/** employee_id → yyyy-mm-dd → that cell's warnings. */
export type WarningsByCell = Record<string, Record<string, WeekWarning[]>>;

export function warningsByCell(warnings: readonly WeekWarning[]): WarningsByCell {
  const cells: WarningsByCell = {};
  for (const w of warnings) ((cells[w.employee_id] ??= {})[w.date] ??= []).push(w);
  return cells;
}

/** Same warnings on the same dates: a row that only got a fresh copy need not re-render. */
export const sameWarnings = (a: Record<string, WeekWarning[]> | undefined, b: Record<string, WeekWarning[]> | undefined) =>
  a === b || JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

const countText = (n: number) => (n === 1 ? '1 warning' : `${n} warnings`);

/** A cell's marker: its messages are its description (read out, and the tooltip); a tap shows them. */
export function CellWarnings({ warnings, where }: { warnings: readonly WeekWarning[]; where: string }) {
  const [open, setOpen] = useState(false);
  const messagesId = useId();
  const messages = warnings.map((w) => w.message);
  return (
    <div className="weekly-warning">
      <button
        type="button"
        className="weekly-warning-marker"
        // Inside a grid cell: reached with Enter and the arrows, not Tab (gridKeyboard.ts).
        tabIndex={-1}
        aria-label={`${countText(warnings.length)} for ${where}`}
        aria-describedby={messagesId}
        aria-expanded={open}
        title={messages.join('\n')}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true" className="weekly-warning-sign">
          !
        </span>
        <span aria-hidden="true">{warnings.length}</span>
      </button>
      {/* The note holds a list: a <ul> given role="note" would leave its <li>s without a list. */}
      <div id={messagesId} className={open ? 'weekly-warning-popover' : 'visually-hidden'} role="note">
        <ul>
          {messages.map((m, i) => (
            <li key={i}>{m}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** "3 warnings" in the week's header, listing them all when opened. */
export function WeekWarnings({ warnings }: { warnings: readonly WeekWarning[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (warnings.length === 0) return null;
  const sorted = [...warnings].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <div className="weekly-warnings">
      <button
        type="button"
        className="weekly-warnings-count"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true" className="weekly-warning-sign">
          !
        </span>
        {countText(warnings.length)}
      </button>
      {open && (
        <ul id={listId} className="weekly-warnings-list" aria-label="Warnings this week">
          {sorted.map((w, i) => (
            <li key={i}>
              <span className="weekly-warnings-date">{dayjs(w.date).format('ddd D MMM')}</span> {w.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
