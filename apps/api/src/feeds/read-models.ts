import type { TimeSpan } from '@rotaledger/domain';
import type { EmployeeDirectoryDocument, WorkplaceDirectoryDocument } from '../read-side';

/**
 * The staff feeds context's read models: its own copies of workplaces, employees and rota
 * days (so it rebuilds alone), the live personal links and each employee's assignments.
 */

/** token → employee, for the live link only: a rotated, revoked or removed employee's token has no document. */
export const FEED_LINKS = 'feed_links';
export interface FeedLinkDocument {
  id: string;
  token: string;
  employeeId: string;
  ownerId: string;
  /** metadata.at of its EmployeeFeedLinkIssued (absent in documents projected before it was kept). */
  issuedAt?: string;
  [field: string]: unknown;
}

/** Workplace names and clocks (`timeZone` absent in copies of older workplaces: the default). */
export const FEED_WORKPLACES = 'feed_workplaces';
export type FeedWorkplaceDocument = WorkplaceDirectoryDocument;

/** Display names, removals and moves (see `allocatedEmployee`): never rates or surnames on the way out. */
export const FEED_EMPLOYEES = 'feed_employees';
export type FeedEmployeeDocument = EmployeeDirectoryDocument;

/** Every workplace day as staff see it (as last published, in 'on-publish' mode), as RotaDayDocument: the source of the assignment documents below. */
export const FEED_ROTA_DAYS = 'feed_rota_days';

/** 'On-publish' workplaces' days changed since they were last published (see read-side/staff-visible-days). */
export const FEED_DRAFT_DAYS = 'feed_draft_days';

/** When each workplace week was last published (`id` = `{workplaceId}_{weekStart}`). */
export const FEED_PUBLICATIONS = 'feed_publications';
export interface FeedPublicationDocument {
  id: string;
  workplaceId: string;
  ownerId: string;
  weekStart: string;
  publishedAt: string;
  [field: string]: unknown;
}

/**
 * One per assignment with an employee, keyed by assignment id: a feed reads an employee's
 * few weeks by (employeeId, rotaDate) instead of scanning every day of every workplace.
 */
export const FEED_ASSIGNMENTS = 'feed_assignments';
/** Its span is minutes after the rota day's midnight; an overnight end is past 1440. */
export interface FeedAssignmentDocument extends TimeSpan {
  id: string;
  assignmentId: string;
  employeeId: string;
  workplaceId: string;
  ownerId: string;
  rotaDate: string;
  serviceType: number;
  /** The planned unpaid break (absent in documents projected before it was kept: none shown until the next change or a rebuild). */
  breakMinutes?: number;
  /** metadata.at of the event that last changed it (the feed's LAST-MODIFIED). */
  updatedAt: string;
  /**
   * No longer the employee's as staff see it: they moved away, were removed or have time off that
   * day, shown once the workplace shows changes (at once, or at the week's publish in 'on-publish'
   * mode). Absent in documents projected before it was kept: read from the employee copy.
   */
  opened?: boolean;
  [field: string]: unknown;
}
