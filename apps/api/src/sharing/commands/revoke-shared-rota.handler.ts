import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { notFound, rotaDecider, rotaStream, SharedSpan } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import type { SignedInActor } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { RotaContextLoader } from '../../rota';
import { ROTA_NOT_FOUND } from '../queries/get-shared-rota.handler';
import { SHARED_ROTAS, SharedRotaDocument } from '../sharing.read-models';

/** Which link to revoke: by its id, or whichever link the workplace day (or the week from that Monday) has. */
export type SharedRotaTarget = { rotaId: string } | { workplaceId: string; rotaDate: string; span: SharedSpan };

export class RevokeSharedRotaCommand extends Command<void> {
  constructor(
    readonly actor: SignedInActor,
    readonly target: SharedRotaTarget,
  ) {
    super();
  }
}

@CommandHandler(RevokeSharedRotaCommand)
export class RevokeSharedRotaHandler implements ICommandHandler<RevokeSharedRotaCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
    private readonly readModels: ReadModelStore,
  ) {}

  async execute({ actor, target }: RevokeSharedRotaCommand): Promise<void> {
    const { workplaceId, rotaDate, rotaId, span } = 'rotaId' in target ? await this.dayOfLink(target.rotaId) : { ...target, rotaId: null };
    const workplace = await this.context.workplace(workplaceId);
    await this.aggregates.execute({
      // Waits for the read models (issue 42 §1: most commands answer after the append): the revoked link answers 404 to everyone once this answers.
      waitForReadModels: true,
      streamId: rotaStream(workplaceId, rotaDate),
      decider: rotaDecider,
      command: { type: 'RevokeSharedRota', data: { rotaDate, workplace, rotaId, span } },
      actor,
    });
  }

  /**
   * The workplace day (or week's Monday) a link was made for. The link → day mapping never changes once
   * made, so the read model is a safe way to find it; the decision itself is the decider's.
   * Who may revoke it was decided before (the access check).
   */
  private async dayOfLink(rotaId: string): Promise<{ workplaceId: string; rotaDate: string; rotaId: string; span: SharedSpan }> {
    const shared = await this.readModels.get<SharedRotaDocument>(SHARED_ROTAS, rotaId);
    if (!shared) throw notFound(ROTA_NOT_FOUND);
    return { workplaceId: shared.workplaceId, rotaDate: shared.rotaDate, rotaId, span: shared.span ?? 'day' };
  }
}
