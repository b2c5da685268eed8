import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { strictTransportSecurity } from 'helmet';

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

/** A personal link's page and feed: the path is the secret, so no Referer may carry it away. */
const isTokenPage = (request: Request) => ['/staff/', '/api/staff/', '/api/feeds/'].some((prefix) => request.path.startsWith(prefix));

/**
 * The headers a helmet middleware sets, recorded once: they depend on nothing in the request,
 * and setting them from a list spares every answer helmet's chain of a dozen middleware.
 */
function headersOf(middleware: RequestHandler): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  let finished = false;
  middleware({} as Request, recorder as unknown as Response, () => (finished = true));
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

const isApiDocsPage = (request: Request) => request.path === '/api/docs' || request.path.startsWith('/api/docs/');

/**
 * helmet's headers on every answer: the CSP above, nosniff, no framing, a referrer that
 * leaves the site as its origin only. HSTS only on https answers: over plain http (a
 * local install) it would be ignored at best and lock a browser out of that host at worst.
 */
export function securityHeaders(): RequestHandler[] {
  const hsts = strictTransportSecurity({ maxAge: 365 * 24 * 60 * 60, includeSubDomains: true });
  const headersWith = (directives: typeof CONTENT_SECURITY_POLICY) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: false,
    });
  const appHeaders = headersOf(headersWith(CONTENT_SECURITY_POLICY));
  const docsHeaders = headersOf(headersWith(API_DOCS_CONTENT_SECURITY_POLICY));
  return [
    (request: Request, response: Response, next: NextFunction) => {
      for (const [name, value] of isApiDocsPage(request) ? docsHeaders : appHeaders) response.setHeader(name, value);
      response.removeHeader('X-Powered-By');
      next();
    },
    (request: Request, response: Response, next: NextFunction) => (request.secure ? hsts(request, response, next) : next()),
    (request: Request, response: Response, next: NextFunction) => {
      if (isTokenPage(request)) response.setHeader('Referrer-Policy', 'no-referrer');
      next();
    },
  ];
}

/**
 * No API answer is kept by the browser or a shared cache: they carry a user's data
 * (or, for the public ones, data that changes at any moment), so none is cacheable.
 * A handler may still set its own header after this.
 */
export function noStoreApiAnswers(request: Request, response: Response, next: NextFunction): void {
  response.setHeader('Cache-Control', 'no-store');
  next();
}
