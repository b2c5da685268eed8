import { createSlice, isAnyOf, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { sessionExpired } from '../../lib/api';
import { rootReducer } from '../../lib/store';
import { authApi } from './api';
import { toSessionUser, type SessionUser } from './types';

export interface SessionState {
  /** undefined while the first answer is awaited, then null (signed out) or the user. */
  user: SessionUser | null | undefined;
}

const initialState: SessionState = { user: undefined };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    usernameChanged(state, action: PayloadAction<string>) {
      if (state.user) state.user.rotaledgerUsername = action.payload;
    },
    displayNameChanged(state, action: PayloadAction<string>) {
      if (state.user) state.user.displayName = action.payload;
    },
    signedOut(state) {
      state.user = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, (state) => {
        state.user = null;
      })
      .addMatcher(authApi.endpoints.me.matchFulfilled, (state, action) => {
        state.user = action.payload;
      })
      .addMatcher(authApi.endpoints.me.matchRejected, (state, action) => {
        // A second subscriber's "condition" rejection is not an answer from the server.
        if (action.meta.condition) return;
        state.user = null;
      })
      .addMatcher(isAnyOf(authApi.endpoints.login.matchFulfilled, authApi.endpoints.signup.matchFulfilled), (state, action) => {
        state.user = toSessionUser(action.payload.user);
      })
      .addMatcher(authApi.endpoints.logout.matchFulfilled, (state) => {
        state.user = null;
      });
  },
});

export const { usernameChanged, displayNameChanged, signedOut } = sessionSlice.actions;

declare module '../../lib/store' {
  // The session slice's place in the store's state (lib/store.ts: features add their slices).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's declaration-merging pattern for injected slices
  export interface LazyLoadedSlices extends WithSlice<typeof sessionSlice> {}
}
rootReducer.inject(sessionSlice);

/** undefined (not known yet) until the first answer, and while the slice has not been injected. */
export const selectSessionUser = (state: { session?: SessionState }) => state.session?.user;
