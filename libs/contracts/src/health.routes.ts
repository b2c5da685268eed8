import { route } from './route';
import type { HealthAnswer, LivenessAnswer } from './health';

export const HEALTH_ROUTES = {
  getHealth: route<void, HealthAnswer>('GET', '/health'),
  /** Liveness: both stores answer (the containers' health check); the projector's lag is left to getHealth. */
  getLiveness: route<void, LivenessAnswer>('GET', '/health/live'),
} as const;
