/**
 * The codec: AES-256-GCM (node:crypto) over the JSON of an event's personal fields, which move
 * into one `$sealed` field of its data: `{ k: keyId, f: [field names], c: base64(iv | tag | ciphertext) }`.
 * The additional data binds the ciphertext to the event id and the key id, so it cannot be
 * moved to another event. The IV is derived from the key, the event id and the plaintext
 * (HMAC-SHA-256, first 96 bits), so sealing is deterministic: re-appending the same event
 * (a retried request) stores byte for byte the same data, as the stores' idempotency needs,
 * and an IV repeats only for the very same plaintext of the very same event.
 */
import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';

export const SEALED_FIELD = '$sealed';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealed {
  k: string;
  f: string[];
  c: string;
}

const additionalData = (eventId: string, keyId: string) => Buffer.from(`${eventId}\n${keyId}`, 'utf8');

export function sealFields(key: Buffer, keyId: string, eventId: string, values: Record<string, unknown>): Sealed {
  const plaintext = Buffer.from(JSON.stringify(values), 'utf8');
  const aad = additionalData(eventId, keyId);
  const iv = createHmac('sha256', key).update(aad).update('\0').update(plaintext).digest().subarray(0, IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { k: keyId, f: Object.keys(values), c: Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64') };
}

/** The sealed values; throws when the key is not this event's (tampered or damaged data). */
export function openSealed(key: Buffer, eventId: string, sealed: Sealed): Record<string, unknown> {
  const bytes = Buffer.from(sealed.c, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(additionalData(eventId, sealed.k));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const plaintext = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  return JSON.parse(plaintext.toString('utf8')) as Record<string, unknown>;
}

export function sealedOf(data: unknown): Sealed | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const sealed = (data as Record<string, unknown>)[SEALED_FIELD];
  if (typeof sealed !== 'object' || sealed === null) return undefined;
  const { k, f, c } = sealed as Partial<Sealed>;
  return typeof k === 'string' && Array.isArray(f) && typeof c === 'string' ? { k, f, c } : undefined;
}
