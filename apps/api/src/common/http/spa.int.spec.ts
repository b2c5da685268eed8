import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createTestApp, TestApp } from '../../../test/test-app';

/** One GET over a plain socket: the bytes exactly as sent (supertest would decompress them). */
function rawGet(
  t: TestApp,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the built SPA, precompressed at build', () => {
  const SCRIPT = `console.log(${JSON.stringify('rota '.repeat(2000))});`;
  const PAGE = `<!doctype html><title>Rotaledger SPA</title><p>${'planner '.repeat(300)}</p>`;
  let frontendDist: string;
  let t: TestApp;

  beforeAll(async () => {
    frontendDist = mkdtempSync(join(tmpdir(), 'rotaledger-precompressed-spa-'));
    mkdirSync(join(frontendDist, 'assets'));
    // As the build writes them (vite-plugin-compression2): each text file with a .br and a .gz beside it.
    for (const [file, text] of [
      ['index.html', PAGE],
      ['assets/app-123.js', SCRIPT],
    ]) {
      writeFileSync(join(frontendDist, file), text);
      writeFileSync(join(frontendDist, `${file}.br`), brotliCompressSync(text));
      writeFileSync(join(frontendDist, `${file}.gz`), gzipSync(text, { level: 9 }));
    }
    // A file the build did not compress (too small, or not text) is still served, compressed on the fly if it is text.
    writeFileSync(join(frontendDist, 'theme.js'), `/* ${'theme '.repeat(400)} */`);
    t = await createTestApp({ env: { SERVE_FRONTEND: 'true', FRONTEND_DIST: frontendDist } });
    await t.app.listen(0, '127.0.0.1');
  });

  afterAll(async () => {
    await t.close();
    rmSync(frontendDist, { recursive: true, force: true });
  });

  it('sends a browser that takes brotli the .br file as it was built, with the type, the long caching and Vary', async () => {
    const response = await rawGet(t, '/assets/app-123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body.equals(readFileSync(join(frontendDist, 'assets/app-123.js.br')))).toBe(true);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends a browser that takes only gzip the .gz file as it was built (not gzipped again)', async () => {
    const response = await rawGet(t, '/assets/app-123.js', { 'Accept-Encoding': 'gzip, deflate' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.equals(readFileSync(join(frontendDist, 'assets/app-123.js.gz')))).toBe(true);
  });

  it('sends the plain file to a client that takes no encoding', async () => {
    const response = await rawGet(t, '/assets/app-123.js', {});
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(SCRIPT);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends index.html for a client route from its .br file, never cached without asking', async () => {
    const response = await rawGet(t, '/dashboard', { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body.equals(readFileSync(join(frontendDist, 'index.html.br')))).toBe(true);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('still compresses a text file the build left uncompressed', async () => {
    const response = await rawGet(t, '/theme.js', { 'Accept-Encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not serve the compressed copies under their own names', async () => {
    const response = await rawGet(t, '/assets/app-123.js.br', { Accept: 'application/javascript', 'Accept-Encoding': 'br' });
    expect(response.status).toBe(404);
  });
});

describe("the personal page's service worker", () => {
  const WORKER = "importScripts('/staff/sw-rules.js');";
  let frontendDist: string;
  let t: TestApp;

  beforeAll(async () => {
    frontendDist = mkdtempSync(join(tmpdir(), 'rotaledger-staff-worker-'));
    mkdirSync(join(frontendDist, 'staff'));
    writeFileSync(join(frontendDist, 'index.html'), '<!doctype html><title>Rotaledger SPA</title>');
    writeFileSync(join(frontendDist, 'staff/sw.js'), WORKER);
    writeFileSync(join(frontendDist, 'staff/sw-rules.js'), '/* rules */');
    t = await createTestApp({ env: { SERVE_FRONTEND: 'true', FRONTEND_DIST: frontendDist } });
    await t.app.listen(0, '127.0.0.1');
  });

  afterAll(async () => {
    await t.close();
    rmSync(frontendDist, { recursive: true, force: true });
  });

  it('is served as the script it is (not the SPA), asked for again on every update check, at the /staff/ scope', async () => {
    for (const path of ['/staff/sw.js', '/staff/sw-rules.js']) {
      const response = await rawGet(t, path, { Accept: '*/*', 'Service-Worker': 'script' });
      expect([path, response.status]).toEqual([path, 200]);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await rawGet(t, '/staff/sw.js', {})).body.toString()).toBe(WORKER);
    // The page itself, under the same prefix, is still the SPA.
    const page = await rawGet(t, `/staff/${'T'.repeat(43)}`, { Accept: 'text/html' });
    expect([page.status, page.body.toString()]).toEqual([200, '<!doctype html><title>Rotaledger SPA</title>']);
  });
});
