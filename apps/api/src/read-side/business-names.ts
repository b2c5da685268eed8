/**
 * One per owner who named their business or created a workplace: what every screen, invitation
 * and e-mail calls the team (the domain's `businessNameOf` reads it).
 */
export const TEAM_BUSINESSES = 'team_businesses';
export interface TeamBusinessDocument {
  /** The owner's id. */
  id: string;
  ownerId: string;
  /** null: never named. */
  businessName: string | null;
  /** The owner's first workplace (its name stands for the business until it is named). */
  firstWorkplaceId: string | null;
  firstWorkplaceName: string | null;
  [field: string]: unknown;
}
