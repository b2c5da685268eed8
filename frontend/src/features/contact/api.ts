import { api } from '../../app/api';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<void, ContactMessage>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
