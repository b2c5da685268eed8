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
  it("in 'on-publish' mode the link is made at once but shows the day as last published", async () => {
    const scenario = givenDomainEvents(sharingProjection, [workplace, shift, shared]);
    await scenario.thenDocuments(SHARED_ROTAS, [expect.objectContaining({ id: 'link-1', revoked: false })]);
    // The shared day exists (the link answers) but shows nothing: nothing was published yet.
    await scenario.thenDocuments(SHARED_ROTA_DAYS, [expect.objectContaining({ id: 'w1_2026-01-05', shiftCount: 0, shifts: [] })]);
    await scenario.thenDocuments(SHARED_ROTA_DRAFT_DAYS, [expect.objectContaining({ id: 'w1_2026-01-05', shiftCount: 1 })]);
  });

  it('publishing the week, or switching back to live, shows the plan', async () => {
    for (const publication of [published, backToLive]) {
      const scenario = givenDomainEvents(sharingProjection, [workplace, shift, shared, publication]);
      await scenario.thenDocuments(SHARED_ROTA_DAYS, [expect.objectContaining({ id: 'w1_2026-01-05', shiftCount: 1, rotaId: 'link-1' })]);
      await scenario.thenDocuments(SHARED_ROTA_DRAFT_DAYS, []);
    }
  });
});
