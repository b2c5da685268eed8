import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../infrastructure/aggregate-store';
import { TimesheetWrites } from '../../rota';
import { StaffMember, staffActor } from '../staff-member';

export class StaffClockCommand extends Command<{ at: string; assignmentId: string }> {
  constructor(
    readonly member: StaffMember,
    readonly actor: Actor,
    readonly action: 'in' | 'out',
  ) {
    super();
  }
}

/** Clock in or out from the personal page at the instant the server receives it, by the rota's timesheet rules. */
@CommandHandler(StaffClockCommand)
export class StaffClockHandler implements ICommandHandler<StaffClockCommand> {
  constructor(private readonly timesheets: TimesheetWrites) {}

  execute({ member, actor, action }: StaffClockCommand) {
    return this.timesheets.clockNow(member, staffActor(actor, member), action);
  }
}
