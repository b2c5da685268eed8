import { formatTimeOfDay } from '../shared/time-span';
import { initialRotaState } from '../rota/rota.decider';
import { rotaStream } from '../rota/rota.events';
import { serviceById } from '../shared/catalogue';
import { AuditContext, employeeNameIn, isOpenedIn } from './audit-context';

export interface PresentedAssignment {
  assignmentId: string;
  /** HH:MM:SS, like the rota API. */
  timeStart: string;
  timeEnd: string;
  /** As the rota stream holds it; null = unallocated. */
  employeeId: string | null;
  /** The display name at that instant. */
  employeeName: string | null;
  /** The employee had been removed or moved away before this day, so it counted for nobody (as the live rota and pay treat it). */
  employeeRemoved: boolean;
}

export interface PresentedShift {
  shiftId: string;
  serviceType: number;
  serviceName: string;
  serviceIcon: string;
  /** By start time. */
  assignments: PresentedAssignment[];
}

/** A workplace day of the context (an audit replayed up to some instant), ready to show. */
export function presentRota(context: AuditContext, workplaceId: string, rotaDate: string): PresentedShift[] {
  const day = context.rotas.get(rotaStream(workplaceId, rotaDate)) ?? initialRotaState();
  return day.shifts.map((shift) => {
    const service = serviceById(shift.serviceType);
    const assignments = day.assignments
      .filter((a) => a.shiftId === shift.shiftId)
      .sort((a, b) => a.startMinute - b.startMinute || a.assignmentId.localeCompare(b.assignmentId))
      .map((a) => ({
        assignmentId: a.assignmentId,
        timeStart: formatTimeOfDay(a.startMinute),
        timeEnd: formatTimeOfDay(a.endMinute),
        employeeId: a.employeeId,
        employeeName: employeeNameIn(context, a.employeeId),
        employeeRemoved: a.employeeId !== null && isOpenedIn(context, a.employeeId, workplaceId, rotaDate),
      }));
    return {
      shiftId: shift.shiftId,
      serviceType: shift.serviceType,
      serviceName: service.service_name,
      serviceIcon: service.service_icon,
      assignments,
    };
  });
}
