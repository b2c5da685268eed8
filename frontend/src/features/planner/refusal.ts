import { ROTA_MESSAGES } from '@rotaledger/domain';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api-errors';

/**
 * What to tell the manager when the server says no: its own message for a refusal
 * (4xx: overlaps, caps, validation), our fallback for anything else (network, 5xx).
 */
export function refusalMessage(error: unknown, fallback: string): string {
  const status = apiErrorStatus(error);
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 401) {
    return apiErrorMessage(error, fallback);
  }
  return fallback;
}

/** Texts from the spec (sections 2, 5 and 8), word for word. */
export const PLANNER_MESSAGES = {
  noWorkplace: 'You need to create a workplace.',
  noEmployees: 'Your workplace has no employees.',
  noServices: 'Add services to your workplace to create shifts',
  payEmpty: 'Add an assignment to a shift to generate pay details',
  assignmentOverlap: ROTA_MESSAGES.rowOverlap,
  employeeBusy: ROTA_MESSAGES.employeeBusy,
  removeFailed: 'Failed to remove assignment. Please try again.',
  assignFailed: 'Failed to assign employee. Please try again.',
  unableToSave: 'Unable to save.',
  unableToRemove: 'Unable to remove.',
  linkCopied: 'Link copied to clipboard!',
  onlyMatching: 'Only employees which match service type',
  // Our own wording.
  shiftFailed: 'The shift could not be saved. Please try again.',
  dayLoadFailed: 'This day could not be loaded.',
  weekLoadFailed: 'This week could not be loaded.',
  shareFailed: 'The rota could not be shared. Please try again.',
  revokeLinkHint: 'Anyone with this link will no longer see the rota. Sharing the day or week again makes a new link.',
  linkRevoked: 'Link revoked. Share the rota again to make a new link.',
  revokeFailed: 'The link could not be revoked. Please try again.',
} as const;
