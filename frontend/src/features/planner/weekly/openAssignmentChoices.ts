import {
  availabilityFromUnavailable,
  breakConstraint,
  firstPlanRefusal,
  fixedAssignments,
  knownRatePence,
  SLOT_CONSTRAINTS,
  slotFacts,
  type CurrencyCode,
  type FillCandidate,
  type FillInput,
  type FillReason,
  type FillSlot,
  type FixedAssignment,
} from '@rotaledger/domain';
import type { Employee } from '../../profile';
import { breakOf } from '../breaks';
import { fromWireSpan } from '@rotaledger/contracts/wire-time';
import type { OpenAssignment, WeekShifts } from '../types';
import type { UnavailableByEmployee } from './availability';

/**
 * Who can take an open shift, judged by the auto-fill's own rules (libs/domain/src/autofill),
 * each person's first broken rule given as its short reason: the service, approved time off,
 * availability, a rate (and the minimum wage), then what they already work in the week shown
 * (overlap, rest, weekly hours, the contract's limits, under-18 limits). The shift's own break is
 * everyone's alike, so it names no one. What the browser does not have (other workplaces' shifts,
 * weeks outside the one shown) is left to the grid's warnings and the server.
 */
export interface OpenAssignmentChoice {
  employee: Employee;
  /** null: suitable. */
  reason: FillReason | null;
}

const PERSON_RULES = SLOT_CONSTRAINTS.filter((rule) => rule !== breakConstraint);

interface ChoiceContext {
  shift: OpenAssignment;
  date: string;
  workplace: { workplace_id: string; name: string; time_zone: string };
  currency: CurrencyCode;
  weekShifts: WeekShifts;
  unavailable: UnavailableByEmployee;
}

function candidateOf(employee: Employee, { date, workplace, weekShifts, unavailable }: ChoiceContext): FillCandidate {
  const fixed: FixedAssignment[] = Object.entries(weekShifts[employee.employee_id] ?? {}).flatMap(([day, assignments]) =>
    assignments.map((a) => {
      const span = fromWireSpan(a.time_start, a.time_end);
      return {
        assignmentId: a.assignment_id,
        date: day,
        startMinute: span.startMinute,
        endMinute: span.endMinute,
        breakMinutes: breakOf(a),
        here: true,
        workplaceName: workplace.name,
        timeZone: workplace.time_zone,
      };
    }),
  );
  const { availability, timeOff } = availabilityFromUnavailable(date, unavailable[employee.employee_id]?.[date]);
  return {
    employeeId: employee.employee_id,
    displayName: employee.display_name,
    services: employee.services,
    availability,
    timeOff,
    dateOfBirth: employee.date_of_birth ?? null,
    rates: (employee.rate_history?.length ? employee.rate_history : [{ rate: employee.rate, effective_from: null }]).flatMap((r) => {
      const ratePence = knownRatePence(r.rate);
      return ratePence === null ? [] : [{ ratePence, effectiveFrom: r.effective_from }];
    }),
    contract: employee.contract ?? {},
    fixed,
  };
}

/** Suitable people first (in the order given), then the others, each with why. */
export function openAssignmentChoices(employees: readonly Employee[], context: ChoiceContext): OpenAssignmentChoice[] {
  const { shift, date, workplace, currency } = context;
  const span = fromWireSpan(shift.time_start, shift.time_end);
  const slot: FillSlot = {
    assignmentId: shift.assignment_id,
    shiftId: shift.shift_id,
    date,
    startMinute: span.startMinute,
    endMinute: span.endMinute,
    serviceType: Number(shift.service_type),
    breakMinutes: breakOf(shift),
    employeeId: null,
  };
  const candidates = employees.map((e) => candidateOf(e, context));
  const input: FillInput = {
    workplaceId: workplace.workplace_id,
    workplaceName: workplace.name,
    timeZone: workplace.time_zone,
    currency,
    from: date,
    to: date,
    goal: 'cost',
    mayMoveOthers: false,
    slots: [slot],
    candidates,
  };
  const facts = slotFacts(input, slot);
  const judged = employees.map((employee, i) => {
    const candidate = candidates[i];
    const check = { input, candidate, slot: facts };
    const reason =
      PERSON_RULES.map((rule) => rule(check)).find((r) => r !== null) ??
      firstPlanRefusal({ candidate, slot: facts, plan: fixedAssignments(candidate, new Set([slot.assignmentId])) });
    return { employee, reason };
  });
  return [...judged.filter((c) => c.reason === null), ...judged.filter((c) => c.reason !== null)];
}
