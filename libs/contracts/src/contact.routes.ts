import { route } from './route';
import type { ContactMessageAnswer, ContactMessageRequest } from './contact';

export const CONTACT_ROUTES = {
  sendMessage: route<ContactMessageRequest, ContactMessageAnswer>('POST', '/contact'),
} as const;
