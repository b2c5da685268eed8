import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUp } from '../../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';

/** The CSP as a map of directive → sources. */
function cspOf(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  let frontendDist: string;
  let t: TestApp;

  beforeAll(async () => {
    frontendDist = mkdtempSync(join(tmpdir(), 'rotaledger-headers-spa-'));
    mkdirSync(join(frontendDist, 'assets'));
    writeFileSync(join(frontendDist, 'index.html'), '<!doctype html><title>Rotaledger SPA</title>');
    writeFileSync(join(frontendDist, 'assets', 'app-123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
    writeFileSync(join(frontendDist, 'assets', 'app-123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
    writeFileSync(join(frontendDist, 'theme.js.map'), '{"version":3,"sources":["theme.js"]}');
    t = await createTestApp({ env: { SERVE_FRONTEND: 'true', FRONTEND_DIST: frontendDist, TRUST_PROXY: 'loopback' } });
  });

  afterAll(async () => {
    await t.close();
    rmSync(frontendDist, { recursive: true, force: true });
  });

  it('serves the page with a strict CSP, no framing, nosniff and a cross-origin referrer of the origin only', async () => {
    const page = await t.http().get('/dashboard').set('Accept', 'text/html').expect(200);
    const csp = cspOf(page.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    // Nothing is framed and the help videos are this origin's own files: no frame-src or
    // media-src of their own, so both fall back to default-src 'self'.
    expect(csp['frame-src']).toBeUndefined();
    expect(csp['media-src']).toBeUndefined();
    expect(Object.values(csp).flat().join(' ')).not.toMatch(/youtube/);
    for (const sources of Object.values(csp)) {
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
    }
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-powered-by']).toBeUndefined();
  });

  it('sends HSTS only on https answers', async () => {
    const plain = await t.http().get('/dashboard').set('Accept', 'text/html').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await t.http().get('/dashboard').set({ Accept: 'text/html', 'X-Forwarded-Proto': 'https' }).expect(200);
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });

  it('marks every API answer no-store, signed in or not, success or error', async () => {
    const user = await signUp(t);
    for (const response of [
      await t.http().get('/api/auth/me').set(user.auth).expect(200),
      await t.http().get('/api/workplaces/getworkplaces').set(user.auth).expect(200),
      await t.http().get('/api/auth/me').expect(401),
      await t.http().get('/api/health').expect(200),
      await t.http().get('/api/no-such-thing').expect(404),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('keeps the long caching of built assets and gzips them', async () => {
    const asset = await t.http().get('/assets/app-123.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
  });

  it.each(['/assets/app-123.js.map', '/theme.js.map'])('never publishes the source map %s', async (path) => {
    const response = await t.http().get(path).expect(404);
    expect(response.text).not.toContain('sources');
  });
});
