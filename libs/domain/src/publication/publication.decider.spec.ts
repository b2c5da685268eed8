import { foldEvents } from '../shared/decider';
import { given } from '../testing/given-when-then';
import { WORKPLACE_MESSAGES, workplaceDecider, WorkplaceEvent } from '../workplaces';
import { PUBLICATION_MESSAGES, publicationDecider, PublishRotaWeek } from './publication.decider';

const details = { name: 'Cafe', industryCategory: 'cafe', services: [], rotaStartTime: 0, rotaEndTime: 24 };
const workplace = (...events: WorkplaceEvent[]) =>
  foldEvents(workplaceDecider, [
    { type: 'WorkplaceCreated', data: { workplaceId: 'w1', ownerId: 'u1', ...details, publishMode: 'on-publish' } },
    ...events,
  ]);
const publish = (changes: Partial<PublishRotaWeek['data']> = {}): PublishRotaWeek => ({
  type: 'PublishRotaWeek',
  data: { workplace: workplace(), weekStart: '2026-12-07', ownerId: 'u1', ...changes },
});

describe('publication decider', () => {
  it('publishes a week of an on-publish workplace, again each time it is asked', () => {
    const published = { type: 'RotaWeekPublished' as const, data: { workplaceId: 'w1', weekStart: '2026-12-07', ownerId: 'u1' } };
    given(publicationDecider).when(publish()).then([published]);
    given(publicationDecider, [published]).when(publish()).then([published]);
  });

  it('publishes nothing for a live workplace: staff already see every change', () => {
    const live = workplace({ type: 'WorkplaceUpdated', data: { workplaceId: 'w1', ...details } });
    given(publicationDecider)
      .when(publish({ workplace: live }))
      .then([]);
  });

  it('refuses a weekStart that is not a Monday', () => {
    given(publicationDecider)
      .when(publish({ weekStart: '2026-12-08' }))
      .thenThrows(PUBLICATION_MESSAGES.weekStartNotMonday, 'validation');
  });

  it("answers 404 for a deleted or another team's workplace", () => {
    const deleted = workplace({ type: 'WorkplaceDeleted', data: { workplaceId: 'w1' } });
    given(publicationDecider)
      .when(publish({ workplace: deleted }))
      .thenThrows(WORKPLACE_MESSAGES.notFound, 'not_found');
    given(publicationDecider)
      .when(publish({ ownerId: 'u2' }))
      .thenThrows(WORKPLACE_MESSAGES.notFound, 'not_found');
  });

  it('counts the publications of each week', () => {
    const published = { type: 'RotaWeekPublished' as const, data: { workplaceId: 'w1', weekStart: '2026-12-07', ownerId: 'u1' } };
    expect(foldEvents(publicationDecider, [published, published]).published).toEqual({ '2026-12-07': 2 });
  });
});
