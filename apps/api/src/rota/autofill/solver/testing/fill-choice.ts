import type { FillChoice, FillProblem, FillResult } from '@rotaledger/domain';

/** A result read back as a choice of the problem (slot → pair), so its objective can be compared. */
export function choiceOfResult(problem: FillProblem, result: FillResult): FillChoice {
  return problem.slots.map((slot, s) => {
    const row = result.rows.find((r) => r.assignmentId === slot.slot.assignmentId);
    const employeeId = row
      ? row.employeeId
      : result.unfilled.some((g) => g.assignmentId === slot.slot.assignmentId)
        ? null
        : slot.slot.employeeId;
    if (employeeId === null) return -1;
    return problem.pairsOfSlot[s].find((p) => problem.people[problem.pairs[p].person].candidate.employeeId === employeeId) ?? -1;
  });
}
