import type { ContactMessageAnswer, ContactMessageRequest } from '@rotaledger/contracts';
import { api } from '../../app/api';

// Types only: the contract's schemas are the server's; the browser takes their shapes, not zod.
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactMessageAnswer, ContactMessageRequest>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
