import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AnyDomainEvent,
  ClaimedDay,
  claimedDaysNear,
  collidesElsewhere,
  conflict,
  foldEvents,
  latestClaims,
  newlyHeldSpans,
  parseRotaStream,
  PersonRotaEvent,
  personRotaStream,
  ROTA_MESSAGES,
  rotaDecider,
  RotaAssignment,
  RotaEvent,
  rotaStream,
} from '@rotaledger/domain';
import { EventStore, type StoredEvent } from '@rotaledger/event-store';
import type { AppendGuard, GuardedAppend } from '../infrastructure/append-guards';
import { Clock } from '../infrastructure/clock';
import { EmployeeSpansLoader } from './employee-spans.loader';

/**
 * The overlap rule across streams, atomic (issue 42 §1; the rule and its reading are in
 * person-rota.ts). Just before any append to a workplace day, whatever command decided it
 * (place, move, re-time, copy, undo, accept a fill, a staff request, a clock-in), for each
 * person the append gives a new or re-timed span: read their stream, fold the days it names
 * from the log, take the older shifts from the read model, refuse with the decider's own
 * message on a collision, and append the claims at the revision read. Two such decisions for
 * one person: one claims first, the other's claim fails on the revision, and the command
 * decides again (AggregateStore retries on a ConcurrencyError) and sees the first.
 */
@Injectable()
export class PersonRotaGuard implements AppendGuard {
  constructor(
    private readonly eventStore: EventStore<AnyDomainEvent>,
    private readonly spans: EmployeeSpansLoader,
    private readonly clock: Clock,
  ) {}

  watches(streamId: string): boolean {
    return parseRotaStream(streamId) !== null;
  }

  async beforeAppend({ streamId, events, metadata, streamEvents }: GuardedAppend): Promise<void> {
    const here = parseRotaStream(streamId)!;
    // The day as the decision read it (the append is made at that revision), else as it is now.
    const before = foldEvents(
      rotaDecider,
      (streamEvents as StoredEvent<RotaEvent>[] | undefined) ?? (await this.eventStore.readStream<RotaEvent>(streamId)),
    );
    const held = newlyHeldSpans(before, (events as RotaEvent[]).reduce(rotaDecider.evolve, before));
    if (held.size === 0) return;
    const ownerId = metadata.ownerId ?? metadata.userId;
    if (ownerId === null) return; // no rota write is anonymous; nothing to check it against
    const readModel = await this.spans.daysAround(ownerId, here.rotaDate, [...held.keys()]);
    const now = this.clock.now();
    const checked: { stream: string; spans: RotaAssignment[]; revision: number | 'no_stream' }[] = [];
    for (const [employeeId, spans] of held) {
      const counts = readModel.binds(employeeId);
      // Past their move away, or their removal, their assignments here are open shifts: they bind nobody.
      if (!counts({ ...here, assignments: [] })) continue;
      const stream = personRotaStream(employeeId);
      const personEvents = await this.eventStore.readStream<PersonRotaEvent>(stream);
      const claims = latestClaims(personEvents);
      const claimedDays = await Promise.all(claimedDaysNear(claims, here).map((day) => this.dayAsLogged(day)));
      if (collidesElsewhere({ employeeId, here, spans, claims, claimedDays, unclaimedDays: readModel.days, counts, now })) {
        throw conflict(ROTA_MESSAGES.employeeBusy);
      }
      checked.push({ stream, spans, revision: personEvents.length === 0 ? 'no_stream' : personEvents[personEvents.length - 1].revision });
    }
    // Every person checked before any claim: a refusal leaves no claim behind.
    for (const { stream, spans, revision } of checked) {
      await this.eventStore.appendToStream(
        stream,
        spans.map(({ assignmentId, startMinute, endMinute }) => ({
          type: 'PersonShiftClaimed' as const,
          data: { assignmentId, workplaceId: here.workplaceId, rotaDate: here.rotaDate, startMinute, endMinute },
          id: randomUUID(),
          metadata,
        })),
        { expectedRevision: revision },
      );
    }
  }

  private async dayAsLogged(day: { workplaceId: string; rotaDate: string }): Promise<ClaimedDay> {
    const events = await this.eventStore.readStream<RotaEvent>(rotaStream(day.workplaceId, day.rotaDate));
    const state = foldEvents(rotaDecider, events);
    return { ...day, assignments: state.assignments, lastPosition: events.length === 0 ? 0 : events[events.length - 1].position };
  }
}
