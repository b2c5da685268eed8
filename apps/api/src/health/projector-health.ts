/** The projector as /api/health reports it (issue 30, finding 7). */
export interface ProjectorHealth {
  /** A live process holds the projector lease and no projection trails the log by more than maxLagSeconds. */
  ok: boolean;
  /** The lease's live holder (`host#pid#nonce`), or null when nobody holds it. */
  holder: string | null;
  /** This very process holds the lease (it is the working projector). */
  holdsLeaseHere: boolean;
  /** The oldest event some projection still has to process, in seconds; null when the log cannot be read. */
  lagSeconds: number | null;
  maxLagSeconds: number;
  /** Why it is not ok. */
  detail?: string;
}

/**
 * Healthy means working: the lease is held by a live process (a standby waits without it,
 * so a lease nobody renews shows at once) and the projections keep up. Read-your-writes,
 * log-out and password changes all wait on the projector, so either failure shows.
 */
export function projectorHealthOf(input: {
  lease: { holder: string; expiresAt: number } | undefined;
  now: number;
  holdsLeaseHere: boolean;
  lagsSeconds: readonly (number | null)[];
  maxLagSeconds: number;
}): ProjectorHealth {
  const holder = input.lease && input.lease.expiresAt > input.now ? input.lease.holder : null;
  const lags = input.lagsSeconds.filter((lag): lag is number => lag !== null);
  const lagSeconds = lags.length === input.lagsSeconds.length ? Math.max(0, ...lags) : null;
  const detail =
    holder === null
      ? 'Nobody holds the projector lease.'
      : lagSeconds === null
        ? "The projections' lag cannot be measured."
        : lagSeconds > input.maxLagSeconds
          ? `The projections trail the event log by ${lagSeconds} s (more than ${input.maxLagSeconds} s).`
          : undefined;
  return {
    ok: detail === undefined,
    holder,
    holdsLeaseHere: input.holdsLeaseHere,
    lagSeconds,
    maxLagSeconds: input.maxLagSeconds,
    ...(detail === undefined ? {} : { detail }),
  };
}
