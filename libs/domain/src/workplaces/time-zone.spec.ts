import { given } from '../testing/given-when-then';
import { foldEvents } from '../shared/decider';
import { DEFAULT_TIME_ZONE, isTimeZone, supportedTimeZones, TIME_ZONE_MESSAGES, timeZoneOf, timeZoneProblem } from './time-zone';
import { ActiveWorkplace, CreateWorkplace, workplaceDecider } from './workplace.decider';
import { WorkplaceCreated } from './workplace.events';

describe('time zone rule', () => {
  it.each(['Europe/London', 'America/New_York', 'Asia/Tokyo', 'UTC'])('accepts the IANA zone %s', (zone) => {
    expect(isTimeZone(zone)).toBe(true);
    expect(timeZoneProblem(zone)).toBeNull();
  });

  it.each(['Asia/Kolkata', 'Asia/Calcutta', 'Europe/Kyiv', 'America/Argentina/Buenos_Aires', 'Etc/GMT+1'])(
    'accepts %s, an IANA name the runtime resolves even when it lists another spelling',
    (zone) => expect(isTimeZone(zone)).toBe(true),
  );

  it.each(['', 'London', 'Europe/Atlantis', 'europe/london', 'europe/london ', 'GMT+1', '+01:00', 42, null, undefined])(
    'refuses %p with a clear message',
    (zone) => {
      expect(timeZoneProblem(zone)).toBe(TIME_ZONE_MESSAGES.invalid);
    },
  );

  it('lists the supported zones, sorted, UTC included', () => {
    const zones = supportedTimeZones();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/London');
    expect([...zones].sort()).toEqual(zones);
  });

  it('lists zones by their current names, not the older spellings runtimes list (which stay valid)', () => {
    const zones = supportedTimeZones();
    expect(zones).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh', 'America/Nuuk']));
    for (const old of ['Asia/Calcutta', 'Europe/Kiev', 'Asia/Saigon', 'America/Godthab']) {
      expect(zones).not.toContain(old);
      expect(isTimeZone(old)).toBe(true);
    }
  });

  it('reads details without a zone as Europe/London', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Europe/London');
    expect(timeZoneOf({})).toBe('Europe/London');
    expect(timeZoneOf({ timeZone: 'Asia/Tokyo' })).toBe('Asia/Tokyo');
  });
});

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
