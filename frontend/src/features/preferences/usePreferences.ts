import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { useSession } from '../auth';
import { useGetPreferencesQuery, useUpdatePreferenceMutation } from './api';
import type { PreferenceField, Preferences } from './types';

/** The signed-in user's preferences and a setter that applies and saves one field. */
export function usePreferences() {
  const { user } = useSession();
  const query = useGetPreferencesQuery(user ? user.uid : skipToken);
  const [update] = useUpdatePreferenceMutation();
  const setPreference = useCallback(
    <K extends PreferenceField>(field: K, value: Preferences[K]) => {
      if (!user) return;
      void update({ userId: user.uid, field, value });
    },
    [update, user],
  );
  return { preferences: query.data, isLoading: query.isLoading, isError: query.isError, refetch: query.refetch, setPreference };
}
