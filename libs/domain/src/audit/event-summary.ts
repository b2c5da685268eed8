import { payrollCodesOf, samePayrollCodes } from '../payroll-files/payroll-codes';
import { DateTime } from 'luxon';
import type { EmployeeDetails, EmployeeEvent } from '../employees/employee.events';
import type { EmployeeContract } from '../autofill/fill-types';
import { contractText } from '../employees/employee-contract';
import { dayMonth } from '../employees/availability';
import type { TimeOffApproved, TimeOffCancelled, TimeOffDeclined } from '../employees/employee-requests.events';
import type { RotaAssignment } from '../rota/rota-state';
import { parseRotaStream, RotaEvent } from '../rota/rota.events';
import { industryLabel, serviceById } from '../shared/catalogue';
import { timeZoneOf } from '../shared/time-zone';
import type { WorkplaceDetails, WorkplaceEvent } from '../workplaces/workplace.events';
import { AuditContext, employeeNameIn, workplaceNameIn } from './audit-context';
import {
  AuditEvent,
  auditStreamKind,
  isAutoFillEvent,
  isEmployeeEvent,
  isKioskEvent,
  isPublicationEvent,
  isRotaEvent,
  isTemplateEvent,
  isWorkplaceEvent,
} from './audit-event';
import type { AutoFillEvent } from '../autofill/fill-proposal';
import type { TemplateEvent } from '../templates/template.events';
import type { KioskEvent } from '../kiosk/kiosk.events';
import { PIN_MAX_FAILURES } from '../kiosk/kiosk.rules';
import { auditDate, auditHours, auditMoney, auditRate, auditServices, auditSpan } from './audit-format';

export const UNKNOWN_EMPLOYEE = 'Unknown employee';

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const changesText = (subject: string, changes: string[]) =>
  changes.length ? `${subject} updated: ${changes.join('; ')}` : `${subject} updated`;

function workplaceChanges(before: WorkplaceDetails | null, after: WorkplaceDetails): string[] {
  if (!before) return [];
  const changes: string[] = [];
  if (before.name !== after.name) changes.push(`renamed to ${after.name}`);
  if (before.industryCategory !== after.industryCategory) changes.push(`industry now ${industryLabel(after.industryCategory)}`);
  if (before.rotaStartTime !== after.rotaStartTime || before.rotaEndTime !== after.rotaEndTime) {
    changes.push(`rota hours now ${auditHours(after.rotaStartTime, after.rotaEndTime)}`);
  }
  if (!sameList(before.services, after.services)) changes.push(`services now ${auditServices(after.services)}`);
  if (timeZoneOf(before) !== timeZoneOf(after)) changes.push(`time zone now ${timeZoneOf(after)}`);
  if (!samePayrollCodes(payrollCodesOf(before), payrollCodesOf(after))) changes.push('payroll payment numbers changed');
  return changes;
}

function summariseWorkplace(event: WorkplaceEvent, context: AuditContext): string {
  const name = workplaceNameIn(context, event.data.workplaceId) ?? 'Unknown workplace';
  switch (event.type) {
    case 'WorkplaceCreated': {
      const { name: created, industryCategory, rotaStartTime, rotaEndTime } = event.data;
      return `Workplace ${created} created (${industryLabel(industryCategory)}, rota hours ${auditHours(rotaStartTime, rotaEndTime)})`;
    }
    case 'WorkplaceUpdated': {
      const state = context.workplaces.get(event.data.workplaceId);
      const before = state && state.status !== 'none' ? state.details : null;
      const { workplaceId: _id, ...after } = event.data;
      return changesText(`Workplace ${name}`, workplaceChanges(before, after));
    }
    case 'WorkplaceDeleted':
      return `Workplace ${name} deleted`;
  }
}

