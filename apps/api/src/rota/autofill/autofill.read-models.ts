/** An auto-fill proposal → its team, workplace and time, for the access check and the 24-hour limit. */
export const AUTOFILL_PROPOSALS = 'autofill_proposals';
export interface AutoFillProposalDocument {
  /** The proposalId. */
  id: string;
  ownerId: string;
  workplaceId: string;
  /** metadata.at of the run. */
  proposedAt: string;
  [field: string]: unknown;
}
