import { GivenDomainEvent, givenDomainEvents } from '../../../test/given-events';
import { FEED_ASSIGNMENTS, FEED_LINKS, FEED_WORKPLACES } from '../read-models';
import { staffFeedsProjection } from './staff-feeds.projection';

const ada = 'user-ada';
const day = { workplaceId: 'w1', rotaDate: '2026-10-24', ownerId: ada };
const streamId = 'rota-w1-2026-10-24';
const workplace = (timeZone?: string): GivenDomainEvent => ({
  type: 'WorkplaceCreated',
  data: {
    workplaceId: 'w1',
    ownerId: ada,
    name: 'The Anchor',
    industryCategory: 'bar',
    services: [201],
    rotaStartTime: 6,
    rotaEndTime: 30,
    ...(timeZone ? { timeZone } : {}),
  },
});
const employee = (employeeId: string): GivenDomainEvent => ({
  type: 'EmployeeAdded',
  data: {
    employeeId,
    ownerId: ada,
    workplaceId: 'w1',
    displayName: employeeId,
    firstName: 'F',
    surname: 'S',
    ratePence: 1000,
    services: [],
  },
});
const token = (letter: string) => letter.repeat(43);
const issued = (employeeId: string, letter: string): GivenDomainEvent => ({
  type: 'EmployeeFeedLinkIssued',
  data: { employeeId, token: token(letter) },
});
const rota = (event: Omit<GivenDomainEvent, 'streamId'>): GivenDomainEvent => ({ ...event, streamId }) as GivenDomainEvent;
const shift = rota({ type: 'ShiftCreated', data: { shiftId: 's1', serviceType: 201, ...day } });
const assignment = (assignmentId: string, employeeId: string | null) =>
  rota({ type: 'AssignmentAdded', data: { assignmentId, shiftId: 's1', startMinute: 1320, endMinute: 1560, employeeId } });

describe('staff feeds projection', () => {
  it('keeps one document per assignment with an employee, following changes', async () => {
    const scenario = givenDomainEvents(staffFeedsProjection, [
      workplace(),
      employee('mary'),
      shift,
      assignment('a1', 'mary'),
      assignment('a2', null),
      assignment('a3', 'mary'),
      rota({ type: 'AssignmentTimed', data: { assignmentId: 'a1', startMinute: 1260, endMinute: 1500 } }),
      rota({ type: 'AssignmentRemoved', data: { assignmentId: 'a3' } }),
    ]);
    await scenario.thenDocuments(FEED_ASSIGNMENTS, [
      expect.objectContaining({ id: 'a1', employeeId: 'mary', ...day, serviceType: 201, startMinute: 1260, endMinute: 1500 }),
    ]);
  });

  it('unassigning drops the document; assigning writes it', async () => {
    const scenario = givenDomainEvents(staffFeedsProjection, [
      workplace(),
      employee('mary'),
      employee('bob'),
      shift,
      assignment('a1', 'mary'),
      rota({ type: 'EmployeeUnassigned', data: { assignmentId: 'a1', employeeId: 'mary' } }),
      rota({ type: 'EmployeeAssigned', data: { assignmentId: 'a1', employeeId: 'bob' } }),
    ]);
    await scenario.thenDocuments(FEED_ASSIGNMENTS, [expect.objectContaining({ id: 'a1', employeeId: 'bob' })]);
  });

  it('keeps the live link only: a new one replaces it, revoking or removing the employee drops it', async () => {
    await givenDomainEvents(staffFeedsProjection, [workplace(), employee('mary'), issued('mary', 'a'), issued('mary', 'b')]).thenDocuments(
      FEED_LINKS,
      // When it was issued: the fourth event's instant (an auditor reads that much of it).
      [{ id: token('b'), token: token('b'), employeeId: 'mary', ownerId: ada, issuedAt: '2026-01-05T09:03:00.000Z' }],
    );
    await givenDomainEvents(staffFeedsProjection, [
      workplace(),
      employee('mary'),
      issued('mary', 'a'),
      { type: 'EmployeeFeedLinkRevoked', data: { employeeId: 'mary', token: token('a') } },
    ]).thenDocuments(FEED_LINKS, []);
    await givenDomainEvents(staffFeedsProjection, [
      workplace(),
      employee('mary'),
      issued('mary', 'a'),
      { type: 'EmployeeRemoved', data: { employeeId: 'mary', workplaceId: 'w1' } },
    ]).thenDocuments(FEED_LINKS, []);
  });

  it("copies the workplace's time zone (absent for older workplaces) and follows updates", async () => {
    const scenario = givenDomainEvents(staffFeedsProjection, [
      workplace(),
      {
        type: 'WorkplaceUpdated',
        data: {
          workplaceId: 'w1',
          name: 'Anchor Inn',
          industryCategory: 'bar',
          services: [201],
          rotaStartTime: 6,
          rotaEndTime: 30,
          timeZone: 'Europe/Dublin',
        },
      },
    ]);
    await scenario.thenDocuments(FEED_WORKPLACES, [expect.objectContaining({ id: 'w1', name: 'Anchor Inn', timeZone: 'Europe/Dublin' })]);
    await givenDomainEvents(staffFeedsProjection, [workplace()]).thenDocuments(FEED_WORKPLACES, [
      { id: 'w1', workplaceId: 'w1', ownerId: ada, name: 'The Anchor', deleted: false },
    ]);
  });

  it('a deleted workplace drops its assignments; account deletion purges everything', async () => {
    const base = [workplace('Europe/London'), employee('mary'), shift, assignment('a1', 'mary'), issued('mary', 'a')];
    await givenDomainEvents(staffFeedsProjection, [...base, { type: 'WorkplaceDeleted', data: { workplaceId: 'w1' } }]).thenDocuments(
      FEED_ASSIGNMENTS,
      [],
    );
    const purged = givenDomainEvents(staffFeedsProjection, [...base, { type: 'AccountDeletionCompleted', data: { userId: ada } }]);
    for (const collection of staffFeedsProjection.collections) await purged.thenDocuments(collection, []);
  });

  it("a change of one assignment reads and writes that assignment's document alone, not the whole day's", async () => {
    const staff = Array.from({ length: 20 }, (_, i) => `e${i}`);
    const scenario = givenDomainEvents(staffFeedsProjection, [
      workplace(),
      ...staff.map(employee),
      shift,
      ...staff.map((employeeId, i) => assignment(`a${i}`, employeeId)),
      rota({ type: 'AssignmentTimed', data: { assignmentId: 'a7', startMinute: 1260, endMinute: 1500 } }),
    ]);
    const { reads, puts } = await scenario.lastEventAccess();
    expect({ reads: reads[FEED_ASSIGNMENTS], puts: puts[FEED_ASSIGNMENTS] }).toEqual({ reads: ['a7'], puts: ['a7'] });
    await scenario.thenDocument(FEED_ASSIGNMENTS, 'a7', expect.objectContaining({ startMinute: 1260, endMinute: 1500 }));
    await scenario.thenDocument(FEED_ASSIGNMENTS, 'a8', expect.objectContaining({ startMinute: 1320, endMinute: 1560 }));
  });
});
