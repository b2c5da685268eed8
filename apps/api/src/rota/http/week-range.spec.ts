import { validationMessageOf as messageOf } from '../../../test/validation-message';
import { weekRange } from './week-range';

describe('weekRange', () => {
  it.each(['1999-12-31', '2101-01-01', '0202-06-01', '9999-12-31'])('refuses the start %s outside the years 2000 to 2100', (date) => {
    expect(messageOf(() => weekRange(date, date))).toBe('startDate must be in the years 2000 to 2100.');
  });

  it('reads a weekly range of 1 to 31 days', () => {
    expect(weekRange('2026-01-31', '2026-01-31')).toEqual({ startDate: '2026-01-31', endDate: '2026-01-31' });
    expect(weekRange('2026-12-01', '2026-12-31')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(messageOf(() => weekRange('2026-12-01', '2027-01-01'))).toBe('The date range can be at most 31 days.');
    expect(messageOf(() => weekRange('2026-12-02', '2026-12-01'))).toBe('endDate must not be before startDate.');
  });
});
