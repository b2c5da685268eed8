import type { NotifiedAssignment } from '@rotaledger/domain';

/**
 * What each employee was last told by e-mail about their upcoming shifts (from StaffNotified),
 * keyed by employee id; no document: never told.
 */
export const STAFF_NOTICES = 'staff_notices';
export interface StaffNoticeDocument {
  id: string;
  employeeId: string;
  ownerId: string;
  shifts: NotifiedAssignment[];
  notifiedAt: string;
  [field: string]: unknown;
}
