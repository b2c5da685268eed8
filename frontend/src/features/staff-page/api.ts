import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { ClockAnswer } from '@rotaledger/contracts';
import { FEED_ROUTES, STAFF_REQUEST_ROUTES as STAFF } from '@rotaledger/contracts/routes';
import { api, callTo } from '../../lib/api';
import type { AppDispatch } from '../../lib/store';
import { LOADED_AT_HEADER } from './offline';
import type { Availability, StaffPageData, StaffPageView, StaffShift } from './types';

/** Every staff call names the person by the token of their personal link. */
const link = (token: string) => ({ path: { token } });

type Patch = (page: StaffPageView) => void;

export const staffPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Public: a staff member's page behind their personal link. 404 once the link is rotated or
     * revoked. Offline, the service worker answers its last copy, marked with when it was loaded.
     */
    getStaffPage: build.query<StaffPageView, string>({
      query: (token) => callTo(STAFF.getStaffPage, undefined, link(token)),
      transformResponse: (answer: StaffPageData, meta) => ({
        ...answer,
        // The app's base query is fetchBaseQuery's, so its meta carries the Response.
        cachedAt: (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get(LOADED_AT_HEADER) ?? null,
      }),
      transformErrorResponse: (error) => {
        // A dead link is an answer ("not valid any more"), and offline is expected on a phone: only other failures are logged.
        if (error.status !== 404 && error.status !== 'FETCH_ERROR') console.error('Personal page could not be read', error);
        return error;
      },
    }),
    askForCover: build.mutation<{ swapId: string }, { token: string; shift: StaffShift }>({
      query: ({ token, shift }) => callTo(STAFF.offerSwap, { assignmentId: shift.id }, link(token)),
      onQueryStarted: ({ token, shift }, lifecycle) =>
        optimistic(lifecycle, token, (page) => {
          page.swaps.offered.push({ swapId: '', shift, status: 'open', coveredBy: null });
        }),
    }),
    withdrawCover: build.mutation<void, { token: string; swapId: string }>({
      query: ({ token, swapId }) => callTo(STAFF.withdrawSwap, { swapId }, link(token)),
      onQueryStarted: ({ token, swapId }, lifecycle) =>
        optimistic(lifecycle, token, (page) => {
          page.swaps.offered = page.swaps.offered.filter((s) => s.swapId !== swapId);
        }),
    }),
    pickUpShift: build.mutation<{ claimId: string }, { token: string; assignmentId: string }>({
      query: ({ token, assignmentId }) => callTo(STAFF.claimShift, { assignmentId }, link(token)),
      onQueryStarted: ({ token, assignmentId }, lifecycle) =>
        optimistic(lifecycle, token, (page) => {
          const open = page.openShifts.find((s) => s.id === assignmentId);
          if (open) open.claim = { claimId: '', status: 'pending' };
        }),
    }),
    offerToCover: build.mutation<void, { token: string; swapId: string }>({
      query: ({ token, swapId }) => callTo(STAFF.acceptSwap, { swapId }, link(token)),
      onQueryStarted: ({ token, swapId }, lifecycle) =>
        optimistic(lifecycle, token, (page) => {
          const swap = page.swaps.toCover.find((s) => s.swapId === swapId);
          if (swap) swap.acceptedByMe = true;
        }),
    }),
    // Not optimistic: the request's id and status come from the server.
    askForTimeOff: build.mutation<
      { requestId: string },
      { token: string; from: string; to: string; note?: string; kind?: 'paid-holiday' | 'unpaid' }
    >({
      query: ({ token, ...body }) => callTo(STAFF.requestTimeOff, body, link(token)),
      onQueryStarted: ({ token }, lifecycle) => optimistic(lifecycle, token, () => {}),
    }),
    cancelTimeOff: build.mutation<void, { token: string; requestId: string }>({
      query: ({ token, requestId }) => callTo(STAFF.cancelTimeOff, { requestId }, link(token)),
      onQueryStarted: ({ token, requestId }, lifecycle) =>
        optimistic(lifecycle, token, (page) => {
          const request = page.timeOff.find((r) => r.requestId === requestId);
          if (request) request.status = 'cancelled';
        }),
    }),
    setAvailability: build.mutation<void, { token: string; availability: Availability }>({
      query: ({ token, availability }) => callTo(STAFF.setAvailability, availability, link(token)),
      onQueryStarted: ({ token, availability }, lifecycle) =>
        optimistic(lifecycle, token, (page) => {
          page.availability = availability;
        }),
    }),
    // Not optimistic: the instant recorded and the window are the server's; the page is read again after.
    clock: build.mutation<ClockAnswer, { token: string; action: 'in' | 'out' }>({
      query: ({ token, action }) => callTo(STAFF.clock, { action }, link(token)),
      onQueryStarted: ({ token }, lifecycle) => optimistic(lifecycle, token, () => {}),
    }),
    setEmail: build.mutation<void, { token: string; email: string | null }>({
      query: ({ token, email }) => callTo(FEED_ROUTES.setStaffEmail, { email }, link(token)),
      onQueryStarted: ({ token, email }, lifecycle) =>
        optimistic(lifecycle, token, (page) => {
          page.email = email;
        }),
    }),
  }),
});

/**
 * Shows a staff action's likely outcome at once, takes it back if the server refuses, and reads
 * the page again either way (the server's answer is the truth: ids, statuses, what others did).
 * The page query provides no tag (the app's tag list is shared), so it is refetched by name.
 */
async function optimistic(lifecycle: { dispatch: AppDispatch; queryFulfilled: Promise<unknown> }, token: string, patch: Patch) {
  const { dispatch, queryFulfilled } = lifecycle;
  const patched = dispatch(staffPageApi.util.updateQueryData('getStaffPage', token, patch));
  try {
    await queryFulfilled;
  } catch {
    patched.undo();
  }
  await dispatch(staffPageApi.endpoints.getStaffPage.initiate(token, { subscribe: false, forceRefetch: true }));
}

export const {
  useGetStaffPageQuery,
  useAskForCoverMutation,
  useWithdrawCoverMutation,
  usePickUpShiftMutation,
  useOfferToCoverMutation,
  useAskForTimeOffMutation,
  useCancelTimeOffMutation,
  useSetAvailabilityMutation,
  useSetEmailMutation,
  useClockMutation,
} = staffPageApi;
