import { formatMoney, knownRatePence, payPence, serviceById } from '@rotaledger/domain';
import { fromWireTime, wireTimeAsHhMm as hhmm } from '@rotaledger/contracts/wire-time';
import { ROTA_ROUTES } from '@rotaledger/contracts/routes';
import { apiError, keyOf, type MockResponse, type RecordedCall } from '../../../test/fetch-mock';
import type { Employee } from '../../profile';
import { AUTOFILL_ROUTES, type AutofillAnswer, type FillGoal, type WireProposedRow, type WireUnfilled } from '../autofill/routes';
import type { EmployeeContract } from '../autofill/contract';
import { availabilityWarning, unavailableLabel, type UnavailableByEmployee } from '../weekly/availability';
import type { fakeRotaServer } from './fakeRotaServer';

/** The server's 409 on an accept after the rota changed (issue 38, word for word). */
export const AUTOFILL_CONFLICT = 'The rota changed since this proposal: fill again.';

type Staff = Employee & { contract?: EmployeeContract };
type Slot = ReturnType<ReturnType<typeof fakeRotaServer>['assignmentsIn']>[number];
interface Why {
  code: string;
  text: string;
}

const minutesOf = (clock: string) => fromWireTime(clock) ?? 0;
const spanOf = (a: Slot) => {
  const start = minutesOf(a.time_start);
  const end = minutesOf(a.time_end);
  return { start, end: end <= start ? end + 1440 : end };
};

/**
 * The auto-fill's routes beside the fake rota server, for component tests. Not the real solver: a
 * small greedy fill over the fake rota's open assignments (by date and start) with a few of the
 * hard rules (service, availability, overlap, max weekly hours), cheapest or fewest hours first,
 * ties by name, and one move with "may move others"; the reasons carry codes like the server's.
 * Accept places the chosen rows with the fake's own updateemployee (the real decider) in one
 * change, or answers the 409 when the rota changed since the proposal.
 */
