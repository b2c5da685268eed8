import type { EmployeeDetails } from '@rotaledger/domain';
import { GivenDomainEvent, givenDomainEvents } from '../../../test/given-events';
import { HISTORY_ENTRIES, HISTORY_PEOPLE, HISTORY_STATES } from '../audit.read-models';
import { asStored, auditHistoryProjection, auditHistoryProjectionV1 } from './audit-history.projection';

const ada = 'user-ada';
const workplace = (workplaceId: string, name: string): GivenDomainEvent => ({
  type: 'WorkplaceCreated',
  data: { workplaceId, ownerId: ada, name, industryCategory: 'cafe', services: [702], rotaStartTime: 7, rotaEndTime: 22 },
  streamId: `workplace-${workplaceId}`,
  metadata: { userId: ada },
});
const bea = (workplaceId: string, displayName = 'Bea'): EmployeeDetails & { employeeId: string } => ({
  employeeId: 'e1',
  workplaceId,
  displayName,
  firstName: 'Bea',
  surname: 'Smith',
  ratePence: 1100,
  services: [702],
});
const day = 'rota-w1-2026-01-05';
const added: GivenDomainEvent = {
  type: 'EmployeeAdded',
  data: { ...bea('w1'), ownerId: ada },
  streamId: 'employee-e1',
  metadata: { userId: ada },
};
const shift: GivenDomainEvent = {
  type: 'ShiftCreated',
  data: { shiftId: 's1', workplaceId: 'w1', rotaDate: '2026-01-05', serviceType: 702, ownerId: ada },
  streamId: day,
  metadata: { userId: ada },
};
const assigned: GivenDomainEvent = {
  type: 'AssignmentAdded',
  data: { assignmentId: 'a1', shiftId: 's1', startMinute: 600, endMinute: 870, employeeId: 'e1' },
  streamId: day,
  metadata: { userId: ada },
};
const renamed: GivenDomainEvent = { type: 'EmployeeUpdated', data: bea('w1', 'Bee'), streamId: 'employee-e1', metadata: { userId: ada } };

