import { createSecretKey, KeyObject, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ACCOUNT_ERRORS, DomainError } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import type { AuthUser } from '../../common/auth/auth-user';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Clock } from '../../infrastructure/clock';
import { CREDENTIALS, CredentialsDocument, ENDED_SESSIONS, EndedSessionDocument } from '../read-models';

/**
 * What a session token carries: no personal data (a JWT is only signed, anyone holding it
 * can read it). `sid` names this session, so log-out can end it alone; `tv` is the token
 * version current when it was issued.
 */
export interface SessionClaims {
  sub: string;
  sid: string;
  tv: number;
  iat: number;
  exp: number;
}

export interface SessionSubject {
  userId: string;
  tokenVersion: number;
}

/** 16 random bytes, base64url. */
const SESSION_ID_SHAPE = /^[A-Za-z0-9_-]{22}$/;

const signedOut = () => new DomainError('unauthorized', ACCOUNT_ERRORS.signInRequired);

/**
 * Issues session tokens and decides whether a verified token still stands for a user:
 * it must not have expired (by the injected clock), its version must be the account's
 * current one (a password change, a reset or a deletion ends every earlier session), and
 * its session must not have been logged out of.
 */
@Injectable()
export class SessionTokens {
  /**
   * Built once: handed a string, jsonwebtoken first tries to parse it as a PEM key on
   * every verification, which was a third of the CPU of a simple signed-in read.
   */
  readonly verificationKey: KeyObject;

  constructor(
    private readonly jwt: JwtService,
    private readonly clock: Clock,
    private readonly readModels: ReadModelStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.verificationKey = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
  }

  get ttlSeconds(): number {
    return this.config.jwtTtlSeconds;
  }

  issue(subject: SessionSubject): string {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const sid = randomBytes(16).toString('base64url');
    return this.jwt.sign({ sub: subject.userId, sid, tv: subject.tokenVersion, iat }, { expiresIn: this.config.jwtTtlSeconds });
  }

  /** The signed-in user of a token whose signature has been verified, or 401. */
  async userOf(payload: unknown): Promise<AuthUser> {
    const claims = (payload ?? {}) as Partial<SessionClaims>;
    if (
      typeof claims.sub !== 'string' ||
      typeof claims.sid !== 'string' ||
      !SESSION_ID_SHAPE.test(claims.sid) ||
      !Number.isInteger(claims.tv) ||
      typeof claims.exp !== 'number'
    ) {
      throw signedOut();
    }
    if (claims.exp * 1000 <= this.clock.now().getTime()) throw signedOut();
    const [[credentials], ended] = await Promise.all([
      this.readModels.find<CredentialsDocument>(CREDENTIALS, { userId: claims.sub }, { limit: 1 }),
      this.readModels.get<EndedSessionDocument>(ENDED_SESSIONS, claims.sid),
    ]);
    if (!credentials || credentials.tokenVersion !== claims.tv || ended) throw signedOut();
    return {
      userId: claims.sub,
      // The credentials are keyed by the (normalised) e-mail.
      email: credentials.id,
      sessionId: claims.sid,
      sessionExpiresAt: new Date(claims.exp * 1000).toISOString(),
    };
  }
}
