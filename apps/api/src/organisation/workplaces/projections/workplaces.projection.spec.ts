import type { WorkplaceDetails } from '@rotaledger/domain';
import { GivenDomainEvent, givenDomainEvents } from '../../../../test/given-events';
import { WORKPLACE_DIRECTORY, WORKPLACE_LIST } from '../read-models';
import { workplacesProjection } from './workplaces.projection';

const ada = 'user-ada';
const cafe: WorkplaceDetails = { name: 'Cafe', industryCategory: 'hospitality', services: [1, 2], rotaStartTime: 7, rotaEndTime: 22 };
const created = (workplaceId: string, ownerId = ada): GivenDomainEvent => ({
  type: 'WorkplaceCreated',
  data: { ...cafe, name: `Cafe ${workplaceId}`, workplaceId, ownerId },
});

// The scenario's events are a minute apart from 09:00 (GIVEN_EVENTS_START), at positions 1, 2, ...
const at = (minute: number) => `2026-01-05T09:0${minute}:00.000Z`;

describe('workplaces projection', () => {
  it('lists live workplaces in creation order, with their details as last updated', async () => {
    const scenario = givenDomainEvents(workplacesProjection, [
      created('w1'),
      created('w2'),
      { type: 'WorkplaceUpdated', data: { ...cafe, name: 'Bistro', rotaEndTime: 23, workplaceId: 'w1' } },
    ]);
    await scenario.thenDocuments(WORKPLACE_LIST, [
      { ...cafe, name: 'Bistro', rotaEndTime: 23, id: 'w1', workplaceId: 'w1', ownerId: ada, createdAt: at(0), seq: 1 },
      { ...cafe, name: 'Cafe w2', id: 'w2', workplaceId: 'w2', ownerId: ada, createdAt: at(1), seq: 2 },
    ]);
    await scenario.thenDocument(WORKPLACE_DIRECTORY, 'w1', {
      ...cafe,
      name: 'Bistro',
      rotaEndTime: 23,
      id: 'w1',
      workplaceId: 'w1',
      ownerId: ada,
      createdAt: at(0),
      seq: 1,
      deleted: false,
      updatedAt: at(2),
      deletedAt: null,
    });
  });

  it('drops a deleted workplace from the list and flags it in the directory, once', async () => {
    const scenario = givenDomainEvents(workplacesProjection, [
      created('w1'),
      { type: 'WorkplaceDeleted', data: { workplaceId: 'w1' } },
      { type: 'WorkplaceDeleted', data: { workplaceId: 'w1' } },
    ]);
    await scenario.thenDocuments(WORKPLACE_LIST, []);
    await scenario.thenDocuments(WORKPLACE_DIRECTORY, [
      {
        ...cafe,
        name: 'Cafe w1',
        id: 'w1',
        workplaceId: 'w1',
        ownerId: ada,
        createdAt: at(0),
        seq: 1,
        deleted: true,
        updatedAt: at(1),
        deletedAt: at(1),
      },
    ]);
  });

  it('ignores an update of a workplace it never saw created', async () => {
    await givenDomainEvents(workplacesProjection, [
      { type: 'WorkplaceUpdated', data: { ...cafe, workplaceId: 'ghost' } },
    ]).thenNoDocuments();
  });

  it("purges every workplace of a deleted account, and only that account's", async () => {
    const scenario = givenDomainEvents(workplacesProjection, [
      created('w1'),
      created('w2', 'user-bob'),
      { type: 'AccountDeleted', data: { userId: ada } },
    ]);
    await scenario.thenDocuments(WORKPLACE_LIST, [expect.objectContaining({ id: 'w2', ownerId: 'user-bob' })]);
    await scenario.thenDocuments(WORKPLACE_DIRECTORY, [expect.objectContaining({ id: 'w2', ownerId: 'user-bob' })]);
  });
});
