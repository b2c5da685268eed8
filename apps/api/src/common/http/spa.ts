import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import accepts from 'accepts';
import type { FastifyInstance } from 'fastify';
import { isApiPath, pathOf, routePath } from './http-types';

const isSourceMap = (path: string) => /\.map$/i.test(path);

/** The copies the frontend build writes beside each text file (vite-plugin-compression2). */
const PRECOMPRESSED = ['**/*.br', '**/*.gz'];

/**
 * How long a browser keeps a built file (`path` is the file sent, a .br or .gz copy included):
 * the hashed assets for good; index.html not without asking again, since it names the assets of
 * the current deploy (a stale one would point at files a deploy removed); the rest an hour.
 */
function cacheControlOf(distDir: string, path: string): string {
  if (path.startsWith(join(distDir, 'assets') + '/')) return 'public, max-age=31536000, immutable';
  if (/^(index\.html|staff\/sw(-rules)?\.js)(\.br|\.gz)?$/.test(relative(distDir, path))) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built SPA: static files with long caching for hashed assets (source maps
 * excepted), and index.html for every client route (/dashboard, /rota/abc). A file the build
 * also wrote as .br or .gz goes out as that copy when the browser accepts it (with
 * `Vary: Accept-Encoding`), so no answer is compressed again per request (@fastify/compress
 * leaves an answer that already has its encoding alone). /api paths never fall
 * through to the SPA, so an unknown API path stays a JSON 404 (Nest's, under the /api prefix).
 * Each built file gets its own route when the app starts (no file lookup for other paths).
 */
export async function serveSpa(instance: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await instance.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Reached only through the file they compress, never by their own names.
    globIgnore: PRECOMPRESSED,
    // Source maps would publish the app's sources: never served, even if a build left some.
    allowedPath: (path) => !isSourceMap(path),
    cacheControl: false,
    setHeaders: (reply, path) => void reply.header('cache-control', cacheControlOf(distDir, path)),
  });
  // Every other GET: a client route gets index.html; the rest goes to Nest's not-found handler (a JSON 404).
  instance.get('/*', (request, reply) => {
    const path = pathOf(request.url);
    if (isSourceMap(path)) return reply.code(404).send({ statusCode: 404, message: 'Not found.', error: 'Not Found' });
    if (isApiPath(routePath(request.url)) || !accepts(request.raw).type('html')) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
  return true;
}
