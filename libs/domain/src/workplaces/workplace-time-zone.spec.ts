import { given } from '../testing/given-when-then';
import { foldEvents } from '../shared/decider';
import { TIME_ZONE_MESSAGES, timeZoneOf } from '../shared/time-zone';
import { ActiveWorkplace, CreateWorkplace, workplaceDecider } from './workplace.decider';
import { WorkplaceCreated } from './workplace.events';

describe('workplace decider: time zone', () => {
  const create = (timeZone?: string): CreateWorkplace => ({
    type: 'CreateWorkplace',
    data: { workplaceId: 'w1', ownerId: 'u1', name: 'The Anchor', industryCategory: 'bar', ...(timeZone ? { timeZone } : {}) },
  });
  /** A workplace created before zones were recorded: its event has no timeZone. */
  const olderCreated: WorkplaceCreated = {
    type: 'WorkplaceCreated',
    data: {
      workplaceId: 'w1',
      ownerId: 'u1',
      name: 'The Anchor',
      industryCategory: 'bar',
      services: [],
      rotaStartTime: 0,
      rotaEndTime: 24,
    },
  };

  it('records the chosen zone, Europe/London when none is given', () => {
    given(workplaceDecider)
      .when(create('America/New_York'))
      .thenEvents(([e]) => expect(e.data).toMatchObject({ timeZone: 'America/New_York' }));
    given(workplaceDecider)
      .when(create())
      .thenEvents(([e]) => expect(e.data).toMatchObject({ timeZone: 'Europe/London' }));
  });

  it('refuses an unknown zone on create and update', () => {
    given(workplaceDecider).when(create('Mars/Olympus')).thenThrows(TIME_ZONE_MESSAGES.invalid, 'validation');
    given(workplaceDecider, [olderCreated])
      .when({ type: 'UpdateWorkplace', data: { workplaceId: 'w1', timeZone: 'Nowhere' } })
      .thenThrows(TIME_ZONE_MESSAGES.invalid, 'validation');
  });

  it('replays an older stream unchanged and reads its zone as the default', () => {
    const state = foldEvents(workplaceDecider, [olderCreated]) as ActiveWorkplace;

    expect(state.details).not.toHaveProperty('timeZone');
    expect(timeZoneOf(state.details)).toBe('Europe/London');
    // Choosing the default for an older workplace changes nothing.
    given(workplaceDecider, [olderCreated])
      .when({ type: 'UpdateWorkplace', data: { workplaceId: 'w1', timeZone: 'Europe/London' } })
      .then([]);
  });

  it('changes the zone of a workplace', () => {
    given(workplaceDecider, [olderCreated])
      .when({ type: 'UpdateWorkplace', data: { workplaceId: 'w1', timeZone: 'Europe/Paris' } })
      .thenEvents(([e]) => expect(e).toMatchObject({ type: 'WorkplaceUpdated', data: { name: 'The Anchor', timeZone: 'Europe/Paris' } }));
  });
});
