import type { SignedInActor } from '../../../common/auth/auth-user';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EmployeeForgettings } from '../employee-forgettings';

export class ForgetEmployeeCommand extends Command<void> {
  constructor(
    readonly actor: SignedInActor,
    readonly employeeId: string,
  ) {
    super();
  }
}

/** Forgets a removed employee, one intent decided on the server: the steps are EmployeeForgettings'. */
@CommandHandler(ForgetEmployeeCommand)
export class ForgetEmployeeHandler implements ICommandHandler<ForgetEmployeeCommand> {
  constructor(private readonly forgettings: EmployeeForgettings) {}

  execute({ actor, employeeId }: ForgetEmployeeCommand): Promise<void> {
    return this.forgettings.forget(actor, employeeId);
  }
}
