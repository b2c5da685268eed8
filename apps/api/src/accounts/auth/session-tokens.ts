import { createSecretKey, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { BuildDirectory, ReadModelStore } from '@rotaledger/read-models';
import type { AuthUser } from '../../common/auth/auth-user';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Clock } from '../../infrastructure/clock';
import {
  CREDENTIALS,
  CredentialsDocument,
  ENDED_SESSIONS,
  EndedSessionDocument,
  SESSION_CHECKS,
  SessionCheckDocument,
} from '../read-models';
import { endedSessionsProjection } from '../projections/ended-sessions.projection';
import { sessionChecksProjection } from '../projections/session-checks.projection';
import { usersProjection } from '../projections/users.projection';
import { SessionClaims, SessionTokenVerifier } from './session-token-verifier';

export interface SessionSubject {
  userId: string;
  tokenVersion: number;
}

/** What the stores say about a token's user: null when there is no such account. */
interface SessionState {
  email: string;
  tokenVersion: number;
  ended: boolean;
}

/**
 * Issues session tokens and decides whether a verified token still stands for a user:
 * it must not have expired (by the injected clock), its version must be the account's
 * current one (a password change, a reset or a deletion ends every earlier session), and
 * its session must not have been logged out of.
 */
@Injectable()
export class SessionTokens {
  private readonly verifier: SessionTokenVerifier;
  /** Set once the session-checks projection has been seen caught up (see sessionStateOf). */
  private sessionChecksCaughtUp = false;

  constructor(
    private readonly jwt: JwtService,
    private readonly clock: Clock,
    private readonly readModels: ReadModelStore,
    private readonly builds: BuildDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // Built once: handed a string, jsonwebtoken would parse it as a PEM key on every verification.
    this.verifier = new SessionTokenVerifier(jwt, createSecretKey(Buffer.from(config.jwtSecret, 'utf8')));
  }

  get ttlSeconds(): number {
    return this.config.jwtTtlSeconds;
  }

  issue(subject: SessionSubject): string {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const sid = randomBytes(16).toString('base64url');
    return this.jwt.sign({ sub: subject.userId, sid, tv: subject.tokenVersion, iat }, { expiresIn: this.config.jwtTtlSeconds });
  }

  /**
   * The signed-in user a session token stands for, or null when it stands for nobody (any
   * more). A store failure while checking is thrown, not taken for a refusal.
   */
  async userOf(token: string): Promise<AuthUser | null> {
    const claims = this.verifier.claimsOf(token, this.clock.now());
    if (!claims) return null;
    const state = await this.sessionStateOf(claims);
    if (!state || state.tokenVersion !== claims.tv || state.ended) return null;
    return {
      userId: claims.sub,
      email: state.email,
      sessionId: claims.sid,
      sessionExpiresAt: new Date(claims.exp * 1000).toISOString(),
    };
  }

  /** True for a token we signed, not expired, whose account no longer exists (deleted, or its deletion under way). */
  async standsForDeletedAccount(token: string): Promise<boolean> {
    const claims = this.verifier.claimsOf(token, this.clock.now());
    return claims !== null && (await this.sessionStateOf(claims)) === null;
  }

  /**
   * One read by primary key (the session-checks document). A deployment that adds that
   * projection to existing data builds it from the start of the log while serving; until
   * its checkpoint has reached both projections it replaces (credentials and ended
   * sessions, whose event types it reads too) its documents may be missing or stale, so
   * the check reads those two, as it did before. Once seen caught up it stays so: the
   * runner moves them all along the same log.
   */
  private async sessionStateOf(claims: SessionClaims): Promise<SessionState | null> {
    if (this.sessionChecksCaughtUp || (await this.sessionChecksHaveCaughtUp())) {
      const check = await this.readModels.get<SessionCheckDocument>(SESSION_CHECKS, claims.sub);
      if (!check) return null;
      return {
        email: check.email,
        tokenVersion: check.tokenVersion,
        ended: check.endedSessions.some((ended) => ended.sessionId === claims.sid),
      };
    }
    const [[credentials], ended] = await Promise.all([
      this.readModels.find<CredentialsDocument>(CREDENTIALS, { userId: claims.sub }, { limit: 1 }),
      this.readModels.get<EndedSessionDocument>(ENDED_SESSIONS, claims.sid),
    ]);
    if (!credentials) return null;
    // The credentials are keyed by the (normalised) e-mail.
    return { email: credentials.id, tokenVersion: credentials.tokenVersion, ended: ended !== null };
  }

  private async sessionChecksHaveCaughtUp(): Promise<boolean> {
    // By the projections' own names, each its active build's: after a rebuild (build 1 and on) no checkpoint bears the plain name.
    const checkpoints = this.builds.logicalCheckpoints(await this.readModels.getCheckpoints());
    const at = (name: string) => checkpoints[name] ?? 0;
    const caughtUp = at(sessionChecksProjection.name) >= Math.max(at(usersProjection.name), at(endedSessionsProjection.name));
    if (caughtUp) this.sessionChecksCaughtUp = true;
    return caughtUp;
  }
}
