import type { EmployeeDetails } from '@rotaledger/domain';
import { GivenDomainEvent, givenDomainEvents } from '../../../test/given-events';
import { AUDIT_STREAMS } from '../audit.read-models';
import { auditStreamsProjection } from './audit-streams.projection';

const ada = 'user-ada';
const workplace = (workplaceId: string, ownerId = ada): GivenDomainEvent => ({
  type: 'WorkplaceCreated',
  data: {
    workplaceId,
    ownerId,
    name: `Cafe ${workplaceId}`,
    industryCategory: 'hospitality',
    services: [1],
    rotaStartTime: 7,
    rotaEndTime: 22,
  },
});
const bea = (workplaceId: string): EmployeeDetails & { employeeId: string } => ({
  employeeId: 'e1',
  workplaceId,
  displayName: 'Bea',
  firstName: 'Bea',
  surname: 'Smith',
  ratePence: 1100,
  services: [1],
});

describe('audit-streams projection', () => {
  it("finds a workplace's streams: the workplace, its employees and its rota days", async () => {
    await givenDomainEvents(auditStreamsProjection, [
      workplace('w1'),
      { type: 'EmployeeAdded', data: { ...bea('w1'), ownerId: ada } },
      {
        type: 'ShiftCreated',
        data: { shiftId: 's1', workplaceId: 'w1', rotaDate: '2026-01-05', serviceType: 1, ownerId: ada },
        streamId: 'rota-w1-2026-01-05',
      },
      {
        type: 'ShiftCreated',
        data: { shiftId: 's2', workplaceId: 'w1', rotaDate: '2026-01-05', serviceType: 1, ownerId: ada },
        streamId: 'rota-w1-2026-01-05',
      },
    ]).thenDocuments(AUDIT_STREAMS, [
      { id: 'workplace-w1|w1', streamId: 'workplace-w1', workplaceId: 'w1', ownerId: ada, kind: 'workplace' },
      { id: 'employee-e1|w1', streamId: 'employee-e1', workplaceId: 'w1', ownerId: ada, kind: 'employee' },
      {
        id: 'rota-w1-2026-01-05|w1',
        streamId: 'rota-w1-2026-01-05',
        workplaceId: 'w1',
        ownerId: ada,
        kind: 'rota',
        rotaDate: '2026-01-05',
      },
    ]);
  });

  it("counts a workplace's publications as part of it", async () => {
    await givenDomainEvents(auditStreamsProjection, [
      workplace('w1'),
      { type: 'RotaWeekPublished', data: { workplaceId: 'w1', weekStart: '2026-01-05', ownerId: ada }, streamId: 'publication-w1' },
    ]).thenDocuments(AUDIT_STREAMS, [
      { id: 'publication-w1|w1', streamId: 'publication-w1', workplaceId: 'w1', ownerId: ada, kind: 'workplace' },
      { id: 'workplace-w1|w1', streamId: 'workplace-w1', workplaceId: 'w1', ownerId: ada, kind: 'workplace' },
    ]);
  });

  it('keeps an employee who moved in the history of both workplaces, owned as before', async () => {
    await givenDomainEvents(auditStreamsProjection, [
      workplace('w1'),
      workplace('w2'),
      { type: 'EmployeeAdded', data: { ...bea('w1'), ownerId: ada } },
      { type: 'EmployeeUpdated', data: bea('w2') },
    ]).thenDocuments(AUDIT_STREAMS, [
      { id: 'workplace-w1|w1', streamId: 'workplace-w1', workplaceId: 'w1', ownerId: ada, kind: 'workplace' },
      { id: 'workplace-w2|w2', streamId: 'workplace-w2', workplaceId: 'w2', ownerId: ada, kind: 'workplace' },
      { id: 'employee-e1|w1', streamId: 'employee-e1', workplaceId: 'w1', ownerId: ada, kind: 'employee' },
      { id: 'employee-e1|w2', streamId: 'employee-e1', workplaceId: 'w2', ownerId: ada, kind: 'employee' },
    ]);
  });

  it("keeps a deleted workplace's streams, and purges the account's on its deletion", async () => {
    const kept = givenDomainEvents(auditStreamsProjection, [workplace('w1'), { type: 'WorkplaceDeleted', data: { workplaceId: 'w1' } }]);
    await kept.thenDocuments(AUDIT_STREAMS, [expect.objectContaining({ id: 'workplace-w1|w1' })]);
    await givenDomainEvents(auditStreamsProjection, [
      workplace('w1'),
      workplace('w2', 'user-bob'),
      { type: 'AccountDeletionCompleted', data: { userId: ada } },
    ]).thenDocuments(AUDIT_STREAMS, [expect.objectContaining({ id: 'workplace-w2|w2', ownerId: 'user-bob' })]);
  });
});
