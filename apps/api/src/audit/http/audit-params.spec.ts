import { validationMessageOf as messageOf } from '../../../test/validation-message';
import { optionalInstant, requiredInstant } from './audit-params';

describe('audit instants', () => {
  it('reads an instant with its zone as UTC', () => {
    expect(requiredInstant('2026-12-07T10:00:00+01:00', 'at')).toBe('2026-12-07T09:00:00.000Z');
    expect(optionalInstant('2000-01-01T00:00:00Z', 'from')).toBe('2000-01-01T00:00:00.000Z');
    expect(optionalInstant('2100-12-31T23:59:59.999Z', 'to')).toBe('2100-12-31T23:59:59.999Z');
    expect(optionalInstant('', 'from')).toBeNull();
  });

  it.each([
    '1999-12-31T23:59:59Z',
    '2101-01-01T00:00:00Z',
    '0202-06-01T10:00:00Z',
    '9999-12-31T23:00:00-05:00',
    '2000-01-01T00:30:00+01:00',
  ])('refuses %s, outside the years 2000 to 2100 (in UTC)', (instant) => {
    expect(messageOf(() => requiredInstant(instant, 'at'))).toBe('at must be in the years 2000 to 2100.');
    expect(messageOf(() => optionalInstant(instant, 'from'))).toBe('from must be in the years 2000 to 2100.');
  });
});
