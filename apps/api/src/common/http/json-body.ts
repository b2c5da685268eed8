import type { FastifyInstance } from 'fastify';
import { parse as parseContentType } from 'content-type';

/** Request bodies above this are refused with 413 (as Express's json parser did with `limit: '100kb'`). */
export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Bodies nested deeper than this are refused with 400 before they are parsed: no request of
 * the API nests more than a few levels, and code that walks a body (the Idempotency-Key's
 * digest, validation) never meets a depth that could exhaust its stack.
 */
export const MAX_BODY_DEPTH = 32;

/** What a refused body is, for the exception filter's message (the kinds Express's body-parser named, and ours). */
type BodyRefusal = 'entity.parse.failed' | 'charset.unsupported' | 'entity.too.deep';

class BodyRefusedError extends Error {
  constructor(
    readonly statusCode: 400 | 415,
    readonly type: BodyRefusal,
  ) {
    super(type);
  }
}

/**
 * The only bodies the API reads are JSON, the way the Express app read them: strict (an object
 * or an array), UTF-8, an empty body read as `{}`. Fastify's own parsers (JSON with other
 * refusals, and text/plain) are removed, so any other content type is refused with 415
 * (state-changing requests already are by the cross-site guard, before their body is read).
 * gzip, deflate and br bodies are inflated by @fastify/compress before this parser runs.
 */
export function readJsonBodies(instance: FastifyInstance): void {
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (request, body, done) => {
    const charset = charsetOf(request.headers['content-type'] ?? '');
    if (charset !== undefined && charset !== 'utf-8') return done(new BodyRefusedError(415, 'charset.unsupported'));
    const text = body as string;
    if (text.length === 0) return done(null, {});
    const first = /\S/.exec(text)?.[0];
    if (first !== '{' && first !== '[') return done(new BodyRefusedError(400, 'entity.parse.failed'));
    if (nestingExceeds(text, MAX_BODY_DEPTH)) return done(new BodyRefusedError(400, 'entity.too.deep'));
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new BodyRefusedError(400, 'entity.parse.failed'));
    }
  });
}

/**
 * True when JSON text opens more than `limit` arrays or objects inside each other. One pass
 * over the text, brackets inside strings skipped; malformed text is left to JSON.parse.
 */
export function nestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92 /* backslash */) i++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) {
      inString = true;
    } else if (char === 123 /* { */ || char === 91 /* [ */) {
      if (++depth > limit) return true;
    } else if (char === 125 /* } */ || char === 93 /* ] */) {
      depth--;
    }
  }
  return false;
}

/** The charset parameter of a Content-Type, lower-cased; undefined when there is none or the header does not parse. */
function charsetOf(contentType: string): string | undefined {
  try {
    return parseContentType(contentType).parameters.charset?.toLowerCase();
  } catch {
    return undefined;
  }
}
