import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { KIOSK_MESSAGES, kioskDecider, kiosksStream, notFound } from '@rotaledger/domain';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { RotaContextLoader } from '../../rota';
import { KioskLinks } from '../kiosk-links';

export class RevokeKioskCommand extends Command<void> {
  constructor(
    readonly actor: SignedInActor,
    readonly kioskId: string,
  ) {
    super();
  }
}

/** Revokes a kiosk link: its token answers 404 from this answer on (read-your-writes). */
@CommandHandler(RevokeKioskCommand)
export class RevokeKioskHandler implements ICommandHandler<RevokeKioskCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
    private readonly links: KioskLinks,
  ) {}

  async execute({ actor, kioskId }: RevokeKioskCommand): Promise<void> {
    const link = await this.links.get(kioskId);
    if (!link) throw notFound(KIOSK_MESSAGES.kioskNotFound);
    await this.aggregates.execute({
      // Waits for the read models (issue 42 §1: most commands answer after the append): the revoked kiosk answers 404 to everyone once this answers.
      waitForReadModels: true,
      streamId: kiosksStream(link.workplaceId),
      decider: kioskDecider,
      command: { type: 'RevokeKioskLink', data: { workplace: await this.context.workplace(link.workplaceId), kioskId } },
      actor,
    });
  }
}
