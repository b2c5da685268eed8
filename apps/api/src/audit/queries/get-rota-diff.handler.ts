import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { auditContextOf, ChangedBy, describeHistory, diffRota, eventsUpTo, presentRota, RotaDiff, rotaStream } from '@rotaledger/domain';
import { AuditEventAnswer, ChangeAnswer, toChangeAnswer, toEventAnswer, toWorkplaceAnswer, WorkplaceAnswer } from '../audit-answers';
import { Who, WorkplaceHistory } from '../workplace-history';

/** The diff's lists, each difference with the change that made it. */
type Answered<T> = {
  [K in keyof T]: T[K] extends (infer Item)[] ? (Omit<Item, 'changedBy'> & { changedBy: ChangeAnswer | null })[] : T[K];
};

export type RotaDiffAnswer = Answered<RotaDiff> & {
  workplace: WorkplaceAnswer;
  date: string;
  from: string;
  to: string;
  /** The day's events after `from` up to `to`, in order. */
  changes: AuditEventAnswer[];
};

export class GetRotaDiffQuery extends Query<RotaDiffAnswer> {
  constructor(
    readonly workplaceId: string,
    readonly rotaDate: string,
    readonly from: string,
    readonly to: string,
  ) {
    super();
  }
}

function withWho<Item extends { changedBy: ChangedBy | null }>(items: Item[], who: (userId: string | null) => Who) {
  return items.map(({ changedBy, ...item }) => ({ ...item, changedBy: toChangeAnswer(changedBy, who) }));
}

/** What changed in a day between two instants: both states replayed, compared by id. */
@QueryHandler(GetRotaDiffQuery)
export class GetRotaDiffHandler implements IQueryHandler<GetRotaDiffQuery> {
  constructor(private readonly history: WorkplaceHistory) {}

  async execute({ workplaceId, rotaDate, from, to }: GetRotaDiffQuery): Promise<RotaDiffAnswer> {
    const events = await this.history.daysEvents(workplaceId, [rotaDate]);
    const [before, after] = [auditContextOf(eventsUpTo(events, from)), auditContextOf(eventsUpTo(events, to))];
    const day = rotaStream(workplaceId, rotaDate);
    const start = Date.parse(from);
    const changes = describeHistory(eventsUpTo(events, to)).entries.filter(
      (entry) => entry.event.streamId === day && Date.parse(entry.event.metadata.at) > start,
    );
    const diff = diffRota(presentRota(before, workplaceId, rotaDate), presentRota(after, workplaceId, rotaDate), changes);
    const who = await this.history.who(changes.map((entry) => entry.event.metadata.userId));
    return {
      workplace: toWorkplaceAnswer(workplaceId, after, auditContextOf(events)),
      date: rotaDate,
      from,
      to,
      added: withWho(diff.added, who),
      removed: withWho(diff.removed, who),
      retimed: withWho(diff.retimed, who),
      reassigned: withWho(diff.reassigned, who),
      shiftsAdded: withWho(diff.shiftsAdded, who),
      shiftsRemoved: withWho(diff.shiftsRemoved, who),
      // A rota day's events name only its own workplace.
      changes: changes.map((entry) => toEventAnswer(entry, who, [workplaceId])),
    };
  }
}
