import dayjs from 'dayjs';
import type { StaffAssignmentAnswer } from '@rotaledger/contracts';

export interface AssignmentDay {
  date: string;
  label: string;
  shifts: StaffAssignmentAnswer[];
}

/** 'Today', 'Tomorrow', else 'Tuesday 20 October' (the year only when it is not this year's). */
export function dayLabel(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === dayjs(today).add(1, 'day').format('YYYY-MM-DD')) return 'Tomorrow';
  const day = dayjs(date);
  return day.format(day.year() === dayjs(today).year() ? 'dddd D MMMM' : 'dddd D MMMM YYYY');
}

/** The shifts by rota day, in the order the server sent them (start order). */
export function groupByDay(shifts: readonly StaffAssignmentAnswer[], today: string): AssignmentDay[] {
  const days: AssignmentDay[] = [];
  for (const shift of shifts) {
    const last = days[days.length - 1];
    if (last?.date === shift.date) last.shifts.push(shift);
    else days.push({ date: shift.date, label: dayLabel(shift.date, today), shifts: [shift] });
  }
  return days;
}

/** Paid time, and the unpaid break when there is one: '8 h, 30 min unpaid break' (the server's figures). */
export function paidTime(shift: Pick<StaffAssignmentAnswer, 'paidMinutes' | 'breakMinutes'>): string {
  const [hours, rest] = [Math.floor(shift.paidMinutes / 60), shift.paidMinutes % 60];
  const paid = rest ? `${hours} h ${rest} min` : `${hours} h`;
  return shift.breakMinutes > 0 ? `${paid}, ${shift.breakMinutes} min unpaid break` : paid;
}

/** A shift in one line for a button's accessible name: 'Tomorrow 18:00 – 23:00 Bartender'. */
export function shiftInWords(shift: Pick<StaffAssignmentAnswer, 'date' | 'start' | 'end' | 'service'>, today: string): string {
  return `${dayLabel(shift.date, today)} ${shift.start} – ${shift.end} ${shift.service.name}`;
}