function employeeChanges(
  before: EmployeeDetails | null,
  after: EmployeeDetails & {
    rateEffectiveFrom?: string;
    moveEffectiveFrom?: string;
    email?: string | null;
    dateOfBirth?: string | null;
    contract?: EmployeeContract | null;
    payrollId?: string | null;
    phone?: string | null;
  },
  context: AuditContext,
): string[] {
  if (!before) return [];
  const changes: string[] = [];
  if (before.displayName !== after.displayName) changes.push(`renamed to ${after.displayName}`);
  if (before.firstName !== after.firstName || before.surname !== after.surname)
    changes.push(`full name now ${after.firstName} ${after.surname}`);
  const from = after.rateEffectiveFrom ? ` from ${auditDate(after.rateEffectiveFrom)} ${after.rateEffectiveFrom.slice(0, 4)}` : '';
  const { currency } = context;
  if (before.ratePence !== after.ratePence)
    changes.push(`rate ${auditMoney(before.ratePence, currency)} → ${auditRate(after.ratePence, currency)}${from}`);
  else if (from) changes.push(`rate ${auditRate(after.ratePence, currency)}${from}`);
  if (!sameList(before.services, after.services)) changes.push(`services now ${auditServices(after.services)}`);
  // The address itself stays out of the history: it is the employee's personal data.
  if (after.email !== undefined) changes.push(after.email === null ? 'e-mail removed' : 'e-mail changed');
  // Likewise the date of birth.
  if (after.dateOfBirth !== undefined) changes.push(after.dateOfBirth === null ? 'date of birth removed' : 'date of birth changed');
  if (after.contract !== undefined)
    changes.push(after.contract === null ? 'contract removed' : `contract now ${contractText(after.contract)}`);
  if (after.payrollId !== undefined) changes.push(after.payrollId === null ? 'payroll ID removed' : `payroll ID now ${after.payrollId}`);
  // The number stays out of the history, which auditors read: owners and managers only see it.
  if (after.phone !== undefined) changes.push(after.phone === null ? 'phone number removed' : 'phone number changed');
  if (before.workplaceId !== after.workplaceId) {
    changes.push(
      `moved from ${workplaceNameIn(context, before.workplaceId) ?? 'another workplace'} to ${workplaceNameIn(context, after.workplaceId) ?? 'another workplace'}${
        after.moveEffectiveFrom ? ` from ${auditDate(after.moveEffectiveFrom)} ${after.moveEffectiveFrom.slice(0, 4)}` : ''
      }`,
    );
  }
  return changes;
}

function summariseEmployee(event: EmployeeEvent, context: AuditContext): string {
  const name = employeeNameIn(context, event.data.employeeId) ?? UNKNOWN_EMPLOYEE;
  switch (event.type) {
    case 'EmployeeAdded': {
      const { displayName, firstName, surname, ratePence, workplaceId } = event.data;
      const workplace = workplaceNameIn(context, workplaceId) ?? 'a workplace';
      return `${displayName} added to ${workplace} (${firstName} ${surname}, ${auditRate(ratePence, context.currency)})`;
    }
    case 'EmployeeUpdated': {
      const state = context.employees.get(event.data.employeeId);
      const before = state && state.status !== 'none' ? state.details : null;
      const { employeeId: _id, ...after } = event.data;
      return changesText(name, employeeChanges(before, after, context));
    }
    case 'EmployeeRemoved':
      return `${name} removed from ${workplaceNameIn(context, event.data.workplaceId) ?? 'a workplace'}`;
    case 'EmployeeForgotten':
      // No name: the person is forgotten (their earlier entries are rewritten too).
      return "A removed staff member's personal data was erased";
    case 'EmployeeFeedLinkIssued':
      return `Personal calendar link issued for ${name}`;
    case 'EmployeeFeedLinkRevoked':
      return `Personal calendar link revoked for ${name}`;
    case 'EmployeeEmailChanged':
      return event.data.email === null ? `${name} removed their e-mail on their page` : `${name} set their e-mail on their page`;
    case 'StaffNotified': {
      const count = event.data.shifts.length;
      return `${name} e-mailed their ${count} upcoming ${count === 1 ? 'shift' : 'shifts'}`;
    }
    case 'AvailabilitySet':
      return `${name} set their availability`;
    case 'TimeOffRequested':
      return `${name} asked for time off ${auditDayRange(event.data.from, event.data.to)}`;
    case 'TimeOffCancelled':
    case 'TimeOffApproved':
    case 'TimeOffDeclined':
      return summariseTimeOffDecision(event, name, context);
  }
}

/** '2026-12-02', '2026-12-04' → '2–4 Dec'; across months '30 Nov – 2 Dec'; one day '2 Dec'. */
export function auditDayRange(from: string, to: string): string {
  if (from === to) return dayMonth(from);
  if (from.slice(0, 7) === to.slice(0, 7)) return `${Number(from.slice(8, 10))}–${dayMonth(to)}`;
  return `${dayMonth(from)} – ${dayMonth(to)}`;
}

