/** A change (one request's writes) → the rota days it wrote, for undo and for its access check. */
export const ROTA_CHANGES = 'rota_changes';
export interface RotaChangeDocument {
  /** The changeId. */
  id: string;
  ownerId: string;
  workplaceId: string;
  /** The rota day streams it wrote, in the order it first wrote them. */
  streams: string[];
  [field: string]: unknown;
}
