import { createHash, randomBytes } from 'node:crypto';

/** sha256, hex: how reset tokens are stored and how e-mails name their claim stream. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** 32 random bytes, base64url (43 characters): an unguessable single-use reset token. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

export const RESET_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
