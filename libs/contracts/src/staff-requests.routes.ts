import { route } from './route';
import type { StaffPageAnswer } from './feeds';
import type {
  AcceptSwapRequest,
  CancelTimeOffRequest,
  ClaimAssignmentRequest,
  DecideRequestRequest,
  ListRequestsRequest,
  OfferSwapRequest,
  RequestsAnswer,
  RequestTimeOffRequest,
  SetAvailabilityRequest,
  AssignmentClaimedAnswer,
  SwapOfferedAnswer,
  TimeOffRequestedAnswer,
  WithdrawSwapRequest,
} from './staff-requests';
import type { ClockAnswer, ClockRequest } from './timesheets';

/** Staff requests: the staff page behind a personal link (`/staff/{token}/*`, public), and the manager's list and decisions. */
export const STAFF_REQUEST_ROUTES = {
  getStaffPage: route<void, StaffPageAnswer>('GET', '/staff/{token}'),
  setAvailability: route<SetAvailabilityRequest>('PUT', '/staff/{token}/availability'),
  requestTimeOff: route<RequestTimeOffRequest, TimeOffRequestedAnswer>('POST', '/staff/{token}/timeoff'),
  cancelTimeOff: route<CancelTimeOffRequest>('DELETE', '/staff/{token}/timeoff'),
  claimAssignment: route<ClaimAssignmentRequest, AssignmentClaimedAnswer>('POST', '/staff/{token}/claims'),
  offerSwap: route<OfferSwapRequest, SwapOfferedAnswer>('POST', '/staff/{token}/swaps'),
  withdrawSwap: route<WithdrawSwapRequest>('DELETE', '/staff/{token}/swaps'),
  acceptSwap: route<AcceptSwapRequest>('POST', '/staff/{token}/swaps/accept'),
  clock: route<ClockRequest, ClockAnswer>('POST', '/staff/{token}/clock'),
  getRequests: route<ListRequestsRequest, RequestsAnswer>('GET', '/requests'),
  decideRequest: route<DecideRequestRequest>('POST', '/requests/decide'),
} as const;
