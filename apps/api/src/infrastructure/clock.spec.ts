import { clockFor, OffsetClock, shiftedClockWarning, SystemClock } from './clock';

describe('the clocks', () => {
  afterEach(() => jest.useRealTimers());

  it('an offset clock reads CLOCK_START at the instant it started and moves on with real time', () => {
    jest.useFakeTimers({ now: new Date('2026-12-02T01:00:00Z') });
    const clock = new OffsetClock(new Date('2026-06-10T08:30:00Z'), new Date('2026-12-02T00:59:00Z'));
    // Started a minute ago (real time): it reads a minute past its start.
    expect(clock.now().toISOString()).toBe('2026-06-10T08:31:00.000Z');
    jest.advanceTimersByTime(90_500);
    expect(clock.now().toISOString()).toBe('2026-06-10T08:32:30.500Z');
  });

  it('two processes given the same start and started-at read the same time', () => {
    jest.useFakeTimers({ now: new Date('2026-12-02T01:00:00Z') });
    const start = { start: new Date('2026-06-10T08:30:00Z'), startedAt: new Date('2026-12-02T01:00:00Z') };
    expect(clockFor(start).now()).toEqual(clockFor({ ...start }).now());
    expect(clockFor(start).now().toISOString()).toBe('2026-06-10T08:30:00.000Z');
  });

  it('without CLOCK_START a process runs on the system clock and warns of nothing', () => {
    expect(clockFor(undefined)).toBeInstanceOf(SystemClock);
    expect(shiftedClockWarning(undefined)).toBeUndefined();
  });

  it('a shifted clock is announced loudly at start', () => {
    jest.useFakeTimers({ now: new Date('2026-12-02T01:05:00Z') });
    expect(shiftedClockWarning({ start: new Date('2026-06-10T08:30:00Z'), startedAt: new Date('2026-12-02T01:00:00Z') })).toBe(
      "WARNING: CLOCK_START is set: this server's clock is NOT the real time (it read 2026-06-10T08:30:00.000Z at " +
        '2026-12-02T01:00:00.000Z and reads 2026-06-10T08:35:00.000Z now). For browser tests only; unset it for real use.',
    );
  });
});
