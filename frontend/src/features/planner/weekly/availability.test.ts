import { describe, expect, it } from 'vitest';
import { availabilityWarning, unavailableLabel, type UnavailableWindow } from './availability';

const away = (from: string, to: string): UnavailableWindow => ({ from, to, reason: 'availability' });
// 2 December 2025 is a Tuesday.
const TUESDAY = '2025-12-02';

describe('unavailable windows', () => {
  it('labels a cell by what the windows leave', () => {
    expect(unavailableLabel(undefined)).toBeNull();
    expect(unavailableLabel([{ from: '00:00', to: '24:00', reason: 'timeOff' }])).toBe('Time off');
    expect(unavailableLabel([away('00:00', '24:00')])).toBe('Not available');
    expect(unavailableLabel([away('17:00', '24:00')])).toBe('Not available after 17:00');
    expect(unavailableLabel([away('00:00', '09:00')])).toBe('Not available before 09:00');
    expect(unavailableLabel([away('12:00', '14:00')])).toBe('Not available 12:00–14:00');
    expect(unavailableLabel([away('14:00', '24:00'), away('00:00', '09:00')])).toBe('Only 09:00–14:00');
  });

  it('warns about a placement that reaches into a window, in the design’s words', () => {
    expect(availabilityWarning('Ann', TUESDAY, [away('17:00', '24:00')], 16 * 60, 18 * 60)).toBe(
      'Ann is not available on Tuesdays after 17:00.',
    );
    expect(availabilityWarning('Ann', TUESDAY, [away('00:00', '09:00')], 8 * 60, 12 * 60)).toBe(
      'Ann is not available on Tuesdays before 09:00.',
    );
    expect(availabilityWarning('Ann', TUESDAY, [away('12:00', '14:00')], 11 * 60, 13 * 60)).toBe(
      'Ann is not available on Tuesdays between 12:00 and 14:00.',
    );
    expect(availabilityWarning('Ann', TUESDAY, [away('00:00', '24:00')], 9 * 60, 10 * 60)).toBe('Ann is not available on Tuesdays.');
  });

  it('says nothing inside the availability, at its edges, or for time off (the server refuses that)', () => {
    expect(availabilityWarning('Ann', TUESDAY, [away('17:00', '24:00')], 9 * 60, 17 * 60)).toBeNull();
    expect(availabilityWarning('Ann', TUESDAY, undefined, 9 * 60, 17 * 60)).toBeNull();
    expect(availabilityWarning('Ann', TUESDAY, [{ from: '00:00', to: '24:00', reason: 'timeOff' }], 9 * 60, 17 * 60)).toBeNull();
  });
});
