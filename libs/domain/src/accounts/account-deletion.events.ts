import { DomainEvent } from '../shared/decider';

/**
 * Appended to the non-personal stream `account-deletions`, which is kept: every
 * projection purges the user's documents on it, also in a rebuild from a log whose
 * deleted streams have not been scavenged yet. Its metadata carries no user.
 */
export type AccountDeleted = DomainEvent<'AccountDeleted', { userId: string }>;

export const ACCOUNT_DELETIONS_STREAM = 'account-deletions';
