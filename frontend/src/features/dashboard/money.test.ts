import { describe, expect, it } from 'vitest';
import { fromHundredths, hoursDecimal, minutesFromHours, moneyDecimal, ratePenceFrom } from './money';

describe('minutesFromHours', () => {
  it('turns the API decimal hours into whole minutes', () => {
    expect(minutesFromHours(8.25)).toBe(495);
    expect(minutesFromHours(0.0167)).toBe(1);
    expect(minutesFromHours(7.3333)).toBe(440);
    expect(minutesFromHours(7.333333333333333)).toBe(440);
    expect(minutesFromHours('1.5')).toBe(90);
  });

  it('reads nonsense, negatives and nothing as no time', () => {
    expect(minutesFromHours(-2)).toBe(0);
    expect(minutesFromHours(Number.NaN)).toBe(0);
    expect(minutesFromHours(null)).toBe(0);
    expect(minutesFromHours('abc')).toBe(0);
  });
});

describe('ratePenceFrom', () => {
  it('reads rates as text, so floating point never shaves a penny', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point; 1.13 * 100 is 112.99999999999999.
    expect(ratePenceFrom(0.29)).toBe(29);
    expect(ratePenceFrom(1.13)).toBe(113);
    expect(ratePenceFrom(7.55)).toBe(755);
    expect(ratePenceFrom('7.55')).toBe(755);
    expect(ratePenceFrom('7,55')).toBe(755);
    expect(ratePenceFrom(12)).toBe(1200);
    expect(ratePenceFrom('12.5')).toBe(1250);
  });

  it('answers null when there is no usable rate', () => {
    expect(ratePenceFrom(undefined)).toBeNull();
    expect(ratePenceFrom(null)).toBeNull();
    expect(ratePenceFrom(0)).toBeNull();
    expect(ratePenceFrom(-5)).toBeNull();
    expect(ratePenceFrom('')).toBeNull();
    expect(ratePenceFrom('£7')).toBeNull();
    expect(ratePenceFrom(Number.POSITIVE_INFINITY)).toBeNull();
    // Rates are kept to the penny: a third decimal is not a rate.
    expect(ratePenceFrom('7.555')).toBeNull();
  });
});

describe('decimal text for spreadsheets', () => {
  it('writes hundredths with two decimals and no thousands separator', () => {
    expect(fromHundredths(0)).toBe('0.00');
    expect(fromHundredths(5)).toBe('0.05');
    expect(fromHundredths(123456)).toBe('1234.56');
    expect(fromHundredths(-250)).toBe('-2.50');
  });

  it('writes hours from minutes to 2 decimals, rounding half up', () => {
    expect(hoursDecimal(1485)).toBe('24.75');
    expect(hoursDecimal(20)).toBe('0.33');
    expect(hoursDecimal(40)).toBe('0.67');
    expect(hoursDecimal(1)).toBe('0.02'); // 1.666… hundredths
    expect(hoursDecimal(0)).toBe('0.00');
    // 0.3 of a minute is exactly 0.5 hundredths: the half goes up.
    expect(hoursDecimal(0.3)).toBe('0.01');
  });

  it('writes pence as a plain amount', () => {
    expect(moneyDecimal(18686)).toBe('186.86');
    expect(moneyDecimal(7)).toBe('0.07');
    expect(moneyDecimal(100000)).toBe('1000.00');
  });
});
