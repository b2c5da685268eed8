import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  addDays,
  conflict,
  needsFromWeek,
  rotaDecider,
  rotaStream,
  TEMPLATE_MESSAGES,
  templateDecider,
  TemplateNeed,
  templatesStream,
} from '@rotaledger/domain';
import type { SignedInActor } from '../../../common/auth/auth-user';
import { AggregateStore } from '../../../infrastructure/aggregate-store';
import { newEntityId } from '../../../infrastructure/idempotency-scope';
import { RotaContextLoader } from '../../rota-context.loader';

/** Either the needs as sent, or the week whose shifts (assigned and open) become them. */
export type TemplateSource = { needs: TemplateNeed[] } | { fromWeekStart: string };

export class CreateTemplateCommand extends Command<{ templateId: string }> {
  constructor(
    readonly actor: SignedInActor,
    readonly workplaceId: string,
    readonly name: string,
    readonly source: TemplateSource,
  ) {
    super();
  }
}

/** `POST /rota/templates`: one decision on the workplace's templates stream. */
@CommandHandler(CreateTemplateCommand)
export class CreateTemplateHandler implements ICommandHandler<CreateTemplateCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
  ) {}

  async execute({ actor, workplaceId, name, source }: CreateTemplateCommand): Promise<{ templateId: string }> {
    const workplace = await this.context.workplace(workplaceId);
    const needs = 'needs' in source ? source.needs : await this.needsOfWeek(workplaceId, source.fromWeekStart);
    const templateId = newEntityId(actor);
    await this.aggregates.execute({
      streamId: templatesStream(workplaceId),
      decider: templateDecider,
      command: { type: 'CreateTemplate', data: { workplace, templateId, name, needs } },
      actor,
    });
    return { templateId };
  }

  /** "Save this week as a template": the seven days' assignments from `weekStart`, as needs. */
  private async needsOfWeek(workplaceId: string, weekStart: string): Promise<TemplateNeed[]> {
    const days = await Promise.all(
      Array.from({ length: 7 }, async (_, i) => {
        const rotaDate = addDays(weekStart, i);
        const { state } = await this.aggregates.load(rotaStream(workplaceId, rotaDate), rotaDecider);
        return { rotaDate, state };
      }),
    );
    const needs = needsFromWeek(days);
    if (needs.length === 0) throw conflict(TEMPLATE_MESSAGES.emptyWeek);
    return needs;
  }
}
