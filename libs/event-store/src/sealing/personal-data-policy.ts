import type { EventMetadata } from '../event-store.port';

/** Whose personal data an event carries, and in which of its fields (the rest stays plain). */
export interface PersonalData {
  /** The person's key (see KeyRequest): `account:<userId>`, `employee:<employeeId>`, ... */
  keyId: string;
  /** The account whose deletion destroys the key; null for none (an anonymous contact message). */
  ownerId: string | null;
  /** A second person the key belongs to (an invitee's `email:<hmac>`), destroyed with them. */
  subject?: string;
  /** The data fields holding personal data: names, e-mails, dates of birth, notes, free text. */
  fields: readonly string[];
}

/** The event as the policy sees it when it is appended, and again (without the sealed fields) when it is read. */
export interface PolicyEvent {
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
}

/**
 * Which fields of which events are personal: domain knowledge (libs/domain's personalDataPolicy),
 * handed to the sealing store by the app so the store itself stays generic.
 */
export interface PersonalDataPolicy {
  /**
   * Raised each time a rule gains a field: the start-up migration then re-seals, once, the
   * events sealed before, whose new field is still in the clear (SealingEventStore.sealExisting).
   */
  version: number;
  /** For an event being appended: its personal data, or null when it has none. */
  personalDataOf(event: PolicyEvent): PersonalData | null;
  /**
   * What the sealed fields read as once their key is destroyed: "(deleted person)" for names,
   * empty or null for the rest; a field answered `undefined` is left out.
   */
  forgotten(event: PolicyEvent, fields: readonly string[]): Record<string, unknown>;
}
