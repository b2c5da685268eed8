import { setWithin } from '../../common/bounded-map';

/**
 * What a signature check found in tokens it accepted, by each token's exact text. Whether a
 * signature is valid is a pure function of the token's bytes and the key, so a kept answer
 * never goes stale; what changes over time (expiry, token version, log-out) is for the
 * caller to check on every request. Only accepted tokens are kept, so a flood of forged
 * ones cannot push them out; the oldest goes first once `capacity` are kept.
 */
export class VerifiedSignatures<Claims> {
  private readonly accepted = new Map<string, Claims>();

  /** `verify` answers a token's claims when its signature holds, else null. */
  constructor(
    private readonly verify: (token: string) => Claims | null,
    private readonly capacity: number,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new Error(`A signature cache needs room for at least one token, not ${capacity}`);
  }

  /** The token's claims if its signature holds (checked once per exact token text), else null. */
  claimsOf(token: string): Claims | null {
    const known = this.accepted.get(token);
    if (known !== undefined) return known;
    const claims = this.verify(token);
    if (claims === null) return null;
    setWithin(this.accepted, token, claims, this.capacity);
    return claims;
  }
}
