import { describe, expect, it } from 'vitest';
import { capitaliseAsTyped } from './names';
import { cleanRateInput, formatRate, parseRate, stepRate } from './rate';
import { rateError } from './validation';

describe('rate input', () => {
  it('takes a comma as the decimal point and keeps one point', () => {
    expect(cleanRateInput('7,5')).toBe('7.5');
    expect(cleanRateInput('1.2.3')).toBe('1.23');
    expect(cleanRateInput('£9a')).toBe('9');
  });

  it('shows two decimals after leaving the box', () => {
    expect(formatRate('9,5')).toBe('9.50');
    expect(formatRate('12')).toBe('12.00');
    expect(formatRate('')).toBe('');
  });

  it('steps by 0.01 and never below zero', () => {
    expect(stepRate('7.55', 1)).toBe('7.56');
    expect(stepRate('0', -1)).toBe('0.00');
  });

  it('parses, and names a rate the server would refuse', () => {
    expect(parseRate('7,55')).toBe(7.55);
    expect(rateError('0')).toBe('All fields must be filled out and rate must be greater than 0.');
    expect(rateError('7.555')).toBe('Rate can have at most 2 decimal places.');
    expect(rateError('7.55')).toBeNull();
  });
});

describe('name capitalisation while typing', () => {
  it('upper-cases the first letter and lower-cases the rest, keeping a space just typed', () => {
    expect(capitaliseAsTyped('mARY')).toBe('Mary');
    expect(capitaliseAsTyped('mary ')).toBe('Mary ');
    expect(capitaliseAsTyped('')).toBe('');
  });
});
