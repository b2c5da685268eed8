import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Express, NextFunction, Request, Response } from 'express';

/**
 * Serves the built SPA: static files with long caching for hashed assets (source maps
 * excepted), and index.html for every client route (/dashboard, /rota/abc). /api paths never fall
 * through to the SPA, so an unknown API path stays a JSON 404.
 */
const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export function serveSpa(server: Express, distDir: string): boolean {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  // Source maps would publish the app's sources: never served, even if a build left some.
  server.get(/^(?!\/api(\/|$)).*\.map$/i, (_request: Request, response: Response) => {
    response.status(404).json({ statusCode: 404, message: 'Not found.', error: 'Not Found' });
  });
  // Mounted before the API's routes: an /api request must not pay a file lookup first.
  const assets = express.static(join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: true });
  const files = express.static(distDir, { index: false, maxAge: '1h' });
  server.use('/assets', assets);
  server.use((request: Request, response: Response, next: NextFunction) =>
    isApiPath(request.path) ? next() : files(request, response, next),
  );
  server.get(/^(?!\/api(\/|$)).*/, (request: Request, response: Response, next: NextFunction) => {
    if (!request.accepts('html')) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexFile);
  });
  return true;
}
