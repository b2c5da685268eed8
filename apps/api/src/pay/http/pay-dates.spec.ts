import { validationMessageOf as messageOf } from '../../../test/validation-message';
import { parsePayDates } from './pay-dates';

describe('parsePayDates', () => {
  it('reads pay dates: a JSON list of dd/mm/yy, without duplicates', () => {
    expect(parsePayDates('["07/12/26","07/12/26","29/02/24"]')).toEqual(['2026-12-07', '2024-02-29']);
    expect(parsePayDates('[]')).toEqual([]);
    expect(messageOf(() => parsePayDates(['["07/12/26"]']))).toBe('dates must be a JSON list of dates like ["07/12/26"].');
    expect(messageOf(() => parsePayDates('["29/02/25"]'))).toBe('Every date must be a real date in the form dd/mm/yy.');
    expect(messageOf(() => parsePayDates('[null]'))).toBe('Every date must be a real date in the form dd/mm/yy.');
  });
});
