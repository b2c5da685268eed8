import { foldEvents, RotaEvent, rotaDecider } from '@rotaledger/domain';
import { GivenDomainEvent, givenDomainEvents } from '../../../test/given-events';
import { EMPLOYEE_DAY_ASSIGNMENTS } from '../../read-side';
import { ROTA_DAYS, ROTA_EMPLOYEES, ROTA_INDEX, ROTA_POPULATED_DATES, ROTA_WORKPLACES } from '../rota.read-models';
import { rotaProjection, rotaProjectionV1 } from './rota.projection';

const ada = 'user-ada';
const place = { workplaceId: 'w1', rotaDate: '2026-01-05', ownerId: ada };
const dayId = 'w1_2026-01-05';
const onDay = (event: GivenDomainEvent): GivenDomainEvent => ({ ...event, streamId: 'rota-w1-2026-01-05' });

// The scenario's events are a minute apart from 09:00 (GIVEN_EVENTS_START), at positions 1, 2, ...
const at = (index: number) => `2026-01-05T09:${String(index).padStart(2, '0')}:00.000Z`;

const workplaceCreated = (workplaceId: string, ownerId: string, name: string): GivenDomainEvent => ({
  type: 'WorkplaceCreated',
  data: { workplaceId, ownerId, name, industryCategory: 'hospitality', services: [1, 2], rotaStartTime: 7, rotaEndTime: 26 },
});
const workplace = workplaceCreated('w1', ada, 'Cafe');
const bea = { workplaceId: 'w1', displayName: 'Bea', firstName: 'Bea', surname: 'Smith', ratePence: 1100, services: [1] };
const shift = (shiftId: string, serviceType = 1) => onDay({ type: 'ShiftCreated', data: { shiftId, serviceType, ...place } });
const assignment = (assignmentId: string, shiftId: string, startMinute: number, endMinute: number, employeeId: string | null = 'e1') =>
  onDay({ type: 'AssignmentAdded', data: { assignmentId, shiftId, startMinute, endMinute, employeeId } });
const shiftIndex = (shiftId: string) => ({ id: shiftId, kind: 'shift', shiftId, ...place });
const assignmentIndex = (assignmentId: string, shiftId: string) => ({ id: assignmentId, kind: 'assignment', shiftId, ...place });
const populated = { id: dayId, ...place };
const day = (fields: object) => ({ id: dayId, ...place, rotaId: null, sharingGeneration: 0, ...fields });

