import { isWeekStart, sharingGenerationFrom, weekDates, weekStartOf } from './rota-sharing';

const changed = (field: string, value: unknown) => ({ type: 'PreferenceChanged' as const, data: { userId: 'u1', field, value } });

describe('sharing generation', () => {
  it('starts at 0 and moves on each time public_rota is turned off, never when it is turned on', () => {
    expect(sharingGenerationFrom([])).toBe(0);
    const history = [
      { type: 'PreferencesCreated' as const, data: { userId: 'u1', preferences: { public_rota: true } } },
      changed('theme_mode', 'dark'),
      changed('public_rota', false),
      changed('public_rota', true),
    ];
    expect(sharingGenerationFrom(history as never)).toBe(1);
    expect(sharingGenerationFrom([...history, changed('public_rota', false), changed('public_rota', true)] as never)).toBe(2);
  });
});

describe('shared weeks', () => {
  it('start on a Monday or a Sunday and hold its seven dates in order, across a month end', () => {
    expect(isWeekStart('2026-11-30')).toBe(true);
    expect(['2026-12-01', '2026-12-05'].map(isWeekStart)).toEqual([false, false]);
    expect(isWeekStart('2026-12-06')).toBe(true);
    expect(weekDates('2026-11-30')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });

  it('find the Monday of any day of the week', () => {
    expect(['2026-11-30', '2026-12-02', '2026-12-06'].map(weekStartOf)).toEqual(['2026-11-30', '2026-11-30', '2026-11-30']);
    expect(weekStartOf('2026-12-07')).toBe('2026-12-07');
  });
});
