import { describe, expect, it } from 'vitest';
import { nextPathOf, nextQueryOf } from './next-path';

describe('nextPathOf', () => {
  it('follows a path of this site', () => {
    expect(nextPathOf('?next=%2Fjoin%2Fabc')).toBe('/join/abc');
  });

  it.each(['', '?next=', '?next=https%3A%2F%2Fevil.example', '?next=%2F%2Fevil.example', '?next=%2F%5Cevil.example', '?next=join'])(
    'goes to the planner for %s',
    (search) => {
      expect(nextPathOf(search)).toBe('/');
    },
  );

  it('carries the next path between the sign-up and log-in pages', () => {
    expect(nextQueryOf('?next=%2Fjoin%2Fabc')).toBe('?next=%2Fjoin%2Fabc');
    expect(nextQueryOf('')).toBe('');
  });
});
