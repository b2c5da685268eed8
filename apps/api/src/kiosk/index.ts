/** What other contexts may use of the kiosk: its module, and the links' read model the access check reads. */
export { KioskModule } from './kiosk.module';
export { KIOSK_LINKS } from './kiosk.read-models';
export type { KioskLinkDocument } from './kiosk.read-models';
