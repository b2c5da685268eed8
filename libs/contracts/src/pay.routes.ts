import { route } from './route';
import type { PayForDatesAnswer, PayForDatesRequest } from './pay';

export const PAY_ROUTES = {
  getPayForDates: route<PayForDatesRequest, PayForDatesAnswer>('GET', '/pay/getpayfordates'),
} as const;
