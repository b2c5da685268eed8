import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { templateDecider, TemplateNeed, templatesStream } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import type { SignedInActor } from '../../../common/auth/auth-user';
import { AggregateStore } from '../../../infrastructure/aggregate-store';
import { RotaContextLoader } from '../../rota-context.loader';
import { templateOf } from './template-of';

export class UpdateTemplateCommand extends Command<void> {
  constructor(
    readonly actor: SignedInActor,
    readonly templateId: string,
    readonly name: string | undefined,
    readonly needs: TemplateNeed[] | undefined,
  ) {
    super();
  }
}

/** `PUT /rota/templates`: a rename, new needs, or both (what is not sent stays). */
@CommandHandler(UpdateTemplateCommand)
export class UpdateTemplateHandler implements ICommandHandler<UpdateTemplateCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly readModels: ReadModelStore,
    private readonly context: RotaContextLoader,
  ) {}

  async execute({ actor, templateId, name, needs }: UpdateTemplateCommand): Promise<void> {
    const { workplaceId } = await templateOf(this.readModels, templateId);
    const workplace = await this.context.workplace(workplaceId);
    await this.aggregates.execute({
      streamId: templatesStream(workplaceId),
      decider: templateDecider,
      command: { type: 'UpdateTemplate', data: { workplace, templateId, name, needs } },
      actor,
    });
  }
}
