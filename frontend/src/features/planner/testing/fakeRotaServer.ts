import dayjs from 'dayjs';
import {
  addDays,
  BREAK_MESSAGES,
  checkedBreakMinutes,
  DomainError,
  elapsedMinutes,
  missingLocalTimeProblem,
  paidMinutes,
  ruleBreakMinutes,
  endMinuteAfter,
  fromShortDate,
  hoursFromMinutes,
  initialRotaState,
  knownRatePence,
  payForDatedDays,
  penceToRate,
  payPence,
  planDayCopy,
  planUndo,
  UNDO_MESSAGES,
  datesInRange,
  dayNumber,
  rateInForce,
  rateToPence,
  rotaTotals,
  toShortDate,
  rotaDecider,
  type CopiedAssignment,
  type RecordedRotaEvent,
  type RotaCommand,
  type RotaEmployee,
  type RotaEvent,
  type RotaState,
  type RotaWorkplace,
} from '@rotaledger/domain';
import { fromWireTime, toWireTime } from '@rotaledger/contracts/wire-time';
import {
  ACCOUNT_ROUTES,
  EMPLOYEE_ROUTES,
  PAY_ROUTES,
  PUBLICATION_ROUTES,
  ROTA_ROUTES,
  SHARING_ROUTES,
  STAFF_REQUEST_ROUTES,
  TIMESHEET_ROUTES,
  WORKPLACE_ROUTES,
} from '@rotaledger/contracts/routes';
import type {
  AssignmentAnswer,
  DayRotaAnswer,
  PayForDatesEntry,
  PlacedAssignmentAnswer,
  ShiftAnswer,
  WeeklyShiftsAnswer,
} from '@rotaledger/contracts';
import { apiError, keyOf, type MockResponse, type RecordedCall } from '../../../test/fetch-mock';
import { PREFERENCES } from '../../../test/fixtures';
import type { Employee, Workplace } from '../../profile';
import type { WeekWarning } from '../types';
import { availabilityWarning, type UnavailableByEmployee } from '../weekly/availability';

/** The rota API's wire shapes (the contract's), as the fake answers them: an assignment with its row's id. */
type FakeAssignment = AssignmentAnswer & Pick<PlacedAssignmentAnswer, 'shift_id'>;
type FakeShift = Omit<ShiftAnswer, 'workplace_id'>;

/** An assignment's break as the server stores it: decided when its times are (issue 28). */
interface StoredBreak {
  minutes: number;
  own: boolean;
}

/** One workplace day, as the server keeps it: the real rota state, folded from its events. */
interface FakeDay {
  date: string;
  workplaceId: string;
  state: RotaState;
  /** Its events, each with the change (request) that wrote it, for undo. */
  events: RecordedRotaEvent[];
}

/** Everything in the fake belongs to the signed-in user. */
const OWNER = 'fake-owner';

const STATUS_OF: Record<DomainError['kind'], number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  locked: 423,
};

/**
 * A small in-memory stand-in for the rota API, enough for component tests to plan a day. It
 * answers the same shapes and decides with the real rota decider from @rotaledger/domain, so
 * overlaps, rota hours and their messages are the server's own. `refuseNext` forces the next
 * answer of a route to be an error.
 */
