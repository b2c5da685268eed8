import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import accepts from 'accepts';
import type { FastifyInstance } from 'fastify';
import { isApiPath, pathOf } from './http-types';

const isSourceMap = (path: string) => /\.map$/i.test(path);

/**
 * Serves the built SPA: static files with long caching for hashed assets (source maps
 * excepted), and index.html for every client route (/dashboard, /rota/abc). /api paths never fall
 * through to the SPA, so an unknown API path stays a JSON 404 (Nest's, under the /api prefix).
 * Each built file gets its own route when the app starts (no file lookup for other paths).
 */
export async function serveSpa(instance: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await instance.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // Source maps would publish the app's sources: never served, even if a build left some.
    allowedPath: (path) => !isSourceMap(path),
    cacheControl: false,
    setHeaders: (reply, path) => {
      const hashed = path.startsWith(join(distDir, 'assets') + '/');
      void reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  // Every other GET: a client route gets index.html; the rest goes to Nest's not-found handler (a JSON 404).
  instance.get('/*', (request, reply) => {
    const path = pathOf(request.url);
    if (isSourceMap(path)) return reply.code(404).send({ statusCode: 404, message: 'Not found.', error: 'Not Found' });
    if (isApiPath(path) || !accepts(request.raw).type('html')) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return true;
}
