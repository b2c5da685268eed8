import type { SignedInActor } from '../../../common/auth/auth-user';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AnyDomainEvent, employeeDecider, employeeKeyId, employeeStream, staffEmailsIn } from '@rotaledger/domain';
import { EventStore, SealingEventStore } from '@rotaledger/event-store';
import { ReadModelStore } from '@rotaledger/read-models';
import { Mailer } from '../../../accounts';
import { AggregateStore } from '../../../infrastructure/aggregate-store';

export class ForgetEmployeeCommand extends Command<void> {
  constructor(
    readonly actor: SignedInActor,
    readonly employeeId: string,
  ) {
    super();
  }
}

/**
 * Forgets a removed employee (issue 40 §2, crypto-shredding), one intent decided on the server:
 * 1. the decider records EmployeeForgotten (404 unknown, 409 still employed; nothing new when
 *    already forgotten, so a retry finishes the steps below), and the read models rewrite their
 *    copies of the person as "(deleted person)" before it answers;
 * 2. their data key `employee:<id>` is destroyed: names, e-mail, date of birth, payroll id and
 *    time-off notes read "(deleted person)" or empty in every copy of the log;
 * 3. the outbox forgets the e-mails sent to their addresses (read in step 1, while the key lived);
 * 4. the stores' files are purged, so no byte of a rewritten document stays in a free page.
 * Their hours and pay stay: ids, times and money are not personal data here.
 */
@CommandHandler(ForgetEmployeeCommand)
export class ForgetEmployeeHandler implements ICommandHandler<ForgetEmployeeCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly eventStore: EventStore<AnyDomainEvent>,
    private readonly sealing: SealingEventStore,
    private readonly readModels: ReadModelStore,
    private readonly mailer: Mailer,
  ) {}

  async execute({ actor, employeeId }: ForgetEmployeeCommand): Promise<void> {
    const streamId = employeeStream(employeeId);
    const emails = staffEmailsIn(await this.eventStore.readStream(streamId));
    await this.aggregates.execute({ streamId, decider: employeeDecider, command: { type: 'ForgetEmployee', data: { employeeId } }, actor });
    await this.sealing.forget({ keyId: employeeKeyId(employeeId) });
    for (const email of emails) await this.mailer.forgetRecipient(email);
    await this.eventStore.purgeDeletedData();
    await this.readModels.purgeDeletedData();
  }
}
