import { z } from 'zod';
import { firstMessage, isoDate, optionalId, request, requiredId, timeOfDay } from './fields';

/** The value a schema reads, or the refusal it answers. */
function read(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  return result.success ? result.data : { refused: firstMessage(result.error) };
}

const ID = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';

describe('request fields', () => {
  it('reads ids: required, UUID-shaped, lowercased', () => {
    expect(read(requiredId('shiftId'), ID)).toBe(ID.toLowerCase());
    expect(read(requiredId('shiftId'), undefined)).toEqual({ refused: 'shiftId is required.' });
    expect(read(requiredId('shiftId'), [ID, ID])).toEqual({ refused: 'shiftId must be a valid id.' });
    expect(read(requiredId('shiftId'), `${ID}x`)).toEqual({ refused: 'shiftId must be a valid id.' });
    expect(read(optionalId('employeeId'), '')).toBeNull();
    expect(read(optionalId('employeeId'), null)).toBeNull();
    expect(read(optionalId('employeeId'), undefined)).toBeNull();
    expect(read(optionalId('employeeId'), ID)).toBe(ID.toLowerCase());
    expect(read(optionalId('employeeId'), 'x')).toEqual({ refused: 'employeeId must be a valid id.' });
  });

  it('reads dates and times', () => {
    expect(read(isoDate('date'), '2024-02-29')).toBe('2024-02-29');
    expect(read(isoDate('date'), '2025-02-29')).toEqual({ refused: 'date must be a real date in the form yyyy-mm-dd.' });
    expect(read(timeOfDay('timeEnd'), '17:15')).toBe(1035);
    expect(read(timeOfDay('timeEnd'), '24:00:00')).toBe(1440);
    expect(read(timeOfDay('timeEnd'), '')).toEqual({ refused: 'timeEnd is required.' });
    expect(read(timeOfDay('timeEnd'), '5pm')).toEqual({ refused: 'timeEnd must be a time like 09:00 or 09:00:00.' });
  });

  it.each(['1999-12-31', '2101-01-01', '0202-06-01', '9999-12-31'])('refuses the date %s outside the years 2000 to 2100', (date) => {
    expect(read(isoDate('rotaDate'), date)).toEqual({ refused: 'rotaDate must be in the years 2000 to 2100.' });
  });

  it('accepts the first and last supported days', () => {
    expect(read(isoDate('date'), '2000-01-01')).toBe('2000-01-01');
    expect(read(isoDate('date'), '2100-12-31')).toBe('2100-12-31');
  });

  it('refuses a request that is not an object', () => {
    expect(read(request({ shiftId: requiredId('shiftId') }), ['x'])).toEqual({ refused: 'The request body must be a JSON object.' });
  });
});
