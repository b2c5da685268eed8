import { hasUnsafeDisplayCharacters, unsafeDisplayTextMessage } from './display-text';

/** Names as people write them, in any script, with emoji (surrogate pairs) and marks. */
const SAFE = ['Mary', "Seán O'Brien", 'Zoë-Anne', 'محمد', 'שרה', '王芳', 'Café 👩‍🍳', 'Ünal Şahin', 'x'.repeat(100)];

const UNSAFE: [string, string][] = [
  ['NUL', 'Ma\u0000ry'],
  ['tab', 'Ma\try'],
  ['newline', 'Mary\n'],
  ['carriage return', '\rMary'],
  ['escape', 'Mary\u001B[31m'],
  ['DEL', 'Mary\u007F'],
  ['C1 control', 'Mary\u0085'],
  ['right-to-left override', 'Mary\u202Egnp.exe'],
  ['left-to-right embedding', '\u202AMary'],
  ['pop directional formatting', 'Mary\u202C'],
  ['right-to-left isolate', '\u2067Mary\u2069'],
  ['first strong isolate', '\u2068Mary'],
  ['left-to-right mark', 'Mary\u200E'],
  ['right-to-left mark', '\u200FMary'],
  ['Arabic letter mark', 'Mary\u061C'],
  ['lone high surrogate', 'Mary\uD83D'],
  ['lone low surrogate', '\uDE00Mary'],
  ['reversed surrogate pair', 'Ma\uDE00\uD83Dry'],
];

describe('safe display text', () => {
  it.each(SAFE)('accepts %s', (name) => {
    expect(hasUnsafeDisplayCharacters(name)).toBe(false);
  });

  it.each(UNSAFE)('refuses a %s', (_what, name) => {
    expect(hasUnsafeDisplayCharacters(name)).toBe(true);
  });

  it('names the field in its message', () => {
    expect(unsafeDisplayTextMessage('Workplace name')).toBe(
      'Workplace name cannot contain control characters, hidden text-direction marks or broken characters.',
    );
  });
});
