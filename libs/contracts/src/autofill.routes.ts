import type { AcceptFillAnswer, AcceptFillRequest, AutoFillAnswer, AutoFillRequest } from './autofill';
import { route } from './route';

/** The auto-fill's routes (issue 38; autofill.ts holds their schemas). */
export const AUTOFILL_ROUTES = {
  propose: route<AutoFillRequest, AutoFillAnswer>('POST', '/rota/autofill'),
  accept: route<AcceptFillRequest, AcceptFillAnswer>('POST', '/rota/autofill/accept'),
};
