import { DomainEvent } from '../shared/decider';

/** Stream: `contact-{messageId}`, one per message (no invariants across messages). */
export type ContactMessageReceived = DomainEvent<
  'ContactMessageReceived',
  { messageId: string; name: string; email: string; message: string; timestamp: string }
>;

export type ContactEvent = ContactMessageReceived;

export const contactStream = (messageId: string) => `contact-${messageId}`;
