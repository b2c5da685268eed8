import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { checkedPin, EMPLOYEE_MESSAGES, kioskDecider, kiosksStream, notFound } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { PasswordHasher } from '../../accounts';
import type { Actor } from '../../infrastructure/aggregate-store';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import type { EmployeeDirectoryDocument } from '../../read-side';
import { ROTA_EMPLOYEES, RotaContextLoader } from '../../rota';

export class SetPinCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly employeeId: string,
    readonly pin: string,
  ) {
    super();
  }
}

/**
 * Sets an employee's kiosk PIN (by their manager, or by them on their personal page), hashed as
 * passwords are (argon2id); a new PIN also lifts a lock. It is the PIN at their workplace's kiosks.
 */
@CommandHandler(SetPinCommand)
export class SetPinHandler implements ICommandHandler<SetPinCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
    private readonly readModels: ReadModelStore,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ actor, employeeId, pin }: SetPinCommand): Promise<void> {
    const employee = await this.readModels.get<EmployeeDirectoryDocument>(ROTA_EMPLOYEES, employeeId);
    if (!employee || employee.removedOn !== null) throw notFound(EMPLOYEE_MESSAGES.notFound);
    const pinHash = await this.hasher.hash(checkedPin(pin));
    await this.aggregates.execute({
      streamId: kiosksStream(employee.workplaceId),
      decider: kioskDecider,
      command: { type: 'SetKioskPin', data: { workplace: await this.context.workplace(employee.workplaceId), employeeId, pinHash } },
      // The personal page's actor has no user: its events carry the account's owner, as staff events do.
      actor: { ...actor, ownerId: actor.ownerId ?? employee.ownerId },
    });
  }
}
