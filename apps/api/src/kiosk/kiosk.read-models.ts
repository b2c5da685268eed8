/** A kiosk link as its workplace's managers list it, and as the kiosk page finds it by its token. */
export const KIOSK_LINKS = 'kiosk_links';

export interface KioskLinkDocument {
  id: string;
  kioskId: string;
  workplaceId: string;
  ownerId: string;
  name: string;
  token: string;
  createdAt: string;
  /** The global position of its creation: the list's order. */
  createdPosition: number;
  /** The last clock or PIN try at this kiosk (server time), null before any. */
  lastUsedAt: string | null;
  revoked: boolean;
  [field: string]: unknown;
}
