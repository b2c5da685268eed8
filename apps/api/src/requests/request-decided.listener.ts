import { Injectable } from '@nestjs/common';

/** A manager's decision on a staff request, as the e-mail to the requester needs it. */
export interface RequestDecision {
  kind: 'timeOff' | 'claim' | 'swap';
  /** The request's id (requestId, claimId or swapId). */
  id: string;
  ownerId: string;
  workplaceId: string;
  /** Who asked (for a swap: who offered the shift). */
  employeeId: string;
  /** Swaps: the colleague who covers (null when nobody had offered). */
  coveredBy: string | null;
  approved: boolean;
  /** Time off: how many of their shifts it opened (0 when declined). */
  openedAssignments: number;
}

/**
 * Told of every decision once it is stored: the one place where decision e-mails are sent
 * (issue 27, "Decisions on their requests send one too"). The default tells no one; the
 * e-mail side replaces this provider.
 */
@Injectable()
export class RequestDecidedListener {
  async decided(_decision: RequestDecision): Promise<void> {}
}
