import { validationMessageOf as messageOf } from '../../../test/validation-message';
import { bodyObject, optionalId, requiredId, requiredIsoDate, requiredTime } from './request-parsers';

const ID = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';

describe('request parsers', () => {
  it('reads ids: required, UUID-shaped, lowercased', () => {
    expect(requiredId(ID, 'shiftId')).toBe(ID.toLowerCase());
    expect(messageOf(() => requiredId(undefined, 'shiftId'))).toBe('shiftId is required.');
    expect(messageOf(() => requiredId([ID, ID], 'shiftId'))).toBe('shiftId must be a valid id.');
    expect(messageOf(() => requiredId(`${ID}x`, 'shiftId'))).toBe('shiftId must be a valid id.');
    expect(optionalId('', 'employeeId')).toBeNull();
    expect(optionalId(null, 'employeeId')).toBeNull();
    expect(optionalId(ID, 'employeeId')).toBe(ID.toLowerCase());
  });

  it('reads bodies, dates and times', () => {
    expect(bodyObject(undefined)).toEqual({});
    expect(messageOf(() => bodyObject(['x']))).toBe('The request body must be a JSON object.');
    expect(messageOf(() => bodyObject('x'))).toBe('The request body must be a JSON object.');
    expect(requiredIsoDate('2024-02-29', 'date')).toBe('2024-02-29');
    expect(messageOf(() => requiredIsoDate('2025-02-29', 'date'))).toBe('date must be a real date in the form yyyy-mm-dd.');
    expect(requiredTime('17:15', 'timeEnd')).toBe(1035);
    expect(requiredTime('24:00:00', 'timeEnd')).toBe(1440);
    expect(messageOf(() => requiredTime('', 'timeEnd'))).toBe('timeEnd is required.');
    expect(messageOf(() => requiredTime('5pm', 'timeEnd'))).toBe('timeEnd must be a time like 09:00 or 09:00:00.');
  });

  it.each(['1999-12-31', '2101-01-01', '0202-06-01', '9999-12-31'])('refuses the date %s outside the years 2000 to 2100', (date) => {
    expect(messageOf(() => requiredIsoDate(date, 'rotaDate'))).toBe('rotaDate must be in the years 2000 to 2100.');
  });

  it('accepts the first and last supported days', () => {
    expect(requiredIsoDate('2000-01-01', 'date')).toBe('2000-01-01');
    expect(requiredIsoDate('2100-12-31', 'date')).toBe('2100-12-31');
  });
});
