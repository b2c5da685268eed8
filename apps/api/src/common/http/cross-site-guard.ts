import type { NextFunction, Request, RequestHandler, Response } from 'express';
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
export function isCrossSite(request: Request, publicOrigin: string | null): boolean {
  if (request.get('sec-fetch-site')?.toLowerCase() === 'cross-site') return true;
  const origin = request.get('origin');
  if (origin === undefined) return false;
  const claimed = originOf(origin);
  if (claimed === null) return true;
  const own = originOf(`${request.protocol}://${request.host}`);
  return claimed !== own && claimed !== publicOrigin;
}

/** A body is present when it has a length above zero or comes chunked. */
function hasBody(request: Request): boolean {
  if (request.get('transfer-encoding') !== undefined) return true;
  const length = Number(request.get('content-length') ?? 0);
  return Number.isFinite(length) && length > 0;
}

function refusalOf(request: Request, publicOrigin: string | null): Refusal | null {
  if (!isStateChanging(request.method)) return null;
  if (isCrossSite(request, publicOrigin)) {
    return { status: 403, message: CROSS_SITE_MESSAGES.crossSite, error: 'Forbidden' };
  }
  // A page on another site can send a form or text/plain body without asking first (no
  // CORS preflight); JSON it cannot. Accepting only JSON closes that door.
  if (hasBody(request) && !request.is('application/json')) {
    return { status: 415, message: CROSS_SITE_MESSAGES.notJson, error: 'Unsupported Media Type' };
  }
  return null;
}

/**
 * Refuses state changes a page on another website could forge (CSRF): cross-site
 * requests with 403, bodies other than JSON with 415. Runs before the body parser, so a
 * refused body is never read.
 */
export function crossSiteWriteGuard(publicUrl: string | undefined): RequestHandler {
  const publicOrigin = publicUrl ? originOf(publicUrl) : null;
  return (request: Request, response: Response, next: NextFunction) => {
    const refusal = refusalOf(request, publicOrigin);
    if (!refusal) return next();
    response.status(refusal.status).json({ statusCode: refusal.status, message: refusal.message, error: refusal.error });
  };
}
