import { z } from 'zod';
import { answer } from './fields';

/**
 * `GET /health`: anyone sees `{ status }`; with the operations token (HEALTH_TOKEN) as a
 * Bearer token, also the stores, their adapters and the projections' lag.
 */
const storeHealth = <Adapters extends readonly [string, ...string[]]>(adapters: Adapters) =>
  z.object({
    ok: z.boolean(),
    adapter: z.enum([...adapters, 'unknown']),
    detail: z.string().optional().meta({ description: 'Why it is not ok.' }),
  });

export const ProjectionHealthAnswer = answer(
  'ProjectionHealth',
  z.object({
    name: z.string(),
    checkpoint: z.int().meta({ description: 'The position of the last event it processed.' }),
    running: z.boolean().optional(),
    lastError: z.string().optional(),
    lag: z.int().nullable().meta({ description: 'Events still to process; null when the log cannot be read.' }),
    lagCapped: z.literal(true).optional().meta({ description: 'The count stopped at its limit: the lag is at least `lag`.' }),
    lagSeconds: z.number().nullable().meta({ description: 'Age in seconds of the oldest event still to process; 0 when caught up.' }),
  }),
);

export const ProjectorHealthAnswer = answer(
  'ProjectorHealth',
  z.object({
    ok: z.boolean().meta({
      description: 'A live process holds the projector lease and no projection trails the log by more than `maxLagSeconds`.',
    }),
    holder: z.string().nullable().meta({ description: "The lease's live holder (`host#pid#nonce`); null when nobody holds it." }),
    holdsLeaseHere: z.boolean().meta({ description: 'This process is the working projector.' }),
    lagSeconds: z
      .number()
      .nullable()
      .meta({ description: 'Age of the oldest event a projection still has to process; null when unknown.' }),
    maxLagSeconds: z.int().meta({ description: 'PROJECTOR_MAX_LAG_SECONDS.' }),
    detail: z.string().optional().meta({ description: 'Why it is not ok.' }),
  }),
);

export const HealthAnswer = answer(
  'HealthAnswer',
  z.object({
    status: z.enum(['ok', 'degraded']).meta({
      description:
        'ok (200) when both stores answer, the read models are not ahead of the event log and the projector works; degraded (503) otherwise.',
    }),
    eventStore: storeHealth(['sqlite', 'eventstoredb', 'postgresql'] as const)
      .extend({ headPosition: z.int().optional() })
      .optional()
      .meta({ description: 'With the operations token only.' }),
    readModels: storeHealth(['sqlite', 'mongodb', 'postgresql'] as const)
      .optional()
      .meta({ description: 'With the operations token only.' }),
    headPosition: z.int().nullable().optional().meta({ description: 'With the operations token only: the newest event, when known.' }),
    projections: z.array(ProjectionHealthAnswer).optional().meta({ description: 'With the operations token only.' }),
    headOfLog: z.object({ ok: z.boolean(), detail: z.string().optional() }).optional().meta({
      description:
        "With the operations token only: ok unless a checkpoint is past the event log's last event (the event store was reset or replaced); writes are refused meanwhile.",
    }),
    projector: ProjectorHealthAnswer.optional().meta({ description: 'With the operations token only.' }),
  }),
);

/**
 * `GET /health/live`: the liveness check of the API containers and of what depends on them
 * (compose's `depends_on`, the gateway): ok while this process answers and both stores do.
 * The projector's lag and lease are left out on purpose (they stay in `GET /health`, the
 * operations view): a replay after an upgrade or a projector outage must not mark every API
 * replica unhealthy.
 */
export const LivenessAnswer = answer(
  'LivenessAnswer',
  z.object({
    status: z.enum(['ok', 'degraded']).meta({ description: 'ok (200) when both stores answer; degraded (503) otherwise.' }),
    eventStore: storeHealth(['sqlite', 'eventstoredb', 'postgresql'] as const)
      .optional()
      .meta({ description: 'With the operations token only.' }),
    readModels: storeHealth(['sqlite', 'mongodb', 'postgresql'] as const)
      .optional()
      .meta({ description: 'With the operations token only.' }),
  }),
);

export type HealthAnswer = z.output<typeof HealthAnswer>;
export type LivenessAnswer = z.output<typeof LivenessAnswer>;
export type ProjectionHealthAnswer = z.output<typeof ProjectionHealthAnswer>;
export type ProjectorHealthAnswer = z.output<typeof ProjectorHealthAnswer>;
