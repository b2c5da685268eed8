import { createSecretKey } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { SessionTokenVerifier } from './session-token-verifier';

const SECRET = 'a-test-secret-of-some-length-0123456789';
const NOW = new Date('2026-03-02T09:00:00.000Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const jwt = new JwtService({ secret: SECRET, signOptions: { algorithm: 'HS256' }, verifyOptions: { algorithms: ['HS256'] } });
const claims = { sub: 'user-ada', sid: 'AAAAAAAAAAAAAAAAAAAAAA', tv: 0, iat: seconds(NOW), exp: seconds(NOW) + 3600 };
const tokenOf = (payload: object, secret = SECRET) => jwt.sign(payload, { secret });
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the session token verifier', () => {
  let verifier: SessionTokenVerifier;
  let verify: jest.SpyInstance;

  beforeEach(() => {
    verify = jest.spyOn(jwt, 'verify');
    verifier = new SessionTokenVerifier(jwt, createSecretKey(Buffer.from(SECRET, 'utf8')), 3);
  });
  afterEach(() => verify.mockRestore());

  it('answers the claims of a token signed with the key, checking its signature once', () => {
    const token = tokenOf(claims);
    expect(verifier.claimsOf(token, NOW)).toEqual(claims);
    expect(verifier.claimsOf(token, NOW)).toEqual(claims);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('still refuses a token whose payload was changed after the genuine one was accepted', () => {
    const token = tokenOf(claims);
    expect(verifier.claimsOf(token, NOW)).not.toBeNull();
    const [header, , signature] = token.split('.');
    for (const changed of [
      { ...claims, sub: 'user-eve' },
      { ...claims, tv: 7 },
      { ...claims, exp: claims.exp + 86_400 },
    ]) {
      expect(verifier.claimsOf(`${header}.${base64url(changed)}.${signature}`, NOW)).toBeNull();
    }
  });

  it('still refuses a token whose signature was changed or stripped after the genuine one was accepted', () => {
    const token = tokenOf(claims);
    expect(verifier.claimsOf(token, NOW)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    for (const forged of [`${header}.${payload}.${flipped}`, `${header}.${payload}.`, unsigned, `${token}x`]) {
      expect(verifier.claimsOf(forged, NOW)).toBeNull();
    }
  });

  it('refuses an expired token although its signature was checked while it was valid', () => {
    const token = tokenOf(claims);
    expect(verifier.claimsOf(token, NOW)).not.toBeNull();
    expect(verifier.claimsOf(token, new Date(claims.exp * 1000 - 1))).not.toBeNull();
    expect(verifier.claimsOf(token, new Date(claims.exp * 1000))).toBeNull();
    expect(verifier.claimsOf(token, new Date(claims.exp * 1000 + 60_000))).toBeNull();
  });

  it('refuses tokens signed with another key, garbled ones and ones without the session claims', () => {
    for (const token of [
      tokenOf(claims, 'another-secret-of-some-length-012345678'),
      'not-a-jwt',
      '',
      tokenOf({ ...claims, sid: 'short' }),
      tokenOf({ ...claims, tv: 1.5 }),
      tokenOf({ sub: claims.sub, sid: claims.sid, tv: 0 }),
    ]) {
      expect(verifier.claimsOf(token, NOW)).toBeNull();
    }
  });

  it('keeps only the most recent accepted tokens and never the refused ones', () => {
    const tokens = [0, 1, 2, 3].map((tv) => tokenOf({ ...claims, tv }));
    for (const token of tokens) verifier.claimsOf(token, NOW);
    expect(verify).toHaveBeenCalledTimes(4);
    verifier.claimsOf(tokens[3], NOW);
    verifier.claimsOf(tokens[1], NOW);
    expect(verify).toHaveBeenCalledTimes(4);
    // The oldest made room for the fourth: checked again.
    verifier.claimsOf(tokens[0], NOW);
    expect(verify).toHaveBeenCalledTimes(5);
    verifier.claimsOf('not-a-jwt', NOW);
    verifier.claimsOf('not-a-jwt', NOW);
    expect(verify).toHaveBeenCalledTimes(7);
  });
});
