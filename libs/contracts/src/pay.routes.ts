import { route } from './route';
import type {
  FinalisePayPeriodAnswer,
  FinalisePayPeriodRequest,
  PayForDatesAnswer,
  PayForDatesRequest,
  PayLinesAnswer,
  PayExportRequest,
  PayLinesRequest,
  PayPeriodsAnswer,
  PayPeriodsRequest,
  ReopenPayPeriodAnswer,
  ReopenPayPeriodRequest,
} from './pay';

export const PAY_ROUTES = {
  getPayForDates: route<PayForDatesRequest, PayForDatesAnswer>('GET', '/pay/getpayfordates'),
  getPayPeriods: route<PayPeriodsRequest, PayPeriodsAnswer>('GET', '/pay/periods'),
  getPayLines: route<PayLinesRequest, PayLinesAnswer>('GET', '/pay/lines'),
  finalisePayPeriod: route<FinalisePayPeriodRequest, FinalisePayPeriodAnswer>('POST', '/pay/periods/finalise'),
  reopenPayPeriod: route<ReopenPayPeriodRequest, ReopenPayPeriodAnswer>('POST', '/pay/periods/reopen'),
  /** The answer is the file's text (text/csv), not JSON. */
  exportPayroll: route<PayExportRequest, string>('GET', '/pay/export'),
} as const;
