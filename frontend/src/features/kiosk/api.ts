import type { KioskClockAnswer, KioskClockRequest, KioskPageAnswer, KiosksAnswer } from '@rotaledger/contracts';
import { KIOSK_ROUTES as KIOSK } from '@rotaledger/contracts/routes';
import { api, callTo } from '../../lib/api';

/** A clock event as the kiosk sends it, with its own Idempotency-Key so a retry is applied once. */
export interface KioskClockCall {
  token: string;
  key: string;
  body: KioskClockRequest;
}

export const kioskApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public: today's people at the kiosk's workplace. 404 once the link is revoked. */
    getKioskPage: build.query<KioskPageAnswer, string>({
      query: (token) => callTo(KIOSK.getKioskPage, undefined, { path: { token } }),
      providesTags: (_answer, _error, token) => [{ type: 'Kiosk', id: token }],
    }),
    kioskClock: build.mutation<KioskClockAnswer, KioskClockCall>({
      query: ({ token, key, body }) => ({ ...callTo(KIOSK.clock, body, { path: { token } }), headers: { 'Idempotency-Key': key } }),
      invalidatesTags: (_answer, _error, { token }) => [{ type: 'Kiosk', id: token }],
    }),
    /** The manager's side: a workplace's kiosk links. */
    getKiosks: build.query<KiosksAnswer, string>({
      query: (workplaceId) => callTo(KIOSK.getKiosks, { workplaceId }),
      providesTags: (_answer, _error, workplaceId) => [{ type: 'Kiosk', id: `links-${workplaceId}` }],
    }),
    createKiosk: build.mutation<{ kioskId: string; token: string }, { workplaceId: string; name: string | null }>({
      query: (body) => callTo(KIOSK.createKiosk, body),
      invalidatesTags: (_answer, _error, { workplaceId }) => [{ type: 'Kiosk', id: `links-${workplaceId}` }],
    }),
    deleteKiosk: build.mutation<void, { workplaceId: string; kioskId: string }>({
      query: ({ kioskId }) => callTo(KIOSK.deleteKiosk, { kioskId }),
      invalidatesTags: (_answer, _error, { workplaceId }) => [{ type: 'Kiosk', id: `links-${workplaceId}` }],
    }),
    setEmployeePin: build.mutation<void, { employeeId: string; pin: string }>({
      query: (body) => callTo(KIOSK.setEmployeePin, body),
    }),
    setStaffPin: build.mutation<void, { token: string; pin: string }>({
      query: ({ token, pin }) => callTo(KIOSK.setStaffPin, { pin }, { path: { token } }),
    }),
  }),
});

export const {
  useGetKioskPageQuery,
  useKioskClockMutation,
  useGetKiosksQuery,
  useCreateKioskMutation,
  useDeleteKioskMutation,
  useSetEmployeePinMutation,
  useSetStaffPinMutation,
} = kioskApi;
