import { DomainError } from '../shared/errors';
import { capitaliseName, compareNames, displayNameKey, EMPLOYEE_MESSAGES, formatRate, penceToRate, rateToPence } from './employee.rules';

describe('capitaliseName', () => {
  it.each([
    ['mARY', 'Mary'],
    ["  o'NEILL ", "O'Neill"],
    ["o'brien-smith", "O'Brien-Smith"],
    ['mary ann', 'Mary Ann'],
    ['JEAN-LUC', 'Jean-Luc'],
    ['d’ARCY', 'D’Arcy'],
    ['temp2', 'Temp2'],
    ['éLODIE', 'Élodie'],
    ['a', 'A'],
  ])('%j → %j', (raw, expected) => expect(capitaliseName(raw)).toBe(expected));
});

describe('compareNames', () => {
  it('sorts numbers inside names by value, ignoring case', () => {
    expect(['Temp10', 'temp1', 'Temp2', 'Alex'].sort(compareNames)).toEqual(['Alex', 'temp1', 'Temp2', 'Temp10']);
  });
});

describe('displayNameKey', () => {
  it('ignores case and surrounding spaces', () => expect(displayNameKey('  MaRy ')).toBe(displayNameKey('mary')));
});

describe('rateToPence', () => {
  it.each([
    [7.55, 755],
    ['7.55', 755],
    ['7,55', 755],
    [' 12 ', 1200],
    [10.1, 1010],
    ['0.01', 1],
    ['.5', 50],
    ['7.500', 750],
    [1000, 100_000],
  ])('reads %j as %p pence', (raw, pence) => expect(rateToPence(raw)).toBe(pence));

  const messageOf = (raw: unknown) => {
    try {
      rateToPence(raw);
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      return (error as DomainError).message;
    }
    return 'no error';
  };

  it.each([0, '0', '0.00', -1, '-7.55', 'abc', '', '   ', null, undefined, true, {}, [], Number.NaN, Infinity, '1e3', '7.5.5'])(
    'rejects %j: rate must be greater than 0',
    (raw) => expect(messageOf(raw)).toBe(EMPLOYEE_MESSAGES.required),
  );

  it('rejects more than two decimals', () => expect(messageOf('7.555')).toBe(EMPLOYEE_MESSAGES.rateDecimals));

  it('rejects more than 1000.00 an hour', () => {
    expect(messageOf('1000.01')).toBe(EMPLOYEE_MESSAGES.rateTooHigh);
    expect(messageOf('99999999999999999999999')).toBe(EMPLOYEE_MESSAGES.rateTooHigh);
  });
});

describe('penceToRate and formatRate', () => {
  it('answer two decimals', () => {
    expect(penceToRate(755)).toBe(7.55);
    expect(penceToRate(1000)).toBe(10);
    expect(formatRate(1000)).toBe('10.00');
    expect(formatRate(755)).toBe('7.55');
  });
});
