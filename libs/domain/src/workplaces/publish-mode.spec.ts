import { given } from '../testing/given-when-then';
import { workplaceDecider } from './workplace.decider';
import { WorkplaceCreated } from './workplace.events';
import { WORKPLACE_MESSAGES } from './workplace.rules';

const workplaceId = 'w1';
const ownerId = 'u1';
const created = (publishMode?: 'on-publish'): WorkplaceCreated => ({
  type: 'WorkplaceCreated',
  data: {
    workplaceId,
    ownerId,
    name: 'The Anchor',
    industryCategory: 'bar',
    services: [],
    rotaStartTime: 0,
    rotaEndTime: 24,
    timeZone: 'Europe/London',
    ...(publishMode ? { publishMode } : {}),
  },
});
const create = (publishMode?: 'live' | 'on-publish') => ({
  type: 'CreateWorkplace' as const,
  data: { workplaceId, ownerId, name: 'The Anchor', industryCategory: 'bar', ...(publishMode ? { publishMode } : {}) },
});
const update = (publishMode: unknown) => ({ type: 'UpdateWorkplace' as const, data: { workplaceId, publishMode: publishMode as 'live' } });

describe('workplace decider: publishMode', () => {
  it("creates a live workplace without the field (absent = 'live', as in every older event)", () => {
    given(workplaceDecider).when(create()).then([created()]);
    given(workplaceDecider).when(create('live')).then([created()]);
  });

  it("records 'on-publish' when asked", () => {
    given(workplaceDecider)
      .when(create('on-publish'))
      .then([created('on-publish')]);
  });

  it('switches a workplace to on-publish and back to live; the same mode again changes nothing', () => {
    const { workplaceId: _id, ownerId: _owner, ...details } = created().data;
    given(workplaceDecider, [created()])
      .when(update('on-publish'))
      .then([{ type: 'WorkplaceUpdated', data: { workplaceId, ...details, publishMode: 'on-publish' } }]);
    given(workplaceDecider, [created('on-publish')])
      .when(update('live'))
      .then([{ type: 'WorkplaceUpdated', data: { workplaceId, ...details } }]);
    given(workplaceDecider, [created('on-publish')])
      .when(update('on-publish'))
      .then([]);
    given(workplaceDecider, [created()]).when(update('live')).then([]);
  });

  it('keeps the mode when an update does not name it', () => {
    given(workplaceDecider, [created('on-publish')])
      .when({ type: 'UpdateWorkplace', data: { workplaceId, name: 'The Crown' } })
      .thenEvents(([event]) => expect(event.data).toMatchObject({ name: 'The Crown', publishMode: 'on-publish' }));
  });

  it('refuses any other value', () => {
    given(workplaceDecider, [created()]).when(update('draft')).thenThrows(WORKPLACE_MESSAGES.publishModeInvalid, 'validation');
    given(workplaceDecider)
      .when({ ...create(), data: { ...create().data, publishMode: 'weekly' as 'live' } })
      .thenThrows(WORKPLACE_MESSAGES.publishModeInvalid, 'validation');
  });
});
