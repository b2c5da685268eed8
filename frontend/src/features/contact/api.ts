import type { ContactMessageAnswer, ContactMessageRequest } from '@rotaledger/contracts';
import { CONTACT_ROUTES } from '@rotaledger/contracts/routes';
import { api, callTo } from '../../lib/api';

// Types only: the contract's schemas are the server's; the browser takes their shapes, not zod.
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactMessageAnswer, ContactMessageRequest>({
      query: (body) => callTo(CONTACT_ROUTES.sendMessage, body),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
