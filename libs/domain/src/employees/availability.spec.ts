import { DomainError } from '../shared/errors';
import {
  AVAILABILITY_MESSAGES as M,
  availabilityFromUnavailable,
  availableWindowsOn,
  availabilityWarning,
  checkedAvailability,
  dayMonth,
  unavailableWarning,
  unavailableWindows,
} from './availability';

const TODAY = '2026-12-01'; // a Tuesday

const refusal = (input: { weekly?: unknown; exceptions?: unknown }) => {
  try {
    checkedAvailability(input, TODAY);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('validation');
    return (error as DomainError).message;
  }
  return null;
};
const window = (from: string, to: string) => ({ from, to });

describe('availability: what staff may say', () => {
  it('keeps good windows in time order and single dates in date order', () => {
    expect(
      checkedAvailability(
        {
          weekly: { tue: [window('18:00', '24:00'), window('09:00', '12:00')], sun: [] },
          exceptions: [
            { date: '2026-12-24', windows: [] },
            { date: '2026-12-01', windows: [window('10:00', '14:00')] },
          ],
        },
        TODAY,
      ),
    ).toEqual({
      weekly: { tue: [window('09:00', '12:00'), window('18:00', '24:00')], sun: [] },
      exceptions: [
        { date: '2026-12-01', windows: [window('10:00', '14:00')] },
        { date: '2026-12-24', windows: [] },
      ],
    });
    expect(checkedAvailability({ weekly: {} }, TODAY)).toEqual({ weekly: {}, exceptions: [] });
  });

  it('refuses each broken rule with its own message', () => {
    expect(refusal({ weekly: { tuesday: [] } })).toBe(M.unknownDay);
    expect(refusal({ weekly: { mon: [window('9:00', '12:00')] } })).toBe(M.badClock);
    expect(refusal({ weekly: { mon: [window('09:00', '24:15')] } })).toBe(M.badClock);
    expect(refusal({ weekly: { mon: [window('17:00', '09:00')] } })).toBe(M.windowEndsBeforeStart);
    expect(refusal({ weekly: { mon: [window('09:00', '09:00')] } })).toBe(M.windowEndsBeforeStart);
    expect(refusal({ weekly: { mon: [window('09:00', '13:00'), window('12:00', '14:00')] } })).toBe(M.overlappingWindows);
    const seven = Array.from({ length: 7 }, (_, i) => window(`0${i}:00`, `0${i}:30`));
    expect(refusal({ weekly: { mon: seven } })).toBe(M.tooManyWindows);
    const many = Array.from({ length: 61 }, (_, i) => ({
      date: `2027-0${1 + Math.floor(i / 28)}-${String(1 + (i % 28)).padStart(2, '0')}`,
      windows: [],
    }));
    expect(refusal({ exceptions: many })).toBe(M.tooManyExceptions);
    expect(refusal({ exceptions: [{ date: '2026-02-30', windows: [] }] })).toBe(M.badExceptionDate);
    expect(refusal({ exceptions: [{ date: '2026-11-30', windows: [] }] })).toBe(M.pastExceptionDate);
    expect(
      refusal({
        exceptions: [
          { date: '2026-12-02', windows: [] },
          { date: '2026-12-02', windows: [window('10:00', '11:00')] },
        ],
      }),
    ).toBe(M.duplicateExceptionDate);
  });
});

