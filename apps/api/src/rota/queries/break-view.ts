import { paidMinutesOf, RotaAssignment, timeZoneOf } from '@rotaledger/domain';

/** What the weekly and daily answers say of an assignment's break and paid time. */
export interface BreakView {
  /** The unpaid break that counts. */
  breakMinutes: number;
  /** Set on the assignment (else the workplace's rules gave it). */
  ownBreak: boolean;
  /** Elapsed on the workplace's clock, less the break: what pay counts. */
  paidMinutes: number;
}

/** The break and paid time of an assignment on its day, on the workplace's clock (day documents from before breaks hold none). */
export function breakViewOf(assignment: RotaAssignment, rotaDate: string, workplace: { timeZone?: string } | null): BreakView {
  const breakMinutes = assignment.breakMinutes ?? 0;
  const span = { rotaDate, startMinute: assignment.startMinute, endMinute: assignment.endMinute, breakMinutes };
  return { breakMinutes, ownBreak: assignment.ownBreak === true, paidMinutes: paidMinutesOf(span, timeZoneOf(workplace ?? {})) };
}
