import { randomBytes } from 'node:crypto';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { KIOSK_TOKEN_BYTES, kioskDecider, kiosksStream } from '@rotaledger/domain';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { newEntityId } from '../../infrastructure/idempotency-scope';
import { RotaContextLoader } from '../../rota';

/** 256 random bits, base64url: the kiosk page's only key. */
export const newKioskToken = () => randomBytes(KIOSK_TOKEN_BYTES).toString('base64url');

export class CreateKioskCommand extends Command<{ kioskId: string; token: string }> {
  constructor(
    readonly actor: SignedInActor,
    readonly workplaceId: string,
    readonly name: string | null,
  ) {
    super();
  }
}

@CommandHandler(CreateKioskCommand)
export class CreateKioskHandler implements ICommandHandler<CreateKioskCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
  ) {}

  async execute({ actor, workplaceId, name }: CreateKioskCommand): Promise<{ kioskId: string; token: string }> {
    const kioskId = newEntityId(actor);
    const token = newKioskToken();
    const workplace = await this.context.workplace(workplaceId);
    const { newEvents, state } = await this.aggregates.execute({
      streamId: kiosksStream(workplaceId),
      decider: kioskDecider,
      command: { type: 'CreateKioskLink', data: { workplace, kioskId, name, token } },
      actor,
    });
    // A retry of the same request finds its own link: its token is the one stored.
    const created = newEvents.length > 0 ? token : (state.links.find((l) => l.kioskId === kioskId)?.token ?? token);
    return { kioskId, token: created };
  }
}