describe('availability: the planner warning', () => {
  const availability = {
    weekly: { tue: [window('09:00', '17:00')], wed: [], thu: [window('09:00', '12:00'), window('14:00', '24:00')] },
    exceptions: [{ date: '2026-12-08', windows: [window('12:00', '24:00')] }],
  };
  const warn = (date: string, start: number, end: number) =>
    availabilityWarning('Ann', availability, date, { startMinute: start, endMinute: end });

  it('names the day and the unavailable part the shift falls in', () => {
    expect(warn('2026-12-01', 16 * 60, 20 * 60)).toBe('Ann is not available on Tuesdays after 17:00.');
    expect(warn('2026-12-01', 7 * 60, 10 * 60)).toBe('Ann is not available on Tuesdays before 09:00.');
    expect(warn('2026-12-03', 11 * 60, 15 * 60)).toBe('Ann is not available on Thursdays between 12:00 and 14:00.');
    expect(warn('2026-12-02', 10 * 60, 11 * 60)).toBe('Ann is not available on Wednesdays.');
    expect(warn('2026-12-08', 9 * 60, 13 * 60)).toBe('Ann is not available on 8 Dec before 12:00.');
  });

  it('says nothing inside a window, on a day without limits, or without availability', () => {
    expect(warn('2026-12-01', 9 * 60, 17 * 60)).toBeNull();
    expect(warn('2026-12-03', 20 * 60, 26 * 60)).toBeNull();
    expect(warn('2026-12-04', 0, 24 * 60)).toBeNull();
    expect(availabilityWarning('Ann', null, '2026-12-01', { startMinute: 0, endMinute: 60 })).toBeNull();
  });

  it("reads the same from the grid's unavailable windows as from the availability itself", () => {
    const spans = [
      [16 * 60, 20 * 60],
      [7 * 60, 10 * 60],
      [11 * 60, 15 * 60],
      [10 * 60, 11 * 60],
      [9 * 60, 13 * 60],
      [9 * 60, 17 * 60],
      [20 * 60, 26 * 60],
    ];
    for (const date of ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-08']) {
      const windows = unavailableWindows(availability, [], date);
      for (const [start, end] of spans) {
        expect(unavailableWarning('Ann', date, windows, { startMinute: start, endMinute: end })).toBe(warn(date, start, end));
      }
    }
    // Approved time off is the server's refusal, not a warning.
    const off = unavailableWindows(availability, [{ from: '2026-12-01', to: '2026-12-01' }], '2026-12-01');
    expect(unavailableWarning('Ann', '2026-12-01', off, { startMinute: 60, endMinute: 120 })).toBeNull();
  });

  it("turns the grid's unavailable windows back into the day's availability and time off (the rules then judge alike)", () => {
    for (const date of ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-08']) {
      const back = availabilityFromUnavailable(date, unavailableWindows(availability, [], date));
      expect(back.timeOff).toEqual([]);
      expect(availableWindowsOn(back.availability, date) ?? null).toEqual(availableWindowsOn(availability, date));
      for (const [start, end] of [
        [7 * 60, 10 * 60],
        [9 * 60, 17 * 60],
        [20 * 60, 26 * 60],
      ]) {
        const span = { startMinute: start, endMinute: end };
        expect(availabilityWarning('Ann', back.availability, date, span) === null).toBe(
          availabilityWarning('Ann', availability, date, span) === null,
        );
      }
    }
    expect(availabilityFromUnavailable('2026-12-01', [{ from: '00:00', to: '24:00', reason: 'timeOff' }])).toEqual({
      availability: null,
      timeOff: [{ from: '2026-12-01', to: '2026-12-01' }],
    });
    expect(availabilityFromUnavailable('2026-12-01', [{ from: '00:00', to: '24:00', reason: 'availability' }]).availability).toEqual({
      weekly: {},
      exceptions: [{ date: '2026-12-01', windows: [] }],
    });
    expect(availabilityFromUnavailable('2026-12-01', undefined)).toEqual({ availability: null, timeOff: [] });
  });

  it('writes dates as day and short month', () => {
    expect(dayMonth('2026-12-02')).toBe('2 Dec');
    expect(dayMonth('2027-01-15')).toBe('15 Jan');
  });
});

describe('availability: the unavailable windows the grid greys', () => {
  const availability = { weekly: { tue: [window('09:00', '17:00')], wed: [] }, exceptions: [] };

  it('is the complement of the day windows, the whole day with none, nothing without a limit', () => {
    expect(unavailableWindows(availability, [], '2026-12-01')).toEqual([
      { from: '00:00', to: '09:00', reason: 'availability' },
      { from: '17:00', to: '24:00', reason: 'availability' },
    ]);
    expect(unavailableWindows(availability, [], '2026-12-02')).toEqual([{ from: '00:00', to: '24:00', reason: 'availability' }]);
    expect(unavailableWindows(availability, [], '2026-12-03')).toEqual([]);
  });

  it('marks the windows of a single date, whose warning names the date', () => {
    const single = { weekly: {}, exceptions: [{ date: '2026-12-08', windows: [window('12:00', '24:00')] }] };
    expect(unavailableWindows(single, [], '2026-12-08')).toEqual([{ from: '00:00', to: '12:00', reason: 'availability', exception: true }]);
  });

  it('is the whole day on approved time off', () => {
    const timeOff = [{ from: '2026-12-01', to: '2026-12-01' }];
    expect(unavailableWindows(availability, timeOff, '2026-12-01')).toEqual([{ from: '00:00', to: '24:00', reason: 'timeOff' }]);
  });
});