function summariseTimeOffDecision(
  event: TimeOffCancelled | TimeOffApproved | TimeOffDeclined,
  name: string,
  context: AuditContext,
): string {
  const state = context.employees.get(event.data.employeeId);
  const request = state?.status === 'active' ? state.requests?.timeOff.find((r) => r.requestId === event.data.requestId) : undefined;
  const days = request ? ` ${auditDayRange(request.from, request.to)}` : '';
  switch (event.type) {
    case 'TimeOffCancelled':
      return `${name} cancelled their time off${days}`;
    case 'TimeOffApproved':
      return `Time off for ${name}${days} approved`;
    case 'TimeOffDeclined':
      return `Time off for ${name}${days} declined`;
  }
}

function summariseRota(event: RotaEvent, streamId: string, context: AuditContext): string {
  const date = auditDate(parseRotaStream(streamId)!.rotaDate);
  const day = context.rotas.get(streamId);
  const serviceOf = (shiftId: string) => {
    const shift = day?.shifts.find((s) => s.shiftId === shiftId);
    return shift ? serviceById(shift.serviceType).service_name : 'Unknown shift';
  };
  const nameOf = (employeeId: string | null) => employeeNameIn(context, employeeId) ?? UNKNOWN_EMPLOYEE;
  const assignmentOf = (assignmentId: string): RotaAssignment | undefined => day?.assignments.find((a) => a.assignmentId === assignmentId);
  const describe = (a: RotaAssignment | undefined) => (a ? `${serviceOf(a.shiftId)} ${auditSpan(a)}` : 'an assignment');
  const holder = (a: RotaAssignment | undefined) => (a?.employeeId ? ` (${nameOf(a.employeeId)})` : ' (unassigned)');

  switch (event.type) {
    case 'ShiftCreated':
      return `${serviceById(event.data.serviceType).service_name} shift added on ${date}`;
    case 'ShiftDeleted':
      return `${serviceOf(event.data.shiftId)} shift deleted on ${date}`;
    case 'AssignmentAdded': {
      const added = `${serviceOf(event.data.shiftId)} ${auditSpan(event.data)}`;
      return event.data.employeeId
        ? `${nameOf(event.data.employeeId)} assigned to ${added} on ${date}`
        : `Unassigned ${added} added on ${date}`;
    }
    case 'AssignmentTimed': {
      const before = assignmentOf(event.data.assignmentId);
      return `${describe(before)} on ${date} re-timed to ${auditSpan(event.data)}${holder(before)}`;
    }
    case 'EmployeeAssigned': {
      const before = assignmentOf(event.data.assignmentId);
      const replaced = before?.employeeId && before.employeeId !== event.data.employeeId ? ` in place of ${nameOf(before.employeeId)}` : '';
      return `${nameOf(event.data.employeeId)} assigned to ${describe(before)} on ${date}${replaced}`;
    }
    case 'EmployeeUnassigned':
      if (event.data.noShow)
        return `${nameOf(event.data.employeeId)} marked as a no-show: ${describe(assignmentOf(event.data.assignmentId))} on ${date} opened`;
      return `${nameOf(event.data.employeeId)} unassigned from ${describe(assignmentOf(event.data.assignmentId))} on ${date}`;
    case 'AssignmentRemoved': {
      const before = assignmentOf(event.data.assignmentId);
      return `${describe(before)} on ${date} removed${holder(before)}`;
    }
    case 'AssignmentMoved': {
      const before = assignmentOf(event.data.assignmentId);
      return `${describe(before)} on ${date} moved to another ${serviceOf(event.data.toShiftId)} row${holder(before)}`;
    }
    case 'RotaDayCopied': {
      const { fromWorkplaceId, fromDate, copied } = event.data;
      const fromPlace =
        fromWorkplaceId === parseRotaStream(streamId)!.workplaceId
          ? ''
          : ` at ${workplaceNameIn(context, fromWorkplaceId) ?? 'another workplace'}`;
      return `Rota for ${date} copied from ${auditDate(fromDate)}${fromPlace}: ${copied} ${copied === 1 ? 'assignment' : 'assignments'}`;
    }
    case 'TemplateApplied': {
      const { templateName, added } = event.data;
      return `Template ${templateName} applied to ${date}: ${added} open ${added === 1 ? 'shift' : 'shifts'} added`;
    }
    case 'ChangeUndone': {
      const { undone } = event.data;
      return `Undo on ${date}: ${undone} ${undone === 1 ? 'assignment' : 'assignments'} put back as they were`;
    }
    case 'RotaShared':
      return event.data.span === 'week' ? `Rota for the week of ${date} shared by link` : `Rota for ${date} shared by link`;
    case 'SharedRotaRevoked':
      return event.data.span === 'week'
        ? `Shared link to the rota for the week of ${date} revoked`
        : `Shared link to the rota for ${date} revoked`;
    case 'ShiftClaimed':
      return `${nameOf(event.data.employeeId)} asked for the open ${describe(assignmentOf(event.data.assignmentId))} on ${date}`;
    case 'ClaimApproved':
    case 'ClaimDeclined': {
      const claim = day?.claims?.find((c) => c.claimId === event.data.claimId);
      const verdict = event.type === 'ClaimApproved' ? 'approved' : 'declined';
      return `${claim ? nameOf(claim.employeeId) : UNKNOWN_EMPLOYEE}'s claim on ${describe(claim && assignmentOf(claim.assignmentId))} on ${date} ${verdict}`;
    }
    case 'SwapOffered':
      return `${nameOf(event.data.employeeId)} offered ${describe(assignmentOf(event.data.assignmentId))} on ${date} for a swap`;
    case 'SwapAccepted': {
      const swap = day?.swaps?.find((s) => s.swapId === event.data.swapId);
      const offered = swap ? `${nameOf(swap.employeeId)}'s ${describe(assignmentOf(swap.assignmentId))}` : 'a shift';
      return `${nameOf(event.data.employeeId)} offered to cover ${offered} on ${date}`;
    }
    case 'SwapApproved':
    case 'SwapDeclined': {
      const swap = day?.swaps?.find((s) => s.swapId === event.data.swapId);
      const offered = swap ? `${nameOf(swap.employeeId)}'s ${describe(assignmentOf(swap.assignmentId))}` : 'a shift';
      const cover = swap?.coveredBy ? ` (covered by ${nameOf(swap.coveredBy)})` : '';
      return `Swap of ${offered} on ${date}${cover} ${event.type === 'SwapApproved' ? 'approved' : 'declined'}`;
    }
    case 'SwapWithdrawn': {
      const swap = day?.swaps?.find((s) => s.swapId === event.data.swapId);
      const offered = swap ? `${nameOf(swap.employeeId)}'s ${describe(assignmentOf(swap.assignmentId))}` : 'a shift';
      return `Swap of ${offered} on ${date} withdrawn`;
    }
    case 'ClockedIn':
    case 'ClockedOut': {
      const workplace = context.workplaces.get(parseRotaStream(streamId)!.workplaceId);
      const zone = timeZoneOf(workplace && workplace.status !== 'none' ? workplace.details : {});
      const time = DateTime.fromISO(event.data.at, { zone }).toFormat('HH:mm');
      const verb = event.type === 'ClockedIn' ? 'clocked in for' : 'clocked out of';
      return `${nameOf(event.data.employeeId)} ${verb} ${describe(assignmentOf(event.data.assignmentId))} on ${date} at ${time}`;
    }
    case 'BreakStarted':
    case 'BreakEnded': {
      const workplace = context.workplaces.get(parseRotaStream(streamId)!.workplaceId);
      const zone = timeZoneOf(workplace && workplace.status !== 'none' ? workplace.details : {});
      const time = DateTime.fromISO(event.data.at, { zone }).toFormat('HH:mm');
      const verb = event.type === 'BreakStarted' ? 'started a break on' : 'ended a break on';
      return `${nameOf(event.data.employeeId)} ${verb} ${describe(assignmentOf(event.data.assignmentId))} on ${date} at ${time}`;
    }
    case 'TimesheetCorrected': {
      const { assignmentId, actualStartMinute, actualEndMinute, breakMinutes } = event.data;
      const before = assignmentOf(assignmentId);
      const worked = `${auditSpan({ startMinute: actualStartMinute, endMinute: actualEndMinute })}, ${breakMinutes} min break`;
      return `Timesheet of ${describe(before)} on ${date}${holder(before)} corrected to ${worked}`;
    }
    case 'TimesheetDayApproved':
      return `Timesheet for ${date} approved`;
  }
}

