import { createHmac } from 'node:crypto';

type Frame = { items: readonly unknown[]; keys: readonly string[] | null; index: number };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
/** What JSON.stringify leaves out of an object (and writes as null in an array). */
const isOmitted = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/**
 * Writes `value` as canonicalJson writes it (JSON with every object's keys sorted), in chunks,
 * without recursion: a body nested deeper than the stack (which the body parser refuses
 * anyway) cannot overflow it.
 */
export function writeCanonicalJson(value: unknown, write: (chunk: string) => void): void {
  const stack: Frame[] = [];
  let next: unknown = value;
  let pending = true;
  for (;;) {
    if (pending) {
      pending = false;
      if (Array.isArray(next)) {
        write('[');
        stack.push({ items: next, keys: null, index: 0 });
      } else if (isObject(next)) {
        const object = next;
        const keys = Object.keys(object)
          .filter((key) => !isOmitted(object[key]))
          .sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
        write('{');
        stack.push({ items: keys.map((key) => object[key]), keys, index: 0 });
      } else {
        write(isOmitted(next) ? 'null' : JSON.stringify(next));
      }
    }
    const frame = stack[stack.length - 1];
    if (!frame) return;
    if (frame.index === frame.items.length) {
      write(frame.keys ? '}' : ']');
      stack.pop();
      continue;
    }
    if (frame.index > 0) write(',');
    if (frame.keys) write(`${JSON.stringify(frame.keys[frame.index])}:`);
    next = frame.items[frame.index++];
    pending = true;
  }
}

/** A keyed digest of what a request asks for (its body and query), in canonical form. */
export function requestDigest(secret: string, asked: { body: unknown; query: unknown }): string {
  const hmac = createHmac('sha256', secret);
  writeCanonicalJson(asked, (chunk) => hmac.update(chunk));
  return hmac.digest('hex');
}