export function fakeRotaServer(options: {
  workplaces: Workplace[];
  employees: Employee[];
  preferences?: Partial<typeof PREFERENCES>;
  /** getweeklyshifts' `unavailable` (the dates outside the asked week are left out, like the server). */
  unavailable?: UnavailableByEmployee;
  /** getweeklyshifts' `warnings` (the dates outside the asked week are left out, like the server). */
  warnings?: WeekWarning[];
}) {
  const days = new Map<string, FakeDay>();
  // Breaks by assignment id; an assignment without one (old history) has none.
  const breaks = new Map<string, StoredBreak>();
  const refusals = new Map<string, MockResponse>();
  const links = new Map<string, string>();
  let linksMade = 0;
  let next = 1;

  const rotaWorkplace = (workplaceId: string): RotaWorkplace | null => {
    const workplace = options.workplaces.find((w) => w.workplace_id === workplaceId);
    if (!workplace) return null;
    const { services, rota_start_time: rotaStartTime, rota_end_time: rotaEndTime } = workplace;
    return { workplaceId, ownerId: OWNER, services, rotaStartTime, rotaEndTime, deleted: false };
  };
  const rotaEmployee = (employeeId: string | null | undefined): RotaEmployee | null => {
    const employee = options.employees.find((e) => e.employee_id === employeeId);
    if (!employee) return null;
    const { workplace_id: workplaceId, display_name: displayName } = employee;
    return { employeeId: employee.employee_id, ownerId: OWNER, workplaceId, displayName, removedOn: null };
  };
  const defaultWorkplaceId = () => options.workplaces[0]?.workplace_id ?? 'fake-workplace';
  const dayOf = (date: string, workplaceId = defaultWorkplaceId()): FakeDay => {
    let day = days.get(date);
    if (!day) days.set(date, (day = { date, workplaceId, state: initialRotaState(), events: [] }));
    return day;
  };
  /** The change the write being answered makes (like the server's, one per request). */
  let change: string | undefined;
  let changes = 0;
  const apply = (day: FakeDay, events: readonly RotaEvent[]) => {
    day.state = events.reduce(rotaDecider.evolve, day.state);
    day.events.push(...events.map((e) => ({ ...e, changeId: change })));
  };
  const dayWithShift = (shiftId: string) => [...days.values()].find((d) => d.state.shifts.some((s) => s.shiftId === shiftId));
  const dayWithAssignment = (assignmentId: string) =>
    [...days.values()].find((d) => d.state.assignments.some((a) => a.assignmentId === assignmentId));

  /** The browser's date: the planning horizon counts from it, as the server's from the workplace's. */
  const today = () => dayjs().format('YYYY-MM-DD');

  /** Decides a command on the day with the real decider; a refusal answers as the API's filter would. */
  const decide = (
    day: FakeDay | undefined,
    command: (base: { userId: string; rotaDate: string; workplace: RotaWorkplace | null; today: string }) => RotaCommand,
  ) => {
    if (!day) return { error: apiError(404, 'Not found.') };
    try {
      const events = rotaDecider.decide(
        command({ userId: OWNER, rotaDate: day.date, workplace: rotaWorkplace(day.workplaceId), today: today() }),
        day.state,
      );
      apply(day, events);
      return { events };
    } catch (error) {
      if (error instanceof DomainError) return { error: apiError(STATUS_OF[error.kind], error.message) };
      throw error;
    }
  };
  // A time the decider cannot read is NaN, which it refuses like the server's parser does.
  const minutesOf = (time: unknown) => fromWireTime(time) ?? Number.NaN;
  // Like the server: an end at or before the start is the next day's (22:00 → 02:00).
  const spanOf = (timeStart: unknown, timeEnd: unknown) => {
    const startMinute = minutesOf(timeStart);
    return { startMinute, endMinute: endMinuteAfter(startMinute, minutesOf(timeEnd)) };
  };
  const workplaceOf = (workplaceId: string) => options.workplaces.find((w) => w.workplace_id === workplaceId);
  const zoneOf = (workplaceId: string) => workplaceOf(workplaceId)?.time_zone ?? 'Europe/London';
  /**
   * The break a write asks for, checked like the server: a skipped local time is refused, an own
   * break (a number) must be 0-180 and shorter than the shift; null or absent follows the rules
   * (absent on a retime keeps an own break). Answers the break to store, or a refusal.
   */
  const breakFor = (
    date: string,
    workplaceId: string,
    span: { startMinute: number; endMinute: number },
    requested: unknown,
    kept?: StoredBreak,
  ): { stored: StoredBreak } | { error: MockResponse } => {
    const zone = zoneOf(workplaceId);
    for (const minute of [span.startMinute, span.endMinute]) {
      const problem = Number.isFinite(minute) ? missingLocalTimeProblem(date, minute, zone) : null;
      if (problem) return { error: apiError(400, problem) };
    }
    const elapsed = Number.isFinite(span.endMinute) ? elapsedMinutes(date, span.startMinute, span.endMinute, zone) : 0;
    try {
      if (requested !== undefined && requested !== null) {
        const minutes = checkedBreakMinutes(requested);
        if (minutes >= elapsed) return { error: apiError(400, BREAK_MESSAGES.breakTooLong) };
        return { stored: { minutes, own: true } };
      }
    } catch (error) {
      if (error instanceof DomainError) return { error: apiError(STATUS_OF[error.kind], error.message) };
      throw error;
    }
    if (requested === undefined && kept?.own) return { stored: kept };
    return { stored: { minutes: ruleBreakMinutes(elapsed, workplaceOf(workplaceId)?.breakRules), own: false } };
  };
  /** An assignment's break fields as the weekly and daily answers give them. */
  const breakFieldsOf = (day: FakeDay, a: { assignmentId: string; startMinute: number; endMinute: number }) => {
    const stored = breaks.get(a.assignmentId) ?? { minutes: 0, own: false };
    // A seeded overnight end may be its clock time (02:00 after 22:00): count it the next morning.
    const elapsed = elapsedMinutes(day.date, a.startMinute, endMinuteAfter(a.startMinute, a.endMinute), zoneOf(day.workplaceId));
    return { breakMinutes: stored.minutes, ownBreak: stored.own, paidMinutes: paidMinutes(elapsed, stored.minutes, []) };
  };

  /** Copies one day onto another with the real decider's plan; answers what was copied and skipped. */
  const copyDay = (fromDate: string, toDate: string, workplaceId: string) => {
    const source = days.get(fromDate);
    if (!source || source.state.assignments.length === 0) return { copied: 0, skipped: [], outsideAvailability: [] };
    const serviceOf = new Map(source.state.shifts.map((s) => [s.shiftId, s.serviceType]));
    const assignments: CopiedAssignment[] = source.state.assignments.map((a) => ({
      assignmentId: `a${next++}`,
      newShiftId: `s${next++}`,
      serviceType: serviceOf.get(a.shiftId)!,
      employeeId: a.employeeId,
      employee: rotaEmployee(a.employeeId),
      startMinute: a.startMinute,
      endMinute: a.endMinute,
    }));
    const target = dayOf(toDate, workplaceId);
    const base = { userId: OWNER, rotaDate: toDate, workplace: rotaWorkplace(workplaceId), today: today() };
    const plan = planDayCopy({ type: 'CopyRotaDay', data: { ...base, fromWorkplaceId: workplaceId, fromDate, assignments } }, target.state);
    apply(target, plan.events);
    // A copy carries an own break; a rule break is re-derived at the target.
    source.state.assignments.forEach((a, i) => {
      const copied = target.state.assignments.find((t) => t.assignmentId === assignments[i].assignmentId);
      if (!copied) return;
      const own = breaks.get(a.assignmentId);
      const derived = breakFor(toDate, workplaceId, copied, own?.own ? own.minutes : undefined);
      if ('stored' in derived) breaks.set(copied.assignmentId, derived.stored);
    });
    // Placed, but outside the employee's availability: listed with the planner's warning.
    const outsideAvailability = plan.events.flatMap((e) => {
      if (e.type !== 'AssignmentAdded' || !e.data.employeeId) return [];
      const { employeeId, startMinute, endMinute } = e.data;
      const name = rotaEmployee(employeeId)?.displayName ?? '?';
      const warning = availabilityWarning(name, toDate, options.unavailable?.[employeeId]?.[toDate], startMinute, endMinute);
      return warning
        ? [
            {
              date: toDate,
              employee_id: employeeId,
              time_start: toWireTime(startMinute),
              time_end: toWireTime(endMinute),
              warning,
            },
          ]
        : [];
    });
    return {
      outsideAvailability,
      copied: plan.events.filter((e) => e.type === 'AssignmentAdded').length,
      skipped: plan.skipped.map((k) => ({
        date: toDate,
        employee_id: k.employeeId,
        time_start: toWireTime(k.startMinute),
        time_end: toWireTime(k.endMinute),
        reason: k.reason,
      })),
    };
  };
  const copyAll = (pairs: [string, string][], workplaceId: string) => {
    const results = pairs.map(([from, to]) => copyDay(from, to, workplaceId));
    return {
      status: 201,
      body: {
        copied: results.reduce((n, r) => n + r.copied, 0),
        skipped: results.flatMap((r) => r.skipped),
        outsideAvailability: results.flatMap((r) => r.outsideAvailability),
      },
    };
  };

  const shiftsOf = (day: FakeDay): FakeShift[] =>
    day.state.shifts.map((s) => ({ shift_id: s.shiftId, service_type: s.serviceType, shift_date: day.date }));
  const assignmentsOf = (day: FakeDay): FakeAssignment[] =>
    day.state.assignments.map((a) => ({
      assignment_id: a.assignmentId,
      shift_id: a.shiftId,
      time_start: toWireTime(a.startMinute),
      time_end: toWireTime(a.endMinute),
      employee_id: a.employeeId,
      ...breakFieldsOf(day, a),
    }));
  const allShifts = () => [...days.values()].flatMap(shiftsOf);
  const serviceTypeOf = (date: string, shiftId: string) => days.get(date)?.state.shifts.find((s) => s.shiftId === shiftId)?.serviceType;
  const allAssignments = () => [...days.values()].flatMap((day) => assignmentsOf(day).map((a) => ({ ...a, date: day.date })));

  /** employee id → date → paid minutes of the allocated assignments from `from` to `to`. */
  const paidMinutesIn = (from: string, to: string) => {
    const paid: Record<string, Record<string, number>> = {};
    for (const a of allAssignments()) {
      if (!a.employee_id || a.date < from || a.date > to) continue;
      const byDate = (paid[a.employee_id] ??= {});
      byDate[a.date] = (byDate[a.date] ?? 0) + a.paidMinutes;
    }
    return paid;
  };
  /** The rate in force on a date by the employee's rate history, as the server's copy reads it; without one, their rate. */
  const ratePenceOn = (employeeId: string, date: string): number | null => {
    const employee = options.employees.find((e) => e.employee_id === employeeId);
    const history = employee?.rate_history ?? [];
    if (history.length === 0) return knownRatePence(employee?.rate);
    return rateInForce(
      history.map((entry) => ({ ratePence: rateToPence(entry.rate), effectiveFrom: entry.effective_from })),
      date,
    );
  };

  const refusal = (key: string) => {
    const answer = refusals.get(key);
    if (answer) refusals.delete(key);
    return answer;
  };
  const guarded =
    (key: string, handler: (call: RecordedCall) => MockResponse) =>
    (call: RecordedCall): MockResponse =>
      refusal(key) ?? handler(call);
  /**
   * A rota write: its events share a new change id, which a success answers as `changeId`. A
   * write made inside another (a template's open shifts, an accepted fill) is part of its change.
   */
  let writing = 0;
  const written =
    (key: string, handler: (call: RecordedCall) => MockResponse) =>
    (call: RecordedCall): MockResponse => {
      if (writing === 0) change = `change-${++changes}`;
      writing++;
      try {
        const answer = guarded(key, handler)(call);
        const ok = (answer.status ?? 200) < 300 && typeof answer.body === 'object' && answer.body !== null;
        return ok ? { ...answer, body: { ...(answer.body as object), changeId: change } } : answer;
      } finally {
        writing--;
      }
    };
  /** POST /rota/undo, deciding with the real planUndo on every day the change wrote. */
  const undo = (changeId: string): MockResponse => {
    const touched = [...days.values()].filter((d) => d.events.some((e) => e.changeId === changeId));
    if (touched.length === 0) return apiError(404, UNDO_MESSAGES.changeNotFound);
    try {
      const plans = touched.map((day) => {
        const employees = new Map(options.employees.map((e) => [e.employee_id, rotaEmployee(e.employee_id)!]));
        const plan = planUndo(changeId, {
          rotaDate: day.date,
          workplace: rotaWorkplace(day.workplaceId),
          events: day.events,
          employees,
          busyElsewhere: () => [],
        });
        return { day, plan };
      });
      if (plans.every((p) => p.plan === null)) return apiError(409, UNDO_MESSAGES.alreadyUndone);
      change = `change-${++changes}`;
      for (const { day, plan } of plans) if (plan) apply(day, plan.events);
      return { status: 201, body: { undone: plans.reduce((n, p) => n + (p.plan?.undone ?? 0), 0) } };
    } catch (error) {
      if (error instanceof DomainError) return apiError(STATUS_OF[error.kind], error.message);
      throw error;
    }
  };

  // Every answer is a function of the call, so a test can call a route itself.
  const routes: Record<string, (call: RecordedCall) => MockResponse> = {
    [keyOf(ACCOUNT_ROUTES.getPreferences)]: () => ({ body: { ...PREFERENCES, ...options.preferences } }),
    [keyOf(WORKPLACE_ROUTES.getWorkplaces)]: () => ({ body: options.workplaces }),
    [keyOf(EMPLOYEE_ROUTES.getEmployees)]: () => ({ body: options.employees }),
    [keyOf(ROTA_ROUTES.getPopulatedDates)]: () => ({ body: [...new Set(allShifts().map((s) => s.shift_date))] }),
    [keyOf(ROTA_ROUTES.getShifts)]: guarded(keyOf(ROTA_ROUTES.getShifts), (call) => {
      const day = days.get(call.query.get('rotaDate') ?? '');
      return { body: day ? shiftsOf(day).map((s) => ({ ...s, workplace_id: call.query.get('workplaceId') })) : [] };
    }),
    [keyOf(ROTA_ROUTES.getDayRota)]: guarded(keyOf(ROTA_ROUTES.getDayRota), (call) => {
      const day = days.get(call.query.get('rotaDate') ?? '');
      if (!day) return { body: [] };
      const assignments = assignmentsOf(day).sort((a, b) => a.time_start.localeCompare(b.time_start));
      return {
        body: shiftsOf(day).map((s) => ({
          ...s,
          workplace_id: day.workplaceId,
          assignments: assignments.filter((a) => a.shift_id === s.shift_id).map(({ shift_id: _shift, ...a }) => a),
        })) satisfies DayRotaAnswer,
      };
    }),
    [keyOf(ROTA_ROUTES.getAssignments)]: (call: RecordedCall) => ({
      body: allAssignments()
        .filter((a) => a.shift_id === call.query.get('shiftId'))
        .map(({ date: _date, ...a }) => a),
    }),
    [keyOf(ROTA_ROUTES.getWeeklyShifts)]: guarded(keyOf(ROTA_ROUTES.getWeeklyShifts), (call) => {
      const from = call.query.get('startDate')!;
      const to = call.query.get('endDate')!;
      const weekShifts: WeeklyShiftsAnswer['weekShifts'] = {};
      const openShifts: WeeklyShiftsAnswer['openShifts'] = {};
      const byStart = [...allAssignments()].sort((a, b) => a.time_start.localeCompare(b.time_start));
      for (const a of byStart) {
        if (a.date < from || a.date > to) continue;
        const { employee_id: _employee, date: _date, ...view } = a;
        if (!a.employee_id) (openShifts[a.date] ??= []).push({ ...view, service_type: serviceTypeOf(a.date, a.shift_id)! });
        else ((weekShifts[a.employee_id] ??= {})[a.date] ??= []).push(view);
      }
      const unavailable = Object.fromEntries(
        Object.entries(options.unavailable ?? {})
          .map(([employeeId, byDate]) => [employeeId, Object.fromEntries(Object.entries(byDate).filter(([d]) => d >= from && d <= to))])
          .filter(([, byDate]) => Object.keys(byDate).length > 0),
      );
      const warnings = (options.warnings ?? []).filter((w) => w.date >= from && w.date <= to);
      // The totals as the server prices them: the domain's rotaTotals over the allocated paid minutes.
      const totals = rotaTotals(paidMinutesIn(from, to), datesInRange(from, to), ratePenceOn);
      const before = addDays(from, -(dayNumber(to) - dayNumber(from) + 1));
      const last = addDays(from, -1);
      const previousWeek = { startDate: before, endDate: last, ...rotaTotals(paidMinutesIn(before, last), [], ratePenceOn).week };
      return { body: { weekShifts, openShifts, unavailable, warnings, totals, previousWeek } satisfies WeeklyShiftsAnswer };
    }),
    [keyOf(PAY_ROUTES.getPayForDates)]: guarded(keyOf(PAY_ROUTES.getPayForDates), (call) => {
      const wanted = (JSON.parse(call.query.get('dates') ?? '[]') as string[]).map(fromShortDate);
      // Paid minutes (elapsed less the break) per employee per day, like the server's pay projection.
      const paidByEmployee: Record<string, Record<string, number>> = {};
      for (const day of days.values()) {
        if (!wanted.includes(day.date)) continue;
        for (const a of day.state.assignments) {
          if (!a.employeeId) continue;
          const byDate = (paidByEmployee[a.employeeId] ??= {});
          byDate[day.date] = (byDate[day.date] ?? 0) + breakFieldsOf(day, a).paidMinutes;
        }
      }
      return {
        body: Object.entries(paidByEmployee).map(([employeeId, byDate]) => {
          const employee = options.employees.find((e) => e.employee_id === employeeId);
          const entry = {
            employee_id: employeeId,
            display_name: employee?.display_name ?? '?',
            removed: !employee,
            rate: employee?.rate ?? null,
          };
          // Priced as the server prices: each day at the rate in force on it, the period once per rate.
          const rateOn = (date: string) => ratePenceOn(employeeId, date);
          const keyed = <T>(value: (minutes: number, date: string) => T) =>
            Object.fromEntries(Object.entries(byDate).map(([date, minutes]) => [toShortDate(date), value(minutes, date)]));
          const rated = <T>(value: (minutes: number, ratePence: number) => T) =>
            Object.fromEntries(
              Object.entries(byDate).flatMap(([date, minutes]) => {
                const ratePence = rateOn(date);
                return ratePence === null ? [] : [[toShortDate(date), value(minutes, ratePence)]];
              }),
            );
          const { pence } = payForDatedDays(byDate, rateOn);
          return {
            ...entry,
            hoursInDays: keyed(hoursFromMinutes),
            minutesInDays: keyed((m) => m),
            payPenceInDays: rated(payPence),
            rateInDays: rated((_m, ratePence) => penceToRate(ratePence)),
            actualHoursInDays: {},
            actualPayPenceInDays: {},
            actualMinutesInDays: {},
            payPence: pence,
            actualBasisPayPence: pence,
          } satisfies PayForDatesEntry;
        }),
      };
    }),

    [keyOf(ROTA_ROUTES.addShift)]: written(keyOf(ROTA_ROUTES.addShift), (call) => {
      const body = call.body as { date: string; serviceType: number; workplaceId: string };
      const shiftId = `s${next++}`;
      const { error } = decide(dayOf(body.date, body.workplaceId), (base) => ({
        type: 'CreateShift',
        data: {
          ...base,
          shiftId,
          workplaceId: body.workplaceId,
          serviceType: body.serviceType,
        },
      }));
      return error ?? { status: 201, body: { shift_id: shiftId } };
    }),
    [keyOf(ROTA_ROUTES.deleteShift)]: written(keyOf(ROTA_ROUTES.deleteShift), (call) => {
      const shiftId = call.query.get('shiftId') ?? '';
      const { error } = decide(dayWithShift(shiftId), (base) => ({ type: 'DeleteShift', data: { ...base, shiftId } }));
      return error ?? { body: { shift_id: shiftId } };
    }),
    [keyOf(ROTA_ROUTES.addAssignment)]: written(keyOf(ROTA_ROUTES.addAssignment), (call) => {
      const body = call.body as { shiftId: string; employeeId: string | null; timeStart: string; timeEnd: string; breakMinutes?: unknown };
      const assignmentId = `a${next++}`;
      const day = dayWithShift(body.shiftId);
      const span = spanOf(body.timeStart, body.timeEnd);
      const broken = day ? breakFor(day.date, day.workplaceId, span, body.breakMinutes) : null;
      if (broken && 'error' in broken) return broken.error;
      const { error } = decide(day, (base) => ({
        type: 'AddAssignment',
        data: {
          ...base,
          assignmentId,
          shiftId: body.shiftId,
          employeeId: body.employeeId ?? null,
          employee: rotaEmployee(body.employeeId),
          ...span,
        },
      }));
      if (!error && broken) breaks.set(assignmentId, broken.stored);
      return error ?? { status: 201, body: { assignment_id: assignmentId } };
    }),
    [keyOf(ROTA_ROUTES.placeAssignment)]: written(keyOf(ROTA_ROUTES.placeAssignment), (call) => {
      const body = call.body as {
        workplaceId: string;
        date: string;
        serviceType: number;
        employeeId: string | null;
        timeStart: string;
        timeEnd: string;
        breakMinutes?: unknown;
      };
      const assignmentId = `a${next++}`;
      const day = dayOf(body.date, body.workplaceId);
      const broken = breakFor(body.date, body.workplaceId, spanOf(body.timeStart, body.timeEnd), body.breakMinutes);
      if ('error' in broken) return broken.error;
      const { error } = decide(day, (base) => ({
        type: 'PlaceAssignment',
        data: {
          ...base,
          assignmentId,
          newShiftId: `s${next++}`,
          serviceType: Number(body.serviceType),
          employeeId: body.employeeId || null,
          employee: rotaEmployee(body.employeeId),
          ...spanOf(body.timeStart, body.timeEnd),
        },
      }));
      const shiftId = day.state.assignments.find((a) => a.assignmentId === assignmentId)?.shiftId;
      if (!error) breaks.set(assignmentId, broken.stored);
      return error ?? { status: 201, body: { assignment_id: assignmentId, shift_id: shiftId } };
    }),
    [keyOf(ROTA_ROUTES.copyWeek)]: written(keyOf(ROTA_ROUTES.copyWeek), (call) => {
      const body = call.body as { workplaceId: string; fromWeekStart: string; toWeekStarts: string[] };
      const pairs = body.toWeekStarts.flatMap((week) =>
        Array.from({ length: 7 }, (_, i): [string, string] => [addDays(body.fromWeekStart, i), addDays(week, i)]),
      );
      return copyAll(pairs, body.workplaceId);
    }),
    [keyOf(ROTA_ROUTES.copyDay)]: written(keyOf(ROTA_ROUTES.copyDay), (call) => {
      const body = call.body as { workplaceId: string; fromDate: string; toDates: string[] };
      return copyAll(
        body.toDates.map((date): [string, string] => [body.fromDate, date]),
        body.workplaceId,
      );
    }),
    [keyOf(ROTA_ROUTES.assignEmployee)]: written(keyOf(ROTA_ROUTES.assignEmployee), (call) => {
      const body = call.body as { assignmentId: string; employeeId: string | null };
      const { error } = decide(dayWithAssignment(body.assignmentId), (base) => ({
        type: 'AssignEmployee',
        data: {
          ...base,
          assignmentId: body.assignmentId,
          employeeId: body.employeeId ?? null,
          employee: rotaEmployee(body.employeeId),
        },
      }));
      return error ?? { body: { assignment_id: body.assignmentId } };
    }),
    [keyOf(ROTA_ROUTES.updateAssignmentTime)]: written(keyOf(ROTA_ROUTES.updateAssignmentTime), (call) => {
      const body = call.body as { assignmentId: string; timeStart: string; timeEnd: string; breakMinutes?: unknown };
      const day = dayWithAssignment(body.assignmentId);
      const current = day?.state.assignments.find((a) => a.assignmentId === body.assignmentId);
      const broken = day
        ? breakFor(day.date, day.workplaceId, spanOf(body.timeStart, body.timeEnd), body.breakMinutes, breaks.get(body.assignmentId))
        : null;
      if (broken && 'error' in broken) return broken.error;
      const { error } = decide(day, (base) => ({
        type: 'TimeAssignment',
        data: {
          ...base,
          assignmentId: body.assignmentId,
          employee: rotaEmployee(current?.employeeId),
          newShiftId: `s${next++}`,
          ...spanOf(body.timeStart, body.timeEnd),
        },
      }));
      const shiftId = day?.state.assignments.find((a) => a.assignmentId === body.assignmentId)?.shiftId;
      if (!error && broken) breaks.set(body.assignmentId, broken.stored);
      return error ?? { body: { assignment_id: body.assignmentId, shift_id: shiftId } };
    }),
    [keyOf(ROTA_ROUTES.deleteAssignment)]: written(keyOf(ROTA_ROUTES.deleteAssignment), (call) => {
      const { assignment_id: assignmentId } = call.body as { assignment_id: string };
      const { error } = decide(dayWithAssignment(assignmentId), (base) => ({ type: 'RemoveAssignment', data: { ...base, assignmentId } }));
      return error ?? { body: { assignment_id: assignmentId } };
    }),
    [keyOf(ROTA_ROUTES.undo)]: guarded(keyOf(ROTA_ROUTES.undo), (call) => undo((call.body as { changeId: string }).changeId)),
    // One live link per workplace day (or week), like the server: the same id until it is revoked.
    [keyOf(SHARING_ROUTES.shareRota)]: guarded(keyOf(SHARING_ROUTES.shareRota), (call) => {
      const { workplaceId, date, weekStart } = call.body as { workplaceId: string; date?: string; weekStart?: string };
      const day = weekStart ? `${workplaceId}|week|${weekStart}` : `${workplaceId}|${date}`;
      if (!links.has(day)) links.set(day, `rota-${String(linksMade++).padStart(2, '0')}abcdefghijklmnopqrstuv`);
      return { status: 201, body: { rotaId: links.get(day) } };
    }),
    // Nothing asked for, and a live workplace: tests of requests and publishing answer their own.
    // The daily view's timesheet (issue 28): nothing clocked or corrected in these stories.
    [keyOf(TIMESHEET_ROUTES.getTimesheets)]: guarded(keyOf(TIMESHEET_ROUTES.getTimesheets), () => ({ body: { timesheets: [] } })),
    [keyOf(STAFF_REQUEST_ROUTES.getRequests)]: guarded(keyOf(STAFF_REQUEST_ROUTES.getRequests), () => ({
      body: { timeOff: [], claims: [], swaps: [] },
    })),
    [keyOf(PUBLICATION_ROUTES.getPublication)]: guarded(keyOf(PUBLICATION_ROUTES.getPublication), () => ({
      body: { publishMode: 'live', publishedAt: null, unpublishedChanges: 0 },
    })),
    [keyOf(SHARING_ROUTES.revokeSharedRota)]: guarded(keyOf(SHARING_ROUTES.revokeSharedRota), (call) => {
      const { rotaId } = call.body as { rotaId: string };
      for (const [day, id] of links) if (id === rotaId) links.delete(day);
      return { status: 204 };
    }),
  };

  return {
    routes,
    written,
    /** How many events the rota holds (a seed's too): what changes whenever the rota does, and only then. */
    get version(): number {
      return [...days.values()].reduce((n, day) => n + day.events.length, 0);
    },
    /** The assignments of from..to (both included) with their date and row's service, by date then start. */
    assignmentsIn(from: string, to: string) {
      return allAssignments()
        .filter((a) => a.date >= from && a.date <= to)
        .map((a) => ({ ...a, service_type: serviceTypeOf(a.date, a.shift_id)! }))
        .sort((a, b) => a.date.localeCompare(b.date) || a.time_start.localeCompare(b.time_start));
    },
    /** Every shift, in the API's shape (a fresh copy on each read). */
    get shifts(): FakeShift[] {
      return allShifts();
    },
    /** Every assignment, in the API's shape (a fresh copy on each read). */
    get assignments(): FakeAssignment[] {
      return allAssignments().map(({ date: _date, ...a }) => a);
    },
    /**
     * Seeds a shift with assignments as if planned earlier: the events are folded in with the
     * real evolve, without today's checks (rota hours may have changed since).
     */
    seed(
      date: string,
      serviceType: number,
      list: [employeeId: string | null, start: string, end: string, brk?: { minutes: number; own?: boolean }][],
    ) {
      const day = dayOf(date);
      const shiftId = `s${next++}`;
      change = undefined;
      apply(day, [
        { type: 'ShiftCreated', data: { shiftId, workplaceId: day.workplaceId, rotaDate: date, serviceType, ownerId: OWNER } },
        ...list.map(([employeeId, start, end, brk]): RotaEvent => {
          const assignmentId = `a${next++}`;
          if (brk) breaks.set(assignmentId, { minutes: brk.minutes, own: brk.own ?? false });
          return {
            type: 'AssignmentAdded',
            data: { assignmentId, shiftId, employeeId, startMinute: minutesOf(start), endMinute: minutesOf(end) },
          };
        }),
      ]);
      return shiftId;
    },
    refuseNext(route: string, answer: MockResponse) {
      refusals.set(route, answer);
    },
  };
}
