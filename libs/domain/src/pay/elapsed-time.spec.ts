import { elapsedMinutes, instantsOf, localInstant, missingLocalTimeProblem } from './elapsed-time';
import { DateTime } from 'luxon';
import * as calendar from '../pay-periods/calendar-date';

const LONDON = 'Europe/London';
const iso = (instant: number | null) => (instant === null ? null : new Date(instant).toISOString());

describe('elapsed time on the workplace clock', () => {
  it('counts the repeated hour the night the clocks go back (22:00-02:00 on 24/25 Oct 2026 = 5 h)', () => {
    expect(elapsedMinutes('2026-10-24', 22 * 60, 26 * 60, LONDON)).toBe(300);
  });

  it('does not count the missing hour the night they go forward (22:00-02:00 on 28/29 Mar 2026 = 3 h)', () => {
    expect(elapsedMinutes('2026-03-28', 22 * 60, 26 * 60, LONDON)).toBe(180);
  });

  it('is the clock difference on any other night, and in a zone without clock changes', () => {
    expect(elapsedMinutes('2026-10-17', 22 * 60, 26 * 60, LONDON)).toBe(240);
    expect(elapsedMinutes('2026-10-24', 7 * 60, 15 * 60, LONDON)).toBe(480);
    expect(elapsedMinutes('2026-10-24', 22 * 60, 26 * 60, 'UTC')).toBe(240);
  });

  it('reads an ambiguous time as its first occurrence', () => {
    // 01:30 on 25 Oct 2026 happens at 00:30 UTC (BST) and again at 01:30 UTC (GMT).
    expect(instantsOf('2026-10-25', 90, LONDON).map(iso)).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z']);
    expect(iso(localInstant('2026-10-24', 1440 + 90, LONDON))).toBe('2026-10-25T00:30:00.000Z');
    // 01:00-01:30 counts the first half hour only; 01:00-03:00 counts three hours.
    expect(elapsedMinutes('2026-10-25', 60, 90, LONDON)).toBe(30);
    expect(elapsedMinutes('2026-10-25', 60, 180, LONDON)).toBe(180);
  });

  it('names a time the clock skips, on its own date', () => {
    expect(localInstant('2026-03-29', 90, LONDON)).toBeNull();
    expect(missingLocalTimeProblem('2026-03-28', 1440 + 90, LONDON)).toBe('01:30 does not exist on 29 Mar 2026 (the clocks go forward).');
    expect(missingLocalTimeProblem('2026-03-29', 60, LONDON)).toBe('01:00 does not exist on 29 Mar 2026 (the clocks go forward).');
    expect(missingLocalTimeProblem('2026-03-29', 120, LONDON)).toBeNull();
    expect(missingLocalTimeProblem('2026-10-25', 90, LONDON)).toBeNull();
  });

  it('never goes negative for a skipped time already stored', () => {
    // 01:15-02:15 on 29 Mar: the clock jumps from 01:00 to 02:00, so 15 minutes pass after the jump.
    expect(elapsedMinutes('2026-03-29', 75, 135, LONDON)).toBe(15);
    expect(elapsedMinutes('2026-03-29', 75, 90, LONDON)).toBe(0);
  });
});

describe('the cost of elapsed time (issue 31: a rebuild prices every assignment of every day)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks the zone data a bounded number of times for a day, however many assignments it prices', () => {
    const lookups = jest.spyOn(DateTime, 'fromMillis');
    for (let n = 0; n < 500; n++) elapsedMinutes('2026-06-10', 360 + (n % 16) * 30, 840 + (n % 16) * 30, 'Europe/London');
    expect(lookups.mock.calls.length).toBeLessThanOrEqual(40);
  });

  it('prices a steady day by its minutes alone: no calendar date is worked out per assignment', () => {
    const dateWork = [jest.spyOn(calendar, 'parseIsoDate'), jest.spyOn(calendar, 'addDays')];
    for (let n = 0; n < 500; n++) elapsedMinutes('2026-06-11', 360 + (n % 16) * 30, 840 + (n % 16) * 45, 'Europe/London');
    expect(dateWork.reduce((calls, spy) => calls + spy.mock.calls.length, 0)).toBeLessThanOrEqual(1);
    expect(elapsedMinutes('2026-06-11', 1320, 1560, 'Europe/London')).toBe(240);
    expect(elapsedMinutes('2026-06-11', 600, 600, 'Europe/London')).toBe(0);
  });

  it('reads each minute of a night the clocks change once, however many assignments and events price it', () => {
    const lookups = jest.spyOn(DateTime, 'fromMillis');
    // 40 people on the night the clocks go back, repriced by each of the day's 41 events.
    for (let event = 0; event < 41; event++) {
      for (let n = 0; n < 40; n++) elapsedMinutes('2027-10-30', 1200 + (n % 4) * 30, 1560 + (n % 4) * 30, 'Europe/London');
    }
    expect(lookups.mock.calls.length).toBeLessThanOrEqual(100);
    expect(elapsedMinutes('2027-10-30', 1320, 1560, 'Europe/London')).toBe(300);
  });

  it('still counts the clock changes after the steady days around them were priced', () => {
    for (const date of ['2026-10-23', '2026-10-24', '2026-10-25', '2026-03-27', '2026-03-28', '2026-03-29']) {
      elapsedMinutes(date, 1320, 1560, 'Europe/London');
    }
    expect(elapsedMinutes('2026-10-24', 1320, 1560, 'Europe/London')).toBe(300);
    expect(elapsedMinutes('2026-03-28', 1320, 1560, 'Europe/London')).toBe(180);
    expect(elapsedMinutes('2026-10-23', 1320, 1560, 'Europe/London')).toBe(240);
    expect(missingLocalTimeProblem('2026-03-28', 1530, 'Europe/London')).toBe(
      '01:30 does not exist on 29 Mar 2026 (the clocks go forward).',
    );
  });
});