describe('rota projection: the day document, its index and populated dates', () => {
  it('builds the day document, its id index and its populated date from a shift and its assignment', async () => {
    const scenario = givenDomainEvents(rotaProjection, [workplace, shift('s1'), assignment('a1', 's1', 540, 1020)]);
    await scenario.thenDocuments(ROTA_DAYS, [
      day({
        shifts: [{ shiftId: 's1', serviceType: 1 }],
        assignments: [
          { assignmentId: 'a1', shiftId: 's1', startMinute: 540, endMinute: 1020, employeeId: 'e1', breakMinutes: 0, ownBreak: false },
        ],
        shiftCount: 1,
        lastUpdated: at(2),
        minutesByEmployee: { e1: 480 },
      }),
    ]);
    await scenario.thenDocuments(ROTA_INDEX, [shiftIndex('s1'), assignmentIndex('a1', 's1')]);
    await scenario.thenDocuments(ROTA_POPULATED_DATES, [populated]);
    await scenario.thenDocuments(ROTA_WORKPLACES, [{ id: 'w1', workplaceId: 'w1', ownerId: ada, name: 'Cafe', deleted: false }]);
  });

  it('keeps overnight end minutes past midnight, through a new time and a change of employee', async () => {
    await givenDomainEvents(rotaProjection, [
      workplace,
      shift('s1'),
      assignment('a1', 's1', 1320, 1500, null),
      onDay({ type: 'AssignmentTimed', data: { assignmentId: 'a1', startMinute: 1320, endMinute: 1560 } }),
      onDay({ type: 'EmployeeAssigned', data: { assignmentId: 'a1', employeeId: 'e2' } }),
    ]).thenDocument(
      ROTA_DAYS,
      dayId,
      day({
        shifts: [{ shiftId: 's1', serviceType: 1 }],
        assignments: [
          { assignmentId: 'a1', shiftId: 's1', startMinute: 1320, endMinute: 1560, employeeId: 'e2', breakMinutes: 0, ownBreak: false },
        ],
        shiftCount: 1,
        lastUpdated: at(4),
        minutesByEmployee: { e2: 240 },
      }),
    );
  });

  it('moves an assignment to another row of the day, in the day and in the index', async () => {
    const scenario = givenDomainEvents(rotaProjection, [
      workplace,
      shift('s1'),
      shift('s2', 2),
      assignment('a1', 's1', 540, 1020),
      onDay({ type: 'AssignmentMoved', data: { assignmentId: 'a1', toShiftId: 's2' } }),
    ]);
    await scenario.thenDocument(
      ROTA_DAYS,
      dayId,
      day({
        shifts: [
          { shiftId: 's1', serviceType: 1 },
          { shiftId: 's2', serviceType: 2 },
        ],
        assignments: [
          { assignmentId: 'a1', shiftId: 's2', startMinute: 540, endMinute: 1020, employeeId: 'e1', breakMinutes: 0, ownBreak: false },
        ],
        shiftCount: 2,
        lastUpdated: at(4),
        minutesByEmployee: { e1: 480 },
      }),
    );
    await scenario.thenDocuments(ROTA_INDEX, [shiftIndex('s1'), shiftIndex('s2'), assignmentIndex('a1', 's2')]);
  });

  it('removing the last assignment of a row deletes the row, its index entries and the populated date', async () => {
    const scenario = givenDomainEvents(rotaProjection, [
      workplace,
      shift('s1'),
      assignment('a1', 's1', 540, 600),
      assignment('a2', 's1', 600, 660),
      onDay({ type: 'AssignmentRemoved', data: { assignmentId: 'a1' } }),
      // The decider follows the removal of a row's last assignment with the row's deletion.
      onDay({ type: 'AssignmentRemoved', data: { assignmentId: 'a2' } }),
      onDay({ type: 'ShiftDeleted', data: { shiftId: 's1' } }),
    ]);
    await scenario.thenDocuments(ROTA_DAYS, [
      day({ shifts: [], assignments: [], shiftCount: 0, lastUpdated: at(6), minutesByEmployee: {} }),
    ]);
    await scenario.thenDocuments(ROTA_INDEX, []);
    await scenario.thenDocuments(ROTA_POPULATED_DATES, []);
  });

  it("deleting a row drops its assignments' index entries with it", async () => {
    const scenario = givenDomainEvents(rotaProjection, [
      workplace,
      shift('s1'),
      shift('s2'),
      assignment('a1', 's1', 540, 600),
      assignment('a2', 's2', 540, 600),
      onDay({ type: 'ShiftDeleted', data: { shiftId: 's1' } }),
    ]);
    await scenario.thenDocuments(ROTA_INDEX, [shiftIndex('s2'), assignmentIndex('a2', 's2')]);
    await scenario.thenDocuments(ROTA_POPULATED_DATES, [populated]);
  });

  it('writes no document per employee and day beside the day (upcoming shifts counts in the day documents since 3 Dec 2026)', async () => {
    await givenDomainEvents(rotaProjection, [
      workplace,
      shift('s1'),
      assignment('a1', 's1', 540, 600, 'e1'),
      assignment('a2', 's1', 720, 780, 'e2'),
    ]).thenDocuments(EMPLOYEE_DAY_ASSIGNMENTS, []);
  });

  it("ignores the days of an unknown workplace, and drops a deleted workplace's days but keeps its tombstone", async () => {
    await givenDomainEvents(rotaProjection, [shift('s1'), assignment('a1', 's1', 540, 600)]).thenNoDocuments();
    const deleted = givenDomainEvents(rotaProjection, [
      workplace,
      shift('s1'),
      assignment('a1', 's1', 540, 600),
      { type: 'WorkplaceDeleted', data: { workplaceId: 'w1' } },
      shift('s2'),
    ]);
    for (const collection of [ROTA_DAYS, ROTA_INDEX, ROTA_POPULATED_DATES, EMPLOYEE_DAY_ASSIGNMENTS])
      await deleted.thenDocuments(collection, []);
    await deleted.thenDocuments(ROTA_WORKPLACES, [{ id: 'w1', workplaceId: 'w1', ownerId: ada, name: 'Cafe', deleted: true }]);
  });

  it('keeps its own copy of employees: rates by date (an undated one for every day), the day of a move and the day of removal (what prices and allocates their days)', async () => {
    await givenDomainEvents(rotaProjection, [
      { type: 'EmployeeAdded', data: { employeeId: 'e1', ownerId: ada, ...bea } },
      {
        type: 'EmployeeUpdated',
        data: { employeeId: 'e1', ...bea, workplaceId: 'w2', ratePence: 1250, rateEffectiveFrom: '2026-02-01' },
        metadata: { at: '2026-01-20T10:00:00.000Z' },
      },
      { type: 'EmployeeRemoved', data: { employeeId: 'e1', workplaceId: 'w2' }, metadata: { at: '2026-03-02T23:30:00.000Z' } },
      { type: 'EmployeeRemoved', data: { employeeId: 'e1', workplaceId: 'w2' }, metadata: { at: '2026-04-01T10:00:00.000Z' } },
      // An older event without a date on its rate: that rate applies to every day.
      { type: 'EmployeeAdded', data: { employeeId: 'e2', ownerId: ada, ...bea, displayName: 'Cy' } },
      { type: 'EmployeeUpdated', data: { employeeId: 'e2', ...bea, displayName: 'Cy', ratePence: 1300 } },
    ]).thenDocuments(ROTA_EMPLOYEES, [
      {
        id: 'e1',
        employeeId: 'e1',
        ownerId: ada,
        workplaceId: 'w2',
        displayName: 'Bea',
        ratePence: 1250,
        rateHistory: [
          { ratePence: 1100, effectiveFrom: null },
          { ratePence: 1250, effectiveFrom: '2026-02-01' },
        ],
        removedOn: '2026-03-02',
        services: [1],
        workplaceHistory: [
          { workplaceId: 'w1', from: null },
          { workplaceId: 'w2', from: '2026-01-20' },
        ],
      },
      {
        id: 'e2',
        employeeId: 'e2',
        ownerId: ada,
        workplaceId: 'w1',
        displayName: 'Cy',
        ratePence: 1300,
        rateHistory: [{ ratePence: 1300, effectiveFrom: null }],
        removedOn: null,
        services: [1],
        workplaceHistory: [{ workplaceId: 'w1', from: null }],
      },
    ]);
  });

  it("purges a deleted account's documents", async () => {
    for (const purge of ['AccountDeleted', 'AccountStreamsDeleted', 'AccountDeletionCompleted'] as const) {
      await givenDomainEvents(rotaProjection, [
        workplace,
        { type: 'EmployeeAdded', data: { employeeId: 'e1', ownerId: ada, ...bea } },
        shift('s1'),
        assignment('a1', 's1', 540, 600),
        { type: purge, data: { userId: ada } },
      ]).thenNoDocuments();
    }
    // Only the account's own: another owner's workplace, day and index stay (the purge goes workplace by workplace).
    const bobs = { workplaceId: 'w9', rotaDate: '2026-01-05', ownerId: 'user-bob' };
    const purged = givenDomainEvents(rotaProjection, [
      workplace,
      shift('s1'),
      assignment('a1', 's1', 540, 600),
      workplaceCreated('w9', 'user-bob', 'Deli'),
      { type: 'ShiftCreated', data: { shiftId: 's9', serviceType: 1, ...bobs }, streamId: 'rota-w9-2026-01-05' },
      {
        type: 'AssignmentAdded',
        data: { assignmentId: 'a9', shiftId: 's9', startMinute: 540, endMinute: 600, employeeId: 'e9' },
        streamId: 'rota-w9-2026-01-05',
      },
      { type: 'AccountDeleted', data: { userId: ada } },
    ]);
    await purged.thenDocuments(ROTA_WORKPLACES, [{ id: 'w9', workplaceId: 'w9', ownerId: 'user-bob', name: 'Deli', deleted: false }]);
    await purged.thenDocument(ROTA_DAYS, 'w9_2026-01-05', expect.objectContaining(bobs));
    await purged.thenDocument(ROTA_DAYS, dayId, null);
    await purged.thenDocuments(ROTA_INDEX, [
      { id: 's9', kind: 'shift', shiftId: 's9', ...bobs },
      { id: 'a9', kind: 'assignment', shiftId: 's9', ...bobs },
    ]);
  });

  it('is the day as the rota decider folds its stream: shifts, claims, swaps and clocks alike, each day its own stream', async () => {
    type RotaGiven = RotaEvent & { streamId: string };
    const monday = 'rota-w1-2026-01-05';
    const tuesday = 'rota-w1-2026-01-06';
    const on = (streamId: string, event: RotaEvent): RotaGiven => ({ ...event, streamId });
    const rotaDay = (streamId: string, rotaDate: string): RotaGiven[] => [
      on(streamId, { type: 'ShiftCreated', data: { shiftId: `s-${rotaDate}`, serviceType: 1, workplaceId: 'w1', rotaDate, ownerId: ada } }),
      on(streamId, {
        type: 'AssignmentAdded',
        data: { assignmentId: `a-${rotaDate}`, shiftId: `s-${rotaDate}`, startMinute: 540, endMinute: 1020, employeeId: null },
      }),
    ];
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
    // Interleaved as the log holds them.
    const events = [monday_[0], tuesday_[0], monday_[1], tuesday_[1], ...monday_.slice(2), ...tuesday_.slice(2)];
    /** The state `AggregateStore.load` folds from the stream's own events: what the list's approval checks read. */
    const stateOf = (streamId: string) =>
      foldEvents(
        rotaDecider,
        events.filter((event) => event.streamId === streamId),
      );
    expect(stateOf(monday).claims).toEqual([{ claimId: 'c1', assignmentId: 'a-2026-01-05', employeeId: 'e1', status: 'pending' }]);
    expect(stateOf(monday).swaps).toEqual([
      { swapId: 'sw1', assignmentId: 'a-2026-01-05', employeeId: 'e2', coveredBy: 'e3', status: 'accepted' },
    ]);
    const scenario = givenDomainEvents(rotaProjection, [workplace, ...events]);
    await scenario.thenDocument(ROTA_DAYS, dayId, expect.objectContaining(stateOf(monday)));
    await scenario.thenDocument(ROTA_DAYS, 'w1_2026-01-06', expect.objectContaining(stateOf(tuesday)));
    // A claim or a swap is not a change of the plan: the day's last change is its assignment's.
    await scenario.thenDocument(ROTA_DAYS, dayId, expect.objectContaining({ lastUpdated: at(3) }));
    // Version 1 folded neither (the request decision days projection kept its own copy of the day for them).
    const { claims, swaps, ...planAndClocks } = stateOf(monday);
    expect([claims, swaps]).not.toEqual([undefined, undefined]);
    await givenDomainEvents(rotaProjectionV1, [workplace, ...events]).thenDocument(
      ROTA_DAYS,
      dayId,
      expect.not.objectContaining({ claims: expect.anything() }),
    );
    await givenDomainEvents(rotaProjectionV1, [workplace, ...events]).thenDocument(
      ROTA_DAYS,
      dayId,
      expect.objectContaining(planAndClocks),
    );
  });
});
