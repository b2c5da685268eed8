import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { templateDecider, templatesStream } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import type { SignedInActor } from '../../../common/auth/auth-user';
import { AggregateStore } from '../../../infrastructure/aggregate-store';
import { RotaContextLoader } from '../../rota-context.loader';
import { templateOf } from './template-of';

export class DeleteTemplateCommand extends Command<void> {
  constructor(
    readonly actor: SignedInActor,
    readonly templateId: string,
  ) {
    super();
  }
}

/** `DELETE /rota/templates`: what it drew into weeks stays there (those are the rota's now). */
@CommandHandler(DeleteTemplateCommand)
export class DeleteTemplateHandler implements ICommandHandler<DeleteTemplateCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly readModels: ReadModelStore,
    private readonly context: RotaContextLoader,
  ) {}

  async execute({ actor, templateId }: DeleteTemplateCommand): Promise<void> {
    const { workplaceId } = await templateOf(this.readModels, templateId);
    const workplace = await this.context.workplace(workplaceId);
    await this.aggregates.execute({
      streamId: templatesStream(workplaceId),
      decider: templateDecider,
      command: { type: 'DeleteTemplate', data: { workplace, templateId } },
      actor,
    });
  }
}