describe('audit-history projection', () => {
  it('forgets a staff member: every name they had, in every summary naming them, and their own events as the log now reads them', async () => {
    const removed: GivenDomainEvent = {
      type: 'EmployeeRemoved',
      data: { employeeId: 'e1', workplaceId: 'w1' },
      streamId: 'employee-e1',
      metadata: { userId: ada },
    };
    const forgotten: GivenDomainEvent = {
      type: 'EmployeeForgotten',
      data: { employeeId: 'e1', workplaceId: 'w1' },
      streamId: 'employee-e1',
      metadata: { userId: ada },
    };
    const events = [workplace('w1', 'The Crown'), added, shift, assigned, renamed, removed, forgotten];
    const given = () => givenDomainEvents(auditHistoryProjection, events);
    await given().thenDocument(
      HISTORY_ENTRIES,
      '2|w1',
      expect.objectContaining({
        data: { ...added.data, displayName: '(deleted person)', firstName: '(deleted person)', surname: '(deleted person)' },
        summaries: {
          '|gbp': '(deleted person) added to The Crown ((deleted person), £11.00 per hour)',
          '|usd': '(deleted person) added to The Crown ((deleted person), $11.00 per hour)',
          '|eur': '(deleted person) added to The Crown ((deleted person), €11.00 per hour)',
        },
      }),
    );
    // Named Bea at the time, Bee later: both names go; the workplace's and the service's stay.
    await given().thenDocument(
      HISTORY_ENTRIES,
      '4|w1',
      expect.objectContaining({ summaries: { '|*': '(deleted person) assigned to Kitchen Staff 10:00-14:30 on Mon 5 Jan' } }),
    );
    await given().thenDocument(HISTORY_ENTRIES, '3|w1', expect.objectContaining({ type: 'ShiftCreated', data: shift.data }));
    await given().thenDocument(
      HISTORY_ENTRIES,
      '7|w1',
      expect.objectContaining({ summaries: { '|*': "A removed staff member's personal data was erased" } }),
    );
  });

  it('describes each event once, against the state just before it: the names of the moment', async () => {
    const unassigned: GivenDomainEvent = {
      type: 'AssignmentRemoved',
      data: { assignmentId: 'a1' },
      streamId: day,
      metadata: { userId: ada },
    };
    const events = [workplace('w1', 'The Crown'), added, shift, assigned, renamed, unassigned];
    await givenDomainEvents(auditHistoryProjection, events).thenDocument(HISTORY_ENTRIES, '4|w1', {
      id: '4|w1',
      workplaceId: 'w1',
      ownerId: ada,
      position: 4,
      atMs: Date.parse('2026-01-05T09:03:00.000Z'),
      pending: false,
      kind: 'rota',
      rotaDate: '2026-01-05',
      streamId: day,
      eventId: 'given-4',
      type: 'AssignmentAdded',
      metadata: { at: '2026-01-05T09:03:00.000Z', userId: ada },
      data: assigned.data,
      uncertain: [],
      summaries: { '|*': 'Bea assigned to Kitchen Staff 10:00-14:30 on Mon 5 Jan' },
      employeeId: 'e1',
    });
    await givenDomainEvents(auditHistoryProjection, events).thenDocument(
      HISTORY_ENTRIES,
      '6|w1',
      expect.objectContaining({
        summaries: { '|*': 'Kitchen Staff 10:00-14:30 on Mon 5 Jan removed (Bee)' },
      }),
    );
    // The employee filter's field: the assignment concerns Bea, held or lost; she is its first (and only) employee.
    await givenDomainEvents(auditHistoryProjection, events).thenDocument(
      HISTORY_ENTRIES,
      '6|w1',
      expect.objectContaining({ employeeId: 'e1', position: 6 }),
    );
    await givenDomainEvents(auditHistoryProjection, events).thenDocument(HISTORY_PEOPLE, '6|w1|e1', null);
  });

  it('an entry concerning two people names the first on itself and the second in the employee index', async () => {
    const cal: GivenDomainEvent = {
      type: 'EmployeeAdded',
      data: { ...bea('w1', 'Cal'), employeeId: 'e2', firstName: 'Cal', ownerId: ada },
      streamId: 'employee-e2',
      metadata: { userId: ada },
    };
    const reassigned: GivenDomainEvent = {
      type: 'EmployeeAssigned',
      data: { assignmentId: 'a1', employeeId: 'e2' },
      streamId: day,
      metadata: { userId: ada },
    };
    const events = [workplace('w1', 'The Crown'), added, cal, shift, assigned, reassigned];
    const given = () => givenDomainEvents(auditHistoryProjection, events);
    await given().thenDocument(HISTORY_ENTRIES, '6|w1', expect.objectContaining({ employeeId: 'e1', type: 'EmployeeAssigned' }));
    await given().thenDocument(HISTORY_PEOPLE, '6|w1|e1', null);
    await given().thenDocument(HISTORY_PEOPLE, '6|w1|e2', expect.objectContaining({ employeeId: 'e2', position: 6, pending: false }));
    // Version 1 (still the previous one) wrote a document for each.
    await givenDomainEvents(auditHistoryProjectionV1, events).thenDocument(
      HISTORY_PEOPLE,
      '6|w1|e1',
      expect.objectContaining({ employeeId: 'e1' }),
    );
  });

  it('keeps money in every currency, and a name a reader may not know both ways', async () => {
    const moved: GivenDomainEvent = {
      type: 'EmployeeUpdated',
      data: { ...bea('w2'), ratePence: 1200 },
      streamId: 'employee-e1',
      metadata: { userId: ada },
    };
    const events = [workplace('w1', 'The Crown'), workplace('w2', 'The Deli'), added, moved];
    await givenDomainEvents(auditHistoryProjection, events).thenDocument(
      HISTORY_ENTRIES,
      '4|w1',
      expect.objectContaining({
        uncertain: ['workplace-w2'],
        summaries: {
          '|gbp': expect.stringContaining('moved from The Crown to another workplace'),
          '|usd': expect.stringContaining('$11.00 → $12.00'),
          '|eur': expect.stringContaining('€11.00 → €12.00'),
          'workplace-w2|gbp': expect.stringContaining('moved from The Crown to The Deli'),
          'workplace-w2|usd': expect.stringContaining('moved from The Crown to The Deli'),
          'workplace-w2|eur': expect.stringContaining('moved from The Crown to The Deli'),
        },
      }),
    );
  });

  it('holds an event that concerns a workplace its stream has not joined, and shows it once the stream joins', async () => {
    // An event the audit has no words for, in Bea's stream, naming the Deli she is not (yet) in.
    const noted = {
      type: 'EmployeeNoted',
      data: { employeeId: 'e1', workplaceId: 'w2' },
      streamId: 'employee-e1',
    } as unknown as GivenDomainEvent;
    const moved: GivenDomainEvent = { type: 'EmployeeUpdated', data: bea('w2'), streamId: 'employee-e1', metadata: { userId: ada } };
    const before = [workplace('w1', 'The Crown'), workplace('w2', 'The Deli'), added, noted];
    await givenDomainEvents(auditHistoryProjection, before).thenDocument(
      HISTORY_ENTRIES,
      '4|w2',
      expect.objectContaining({ pending: true }),
    );
    await givenDomainEvents(auditHistoryProjection, [...before, moved]).thenDocument(
      HISTORY_ENTRIES,
      '4|w2',
      expect.objectContaining({ pending: false }),
    );
    await givenDomainEvents(auditHistoryProjection, [...before, moved]).thenDocument(
      HISTORY_ENTRIES,
      '4|w2',
      expect.objectContaining({ employeeId: 'e1' }),
    );
  });

  it('a placement reads the states its description needs, not a guess of every kind for each of its ids', async () => {
    const { reads } = await givenDomainEvents(auditHistoryProjection, [
      workplace('w1', 'The Crown'),
      added,
      shift,
      assigned,
    ]).lastEventAccess();
    expect(reads[HISTORY_STATES]).toEqual([`rota:${day}`, 'employee:e1']);
  });

  it("purges an account's documents", async () => {
    const deleted: GivenDomainEvent = { type: 'AccountDeleted', data: { userId: ada }, streamId: 'account-deletions' };
    await givenDomainEvents(auditHistoryProjection, [workplace('w1', 'The Crown'), added, shift, assigned, deleted]).thenNoDocuments();
  });
});

