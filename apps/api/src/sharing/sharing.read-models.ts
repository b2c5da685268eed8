/** The sharing context's read models (ids derive from aggregate ids or the rota link). */

/** rotaId → the shared workplace day or week; a dead link stays (revoked or of an old generation) so it never revives. */
export const SHARED_ROTAS = 'shared_rotas';
export interface SharedRotaDocument {
  id: string;
  rotaId: string;
  workplaceId: string;
  /** The day, or (span 'week') the week's Monday. */
  rotaDate: string;
  /** 'week' for a week link; absent on day links (and on every document made before week links). */
  span?: 'week';
  ownerId: string;
  /** The owner's sharing generation when the link was made (absent on older documents = 0). */
  sharingGeneration?: number;
  /** True once the owner revoked this link. */
  revoked?: boolean;
  /** metadata.at of its RotaShared (version 2 of the projection on): what a shared day never published shows as its last update. */
  sharedAt?: string;
  [field: string]: unknown;
}

/**
 * Version 1 of the sharing projection's own copy of every workplace day as staff see it, and of
 * the 'on-publish' drafts. No longer written (version 2 reads the staff feeds' copy,
 * `FEED_ROTA_DAYS`): still listed, so a rebuild, a workplace's deletion and the account's
 * purge drop what version 1 wrote.
 */
export const SHARED_ROTA_DAYS = 'shared_rota_days';
export const SHARED_ROTA_DRAFT_DAYS = 'shared_rota_draft_days';
/** Workplace names, for the heading. */
export const SHARED_ROTA_WORKPLACES = 'shared_rota_workplaces';
/** Display names, for the bubbles. */
export const SHARED_ROTA_EMPLOYEES = 'shared_rota_employees';

/**
 * The owner's public_rota preference (off hides every shared rota of theirs) and sharing
 * generation (how often it was turned off: only links of the current one are live).
 */
export const SHARED_ROTA_OWNERS = 'shared_rota_owners';
export interface SharedRotaOwnerDocument {
  id: string;
  ownerId: string;
  publicRota: boolean;
  /** Absent on older documents = 0. */
  sharingGeneration?: number;
  [field: string]: unknown;
}
