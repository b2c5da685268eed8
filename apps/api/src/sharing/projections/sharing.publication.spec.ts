import { ROTA_EVENT_TYPES } from '@rotaledger/domain';
import { GivenDomainEvent, givenDomainEvents } from '../../../test/given-events';
import { SHARED_ROTA_DAYS, SHARED_ROTA_DRAFT_DAYS, SHARED_ROTAS } from '../sharing.read-models';
import { sharingProjection } from './sharing.projection';

const ada = 'user-ada';
/** Monday 5 Jan 2026. */
const day = { workplaceId: 'w1', rotaDate: '2026-01-05', ownerId: ada };
const streamId = 'rota-w1-2026-01-05';
const details = { name: 'Cafe', industryCategory: 'hospitality', services: [1], rotaStartTime: 7, rotaEndTime: 22 };
const workplace: GivenDomainEvent = {
  type: 'WorkplaceCreated',
  data: { workplaceId: 'w1', ownerId: ada, ...details, publishMode: 'on-publish' },
};
const shift: GivenDomainEvent = { type: 'ShiftCreated', data: { shiftId: 's1', serviceType: 1, ...day }, streamId };
const shared: GivenDomainEvent = { type: 'RotaShared', data: { rotaId: 'link-1', ...day }, streamId };
const published: GivenDomainEvent = { type: 'RotaWeekPublished', data: { workplaceId: 'w1', weekStart: '2026-01-05', ownerId: ada } };
const backToLive: GivenDomainEvent = { type: 'WorkplaceUpdated', data: { workplaceId: 'w1', ...details } };

describe('sharing projection: publication', () => {
  it("in 'on-publish' mode the link is made at once; what it shows of the day is the staff feeds' copy, not this projection's", async () => {
    const scenario = givenDomainEvents(sharingProjection, [workplace, shift, shared]);
    await scenario.thenDocuments(SHARED_ROTAS, [
      expect.objectContaining({ id: 'link-1', revoked: false, sharedAt: '2026-01-05T09:02:00.000Z' }),
    ]);
    await scenario.thenDocuments(SHARED_ROTA_DAYS, []);
    await scenario.thenDocuments(SHARED_ROTA_DRAFT_DAYS, []);
  });

  it('publishing the week, or switching back to live, leaves the links as they are', async () => {
    for (const publication of [published, backToLive]) {
      const scenario = givenDomainEvents(sharingProjection, [workplace, shift, shared, publication]);
      await scenario.thenDocuments(SHARED_ROTAS, [expect.objectContaining({ id: 'link-1', revoked: false })]);
      await scenario.thenDocuments(SHARED_ROTA_DAYS, []);
    }
  });

  it("reads no rota event but the links' own: a placement never reaches it", () => {
    const dayEvents = ROTA_EVENT_TYPES.filter((type) => type !== 'RotaShared' && type !== 'SharedRotaRevoked');
    expect(dayEvents).toContain('AssignmentAdded');
    expect(sharingProjection.eventTypes).toEqual(expect.arrayContaining(['RotaShared', 'SharedRotaRevoked']));
    for (const type of [...dayEvents, 'RotaWeekPublished']) expect(sharingProjection.eventTypes).not.toContain(type);
  });
});
