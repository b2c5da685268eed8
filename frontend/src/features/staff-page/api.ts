import type { StaffPageAnswer } from '@rotaledger/contracts';
import { api } from '../../app/api';

export const staffPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public: a staff member's upcoming shifts behind their personal link. 404 once the link is rotated or revoked. */
    getStaffPage: build.query<StaffPageAnswer, string>({
      query: (token) => `/staff/${encodeURIComponent(token)}`,
      transformErrorResponse: (error) => {
        // A dead link is an answer ("not valid any more"), not a fault: only other failures are logged.
        if (error.status !== 404) console.error('Personal page could not be read', error);
        return error;
      },
    }),
  }),
});

export const { useGetStaffPageQuery } = staffPageApi;
