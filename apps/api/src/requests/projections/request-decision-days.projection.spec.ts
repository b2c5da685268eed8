import { foldEvents, RotaEvent, rotaDecider, rotaWorkplaceFrom, WorkplaceEvent } from '@rotaledger/domain';
import { GivenDomainEvent, givenDomainEvents } from '../../../test/given-events';
import { DECISION_ROTA_WORKPLACES, DECISION_WORKPLACES, REQUEST_DECISION_DAYS } from '../read-models';
import { requestDecisionDaysProjection, requestDecisionDaysProjectionV1 } from './request-decision-days.projection';

const ada = 'user-ada';
const monday = 'rota-w1-2026-01-05';
const tuesday = 'rota-w1-2026-01-06';
const elsewhere = 'rota-w2-2026-01-05';

const workplaceCreated = (workplaceId: string, ownerId: string): GivenDomainEvent => ({
  type: 'WorkplaceCreated',
  data: { workplaceId, ownerId, name: 'Cafe', industryCategory: 'hospitality', services: [1, 2], rotaStartTime: 7, rotaEndTime: 26 },
});
type RotaGiven = RotaEvent & { streamId: string };
const on = (streamId: string, event: RotaEvent): RotaGiven => ({ ...event, streamId });
const rotaDay = (streamId: string, rotaDate: string): RotaGiven[] => [
  on(streamId, { type: 'ShiftCreated', data: { shiftId: `s-${rotaDate}`, serviceType: 1, workplaceId: 'w1', rotaDate, ownerId: ada } }),
  on(streamId, {
    type: 'AssignmentAdded',
    data: { assignmentId: `a-${rotaDate}`, shiftId: `s-${rotaDate}`, startMinute: 540, endMinute: 1020, employeeId: null },
  }),
];
/** The state `AggregateStore.load` folds from the stream's own events. */
const stateOf = (events: readonly RotaGiven[], streamId: string) =>
  foldEvents(
    rotaDecider,
    events.filter((event) => event.streamId === streamId),
  );
const document = (events: readonly RotaGiven[], streamId: string, rotaDate: string) => ({
  id: streamId,
  ownerId: ada,
  workplaceId: 'w1',
  rotaDate,
  state: stateOf(events, streamId),
});

