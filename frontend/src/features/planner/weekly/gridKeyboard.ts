import { useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

/**
 * The WAI-ARIA grid pattern with a roving tabindex, for a <table role="grid">
 * (https://www.w3.org/WAI/ARIA/apg/patterns/grid/):
 * - one cell is in the tab order (tabIndex 0), every other cell and every control inside a cell
 *   has tabIndex -1;
 * - on a cell: the arrows move one cell, Home/End to the row's ends, Ctrl+Home/End to the grid's
 *   first and last cells (no wrapping); Enter opens the cell: a cell whose only control is its
 *   "add" button presses it, any other moves focus to its first `primary` control (a shift, not
 *   the warning beside it), else its first control;
 * - on a control inside a cell: the arrows walk the cell's controls and Escape goes back to the cell;
 * - whatever takes focus inside the grid (a click, a dialog giving focus back) makes its cell the tab stop.
 *
 * Positions are the table's own: `row.rowIndex` (header, body, then footer rows) and `cell.cellIndex`.
 * Every row must have the same number of cells.
 */
export interface GridPosition {
  row: number;
  col: number;
}

/** What Enter presses when it is a cell's only control (the weekly grid's "+"). */
const ADD_SELECTOR = '[data-add]';
const CONTROLS = 'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled)';

const cellOf = (table: HTMLTableElement, target: EventTarget | null): HTMLTableCellElement | null => {
  if (!(target instanceof Element)) return null;
  const cell = target.closest<HTMLTableCellElement>('td, th');
  return cell && table.contains(cell) ? cell : null;
};

const positionOf = (cell: HTMLTableCellElement): GridPosition => ({
  row: (cell.parentElement as HTMLTableRowElement).rowIndex,
  col: cell.cellIndex,
});

const controlsIn = (cell: HTMLElement) => Array.from(cell.querySelectorAll<HTMLElement>(CONTROLS));

/** Where a key moves the focus from `at` in a grid of `rows` × `cols`, or null for a key the grid leaves alone. */
export function nextPosition(key: string, ctrl: boolean, at: GridPosition, rows: number, cols: number): GridPosition | null {
  const clampRow = (r: number) => Math.max(0, Math.min(rows - 1, r));
  const clampCol = (c: number) => Math.max(0, Math.min(cols - 1, c));
  switch (key) {
    case 'ArrowUp':
      return { row: clampRow(at.row - 1), col: at.col };
    case 'ArrowDown':
      return { row: clampRow(at.row + 1), col: at.col };
    case 'ArrowLeft':
      return { row: at.row, col: clampCol(at.col - 1) };
    case 'ArrowRight':
      return { row: at.row, col: clampCol(at.col + 1) };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return ctrl ? { row: rows - 1, col: cols - 1 } : { row: at.row, col: cols - 1 };
    default:
      return null;
  }
}

/**
 * The roving tab stop of `tableRef`'s grid of `rowCount` rows, starting at `initial`; Enter goes to a
 * cell's first control matching `primary`. Give every
 * cell `tabIndex={tabIndexOf(row, col)}` and every control inside a cell `tabIndex={-1}`, and put
 * `onKeyDown` and `onFocus` on the table.
 */
export function useGridKeyboard(tableRef: RefObject<HTMLTableElement | null>, initial: GridPosition, rowCount: number, primary = '*') {
  const [active, setActive] = useState<GridPosition>(initial);
  // A stop on a row that is not there (yet, or any more) falls back to the nearest row.
  const stop = { row: Math.min(active.row, Math.max(0, rowCount - 1)), col: active.col };

  const tabIndexOf = (row: number, col: number) => (row === stop.row && col === stop.col ? 0 : -1);
  /** The stop's column when it is in `row`, else null: what a memoised row compares. */
  const activeColumnIn = (row: number) => (row === stop.row ? stop.col : null);

  function onFocus(event: FocusEvent<HTMLTableElement>) {
    const table = tableRef.current;
    const cell = table && cellOf(table, event.target);
    if (!cell) return;
    const at = positionOf(cell);
    if (at.row !== active.row || at.col !== active.col) setActive(at);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const table = tableRef.current;
    const cell = table && cellOf(table, event.target);
    if (!table || !cell || event.altKey || event.metaKey) return;

    if (event.target !== cell) {
      // A control inside the cell.
      const controls = controlsIn(cell);
      const index = controls.indexOf(event.target as HTMLElement);
      if (event.key === 'Escape') {
        event.preventDefault();
        cell.focus();
      } else if (index >= 0 && (event.key === 'ArrowDown' || event.key === 'ArrowRight')) {
        event.preventDefault();
        controls[Math.min(controls.length - 1, index + 1)].focus();
      } else if (index >= 0 && (event.key === 'ArrowUp' || event.key === 'ArrowLeft')) {
        event.preventDefault();
        controls[Math.max(0, index - 1)].focus();
      }
      return;
    }

    if (event.key === 'Enter') {
      const controls = controlsIn(cell);
      if (controls.length === 0) return;
      event.preventDefault();
      if (controls.length === 1 && controls[0].matches(ADD_SELECTOR)) controls[0].click();
      else (controls.find((control) => control.matches(primary)) ?? controls[0]).focus();
      return;
    }

    const rows = table.rows.length;
    const cols = table.rows[0]?.cells.length ?? 0;
    const next = nextPosition(event.key, event.ctrlKey, positionOf(cell), rows, cols);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    table.rows[next.row]?.cells[next.col]?.focus();
  }

  return { tabIndexOf, activeColumnIn, onKeyDown, onFocus };
}
