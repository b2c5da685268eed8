/**
 * A broken business rule. `kind` says how the API answers it:
 * validation → 400, conflict → 409, not_found → 404, forbidden → 403, unauthorized → 401,
 * rate_limited → 429, locked → 423 (a kiosk PIN after too many wrong tries). `message` is shown to the user, word for word from the spec.
 */
export type DomainErrorKind = 'validation' | 'conflict' | 'not_found' | 'forbidden' | 'unauthorized' | 'rate_limited' | 'locked';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('validation', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
