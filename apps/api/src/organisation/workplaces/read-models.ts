import type { WorkplaceDetails } from '@rotaledger/domain';

/**
 * The workplaces context's read models, keyed by workplace id. Other contexts read them
 * through WorkplaceDirectory (or these shapes); only the workplaces projection writes them.
 */

/** The owner's live workplaces, for the Profile and planner lists. */
export const WORKPLACE_LIST = 'workplace_list';
export interface WorkplaceListDocument extends WorkplaceDetails {
  id: string;
  workplaceId: string;
  ownerId: string;
  createdAt: string;
  /** Global position of WorkplaceCreated: lists keep creation order, also in a rebuild. */
  seq: number;
  [field: string]: unknown;
}

/** Every workplace ever created (deleted ones flagged), for other contexts and audits. */
export const WORKPLACE_DIRECTORY = 'workplace_directory';
export interface WorkplaceDirectoryDocument extends WorkplaceListDocument {
  deleted: boolean;
  updatedAt: string;
  deletedAt: string | null;
}
