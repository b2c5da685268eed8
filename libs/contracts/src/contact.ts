import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@rotaledger/domain';
import { z } from 'zod';
import { answer, request } from './fields';

/**
 * `POST /contact`. The fields are typed here; their lengths and the e-mail's shape are the
 * contact decider's rules (one home), documented here as limits.
 */
const contactText = (maxLength: number, description: string) =>
  z.string({ error: CONTACT_MESSAGES.required }).meta({ maxLength, description });

export const ContactMessageRequest = request({
  name: contactText(CONTACT_LIMITS.name, 'Who writes.'),
  email: contactText(CONTACT_LIMITS.email, 'Where to answer.'),
  message: contactText(CONTACT_LIMITS.message, 'The message.'),
});

export const ContactMessageAnswer = answer('ContactMessageAnswer', z.object({ ok: z.literal(true) }));

export type ContactMessageRequest = z.input<typeof ContactMessageRequest>;
export type ContactMessageAnswer = z.output<typeof ContactMessageAnswer>;
