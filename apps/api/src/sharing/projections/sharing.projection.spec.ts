import { DEFAULT_PREFERENCES } from '@rotaledger/domain';
import { GivenDomainEvent, givenDomainEvents } from '../../../test/given-events';
import { SHARED_ROTA_DAYS, SHARED_ROTA_EMPLOYEES, SHARED_ROTA_OWNERS, SHARED_ROTA_WORKPLACES, SHARED_ROTAS } from '../sharing.read-models';
import { sharingProjection } from './sharing.projection';

const ada = 'user-ada';
const day = { workplaceId: 'w1', rotaDate: '2026-01-05', ownerId: ada };
const rotaStreamId = 'rota-w1-2026-01-05';
const workplace: GivenDomainEvent = {
  type: 'WorkplaceCreated',
  data: {
    workplaceId: 'w1',
    ownerId: ada,
    name: 'Cafe',
    industryCategory: 'hospitality',
    services: [1],
    rotaStartTime: 7,
    rotaEndTime: 22,
  },
};
const shift: GivenDomainEvent = {
  type: 'ShiftCreated',
  data: { shiftId: 's1', serviceType: 1, ...day },
  streamId: rotaStreamId,
};
const shared = (rotaId: string, sharingGeneration?: number): GivenDomainEvent => ({
  type: 'RotaShared',
  data: { rotaId, ...day, ...(sharingGeneration === undefined ? {} : { sharingGeneration }) },
  streamId: rotaStreamId,
});
const publicRota = (value: boolean): GivenDomainEvent => ({
  type: 'PreferenceChanged',
  data: { userId: ada, field: 'public_rota', value },
});

describe('sharing projection', () => {
  it("keeps each link's document of a known workplace, and no copy of its days; a revoked link stays, marked", async () => {
    const scenario = givenDomainEvents(sharingProjection, [
      workplace,
      shift,
      shared('link-1'),
      { type: 'SharedRotaRevoked', data: { rotaId: 'link-1', ...day }, streamId: rotaStreamId },
      shared('link-2', 1),
    ]);
    await scenario.thenDocuments(SHARED_ROTAS, [
      { id: 'link-1', rotaId: 'link-1', ...day, sharingGeneration: 0, revoked: true, sharedAt: '2026-01-05T09:02:00.000Z' },
      { id: 'link-2', rotaId: 'link-2', ...day, sharingGeneration: 1, revoked: false, sharedAt: '2026-01-05T09:04:00.000Z' },
    ]);
    // Version 2 keeps no copy of the days: the shared page reads what staff see from the staff feeds'.
    await scenario.thenDocuments(SHARED_ROTA_DAYS, []);
    await scenario.thenDocuments(SHARED_ROTA_WORKPLACES, [{ id: 'w1', workplaceId: 'w1', ownerId: ada, name: 'Cafe', deleted: false }]);
  });

  it("keeps a week link's document apart from the Monday's day link, marked as a week, and revokes only it", async () => {
    const week = { ...day, span: 'week' as const };
    const scenario = givenDomainEvents(sharingProjection, [
      workplace,
      shift,
      shared('day-link'),
      { type: 'RotaShared', data: { rotaId: 'week-link', ...week, sharingGeneration: 0 }, streamId: rotaStreamId },
      { type: 'RotaShared', data: { rotaId: 'week-link-2', ...week, sharingGeneration: 0 }, streamId: rotaStreamId },
      { type: 'SharedRotaRevoked', data: { rotaId: 'week-link', ...week }, streamId: rotaStreamId },
    ]);
    await scenario.thenDocuments(SHARED_ROTAS, [
      { id: 'day-link', rotaId: 'day-link', ...day, sharingGeneration: 0, revoked: false, sharedAt: '2026-01-05T09:02:00.000Z' },
      { id: 'week-link', rotaId: 'week-link', ...week, sharingGeneration: 0, revoked: true, sharedAt: '2026-01-05T09:03:00.000Z' },
      { id: 'week-link-2', rotaId: 'week-link-2', ...week, sharingGeneration: 0, revoked: false, sharedAt: '2026-01-05T09:04:00.000Z' },
    ]);
  });

  it('ignores the rota days of a workplace it does not know', async () => {
    await givenDomainEvents(sharingProjection, [shift, shared('link-1')]).thenNoDocuments();
  });

  it("follows the owner's public_rota and counts each turn-off as a new sharing generation", async () => {
    await givenDomainEvents(sharingProjection, [
      { type: 'PreferencesCreated', data: { userId: ada, preferences: { ...DEFAULT_PREFERENCES } } },
      publicRota(false),
      publicRota(true),
      { type: 'PreferenceChanged', data: { userId: ada, field: 'currency', value: 'eur' } },
      publicRota(false),
    ]).thenDocuments(SHARED_ROTA_OWNERS, [{ id: ada, ownerId: ada, publicRota: false, sharingGeneration: 2 }]);
  });

  it("lifts an owner's generation that lags behind a link's", async () => {
    await givenDomainEvents(sharingProjection, [
      { type: 'PreferencesCreated', data: { userId: ada, preferences: { ...DEFAULT_PREFERENCES } } },
      workplace,
      shared('link-1', 3),
    ]).thenDocument(SHARED_ROTA_OWNERS, ada, { id: ada, ownerId: ada, publicRota: true, sharingGeneration: 3 });
  });

  it("keeps employee names, drops a deleted workplace's days and links, and purges a deleted account", async () => {
    const employee: GivenDomainEvent = {
      type: 'EmployeeAdded',
      data: {
        employeeId: 'e1',
        ownerId: ada,
        workplaceId: 'w1',
        displayName: 'Bea',
        firstName: 'Bea',
        surname: 'Smith',
        ratePence: 1100,
        services: [1],
      },
    };
    const deleted = givenDomainEvents(sharingProjection, [
      workplace,
      employee,
      shift,
      shared('link-1'),
      { type: 'WorkplaceDeleted', data: { workplaceId: 'w1' } },
    ]);
    await deleted.thenDocuments(SHARED_ROTAS, []);
    await deleted.thenDocuments(SHARED_ROTA_DAYS, []);
    await deleted.thenDocuments(SHARED_ROTA_WORKPLACES, [expect.objectContaining({ id: 'w1', deleted: true })]);
    await deleted.thenDocuments(SHARED_ROTA_EMPLOYEES, [expect.objectContaining({ id: 'e1', displayName: 'Bea', removedOn: null })]);
    await givenDomainEvents(sharingProjection, [
      { type: 'PreferencesCreated', data: { userId: ada, preferences: { ...DEFAULT_PREFERENCES } } },
      workplace,
      employee,
      shift,
      shared('link-1'),
      { type: 'AccountDeleted', data: { userId: ada } },
    ]).thenNoDocuments();
  });
});
