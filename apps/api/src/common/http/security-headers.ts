import type { IncomingMessage, ServerResponse } from 'node:http';
import type { onRequestHookHandler } from 'fastify';
import helmet, { strictTransportSecurity } from 'helmet';
import { isApiPath, routePath } from './http-types';

/**
 * The page's Content-Security-Policy. Everything comes from this origin: the built
 * scripts and styles are files (the theme script too, see frontend/public/theme.js),
 * React sets inline styles through the CSSOM (which CSP allows), CSV downloads are blob
 * links (navigation, not a fetch). The help videos, their captions and posters are files of
 * this origin too (default-src covers media-src; frames fall back to 'self').
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

/**
 * Swagger UI (`/api/docs`) writes inline styles and draws its icons as `data:` SVGs. It
 * shows no user data and runs only its own bundled scripts, so only its pages may do that.
 */
export const API_DOCS_CONTENT_SECURITY_POLICY = {
  ...CONTENT_SECURITY_POLICY,
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
};

/** A personal link's page and feed: the path is the secret, so no Referer may carry it away. (Paths as routePath gives them.) */
const isTokenPage = (path: string) => ['/staff/', '/api/staff/', '/api/feeds/'].some((prefix) => path.startsWith(prefix));

const isApiDocsPage = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');

type HeaderMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers a helmet middleware sets, recorded once: they depend on nothing in the request,
 * and setting them from a list spares every answer helmet's chain of a dozen middleware.
 */
function headersOf(middleware: HeaderMiddleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => (finished = true));
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/**
 * helmet's headers on every answer: the CSP above, nosniff, no framing, a referrer that
 * leaves the site as its origin only. HSTS only on https answers: over plain http (a
 * local install) it would be ignored at best and lock a browser out of that host at worst.
 * No API answer is kept by the browser or a shared cache: they carry a user's data (or, for
 * the public ones, data that changes at any moment), so none is cacheable; a handler may
 * still set its own Cache-Control after this.
 */
export function securityHeaders(): onRequestHookHandler {
  const headersWith = (directives: typeof CONTENT_SECURITY_POLICY) =>
    headersOf(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        xFrameOptions: { action: 'deny' },
        strictTransportSecurity: false,
      }),
    );
  const hsts = headersOf(strictTransportSecurity({ maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }));
  const pageHeaders = headersWith(CONTENT_SECURITY_POLICY);
  const apiHeaders = { ...pageHeaders, 'cache-control': 'no-store' };
  const docsHeaders = { ...headersWith(API_DOCS_CONTENT_SECURITY_POLICY), 'cache-control': 'no-store' };
  return (request, reply, done) => {
    const path = routePath(request.url);
    reply.headers(isApiDocsPage(path) ? docsHeaders : isApiPath(path) ? apiHeaders : pageHeaders);
    if (request.protocol === 'https') reply.headers(hsts);
    if (isTokenPage(path)) reply.header('referrer-policy', 'no-referrer');
    done();
  };
}
