import { describe, expect, it } from 'vitest';
import { barPlacement, hourRange } from './dayLayout';
import { exportUrl } from './ExportButtons';
import { formatInstant, fromLocalInput, justBefore, toLocalInput, validInstant } from './instants';
import { changesMadeBy } from './stepper';
import type { RotaShift } from './types';

const shift = (times: [string, string][]): RotaShift => ({
  shiftId: 's',
  serviceType: 702,
  serviceName: 'Kitchen Staff',
  serviceIcon: '🥘',
  assignments: times.map(([timeStart, timeEnd], i) => ({
    assignmentId: `a${i}`,
    timeStart,
    timeEnd,
    employeeId: null,
    employeeName: null,
    employeeRemoved: false,
  })),
});

describe('instants', () => {
  it('round-trips an instant through a datetime-local value in the reader’s zone', () => {
    const instant = '2026-12-03T09:30:15.000Z';
    expect(toLocalInput(instant)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(fromLocalInput(toLocalInput(instant))).toBe(instant);
  });

  it('refuses what is not a datetime-local value', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-12-03')).toBeNull();
    expect(fromLocalInput('yesterday')).toBeNull();
    expect(toLocalInput('nonsense')).toBe('');
  });

  it('reads instants from the address bar only when they are instants', () => {
    expect(validInstant('2026-12-03T09:30:00Z')).toBe('2026-12-03T09:30:00.000Z');
    expect(validInstant('2026-12-03')).toBeNull();
    expect(validInstant('soon')).toBeNull();
    expect(validInstant(null)).toBeNull();
  });

  it('steps a millisecond back and formats for people', () => {
    expect(justBefore('2026-12-03T09:30:00.000Z')).toBe('2026-12-03T09:29:59.999Z');
    expect(formatInstant('2026-12-03T12:00:00.000Z')).toMatch(/^Thu 3 Dec 2026, \d{2}:\d{2}:00$/);
  });
});

describe('the day layout', () => {
  it('shows the hours the day uses, or 8 to 18 when it is empty', () => {
    expect(hourRange([])).toEqual({ start: 8, end: 18 });
    expect(hourRange([shift([])])).toEqual({ start: 8, end: 18 });
    expect(
      hourRange([
        shift([
          ['10:15:00', '14:30:00'],
          ['06:00:00', '07:00:00'],
        ]),
      ]),
    ).toEqual({ start: 6, end: 15 });
  });

  it('places bars in percent of the hours shown', () => {
    expect(barPlacement('10:00:00', '12:00:00', { start: 8, end: 18 })).toEqual({ left: '20%', width: '20%' });
    expect(barPlacement('08:00:00', '18:00:00', { start: 8, end: 18 })).toEqual({ left: '0%', width: '100%' });
  });
});

describe('the change stepper', () => {
  const changes = [{ at: '2026-12-02T10:00:00.000Z' }, { at: '2026-12-03T10:00:00.000Z' }];
  it('counts the changes made by an instant, the instant itself included', () => {
    expect(changesMadeBy(changes, '2026-12-01T00:00:00.000Z')).toBe(0);
    expect(changesMadeBy(changes, '2026-12-02T10:00:00.000Z')).toBe(1);
    expect(changesMadeBy(changes, '2026-12-02T09:59:59.999Z')).toBe(0);
    expect(changesMadeBy(changes, '2027-01-01T00:00:00.000Z')).toBe(2);
  });
});

describe('export links', () => {
  it('ask the server for the file in the chosen format', () => {
    const url = new URL(exportUrl('wp-1', 'csv'));
    expect(url.pathname).toBe('/api/audit/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({ workplaceId: 'wp-1', format: 'csv' });
  });
});
