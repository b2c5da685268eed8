import { GivenDomainEvent, givenDomainEvents } from '../../../test/given-events';
import { EMPLOYEE_DAY_ASSIGNMENTS, ROTA_DAYS } from '../../read-side';
import { rotaProjection } from './rota.projection';

const ada = 'user-ada';
const onDay = (rotaDate: string, event: GivenDomainEvent, workplaceId = 'w1'): GivenDomainEvent => ({
  ...event,
  streamId: `rota-${workplaceId}-${rotaDate}`,
});
const shift = (rotaDate: string, workplaceId = 'w1', ownerId = ada) =>
  onDay(rotaDate, { type: 'ShiftCreated', data: { shiftId: 's1', serviceType: 1, workplaceId, rotaDate, ownerId } }, workplaceId);
const assignment = (rotaDate: string, assignmentId: string, employeeId: string | null, startMinute = 540, workplaceId = 'w1') =>
  onDay(
    rotaDate,
    { type: 'AssignmentAdded', data: { assignmentId, shiftId: 's1', startMinute, endMinute: startMinute + 60, employeeId } },
    workplaceId,
  );
const count = (rotaDate: string, employeeId: string, n: number, workplaceId = 'w1', ownerId = ada) => ({
  id: `${workplaceId}_${rotaDate}_${employeeId}`,
  dayId: `${workplaceId}_${rotaDate}`,
  employeeId,
  workplaceId,
  rotaDate,
  ownerId,
  count: n,
});

const workplaceCreated = (workplaceId: string, ownerId = ada): GivenDomainEvent => ({
  type: 'WorkplaceCreated',
  data: { workplaceId, ownerId, name: workplaceId, industryCategory: 'hospitality', services: [1], rotaStartTime: 7, rotaEndTime: 26 },
});

describe("the day document: each employee's assignments per day (the employee-assignments projection until issue 31)", () => {
  it("counts each employee's assignments per workplace day, unallocated ones for no one", async () => {
    const scenario = givenDomainEvents(rotaProjection, [
      workplaceCreated('w1'),
      shift('2026-01-05'),
      assignment('2026-01-05', 'a1', 'e1', 540),
      assignment('2026-01-05', 'a2', 'e1', 720),
      assignment('2026-01-05', 'a3', 'e2', 540),
      assignment('2026-01-05', 'a4', null, 600),
      shift('2026-01-06'),
      assignment('2026-01-06', 'a5', 'e1'),
    ]);
    await scenario.thenDocuments(EMPLOYEE_DAY_ASSIGNMENTS, [
      count('2026-01-05', 'e1', 2),
      count('2026-01-05', 'e2', 1),
      count('2026-01-06', 'e1', 1),
    ]);
    await scenario.thenDocument(ROTA_DAYS, 'w1_2026-01-06', expect.objectContaining({ minutesByEmployee: { e1: 60 } }));
  });

  it('moves the count with a reassignment and drops it when the last assignment goes', async () => {
    const day = '2026-01-05';
    await givenDomainEvents(rotaProjection, [
      workplaceCreated('w1'),
      shift(day),
      assignment(day, 'a1', 'e1', 540),
      assignment(day, 'a2', 'e1', 720),
      assignment(day, 'a3', 'e2', 540),
      assignment(day, 'a4', 'e3', 900),
      onDay(day, { type: 'EmployeeAssigned', data: { assignmentId: 'a1', employeeId: 'e2' } }),
      onDay(day, { type: 'EmployeeUnassigned', data: { assignmentId: 'a2', employeeId: 'e1' } }),
      onDay(day, { type: 'AssignmentRemoved', data: { assignmentId: 'a4' } }),
    ]).thenDocuments(EMPLOYEE_DAY_ASSIGNMENTS, [count(day, 'e2', 2)]);
  });

  it("drops a deleted row's assignments from the counts", async () => {
    await givenDomainEvents(rotaProjection, [
      workplaceCreated('w1'),
      shift('2026-01-05'),
      assignment('2026-01-05', 'a1', 'e1'),
      onDay('2026-01-05', { type: 'ShiftDeleted', data: { shiftId: 's1' } }),
    ]).thenDocuments(EMPLOYEE_DAY_ASSIGNMENTS, []);
  });

  it('ignores the events of a workplace it never saw created, and of streams that are not rota days', async () => {
    await givenDomainEvents(rotaProjection, [
      assignment('2026-01-05', 'a1', 'e1'),
      {
        type: 'AssignmentAdded',
        data: { assignmentId: 'a2', shiftId: 's1', startMinute: 540, endMinute: 600, employeeId: 'e1' },
        streamId: 'not-a-rota',
      },
    ]).thenNoDocuments();
  });

  it("drops a deleted workplace's days and counts, and purges a deleted account's, others' kept", async () => {
    const events = [
      workplaceCreated('w1'),
      workplaceCreated('w2'),
      workplaceCreated('w9', 'user-bob'),
      shift('2026-01-05'),
      assignment('2026-01-05', 'a1', 'e1'),
      shift('2026-01-05', 'w2'),
      assignment('2026-01-05', 'a2', 'e2', 540, 'w2'),
      shift('2026-01-05', 'w9', 'user-bob'),
      assignment('2026-01-05', 'a9', 'e9', 540, 'w9'),
    ];
    const bobs = count('2026-01-05', 'e9', 1, 'w9', 'user-bob');
    await givenDomainEvents(rotaProjection, [...events, { type: 'WorkplaceDeleted', data: { workplaceId: 'w1' } }]).thenDocuments(
      EMPLOYEE_DAY_ASSIGNMENTS,
      [count('2026-01-05', 'e2', 1, 'w2'), bobs],
    );
    for (const purge of ['AccountDeleted', 'AccountStreamsDeleted', 'AccountDeletionCompleted'] as const) {
      const purged = givenDomainEvents(rotaProjection, [...events, { type: purge, data: { userId: ada } }]);
      await purged.thenDocuments(EMPLOYEE_DAY_ASSIGNMENTS, [bobs]);
      await purged.thenDocuments(ROTA_DAYS, [expect.objectContaining({ id: 'w9_2026-01-05', ownerId: 'user-bob' })]);
    }
  });
});