describe('asStored: a state as the store gives it back', () => {
  it('is what a JSON round trip gives', () => {
    const value = {
      name: 'Bea',
      breakMinutes: undefined,
      minutes: [30, undefined, Number.NaN, Number.POSITIVE_INFINITY],
      nested: { at: new Date('2026-12-04T10:00:00.000Z'), left: null, gone: undefined, ok: true },
      empty: {},
    };
    expect(asStored(value)).toStrictEqual(JSON.parse(JSON.stringify(value)));
    expect(asStored('text')).toBe('text');
    expect(asStored(Number.NaN)).toBeNull();
  });

  it('keeps the frozen parts (put or read before) as they are, and copies the rest', () => {
    const kept = Object.freeze({ assignmentId: 'a1', startMinute: 540 });
    const added = { assignmentId: 'a2', startMinute: 600, breakMinutes: undefined };
    const state = { assignments: [kept, added] };
    const stored = asStored(state) as { assignments: unknown[] };
    expect(stored.assignments[0]).toBe(kept);
    expect(stored.assignments[1]).not.toBe(added);
    expect(stored).toStrictEqual({
      assignments: [
        { assignmentId: 'a1', startMinute: 540 },
        { assignmentId: 'a2', startMinute: 600 },
      ],
    });
  });
});
