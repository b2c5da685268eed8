import { DomainEvent } from '../shared/decider';

/**
 * Stream: `email-{sha256 of the lowercased e-mail}`, appended with 'no_stream' on
 * sign-up, so of two racing sign-ups with one e-mail exactly one wins. Deleted with the
 * account, so the e-mail can sign up again.
 */
export type EmailClaimed = DomainEvent<'EmailClaimed', { userId: string }>;

export const emailClaimStream = (emailHash: string) => `email-${emailHash}`;
