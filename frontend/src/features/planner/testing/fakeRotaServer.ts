import { apiError, type MockResponse, type RecordedCall } from '../../../test/fetch-mock';
import { PREFERENCES } from '../../../test/fixtures';
import type { Employee, Workplace } from '../../profile';

interface FakeAssignment {
  assignment_id: string;
  shift_id: string;
  time_start: string;
  time_end: string;
  employee_id: string | null;
}

interface FakeShift {
  shift_id: string;
  service_type: number;
  shift_date: string;
}

/**
 * A small in-memory stand-in for the rota API, enough for component tests to plan a day:
 * it keeps shifts and assignments, answers the same shapes, and refuses overlaps like the
 * server does. `refuse` forces the next answer of a route to be an error.
 */
export function fakeRotaServer(options: { workplaces: Workplace[]; employees: Employee[]; preferences?: Partial<typeof PREFERENCES> }) {
  const shifts: FakeShift[] = [];
  const assignments: FakeAssignment[] = [];
  const refusals = new Map<string, MockResponse>();
  const links = new Map<string, string>();
  let linksMade = 0;
  let next = 1;
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const clash = (a: { time_start: string; time_end: string }, b: { time_start: string; time_end: string }) =>
    minutes(a.time_start) < minutes(b.time_end) && minutes(b.time_start) < minutes(a.time_end);
  const dateOf = (shiftId: string) => shifts.find((s) => s.shift_id === shiftId)?.shift_date;

  const refusal = (key: string) => {
    const answer = refusals.get(key);
    if (answer) refusals.delete(key);
    return answer;
  };
  const guarded =
    (key: string, handler: (call: RecordedCall) => MockResponse) =>
    (call: RecordedCall): MockResponse =>
      refusal(key) ?? handler(call);

  const routes = {
    'GET /preferences/getpreferences': { body: { ...PREFERENCES, ...options.preferences } },
    'GET /workplaces/getworkplaces': { body: options.workplaces },
    'GET /employees/getemployees': { body: options.employees },
    'GET /shifts/getpopulateddates': () => ({ body: [...new Set(shifts.map((s) => s.shift_date))] }),
    'GET /shifts/getshifts': guarded('GET /shifts/getshifts', (call) => ({
      body: shifts
        .filter((s) => s.shift_date === call.query.get('rotaDate'))
        .map((s) => ({ ...s, workplace_id: call.query.get('workplaceId') })),
    })),
    'GET /assignments/getassignments': (call: RecordedCall) => ({
      body: assignments
        .filter((a) => a.shift_id === call.query.get('shiftId'))
        .map(({ assignment_id, time_start, time_end, employee_id }) => ({ assignment_id, time_start, time_end, employee_id })),
    }),
    'GET /shifts/getweeklyshifts': (call: RecordedCall) => {
      const from = call.query.get('startDate')!;
      const to = call.query.get('endDate')!;
      const weekShifts: Record<string, Record<string, unknown[]>> = {};
      for (const a of assignments) {
        const date = dateOf(a.shift_id)!;
        if (!a.employee_id || date < from || date > to) continue;
        ((weekShifts[a.employee_id] ??= {})[date] ??= []).push({
          assignment_id: a.assignment_id,
          shift_id: a.shift_id,
          time_start: a.time_start,
          time_end: a.time_end,
        });
      }
      return { body: { weekShifts } };
    },
    'POST /shifts/addshift': guarded('POST /shifts/addshift', (call) => {
      const body = call.body as { date: string; serviceType: number };
      const shift = { shift_id: `s${next++}`, service_type: body.serviceType, shift_date: body.date };
      shifts.push(shift);
      return { status: 201, body: { shift_id: shift.shift_id } };
    }),
    'DELETE /shifts/deleteshift': (call: RecordedCall) => {
      const id = call.query.get('shiftId');
      shifts.splice(shifts.findIndex((s) => s.shift_id === id), 1);
      return { status: 204 };
    },
    'POST /assignments/addassignment': guarded('POST /assignments/addassignment', (call) => {
      const body = call.body as { shiftId: string; employeeId: string | null; timeStart: string; timeEnd: string };
      const candidate = { time_start: body.timeStart, time_end: body.timeEnd };
      if (assignments.some((a) => a.shift_id === body.shiftId && clash(a, candidate))) {
        return apiError(409, 'Assignment overlaps with an existing one.');
      }
      const date = dateOf(body.shiftId);
      if (body.employeeId && assignments.some((a) => a.employee_id === body.employeeId && dateOf(a.shift_id) === date && clash(a, candidate))) {
        return apiError(409, 'Employee is already assigned to another shift at this time.');
      }
      const assignment = { assignment_id: `a${next++}`, shift_id: body.shiftId, employee_id: body.employeeId, ...candidate };
      assignments.push(assignment);
      return { status: 201, body: { assignment_id: assignment.assignment_id } };
    }),
    'PUT /assignments/updateemployee': guarded('PUT /assignments/updateemployee', (call) => {
      const body = call.body as { assignmentId: string; employeeId: string | null };
      const assignment = assignments.find((a) => a.assignment_id === body.assignmentId)!;
      const date = dateOf(assignment.shift_id);
      if (
        body.employeeId &&
        assignments.some((a) => a !== assignment && a.employee_id === body.employeeId && dateOf(a.shift_id) === date && clash(a, assignment))
      ) {
        return apiError(409, 'Employee is already assigned to another shift at this time.');
      }
      assignment.employee_id = body.employeeId;
      return { body: { assignment_id: assignment.assignment_id } };
    }),
    'PUT /assignments/updateassignmenttime': guarded('PUT /assignments/updateassignmenttime', (call) => {
      const body = call.body as { assignmentId: string; timeStart: string; timeEnd: string };
      const assignment = assignments.find((a) => a.assignment_id === body.assignmentId)!;
      assignment.time_start = body.timeStart;
      assignment.time_end = body.timeEnd;
      return { body: {} };
    }),
    'DELETE /assignments/deleteassignment': guarded('DELETE /assignments/deleteassignment', (call) => {
      const body = call.body as { assignment_id: string };
      assignments.splice(assignments.findIndex((a) => a.assignment_id === body.assignment_id), 1);
      return { status: 204 };
    }),
    // One live link per workplace day, like the server: the same id until it is revoked.
    'POST /rotas/share': guarded('POST /rotas/share', (call) => {
      const { workplaceId, date } = call.body as { workplaceId: string; date: string };
      const day = `${workplaceId}|${date}`;
      if (!links.has(day)) links.set(day, `rota-${String(linksMade++).padStart(2, '0')}abcdefghijklmnopqrstuv`);
      return { status: 201, body: { rotaId: links.get(day) } };
    }),
    'DELETE /rotas/share': guarded('DELETE /rotas/share', (call) => {
      const { rotaId } = call.body as { rotaId: string };
      for (const [day, id] of links) if (id === rotaId) links.delete(day);
      return { status: 204 };
    }),
  };

  return {
    routes,
    shifts,
    assignments,
    /** Seeds a shift with assignments directly, as if planned earlier. */
    seed(date: string, serviceType: number, list: [employeeId: string | null, start: string, end: string][]) {
      const shift = { shift_id: `s${next++}`, service_type: serviceType, shift_date: date };
      shifts.push(shift);
      for (const [employee_id, time_start, time_end] of list) {
        assignments.push({ assignment_id: `a${next++}`, shift_id: shift.shift_id, employee_id, time_start, time_end });
      }
      return shift.shift_id;
    },
    refuseNext(route: string, answer: MockResponse) {
      refusals.set(route, answer);
    },
  };
}
