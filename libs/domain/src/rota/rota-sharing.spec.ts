import { sharingGenerationFrom } from './rota-sharing';

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
