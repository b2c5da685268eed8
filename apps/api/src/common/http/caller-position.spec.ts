import type { HttpRequest } from './http-types';
import { callerPositionOf, parsePosition } from './caller-position';

const request = (headers: Record<string, string>, cookies: Record<string, string> = {}) => ({ headers, cookies }) as unknown as HttpRequest;

describe('the position a request names for its caller (issue 42 §1)', () => {
  it('reads whole numbers only', () => {
    expect([parsePosition('0'), parsePosition('1234'), parsePosition('9007199254740991')]).toEqual([0, 1234, 9007199254740991]);
    for (const bad of ['', '-1', '1.5', '1e3', ' 12', 'soon', '99999999999999999', undefined, 12]) expect(parsePosition(bad)).toBeNull();
  });

  it('takes the header first, then the cookie, else names none; a malformed header is bad, a malformed cookie is none', () => {
    expect(callerPositionOf(request({ 'x-rota-position': '40' }, { rotaledger_position: '7' }))).toBe(40);
    expect(callerPositionOf(request({}, { rotaledger_position: '7' }))).toBe(7);
    expect(callerPositionOf(request({}))).toBeUndefined();
    expect(callerPositionOf(request({ 'x-rota-position': 'later' }, { rotaledger_position: '7' }))).toBe('bad');
    expect(callerPositionOf(request({}, { rotaledger_position: 'mangled' }))).toBeUndefined();
  });
});
