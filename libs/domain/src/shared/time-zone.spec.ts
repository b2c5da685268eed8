import { DEFAULT_TIME_ZONE, isTimeZone, supportedTimeZones, TIME_ZONE_MESSAGES, timeZoneOf, timeZoneProblem } from './time-zone';

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
