/**
 * The key store port (crypto-shredding, issue 40 §2). It holds one AES-256-GCM data key per
 * person (an account, an employee, an invitee's address, a contact message's sender), kept
 * apart from the log: its own file, table or collection, never an event. Personal data inside
 * events is encrypted with its person's key when appended (see sealing/), so destroying the
 * key makes every copy of those events unreadable at once: the log, its backups, the
 * PostgreSQL WAL and dead rows, KurrentDB's indexes and scavenge window.
 *
 * A destroyed key leaves a tombstone (its id, no key): `obtain` never creates it again, so a
 * late writer cannot start a readable history for a forgotten person.
 */

/** A person's key as an append asks for it. */
export interface KeyRequest {
  /** `account:<userId>`, `employee:<employeeId>`, `invitation:<invitationId>`, `contact:<messageId>`. */
  keyId: string;
  /** The account whose deletion destroys the key (null: none, e.g. an anonymous contact message). */
  ownerId: string | null;
  /** The person the key is about beyond its owner (`email:<hmac>` for an invitee), destroyed with that person. */
  subject?: string | null;
}

/** Which keys a destruction names: every key of an owner, of a subject, or one key. */
export type KeySelector = { ownerId: string } | { subject: string } | { keyId: string };

/** Raised when a stored key is not 32 bytes (a damaged store): never read past it silently. */
export class DamagedKeyError extends Error {
  constructor(readonly keyId: string) {
    super(`Data key ${keyId} is damaged`);
    this.name = 'DamagedKeyError';
  }
}

export const DATA_KEY_BYTES = 32;

export abstract class KeyStore {
  /**
   * The key of each request, created (32 random bytes) when missing; null for a destroyed key
   * (never created again). Two processes asking at once get the same key.
   */
  abstract obtain(requests: readonly KeyRequest[]): Promise<Map<string, Buffer | null>>;

  /** The live keys of these ids; an unknown or destroyed id is absent. */
  abstract find(keyIds: readonly string[]): Promise<Map<string, Buffer>>;

  /**
   * Destroys the selected keys for good (their tombstones stay) and removes the key bytes from
   * the store's own files where the adapter can (SQLite: secure_delete, VACUUM and a truncated
   * WAL; PostgreSQL: VACUUM of its table; MongoDB: see docs/security.md). Idempotent; answers the
   * ids destroyed now.
   */
  abstract destroy(selector: KeySelector): Promise<string[]>;

  abstract close(): Promise<void>;
}

export function assertKeyBytes(keyId: string, key: Buffer): Buffer {
  if (key.length !== DATA_KEY_BYTES) throw new DamagedKeyError(keyId);
  return key;
}
