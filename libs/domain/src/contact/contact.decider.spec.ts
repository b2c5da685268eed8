import { given } from '../testing/given-when-then';
import { CONTACT_MESSAGES as M, contactDecider, SendContactMessage } from './contact.decider';
import { ContactEvent } from './contact.events';

const AT = '2026-01-05T09:00:00.000Z';
const send = (over: Partial<SendContactMessage['data']> = {}): SendContactMessage => ({
  type: 'SendContactMessage',
  data: { messageId: 'm1', name: 'Sam', email: 'sam@example.com', message: 'Noticed a fault.', timestamp: AT, ...over },
});

describe('contact decider', () => {
  it('receives a message, trimmed', () => {
    given(contactDecider)
      .when(send({ name: '  Sam ', message: ' Hello \n' }))
      .then([
        {
          type: 'ContactMessageReceived',
          data: { messageId: 'm1', name: 'Sam', email: 'sam@example.com', message: 'Hello', timestamp: AT },
        },
      ]);
  });

  it.each([
    ['name', { name: '' }],
    ['blank name', { name: '   ' }],
    ['e-mail', { email: undefined }],
    ['message', { message: null }],
    ['text, not a number', { name: 42 }],
  ])('needs %s', (_case, over) => {
    given(contactDecider).when(send(over)).thenThrows(M.required, 'validation');
  });

  it.each(['Sam\u202E', 'Sam\r\nBcc: x@example.com', '\u2066Sam', 'Sam\uD800'])(
    'refuses a name with control, text-direction or broken characters (%j)',
    (name) => {
      given(contactDecider).when(send({ name })).thenThrows(M.nameCharacters, 'validation');
    },
  );

  it('keeps line breaks in the message itself', () => {
    given(contactDecider)
      .when(send({ message: 'Line one\nLine two' }))
      .thenEvents((events) => expect(events).toHaveLength(1));
  });

  it('needs a valid e-mail', () => {
    given(contactDecider)
      .when(send({ email: 'sam@' }))
      .thenThrows(M.invalidEmail, 'validation');
    given(contactDecider)
      .when(send({ email: 'sam at example.com' }))
      .thenThrows(M.invalidEmail, 'validation');
  });

  it('limits the lengths', () => {
    given(contactDecider)
      .when(send({ name: 'x'.repeat(100) }))
      .thenEvents((events) => expect(events).toHaveLength(1));
    given(contactDecider)
      .when(send({ name: 'x'.repeat(101) }))
      .thenThrows(M.nameTooLong, 'validation');
    given(contactDecider)
      .when(send({ email: `${'x'.repeat(250)}@e.co` }))
      .thenThrows(M.emailTooLong, 'validation');
    given(contactDecider)
      .when(send({ message: 'x'.repeat(5000) }))
      .thenEvents((events) => expect(events).toHaveLength(1));
    given(contactDecider)
      .when(send({ message: 'x'.repeat(5001) }))
      .thenThrows(M.messageTooLong, 'validation');
  });

  it('receives a message once', () => {
    const received: ContactEvent = {
      type: 'ContactMessageReceived',
      data: { messageId: 'm1', name: 'Sam', email: 'sam@example.com', message: 'Hi', timestamp: AT },
    };
    given(contactDecider, [received]).when(send()).thenThrows(M.alreadyReceived, 'conflict');
  });
});
