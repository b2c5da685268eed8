import { RateLimit, TOO_MANY_REQUESTS } from '../common/http/rate-limiter';

/**
 * Anonymous /api/health calls per client IP: one a second on average, over a one-minute window
 * so a throttled caller is let through again within a minute. Each call asks both stores and
 * the projector, so a flood from one address is refused; a load balancer's or uptime monitor's
 * probes (every 5 to 60 s) stay far below it, several of them behind one address too. Callers
 * presenting HEALTH_TOKEN and loopback callers (the container's own health check) are never
 * counted: see HealthController.
 */
export const HEALTH_RATE_LIMIT: RateLimit = { limit: 60, windowMs: 60 * 1000, message: TOO_MANY_REQUESTS };
