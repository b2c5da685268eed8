import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { auditContextOf, eventsUpTo, presentRota, PresentedShift, rotaStream } from '@rotaledger/domain';
import { ChangeAnswer, toChangeAnswer, toWorkplaceAnswer, WorkplaceAnswer } from '../audit-answers';
import { WorkplaceHistory } from '../workplace-history';

export interface RotaAtInstant {
  workplace: WorkplaceAnswer;
  date: string;
  at: string;
  shifts: PresentedShift[];
  /** The day's last change at or before `at`; null when the day had none yet. */
  lastChange: ChangeAnswer | null;
}

export class GetRotaAtInstantQuery extends Query<RotaAtInstant> {
  constructor(
    readonly workplaceId: string,
    readonly rotaDate: string,
    readonly at: string,
  ) {
    super();
  }
}

/** A day's rota exactly as it stood at an instant: its stream replayed up to then with the rota's own evolve. */
@QueryHandler(GetRotaAtInstantQuery)
export class GetRotaAtInstantHandler implements IQueryHandler<GetRotaAtInstantQuery> {
  constructor(private readonly history: WorkplaceHistory) {}

  async execute({ workplaceId, rotaDate, at }: GetRotaAtInstantQuery): Promise<RotaAtInstant> {
    const events = await this.history.daysEvents(workplaceId, [rotaDate]);
    const then = eventsUpTo(events, at);
    const context = auditContextOf(then);
    const day = rotaStream(workplaceId, rotaDate);
    const last = then.filter((event) => event.streamId === day).pop();
    const who = await this.history.who([last?.metadata.userId ?? null]);
    return {
      workplace: toWorkplaceAnswer(workplaceId, context, auditContextOf(events)),
      date: rotaDate,
      at,
      shifts: presentRota(context, workplaceId, rotaDate),
      lastChange: last ? toChangeAnswer({ position: last.position, at: last.metadata.at, userId: last.metadata.userId }, who) : null,
    };
  }
}
