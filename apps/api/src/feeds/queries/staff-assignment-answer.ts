import { toWireTime, type StaffAssignmentAnswer } from '@rotaledger/contracts';
import { elapsedMinutes, MINUTES_PER_DAY, paidMinutes, serviceById } from '@rotaledger/domain';
import type { StaffAssignment } from './staff-schedule';

/** Minutes after the rota day's midnight → HH:MM on the clock (an overnight end wraps). */
export const clockText = (minutes: number) => toWireTime(minutes % MINUTES_PER_DAY, 'HH:MM');

/** One shift as the personal page shows it (the employee's own, an open one, or one offered for a swap). */
export function staffAssignmentAnswer(shift: StaffAssignment): StaffAssignmentAnswer {
  const service = serviceById(shift.serviceId);
  return {
    id: shift.assignmentId,
    date: shift.rotaDate,
    start: clockText(shift.startMinute),
    end: clockText(shift.endMinute),
    ends_next_day: shift.endMinute >= MINUTES_PER_DAY,
    starts_at: shift.start.toUTC().toISO()!,
    ends_at: shift.end.toUTC().toISO()!,
    workplace: shift.workplaceName,
    time_zone: shift.timeZone,
    breakMinutes: shift.breakMinutes,
    paidMinutes: paidMinutes(elapsedMinutes(shift.rotaDate, shift.startMinute, shift.endMinute, shift.timeZone), shift.breakMinutes, []),
    service: { id: service.service_id, name: service.service_name, icon: service.service_icon },
  };
}
