import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AutoFillAnswer, toAutoFillAnswer } from '@rotaledger/contracts';
import { autofillDecider, autofillStream, checkFillRange, timeZoneOf } from '@rotaledger/domain';
import { DateTime } from 'luxon';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { Clock } from '../../infrastructure/clock';
import { newEntityId } from '../../infrastructure/idempotency-scope';
import { FillSolver } from './fill-solver.port';
import { inputDigest, rowDigest } from './fill-digest';
import { FillInputLoader, FillRequest } from './fill-input.loader';
import { fillTimeLimitMs } from './fill-time-limit';

export class ProposeFillCommand extends Command<AutoFillAnswer> {
  constructor(
    readonly actor: SignedInActor,
    readonly request: FillRequest,
  ) {
    super();
  }
}

/**
 * Runs an auto-fill and records it: loads the input from the read side, asks the solver, and
 * appends AutoFillProposed (who asked is the metadata; the inputs' digest, each row's
 * dependencies' digest, the solver and its answer are the data) to the proposal's own stream.
 * No assignment changes: accepting does that.
 */
@CommandHandler(ProposeFillCommand)
export class ProposeFillHandler implements ICommandHandler<ProposeFillCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly inputs: FillInputLoader,
    private readonly solver: FillSolver,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, request }: ProposeFillCommand): Promise<AutoFillAnswer> {
    const workplace = await this.inputs.workplace(request.workplaceId);
    checkFillRange(request.from, request.to, DateTime.fromJSDate(this.clock.now(), { zone: timeZoneOf(workplace) }).toISODate()!);
    const { ownerId, input } = await this.inputs.load(request);
    const result = await this.solver.propose(input, { timeLimitMs: fillTimeLimitMs(input.candidates.length) });
    const proposalId = newEntityId(actor);
    const rowDigests = Object.fromEntries(result.rows.map((row) => [row.assignmentId, rowDigest(input, row) ?? '']));
    const { newEvents } = await this.aggregates.execute({
      streamId: autofillStream(proposalId),
      decider: autofillDecider,
      command: {
        type: 'ProposeFill',
        data: {
          proposalId,
          ownerId,
          workplaceId: request.workplaceId,
          from: request.from,
          to: request.to,
          goal: request.goal,
          mayMoveOthers: request.mayMoveOthers,
          inputDigest: inputDigest(input),
          rowDigests,
          result,
        },
      },
      actor,
    });
    // A retry with an Idempotency-Key finds the run it stored: its answer is that run's, not this one's.
    const [recorded] = newEvents;
    return toAutoFillAnswer(proposalId, recorded.data.result);
  }
}
