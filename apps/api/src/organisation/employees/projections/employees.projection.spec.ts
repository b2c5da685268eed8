import type { EmployeeDetails } from '@rotaledger/domain';
import { GivenDomainEvent, givenDomainEvents } from '../../../../test/given-events';
import { EMPLOYEE_DIRECTORY, EMPLOYEE_LIST } from '../read-models';
import { employeesProjection } from './employees.projection';

const ada = 'user-ada';
const bea: EmployeeDetails = { workplaceId: 'w1', displayName: 'Bea', firstName: 'Bea', surname: 'Smith', ratePence: 1100, services: [1] };
const added = (employeeId: string, ownerId = ada, details: EmployeeDetails = bea): GivenDomainEvent => ({
  type: 'EmployeeAdded',
  data: { ...details, employeeId, ownerId },
});
const removed = (employeeId: string, workplaceId = 'w1'): GivenDomainEvent => ({
  type: 'EmployeeRemoved',
  data: { employeeId, workplaceId },
});

// The scenario's events are a minute apart from 09:00 (GIVEN_EVENTS_START), at positions 1, 2, ...
const at = (index: number) => `2026-01-05T09:${String(index).padStart(2, '0')}:00.000Z`;
const listed = (employeeId: string, index: number, details: EmployeeDetails = bea) => ({
  ...details,
  id: employeeId,
  employeeId,
  ownerId: ada,
  rateHistory: [{ ratePence: details.ratePence, effectiveFrom: null }],
  createdAt: at(index),
  seq: index + 1,
});

describe('employees projection', () => {
  it('lists added employees in order and keeps each in the directory', async () => {
    const scenario = givenDomainEvents(employeesProjection, [added('e1'), added('e2', ada, { ...bea, displayName: 'Cy' })]);
    await scenario.thenDocuments(EMPLOYEE_LIST, [listed('e1', 0), listed('e2', 1, { ...bea, displayName: 'Cy' })]);
    await scenario.thenDocument(EMPLOYEE_DIRECTORY, 'e1', { ...listed('e1', 0), removed: false, removedAt: null, updatedAt: at(0) });
  });

  it('applies an update to the list and the directory, with a dated rate added to the history', async () => {
    const moved = { ...bea, workplaceId: 'w2', displayName: 'Bea S', ratePence: 1250 };
    const scenario = givenDomainEvents(employeesProjection, [
      added('e1'),
      { type: 'EmployeeUpdated', data: { ...moved, employeeId: 'e1', rateEffectiveFrom: '2026-02-01' } },
    ]);
    const rateHistory = [
      { ratePence: 1100, effectiveFrom: null },
      { ratePence: 1250, effectiveFrom: '2026-02-01' },
    ];
    await scenario.thenDocuments(EMPLOYEE_LIST, [{ ...listed('e1', 0, moved), rateHistory }]);
    await scenario.thenDocument(EMPLOYEE_DIRECTORY, 'e1', {
      ...listed('e1', 0, moved),
      rateHistory,
      removed: false,
      removedAt: null,
      updatedAt: at(1),
    });
  });

  it('replaces the history with an undated rate (events from before rates had dates)', async () => {
    await givenDomainEvents(employeesProjection, [
      added('e1'),
      { type: 'EmployeeUpdated', data: { ...bea, ratePence: 1300, employeeId: 'e1' } },
    ]).thenDocuments(EMPLOYEE_LIST, [{ ...listed('e1', 0), ratePence: 1300, rateHistory: [{ ratePence: 1300, effectiveFrom: null }] }]);
  });

  it('takes a removed employee off the list, flags them once in the directory, and never lists them again', async () => {
    const scenario = givenDomainEvents(employeesProjection, [
      added('e1'),
      added('e2'),
      removed('e1'),
      removed('e1'),
      { type: 'EmployeeUpdated', data: { ...bea, displayName: 'Late', employeeId: 'e1' } },
    ]);
    await scenario.thenDocuments(EMPLOYEE_LIST, [listed('e2', 1)]);
    await scenario.thenDocument(EMPLOYEE_DIRECTORY, 'e1', {
      ...listed('e1', 0),
      displayName: 'Late',
      removed: true,
      removedAt: at(2),
      updatedAt: at(4),
    });
  });

  it("drops a deleted workplace's employees from the list at once; the directory keeps them", async () => {
    const scenario = givenDomainEvents(employeesProjection, [
      added('e1'),
      added('e2', ada, { ...bea, workplaceId: 'w2' }),
      { type: 'WorkplaceDeleted', data: { workplaceId: 'w1' } },
    ]);
    await scenario.thenDocuments(EMPLOYEE_LIST, [listed('e2', 1, { ...bea, workplaceId: 'w2' })]);
    await scenario.thenDocument(EMPLOYEE_DIRECTORY, 'e1', { ...listed('e1', 0), removed: false, removedAt: null, updatedAt: at(0) });
  });

  it("purges a deleted account's employees and only those", async () => {
    for (const purge of ['AccountDeleted', 'AccountStreamsDeleted', 'AccountDeletionCompleted'] as const) {
      await givenDomainEvents(employeesProjection, [
        added('e1'),
        removed('e1'),
        added('e2'),
        { type: purge, data: { userId: ada } },
      ]).thenNoDocuments();
    }
    const scenario = givenDomainEvents(employeesProjection, [
      added('e1'),
      added('e9', 'user-bob'),
      { type: 'AccountDeleted', data: { userId: ada } },
    ]);
    await scenario.thenDocuments(EMPLOYEE_LIST, [{ ...listed('e9', 1), ownerId: 'user-bob' }]);
    await scenario.thenDocuments(EMPLOYEE_DIRECTORY, [
      { ...listed('e9', 1), ownerId: 'user-bob', removed: false, removedAt: null, updatedAt: at(1) },
    ]);
  });
});