export function fakeAutofillServer(
  rota: ReturnType<typeof fakeRotaServer>,
  options: { employees: Staff[]; unavailable?: UnavailableByEmployee },
) {
  const proposals = new Map<string, { version: number; rows: WireProposedRow[] }>();
  let next = 1;
  const nameOf = (id: string) => options.employees.find((e) => e.employee_id === id)?.display_name ?? '?';

  function propose(body: { workplaceId: string; from: string; to: string; goal?: FillGoal; mayMoveOthers?: boolean }): AutofillAnswer {
    const staff = options.employees.filter((e) => e.workplace_id === body.workplaceId);
    const all = rota.assignmentsIn(body.from, body.to);
    const open = all.filter((a) => !a.employee_id);
    const busy = new Map<string, Slot[]>(staff.map((e) => [e.employee_id, all.filter((a) => a.employee_id === e.employee_id)]));
    const paid = (id: string) => busy.get(id)!.reduce((n, a) => n + a.paidMinutes, 0);
    const why = (e: Staff, slot: Slot, ignoring?: Slot): Why | null => {
      const { start, end } = spanOf(slot);
      if (!e.services.includes(slot.service_type))
        return { code: 'no-service', text: `does not work ${serviceById(slot.service_type).service_name}` };
      const windows = options.unavailable?.[e.employee_id]?.[slot.date];
      if (windows?.some((w) => w.reason === 'timeOff')) return { code: 'time-off', text: 'on time off' };
      if (availabilityWarning(e.display_name, slot.date, windows, start, end))
        return { code: 'unavailable', text: unavailableLabel(windows)!.toLowerCase() };
      const clash = busy
        .get(e.employee_id)!
        .find((b) => b !== ignoring && b.date === slot.date && spanOf(b).start < end && start < spanOf(b).end);
      if (clash) return { code: 'overlap', text: `already working ${hhmm(clash.time_start)}–${hhmm(clash.time_end)}` };
      const max = e.contract?.maxWeeklyHours;
      const after = (paid(e.employee_id) + slot.paidMinutes - (ignoring?.paidMinutes ?? 0)) / 60;
      if (max !== undefined && after > max) return { code: 'max-weekly-hours', text: `would reach ${after} h of max ${max}` };
      return null;
    };
    const rate = (e: Staff) => knownRatePence(e.rate) ?? 0;
    const better = (a: Staff, b: Staff) =>
      (body.goal === 'fair' ? paid(a.employee_id) - paid(b.employee_id) : rate(a) - rate(b)) ||
      a.display_name.localeCompare(b.display_name);
    const give = (slot: Slot, e: Staff, couldCount: number, moves?: string): WireProposedRow => {
      busy.get(e.employee_id)!.push(slot);
      const reasons = [
        { code: 'available', text: `available ${hhmm(slot.time_start)}–${hhmm(slot.time_end)}` },
        { code: 'service', text: serviceById(slot.service_type).service_name },
        {
          code: 'rate',
          text: `${formatMoney(rate(e))}/h, ${body.goal === 'fair' ? 'fewest hours' : 'cheapest'} of ${couldCount} who could`,
        },
      ];
      const { assignment_id: assignmentId, date, time_start, time_end } = slot;
      const row = {
        assignmentId,
        employeeId: e.employee_id,
        date,
        timeStart: hhmm(time_start),
        timeEnd: hhmm(time_end),
        costPence: payPence(slot.paidMinutes, rate(e)),
        reasons,
      };
      return moves ? { ...row, moves: { fromEmployeeId: moves } } : row;
    };
    const rows: WireProposedRow[] = [];
    const unfilled: WireUnfilled[] = [];
    for (const slot of open) {
      const could = staff.filter((e) => why(e, slot) === null).sort(better);
      if (could.length > 0) {
        rows.push(give(slot, could[0], could.length));
        continue;
      }
      // May move others: one person busy only with this slot's clash gives it to someone who can take it.
      const move = body.mayMoveOthers ? findMove(slot) : null;
      if (move) {
        const { from, clash, to } = move;
        busy.set(
          from.employee_id,
          busy.get(from.employee_id)!.filter((b) => b !== clash),
        );
        rows.push(give(clash, to, 1, from.employee_id), give(slot, from, 1));
        continue;
      }
      const { assignment_id: assignmentId, date, time_start, time_end, service_type: serviceType } = slot;
      const reasons = staff.map((e) => ({ employeeId: e.employee_id, ...why(e, slot)! }));
      unfilled.push({ assignmentId, date, timeStart: hhmm(time_start), timeEnd: hhmm(time_end), serviceType, reasons });
    }
    function findMove(slot: Slot) {
      for (const from of [...staff].sort(better)) {
        const clash = busy.get(from.employee_id)!.find((b) => b.date === slot.date && b.employee_id === from.employee_id);
        if (!clash || why(from, slot, clash) !== null) continue;
        const to = staff.filter((e) => e !== from && why(e, clash) === null).sort(better)[0];
        if (to) return { from, clash, to };
      }
      return null;
    }
    const proposalId = `proposal-${next++}`;
    proposals.set(proposalId, { version: rota.version, rows });
    const hours = Object.fromEntries(
      staff.map((e) => {
        const { minWeeklyHours, maxWeeklyHours } = e.contract ?? {};
        const range = {
          ...(minWeeklyHours !== undefined ? { minWeeklyHours } : {}),
          ...(maxWeeklyHours !== undefined ? { maxWeeklyHours } : {}),
        };
        return [e.employee_id, { hours: Math.round((paid(e.employee_id) / 60) * 100) / 100, ...range }];
      }),
    );
    const filled = rows.filter((r) => !r.moves).length;
    return {
      proposalId,
      rows,
      unfilled,
      totals: { open: open.length, filled, costPence: rows.reduce((n, r) => n + r.costPence, 0), hours },
      solver: { name: 'fake-greedy', version: '0', ms: 0, optimal: true },
    };
  }

  const assign = (call: RecordedCall, body: Record<string, unknown>) =>
    rota.routes[keyOf(ROTA_ROUTES.assignEmployee)]({ ...call, path: ROTA_ROUTES.assignEmployee.path, body });

  const place = rota.written(keyOf(AUTOFILL_ROUTES.accept), (call) => {
    const body = call.body as { userId: string; proposalId: string; assignmentIds?: string[] };
    const rows = proposals.get(body.proposalId)!.rows.filter((r) => !body.assignmentIds || body.assignmentIds.includes(r.assignmentId));
    for (const row of rows) {
      const answer = assign(call, { userId: body.userId, assignmentId: row.assignmentId, employeeId: row.employeeId });
      if ((answer.status ?? 200) >= 300) return answer;
    }
    proposals.delete(body.proposalId);
    return { body: { placed: rows.length } };
  });

  const routes: Record<string, (call: RecordedCall) => MockResponse> = {
    [keyOf(AUTOFILL_ROUTES.propose)]: (call) => ({ status: 201, body: propose(call.body as Parameters<typeof propose>[0]) }),
    [keyOf(AUTOFILL_ROUTES.accept)]: (call) => {
      const proposal = proposals.get((call.body as { proposalId: string }).proposalId);
      if (!proposal) return apiError(404, 'Proposal not found.');
      if (proposal.version !== rota.version) return apiError(409, AUTOFILL_CONFLICT);
      return place(call);
    },
  };
  return { routes, nameOf };
}
