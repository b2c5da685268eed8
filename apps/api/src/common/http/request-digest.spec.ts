import { canonicalJson } from '@rotaledger/read-models';
import { writeCanonicalJson } from './request-digest';

const textOf = (value: unknown) => {
  let text = '';
  writeCanonicalJson(value, (chunk) => (text += chunk));
  return text;
};

describe('writeCanonicalJson', () => {
  it.each([
    [{ b: 1, a: [true, null, 'x', { d: 2, c: [] }], e: {} }],
    [['é', '"quoted"\n', -0.5, 1e21, {}]],
    [{ nested: { z: { y: { x: [1, [2, [3]]] } } } }],
    [{ skipped: undefined, kept: 1 }],
  ])('writes what canonicalJson writes for %j', (value) => {
    expect(textOf(value)).toBe(canonicalJson(value));
  });

  it('walks 100,000 levels without a stack overflow', () => {
    let deep: unknown = 1;
    const opens: string[] = [];
    const closes: string[] = [];
    for (let i = 0; i < 100_000; i++) {
      deep = i % 2 ? [deep] : { a: deep };
      opens.push(i % 2 ? '[' : '{"a":');
      closes.push(i % 2 ? ']' : '}');
    }

    expect(textOf(deep)).toBe(`${opens.reverse().join('')}1${closes.join('')}`);
  });
});
