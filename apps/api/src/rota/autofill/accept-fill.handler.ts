import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { AcceptFillAnswer } from '@rotaledger/contracts';
import {
  AcceptFillDay,
  AssignEmployee,
  AUTOFILL_MESSAGES,
  autofillDecider,
  autofillStream,
  conflict,
  FillRow,
  fillDayDecider,
  invalid,
  notFound,
  proposalExpired,
  RotaEmployee,
  rotaStream,
} from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { Clock } from '../../infrastructure/clock';
import { EmployeeSpansLoader } from '../employee-spans.loader';
import { RotaContextLoader } from '../rota-context.loader';
import { AUTOFILL_PROPOSALS, AutoFillProposalDocument } from './autofill.read-models';
import { rowDigest } from './fill-digest';
import { FillInputLoader } from './fill-input.loader';

export class AcceptFillCommand extends Command<AcceptFillAnswer> {
  constructor(
    readonly actor: SignedInActor,
    readonly proposalId: string,
    /** Absent: every row of the proposal. */
    readonly assignmentIds: readonly string[] | undefined,
  ) {
    super();
  }
}

/**
 * Places an auto-fill proposal's rows (all, or the chosen ones) as one change: one changeId on
 * every rota day it writes (Undo reverts it as one entry), the proposal's id in each event's
 * metadata (the history names it). Before anything is written, the input is loaded again and
 * each chosen row's dependencies (its slot and its person's inputs) must have the digest they
 * had when proposed, else 409 and nothing is placed. Each day's rows are then decided by the
 * rota's own AssignEmployee, in one append per day, so every refusal of a placement by hand
 * still applies; every day is decided once before the first is written, so only a write racing
 * the accept itself can leave it half done (each day is still its own atomic append). A proposal older than 24 h (by the Clock) is not found.
 */
@CommandHandler(AcceptFillCommand)
export class AcceptFillHandler implements ICommandHandler<AcceptFillCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly readModels: ReadModelStore,
    private readonly inputs: FillInputLoader,
    private readonly context: RotaContextLoader,
    private readonly spans: EmployeeSpansLoader,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, proposalId, assignmentIds }: AcceptFillCommand): Promise<AcceptFillAnswer> {
    const doc = await this.readModels.get<AutoFillProposalDocument>(AUTOFILL_PROPOSALS, proposalId);
    if (!doc || proposalExpired(doc.proposedAt, this.clock.now().toISOString())) throw notFound(AUTOFILL_MESSAGES.proposalNotFound);
    const { state } = await this.aggregates.load(autofillStream(proposalId), autofillDecider);
    if (state.status !== 'proposed') throw notFound(AUTOFILL_MESSAGES.proposalNotFound);
    const proposal = state.proposal;
    const rows = this.chosenRows(proposal.result.rows, assignmentIds);

    const { input } = await this.inputs.load({
      workplaceId: proposal.workplaceId,
      from: proposal.from,
      to: proposal.to,
      goal: proposal.goal,
      mayMoveOthers: proposal.mayMoveOthers,
    });
    for (const row of rows) {
      const now = rowDigest(input, row);
      if (now === null || now !== proposal.rowDigests[row.assignmentId]) throw conflict(AUTOFILL_MESSAGES.rotaChanged);
    }

    const placer: SignedInActor = { ...actor, autofillProposalId: proposalId };
    const byDate = new Map<string, FillRow[]>();
    for (const row of rows) (byDate.get(row.date) ?? byDate.set(row.date, []).get(row.date)!).push(row);
    const workplace = await this.context.workplace(proposal.workplaceId);
    const employees = new Map<string, RotaEmployee | null>();
    for (const id of new Set(rows.map((row) => row.employeeId))) employees.set(id, await this.context.employee(id));
    const dates = [...byDate.keys()].sort();
    const decisionOf = async (date: string): Promise<AcceptFillDay> => {
      const spansOf = await this.spans.around(actor.ownerId, proposal.workplaceId, date);
      const placements: AssignEmployee[] = byDate.get(date)!.map((row) => ({
        type: 'AssignEmployee',
        data: {
          rotaDate: date,
          workplace,
          assignmentId: row.assignmentId,
          employeeId: row.employeeId,
          employee: employees.get(row.employeeId) ?? null,
          busyElsewhere: spansOf(row.employeeId),
        },
      }));
      return { type: 'AcceptFillDay', data: { placements } };
    };
    // Every day decided once before any is written: a rota refusal on a later day writes nothing.
    for (const date of dates) {
      const { state } = await this.aggregates.load(rotaStream(proposal.workplaceId, date), fillDayDecider);
      fillDayDecider.decide(await decisionOf(date), state);
    }
    let placed = 0;
    // Then day after day, each decided again on its stream as it is then, seeing the neighbours placed before it.
    for (const date of dates) {
      const command = await decisionOf(date);
      const { newEvents } = await this.aggregates.execute({
        // Waits for the read models (issue 42 §1: most commands answer after the append): the next day's decision sees the neighbours placed before it.
        waitForReadModels: true,
        streamId: rotaStream(proposal.workplaceId, date),
        decider: fillDayDecider,
        command,
        actor: placer,
      });
      placed += newEvents.filter((event) => event.type === 'EmployeeAssigned').length;
    }
    return { changeId: actor.changeId, placed };
  }

  /** The rows asked for, in the proposal's order; an id that is not one of its rows is refused. */
  private chosenRows(rows: readonly FillRow[], assignmentIds: readonly string[] | undefined): FillRow[] {
    if (assignmentIds === undefined) return [...rows];
    const ids = new Set(rows.map((row) => row.assignmentId));
    if (assignmentIds.some((id) => !ids.has(id))) throw invalid(AUTOFILL_MESSAGES.notARow);
    const chosen = new Set(assignmentIds);
    return rows.filter((row) => chosen.has(row.assignmentId));
  }
}
