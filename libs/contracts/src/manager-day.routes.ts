import type { ManagerDayAnswer, ManagerDayRequest, NoShowAnswer, NoShowRequest } from './manager-day';
import { route } from './route';

/** The manager's day on a phone (issue 41; manager-day.ts holds their schemas). */
export const MANAGER_DAY_ROUTES = {
  getToday: route<ManagerDayRequest, ManagerDayAnswer>('GET', '/rota/today'),
  markNoShow: route<NoShowRequest, NoShowAnswer>('POST', '/assignments/noshow'),
} as const;
