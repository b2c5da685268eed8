import type {
  CreatedKioskAnswer,
  CreateKioskRequest,
  DeleteKioskRequest,
  GetKiosksRequest,
  KioskClockAnswer,
  KioskClockRequest,
  KioskPageAnswer,
  KiosksAnswer,
  SetEmployeePinRequest,
  SetStaffPinRequest,
} from './kiosk';
import { route } from './route';

/** The kiosk (issue 41): its links, PINs, page and clock (kiosk.ts holds their schemas). */
export const KIOSK_ROUTES = {
  createKiosk: route<CreateKioskRequest, CreatedKioskAnswer>('POST', '/workplaces/kiosks'),
  getKiosks: route<GetKiosksRequest, KiosksAnswer>('GET', '/workplaces/kiosks'),
  deleteKiosk: route<DeleteKioskRequest>('DELETE', '/workplaces/kiosks'),
  setEmployeePin: route<SetEmployeePinRequest>('PUT', '/employees/pin'),
  setStaffPin: route<SetStaffPinRequest>('PUT', '/staff/{token}/pin'),
  getKioskPage: route<void, KioskPageAnswer>('GET', '/kiosk/{token}'),
  clock: route<KioskClockRequest, KioskClockAnswer>('POST', '/kiosk/{token}/clock'),
};
