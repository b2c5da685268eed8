import { useRef, useState, type KeyboardEvent } from 'react';
import { QUARTER } from '../time';
import type { DayAssignment } from '../types';

/**
 * A row's keyboard model (roving focus): one quarter cell of the row is in the tab order, never
 * one an assignment covers (those are hidden); the arrow keys, Page Up/Down, Home and End move it.
 */
export function useRowFocus(assignments: readonly DayAssignment[], dayStart: number, quarterCount: number) {
  const [focusQuarter, setFocusQuarter] = useState(0);
  const trackRef = useRef<HTMLDivElement>(null);
  const covered = (quarter: number) => {
    const start = dayStart + quarter * QUARTER;
    return assignments.some((a) => a.startMinute <= start && start < a.endMinute);
  };
  // The row's one tab stop is never a hidden (covered) quarter: the nearest free one after it, else before it.
  const freeQuarters = Array.from({ length: quarterCount }, (_, q) => q).filter((q) => !covered(q));
  const tabStop = covered(focusQuarter)
    ? (freeQuarters.find((q) => q > focusQuarter) ?? freeQuarters.filter((q) => q < focusQuarter).pop() ?? -1)
    : focusQuarter;

  /** Moves the row's tab stop to `quarter`, or on in `direction` to the first quarter no assignment covers (covered ones are hidden). */
  function focusCell(quarter: number, direction: 1 | -1 = 1) {
    let q = Math.max(0, Math.min(quarterCount - 1, quarter));
    while (covered(q) && q + direction >= 0 && q + direction < quarterCount) q += direction;
    if (covered(q)) return;
    setFocusQuarter(q);
    trackRef.current?.querySelector<HTMLButtonElement>(`[data-quarter="${q}"]`)?.focus();
  }

  function onTrackKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    const current = Number(target.dataset.quarter);
    if (Number.isNaN(current)) return;
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, PageDown: 4, PageUp: -4 };
    if (event.key in moves) {
      event.preventDefault();
      focusCell(current + moves[event.key], moves[event.key] > 0 ? 1 : -1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusCell(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusCell(quarterCount - 1, -1);
    }
  }

  return { trackRef, tabStop, covered, setFocusQuarter, onTrackKeyDown };
}
