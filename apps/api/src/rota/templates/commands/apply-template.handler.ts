import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  addDays,
  ApplyTemplateDay,
  checkWithinHorizon,
  dayKeyOf,
  notFound,
  rotaDecider,
  rotaStream,
  TEMPLATE_MESSAGES,
  templateDecider,
  templatesStream,
} from '@rotaledger/domain';
import type { SignedInActor } from '../../../common/auth/auth-user';
import { AggregateStore } from '../../../infrastructure/aggregate-store';
import { RotaContextLoader } from '../../rota-context.loader';

export interface AppliedTemplate {
  /** Every day the template wrote carries it: one Undo entry, however many days. */
  changeId: string;
  /** Open assignments added over the week (0: it already had every need). */
  added: number;
}

export class ApplyTemplateCommand extends Command<AppliedTemplate> {
  constructor(
    readonly actor: SignedInActor,
    readonly workplaceId: string,
    readonly templateId: string,
    readonly weekStart: string,
  ) {
    super();
  }
}

/**
 * `POST /rota/applytemplate`: the template's needs drawn into the seven days from `weekStart` as
 * open assignments, each day one decision (ApplyTemplateDay) on its stream under the request's
 * changeId, as a copy writes its days, so one Undo reverts the whole week. Every day is decided
 * first on the day as loaded, so a refusal on any day (the horizon, a day's caps, times the
 * workplace no longer opens) writes nothing; then each day is decided again at its append, on the
 * fresh day, so a racing write is counted and nothing is doubled.
 */
@CommandHandler(ApplyTemplateCommand)
export class ApplyTemplateHandler implements ICommandHandler<ApplyTemplateCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
  ) {}

  async execute({ actor, workplaceId, templateId, weekStart }: ApplyTemplateCommand): Promise<AppliedTemplate> {
    // The write side decides on the template as its stream has it, not on a read model.
    const { state: templates } = await this.aggregates.load(templatesStream(workplaceId), templateDecider);
    const template = templates.templates.find((t) => t.templateId === templateId);
    if (!template) throw notFound(TEMPLATE_MESSAGES.notFound);
    const workplace = await this.context.workplace(workplaceId);
    const today = this.context.today(workplace);
    const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i)).flatMap((rotaDate) => {
      const needs = template.needs
        .filter((need) => need.weekday === dayKeyOf(rotaDate))
        .map(({ serviceType, startMinute, endMinute, count }) => ({
          serviceType,
          startMinute,
          endMinute,
          count,
          ids: Array.from({ length: count }, () => ({ assignmentId: randomUUID(), newShiftId: randomUUID() })),
        }));
      if (needs.length === 0) return [];
      const command: ApplyTemplateDay = {
        type: 'ApplyTemplateDay',
        data: { rotaDate, workplace, today, templateId, templateName: template.name, needs },
      };
      return [command];
    });
    for (const { data } of days) checkWithinHorizon(data.rotaDate, today);
    for (const command of days) {
      const { state } = await this.aggregates.load(rotaStream(workplaceId, command.data.rotaDate), rotaDecider);
      rotaDecider.decide(command, state);
    }
    let added = 0;
    for (const command of days) {
      // A turn of the event loop per day: the embedded stores answer synchronously (see the copy).
      await nextTurnOfEventLoop();
      const { newEvents } = await this.aggregates.execute({
        streamId: rotaStream(workplaceId, command.data.rotaDate),
        decider: rotaDecider,
        command,
        actor,
      });
      added += newEvents.filter((event) => event.type === 'AssignmentAdded').length;
    }
    return { changeId: actor.changeId, added };
  }
}
