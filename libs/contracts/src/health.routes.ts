import { route } from './route';
import type { HealthAnswer } from './health';

export const HEALTH_ROUTES = {
  getHealth: route<void, HealthAnswer>('GET', '/health'),
} as const;
