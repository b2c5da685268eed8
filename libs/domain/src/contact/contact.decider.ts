import { isValidEmail } from '../accounts/email-rules';
import { Decider, DomainCommand, unhandledCommand } from '../shared/decider';
import { hasUnsafeDisplayCharacters, unsafeDisplayTextMessage } from '../shared/display-text';
import { conflict, invalid } from '../shared/errors';
import type { ContactEvent } from './contact.events';

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  required: 'Name, e-mail and message are required.',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.name} characters.`,
  nameCharacters: unsafeDisplayTextMessage('Name'),
  emailTooLong: `E-mail must be at most ${CONTACT_LIMITS.email} characters.`,
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.message} characters.`,
  invalidEmail: 'Please enter a valid e-mail address.',
  alreadyReceived: 'This message was already received.',
} as const;

/** The fields arrive as the client sent them; the decider checks them. */
export type SendContactMessage = DomainCommand<
  'SendContactMessage',
  {
    messageId: string;
    name: unknown;
    email: unknown;
    message: unknown;
    /** ISO instant, from the clock. */
    timestamp: string;
  }
>;

export interface ContactState {
  received: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function decideSendContactMessage({ data: command }: SendContactMessage, state: ContactState): ContactEvent[] {
  if (state.received) throw conflict(CONTACT_MESSAGES.alreadyReceived);
  const [name, email, message] = [text(command.name), text(command.email), text(command.message)];
  if (!name || !email || !message) throw invalid(CONTACT_MESSAGES.required);
  if (hasUnsafeDisplayCharacters(command.name as string)) throw invalid(CONTACT_MESSAGES.nameCharacters);
  if (name.length > CONTACT_LIMITS.name) throw invalid(CONTACT_MESSAGES.nameTooLong);
  if (email.length > CONTACT_LIMITS.email) throw invalid(CONTACT_MESSAGES.emailTooLong);
  if (message.length > CONTACT_LIMITS.message) throw invalid(CONTACT_MESSAGES.messageTooLong);
  if (!isValidEmail(email)) throw invalid(CONTACT_MESSAGES.invalidEmail);
  return [{ type: 'ContactMessageReceived', data: { messageId: command.messageId, name, email, message, timestamp: command.timestamp } }];
}

function decide(command: SendContactMessage, state: ContactState): ContactEvent[] {
  const { type } = command;
  switch (type) {
    case 'SendContactMessage':
      return decideSendContactMessage(command, state);
    default:
      return unhandledCommand(type);
  }
}

export const contactDecider: Decider<SendContactMessage, ContactEvent, ContactState> = {
  initialState: () => ({ received: false }),
  evolve: (state, event) => (event.type === 'ContactMessageReceived' ? { received: true } : state),
  decide,
};
