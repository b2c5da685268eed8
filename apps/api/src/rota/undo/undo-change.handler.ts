import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  conflict,
  notFound,
  parseRotaStream,
  planUndo,
  RecordedRotaEvent,
  RotaEmployee,
  rotaDecider,
  RotaWorkplace,
  UNDO_MESSAGES,
  UndoPlan,
} from '@rotaledger/domain';
import { ConcurrencyError, ExpectedRevision } from '@rotaledger/event-store';
import { ReadModelStore } from '@rotaledger/read-models';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { EmployeeSpansLoader } from '../employee-spans.loader';
import { RotaContextLoader } from '../rota-context.loader';
import { ROTA_CHANGES, RotaChangeDocument } from './rota-changes.read-models';

export class UndoChangeCommand extends Command<{ undone: number }> {
  constructor(
    readonly actor: SignedInActor,
    readonly changeId: string,
  ) {
    super();
  }
}

/** How often one day's undo is re-planned after a write raced it, before the request gives up (409). */
const MAX_ATTEMPTS = 4;

interface DayPlan {
  streamId: string;
  plan: UndoPlan | null;
  expectedRevision: ExpectedRevision;
}

/**
 * Undoes one change on every rota day it wrote. Every day is planned first (the pure
 * `planUndo`), so a refusal on any day writes nothing; then each day's undo is appended with the
 * revision it was planned on. A write to a day between its planning and its append makes that
 * day re-planned from a fresh read: still undoable, it is undone; refused, the request answers
 * the refusal, the days before it stay undone (each marked), and undoing again finishes the rest.
 */
@CommandHandler(UndoChangeCommand)
export class UndoChangeHandler implements ICommandHandler<UndoChangeCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly readModels: ReadModelStore,
    private readonly context: RotaContextLoader,
    private readonly spans: EmployeeSpansLoader,
  ) {}

  async execute({ actor, changeId }: UndoChangeCommand): Promise<{ undone: number }> {
    const change = await this.readModels.get<RotaChangeDocument>(ROTA_CHANGES, changeId);
    if (!change) throw notFound(UNDO_MESSAGES.changeNotFound);
    const workplace = await this.context.workplace(change.workplaceId);
    const employees = new Map<string, RotaEmployee | null>();
    const plans: DayPlan[] = [];
    for (const streamId of change.streams) plans.push(await this.planDay(streamId, changeId, workplace, employees, actor));
    if (plans.every((day) => day.plan === null)) throw conflict(UNDO_MESSAGES.alreadyUndone);

    const undoing = { ...actor, undoes: changeId };
    let undone = 0;
    let wrote = false;
    for (const planned of plans) {
      let day = planned;
      for (let attempt = 1; day.plan !== null; attempt++) {
        try {
          // Each day waits for the read models, as a copy's do: a day planned again after a race reads the days undone before it.
          await this.aggregates.append(day.streamId, day.plan.events, day.expectedRevision, undoing, { waitForReadModels: true });
          undone += day.plan.undone;
          wrote = true;
          break;
        } catch (error) {
          if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
          day = await this.planDay(day.streamId, changeId, workplace, employees, actor);
        }
      }
    }
    // Another undo of the same change got there first, day by day.
    if (!wrote) throw conflict(UNDO_MESSAGES.alreadyUndone);
    return { undone };
  }

  private async planDay(
    streamId: string,
    changeId: string,
    workplace: RotaWorkplace | null,
    employees: Map<string, RotaEmployee | null>,
    actor: SignedInActor,
  ): Promise<DayPlan> {
    const { rotaDate, workplaceId } = parseRotaStream(streamId)!;
    const { events, expectedRevision } = await this.aggregates.load(streamId, rotaDecider);
    const recorded: RecordedRotaEvent[] = events.map(
      ({ type, data, metadata }) => ({ type, data, changeId: metadata.changeId }) as RecordedRotaEvent,
    );
    for (const id of employeeIdsOf(recorded)) if (!employees.has(id)) employees.set(id, await this.context.employee(id));
    const known = new Map([...employees].filter((entry): entry is [string, RotaEmployee] => entry[1] !== null));
    const busyElsewhere = await this.spans.around(actor.ownerId, workplaceId, rotaDate);
    const plan = planUndo(changeId, { rotaDate, workplace, events: recorded, employees: known, busyElsewhere });
    return { streamId, plan, expectedRevision };
  }
}

/** Everyone an undo on this day could put back on an assignment. */
function employeeIdsOf(events: readonly RecordedRotaEvent[]): Set<string> {
  const ids = new Set<string>();
  for (const { type, data } of events) {
    if ((type === 'AssignmentAdded' || type === 'EmployeeAssigned' || type === 'EmployeeUnassigned') && data.employeeId)
      ids.add(data.employeeId);
  }
  return ids;
}
