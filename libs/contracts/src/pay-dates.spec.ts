import { firstMessage } from './fields';
import { payDates } from './pay-dates';
import { PayForDatesRequest } from './pay';

function read(value: unknown): unknown {
  const result = payDates.safeParse(value);
  return result.success ? result.data : { refused: firstMessage(result.error) };
}

describe('pay dates', () => {
  it('reads a JSON list of dd/mm/yy, without duplicates', () => {
    expect(read('["07/12/26","07/12/26","29/02/24"]')).toEqual(['2026-12-07', '2024-02-29']);
    expect(read('[]')).toEqual([]);
  });

  it('refuses anything else with the spec messages', () => {
    expect(read(undefined)).toEqual({ refused: 'dates is required.' });
    expect(read(['["07/12/26"]'])).toEqual({ refused: 'dates must be a JSON list of dates like ["07/12/26"].' });
    expect(read('[not json')).toEqual({ refused: 'dates must be a JSON list of dates like ["07/12/26"].' });
    expect(read('["29/02/25"]')).toEqual({ refused: 'Every date must be a real date in the form dd/mm/yy.' });
    expect(read('[null]')).toEqual({ refused: 'Every date must be a real date in the form dd/mm/yy.' });
    expect(read(JSON.stringify(Array.from({ length: 401 }, () => '07/12/26')))).toEqual({
      refused: 'At most 400 dates can be asked for at once.',
    });
  });

  it('checks the workplace before the dates', () => {
    const result = PayForDatesRequest.safeParse({ dates: 'x' });
    expect(result.success ? null : firstMessage(result.error)).toBe('workplaceId is required.');
  });
});
