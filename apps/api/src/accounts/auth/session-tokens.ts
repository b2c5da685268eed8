import { createSecretKey, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ReadModelStore } from '@rotaledger/read-models';
import type { AuthUser } from '../../common/auth/auth-user';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Clock } from '../../infrastructure/clock';
import { CREDENTIALS, CredentialsDocument, ENDED_SESSIONS, EndedSessionDocument } from '../read-models';
import { SessionTokenVerifier } from './session-token-verifier';

export interface SessionSubject {
  userId: string;
  tokenVersion: number;
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

  constructor(
    private readonly jwt: JwtService,
    private readonly clock: Clock,
    private readonly readModels: ReadModelStore,
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
    const [[credentials], ended] = await Promise.all([
      this.readModels.find<CredentialsDocument>(CREDENTIALS, { userId: claims.sub }, { limit: 1 }),
      this.readModels.get<EndedSessionDocument>(ENDED_SESSIONS, claims.sid),
    ]);
    if (!credentials || credentials.tokenVersion !== claims.tv || ended) return null;
    return {
      userId: claims.sub,
      // The credentials are keyed by the (normalised) e-mail.
      email: credentials.id,
      sessionId: claims.sid,
      sessionExpiresAt: new Date(claims.exp * 1000).toISOString(),
    };
  }
}