/** The short form of a proposal id the history names ('proposal 1a2b3c4d'). */
export const shortProposalId = (proposalId: string) => proposalId.slice(0, 8);

function summariseAutoFill(event: AutoFillEvent): string {
  switch (event.type) {
    case 'AutoFillProposed': {
      const { from, to, result, proposalId } = event.data;
      const { open, filled } = result.totals;
      return `Auto-fill proposed ${filled} of ${open} open ${open === 1 ? 'shift' : 'shifts'} for ${auditDayRange(from, to)} (proposal ${shortProposalId(proposalId)})`;
    }
  }
}

const needsText = (count: number) => `${count} ${count === 1 ? 'need' : 'needs'}`;

function summariseTemplate(event: TemplateEvent, context: AuditContext): string {
  const name = context.templateNames.get(event.data.templateId) ?? 'Unknown template';
  switch (event.type) {
    case 'TemplateCreated':
      return `Template ${event.data.name} created (${needsText(event.data.needs.length)})`;
    case 'TemplateUpdated': {
      const changes: string[] = [];
      if (event.data.name !== undefined) changes.push(`renamed to ${event.data.name}`);
      if (event.data.needs !== undefined) changes.push(`needs now ${needsText(event.data.needs.length)}`);
      return changesText(`Template ${name}`, changes);
    }
    case 'TemplateDeleted':
      return `Template ${name} deleted`;
  }
}