describe('request decision days projection: the workplaces as the rota folds them', () => {
  it('keeps no copy of the days (version 2): the list of requests reads the day documents, which fold claims and swaps', async () => {
    const events = [
      ...rotaDay(monday, '2026-01-05'),
      on(monday, { type: 'ShiftClaimed', data: { claimId: 'c1', assignmentId: 'a-2026-01-05', employeeId: 'e1' } }),
    ];
    expect(requestDecisionDaysProjection.eventTypes).not.toContain('ShiftClaimed');
    expect(requestDecisionDaysProjection.eventTypes).not.toContain('AssignmentAdded');
    await givenDomainEvents(requestDecisionDaysProjection, [workplaceCreated('w1', ada), ...events]).thenDocuments(
      REQUEST_DECISION_DAYS,
      [],
    );
    // Version 1 (the previous one, for one release) kept each day.
    await givenDomainEvents(requestDecisionDaysProjectionV1, [workplaceCreated('w1', ada), ...events]).thenDocuments(
      REQUEST_DECISION_DAYS,
      [document(events, monday, '2026-01-05')],
    );
  });

  it('version 1 kept, per day, the state the rota decider folds from that day stream: shifts, claims, swaps and clocks alike', async () => {
    const monday_: RotaGiven[] = [
      ...rotaDay(monday, '2026-01-05'),
      on(monday, { type: 'ShiftClaimed', data: { claimId: 'c1', assignmentId: 'a-2026-01-05', employeeId: 'e1' } }),
      on(monday, { type: 'SwapOffered', data: { swapId: 'sw1', assignmentId: 'a-2026-01-05', employeeId: 'e2' } }),
      on(monday, { type: 'SwapAccepted', data: { swapId: 'sw1', employeeId: 'e3' } }),
      on(monday, { type: 'ClockedIn', data: { assignmentId: 'a-2026-01-05', employeeId: 'e2', at: '2026-01-05T09:00:00.000Z' } }),
    ];
    const tuesday_ = [
      ...rotaDay(tuesday, '2026-01-06'),
      on(tuesday, { type: 'ShiftClaimed', data: { claimId: 'c2', assignmentId: 'a-2026-01-06', employeeId: 'e1' } }),
      on(tuesday, { type: 'ClaimDeclined', data: { claimId: 'c2' } }),
    ];
    // Interleaved as the log holds them: each day folds only its own stream.
    const events = [monday_[0], tuesday_[0], monday_[1], tuesday_[1], ...monday_.slice(2), ...tuesday_.slice(2)];
    const scenario = givenDomainEvents(requestDecisionDaysProjectionV1, [workplaceCreated('w1', ada), ...events]);
    await scenario.thenDocuments(REQUEST_DECISION_DAYS, [document(events, monday, '2026-01-05'), document(events, tuesday, '2026-01-06')]);
    // The fold is the decider's own, so it holds what the list's approval checks read.
    const state = stateOf(events, monday);
    expect(state.claims).toEqual([{ claimId: 'c1', assignmentId: 'a-2026-01-05', employeeId: 'e1', status: 'pending' }]);
    expect(state.swaps).toEqual([{ swapId: 'sw1', assignmentId: 'a-2026-01-05', employeeId: 'e2', coveredBy: 'e3', status: 'accepted' }]);
  });

  it('keeps each workplace stream for the rota fold of it, which then reads the latest hours, services and zone', async () => {
    const created = workplaceCreated('w1', ada) as WorkplaceEvent;
    const updated = {
      type: 'WorkplaceUpdated',
      data: {
        workplaceId: 'w1',
        name: 'Cafe',
        industryCategory: 'hospitality',
        services: [2],
        rotaStartTime: 6,
        rotaEndTime: 23,
        timeZone: 'Europe/Paris',
      },
    } as WorkplaceEvent;
    const deleted: WorkplaceEvent = { type: 'WorkplaceDeleted', data: { workplaceId: 'w1' } };
    const kept = [created, updated, deleted].map(({ type, data }) => ({ type, data }));
    await givenDomainEvents(requestDecisionDaysProjection, [created, updated, deleted]).thenDocuments(DECISION_ROTA_WORKPLACES, [
      { id: 'w1', ownerId: ada, workplaceId: 'w1', events: kept },
    ]);
    expect(rotaWorkplaceFrom(kept as WorkplaceEvent[])).toEqual(
      expect.objectContaining({ services: [2], rotaStartTime: 6, rotaEndTime: 23, timeZone: 'Europe/Paris', deleted: true }),
    );
  });

  it("version 1 kept no day of an unknown or deleted workplace, and dropped a workplace's days when it was deleted", async () => {
    const events = [...rotaDay(monday, '2026-01-05'), ...rotaDay(elsewhere, '2026-01-05')];
    await givenDomainEvents(requestDecisionDaysProjectionV1, [
      workplaceCreated('w1', ada),
      ...events,
      { type: 'WorkplaceDeleted', data: { workplaceId: 'w1' } },
      on(monday, { type: 'ShiftClaimed', data: { claimId: 'c1', assignmentId: 'a-2026-01-05', employeeId: 'e1' } }),
    ]).thenDocuments(REQUEST_DECISION_DAYS, []);
  });

  it("version 1 removed every day and copy of an account on its purge, and only that account's", async () => {
    const bob = 'user-bob';
    const bobsDay = 'rota-w2-2026-01-07';
    const bobs: RotaGiven = on(bobsDay, {
      type: 'ShiftCreated',
      data: { shiftId: 'sb', serviceType: 1, workplaceId: 'w2', rotaDate: '2026-01-07', ownerId: bob },
    });
    const scenario = givenDomainEvents(requestDecisionDaysProjectionV1, [
      workplaceCreated('w1', ada),
      workplaceCreated('w2', bob),
      ...rotaDay(monday, '2026-01-05'),
      bobs,
      { type: 'AccountDeleted', data: { userId: ada } },
    ]);
    await scenario.thenDocuments(REQUEST_DECISION_DAYS, [
      { id: bobsDay, ownerId: bob, workplaceId: 'w2', rotaDate: '2026-01-07', state: stateOf([bobs], bobsDay) },
    ]);
    await scenario.thenDocuments(DECISION_WORKPLACES, [expect.objectContaining({ id: 'w2', ownerId: bob })]);
    await scenario.thenDocuments(DECISION_ROTA_WORKPLACES, [expect.objectContaining({ id: 'w2', ownerId: bob })]);
  });

  it("removes every copy of an account on its purge, and only that account's", async () => {
    const bob = 'user-bob';
    const scenario = givenDomainEvents(requestDecisionDaysProjection, [
      workplaceCreated('w1', ada),
      workplaceCreated('w2', bob),
      { type: 'AccountDeleted', data: { userId: ada } },
    ]);
    await scenario.thenDocuments(DECISION_WORKPLACES, [expect.objectContaining({ id: 'w2', ownerId: bob })]);
    await scenario.thenDocuments(DECISION_ROTA_WORKPLACES, [expect.objectContaining({ id: 'w2', ownerId: bob })]);
  });
});
