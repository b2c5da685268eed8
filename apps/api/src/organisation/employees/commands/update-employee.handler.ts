import type { SignedInActor } from '../../../common/auth/auth-user';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  displayNameKey,
  employeeDecider,
  EmployeeInput,
  employeeStream,
  isoDateOfInstant,
  activeEmployee,
  UpdateEmployee,
} from '@rotaledger/domain';
import { ConcurrencyError } from '@rotaledger/event-store';
import { AggregateStore } from '../../../infrastructure/aggregate-store';
import { Clock } from '../../../infrastructure/clock';
import { RosterService } from '../../roster/roster.service';
import { leaveIfWorkplaceDeleted, loadWorkplace } from './employee-workplace';

export class UpdateEmployeeCommand extends Command<void> {
  constructor(
    readonly actor: SignedInActor,
    readonly employeeId: string,
    readonly workplaceId: string | undefined,
    readonly input: Omit<EmployeeInput, 'services'> & { services?: number[] },
    /** yyyy-mm-dd a changed rate applies from (absent: today), and a move's first day (absent: tomorrow). */
    readonly dates: { rateEffectiveFrom?: string; moveEffectiveFrom?: string } = {},
  ) {
    super();
  }
}

const MAX_ATTEMPTS = 4;

@CommandHandler(UpdateEmployeeCommand)
export class UpdateEmployeeHandler implements ICommandHandler<UpdateEmployeeCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly roster: RosterService,
    private readonly clock: Clock,
  ) {}

  /**
   * A new display name is reserved in the roster before the employee changes and the old
   * one freed after, so both stay taken in between. The append expects the revision the
   * decision was made on; a concurrent change starts it all again.
   */
  async execute({ actor, employeeId, workplaceId, input, dates }: UpdateEmployeeCommand): Promise<void> {
    const streamId = employeeStream(employeeId);
    for (let attempt = 1; ; attempt++) {
      const { state, expectedRevision } = await this.aggregates.load(streamId, employeeDecider);
      const workplace = await loadWorkplace(this.aggregates, workplaceId);
      const command: UpdateEmployee = {
        type: 'UpdateEmployee',
        data: {
          ...input,
          employeeId,
          workplace,
          ...dates,
          today: isoDateOfInstant(this.clock.now().toISOString()),
        },
      };
      const events = employeeDecider.decide(command, state);
      if (events.length === 0) return;
      const current = activeEmployee(state).details;
      const next = events[0].type === 'EmployeeUpdated' ? events[0].data : { ...current, employeeId };
      const before = displayNameKey(current.displayName);
      const after = displayNameKey(next.displayName);
      if (after !== before) await this.roster.reserveName(actor, 'employee', employeeId, after);
      try {
        await this.aggregates.append(streamId, events, expectedRevision, actor);
      } catch (error) {
        // The reservation stays: it only blocks a name, and a repair frees it once stale.
        if (error instanceof ConcurrencyError && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
      if (after !== before) await this.roster.freeName(actor, 'employee', employeeId, before);
      if (next.workplaceId !== current.workplaceId) {
        await leaveIfWorkplaceDeleted(this.aggregates, this.roster, actor, employeeId, next.workplaceId);
      }
      return;
    }
  }
}
