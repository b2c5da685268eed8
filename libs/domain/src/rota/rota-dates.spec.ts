import { isoDateOfInstant, readableDate } from './rota-dates';

describe('rota dates', () => {
  it('reads the UTC day of an instant', () => {
    expect(isoDateOfInstant('2026-12-07T23:59:59.000Z')).toBe('2026-12-07');
    expect(isoDateOfInstant('2026-12-08T00:00:00.000+01:00')).toBe('2026-12-07');
  });

  it('writes the shared rota heading', () => {
    expect(readableDate('2026-12-07')).toBe('Monday 7 December 2026');
    expect(readableDate('2027-01-03')).toBe('Sunday 3 January 2027');
    expect(readableDate('2024-02-29')).toBe('Thursday 29 February 2024');
  });
});
