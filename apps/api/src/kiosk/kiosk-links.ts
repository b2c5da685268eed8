import { Injectable } from '@nestjs/common';
import { isKioskToken, KIOSK_MESSAGES, notFound } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { KIOSK_LINKS, KioskLinkDocument } from './kiosk.read-models';

/** The kiosk links read model: a live link by its token (the kiosk's only key), a workplace's list. */
@Injectable()
export class KioskLinks {
  constructor(private readonly readModels: ReadModelStore) {}

  /** The live link; an unknown, malformed or revoked token is 404, from the moment it is revoked. */
  async byToken(token: string): Promise<KioskLinkDocument> {
    if (!isKioskToken(token)) throw notFound(KIOSK_MESSAGES.notFound);
    const [link] = await this.readModels.find<KioskLinkDocument>(KIOSK_LINKS, { token });
    if (!link || link.revoked || link.token !== token) throw notFound(KIOSK_MESSAGES.notFound);
    return link;
  }

  async get(kioskId: string): Promise<KioskLinkDocument | null> {
    return this.readModels.get<KioskLinkDocument>(KIOSK_LINKS, kioskId);
  }

  /** A workplace's live links, oldest first. */
  async ofWorkplace(workplaceId: string): Promise<KioskLinkDocument[]> {
    const links = await this.readModels.find<KioskLinkDocument>(KIOSK_LINKS, { workplaceId, revoked: false });
    return links.sort((a, b) => a.createdPosition - b.createdPosition);
  }
}