function summariseKiosk(event: KioskEvent, context: AuditContext): string {
  switch (event.type) {
    case 'KioskLinkCreated':
      return `Kiosk link ${event.data.name} created`;
    case 'KioskLinkRevoked':
      return 'Kiosk link revoked';
    case 'KioskPinSet':
      return `Kiosk PIN of ${employeeNameIn(context, event.data.employeeId) ?? UNKNOWN_EMPLOYEE} set`;
    case 'KioskPinRejected':
      return `Wrong kiosk PIN for ${employeeNameIn(context, event.data.employeeId) ?? UNKNOWN_EMPLOYEE} (${event.data.failures} of ${PIN_MAX_FAILURES})`;
    case 'KioskPinLocked': {
      const workplace = context.workplaces.get(event.data.workplaceId);
      const zone = timeZoneOf(workplace && workplace.status !== 'none' ? workplace.details : {});
      const until = DateTime.fromISO(event.data.until, { zone }).toFormat('HH:mm');
      return `Kiosk PIN of ${employeeNameIn(context, event.data.employeeId) ?? UNKNOWN_EMPLOYEE} locked until ${until} after ${PIN_MAX_FAILURES} wrong tries`;
    }
    case 'KioskPinFailuresCleared':
      return `Kiosk PIN of ${employeeNameIn(context, event.data.employeeId) ?? UNKNOWN_EMPLOYEE} entered right after wrong tries`;
  }
}

/**
 * A one-line account of an event, with names as they were just before it happened
 * ('Kit assigned to Kitchen Staff 10:00-14:30 on Mon 7 Dec'). `context` is the state
 * before the event.
 */
export function summariseEvent(event: AuditEvent, context: AuditContext): string {
  const line = summaryOf(event, context) ?? event.type;
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** Undefined for an event the audit has no words for (an unknown type, or one out of its stream). */
function summaryOf(event: AuditEvent, context: AuditContext): string | undefined {
  const kind = auditStreamKind(event.streamId);
  if (kind === 'workplace' && isWorkplaceEvent(event)) return summariseWorkplace(event, context);
  if (kind === 'workplace' && isTemplateEvent(event)) return summariseTemplate(event, context);
  if (kind === 'workplace' && isKioskEvent(event)) return summariseKiosk(event, context);
  if (kind === 'workplace' && isPublicationEvent(event))
    return `Rota for the week of ${auditDate(event.data.weekStart)} published to staff`;
  if (kind === 'employee' && isEmployeeEvent(event)) return summariseEmployee(event, context);
  if (kind === 'rota' && isRotaEvent(event)) return summariseRota(event, event.streamId, context);
  if (kind === 'autofill' && isAutoFillEvent(event)) return summariseAutoFill(event);
  return undefined;
}
