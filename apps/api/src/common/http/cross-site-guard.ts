import type { onRequestHookHandler } from 'fastify';
import typeIs from 'type-is';
import { HttpRequest } from './http-types';
import { isStateChanging } from './state-changing';

export const CROSS_SITE_MESSAGES = {
  crossSite: 'This request came from another website and was refused. Please use Rotaledger directly.',
  notJson: 'The request body must be JSON, sent with Content-Type: application/json.',
} as const;

interface Refusal {
  status: 403 | 415;
  message: string;
  error: string;
}

/** scheme://host[:port] of a URL, or null when it is not one (e.g. the literal "null"). */
function originOf(raw: string): string | null {
  try {
    const origin = new URL(raw).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * True when the browser says the request comes from another site. `Sec-Fetch-Site:
 * cross-site` says so outright; an `Origin` (including the opaque `null` of sandboxed
 * frames and some redirects) that is neither this server as the client addressed it
 * (scheme and host, through trusted proxies) nor PUBLIC_URL says so too. A request
 * carrying neither header is not from a browser page (curl, an API client) and passes.
 */
export function isCrossSite(request: HttpRequest, publicOrigin: string | null): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite.toLowerCase() === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const claimed = originOf(origin);
  if (claimed === null) return true;
  const own = originOf(`${request.protocol}://${request.host}`);
  return claimed !== own && claimed !== publicOrigin;
}

/** A body is present when it has a length above zero or comes chunked. */
function hasBody(request: HttpRequest): boolean {
  if (request.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(request.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > 0;
}

function refusalOf(request: HttpRequest, publicOrigin: string | null): Refusal | null {
  if (!isStateChanging(request.method)) return null;
  if (isCrossSite(request, publicOrigin)) {
    return { status: 403, message: CROSS_SITE_MESSAGES.crossSite, error: 'Forbidden' };
  }
  // A page on another site can send a form or text/plain body without asking first (no
  // CORS preflight); JSON it cannot. Accepting only JSON closes that door.
  if (hasBody(request) && !typeIs.is(request.headers['content-type'] ?? '', ['application/json'])) {
    return { status: 415, message: CROSS_SITE_MESSAGES.notJson, error: 'Unsupported Media Type' };
  }
  return null;
}

/**
 * Refuses state changes a page on another website could forge (CSRF): cross-site
 * requests with 403, bodies other than JSON with 415. Runs before the body is read, so a
 * refused body is never read.
 */
export function crossSiteWriteGuard(publicUrl: string | undefined): onRequestHookHandler {
  const publicOrigin = publicUrl ? originOf(publicUrl) : null;
  return (request, reply, done) => {
    const refusal = refusalOf(request, publicOrigin);
    if (!refusal) return done();
    void reply.code(refusal.status).send({ statusCode: refusal.status, message: refusal.message, error: refusal.error });
  };
}
