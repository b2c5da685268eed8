import { ACCOUNT_ROUTES } from '@rotaledger/contracts/routes';
import { api, callTo } from '../../lib/api';
import type { PreferenceField, Preferences } from './types';

export interface PreferenceChange<K extends PreferenceField = PreferenceField> {
  userId: string;
  field: K;
  value: Preferences[K];
}

export const preferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPreferences: build.query<Preferences, string>({
      query: (userId) => callTo(ACCOUNT_ROUTES.getPreferences, { userId }),
      providesTags: (_r, _e, userId) => [{ type: 'Preferences', id: userId }],
    }),
    /** Saves one preference. The screen changes at once; a failure is only logged (spec). */
    updatePreference: build.mutation<Preferences, PreferenceChange>({
      query: ({ userId, field, value }) => callTo(ACCOUNT_ROUTES.updatePreferences, { userId, [field]: value }),
      async onQueryStarted({ userId, field, value }, { dispatch, queryFulfilled }) {
        dispatch(
          preferencesApi.util.updateQueryData('getPreferences', userId, (draft) => {
            (draft as unknown as Record<string, unknown>)[field] = value;
          }),
        );
        try {
          await queryFulfilled;
        } catch (error) {
          console.error('Failed to update preference', field, error);
        }
      },
    }),
  }),
});

export const { useGetPreferencesQuery, useUpdatePreferenceMutation } = preferencesApi;
