import { createSecretKey, KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ACCOUNT_ERRORS, DomainError } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import type { AuthUser } from '../../common/auth/auth-user';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Clock } from '../../infrastructure/clock';
import { CREDENTIALS, CredentialsDocument } from '../read-models';

/** What a session token carries: `tv` is the token version current when it was issued. */
export interface SessionClaims {
  sub: string;
  email: string;
  tv: number;
  iat: number;
  exp: number;
}

export interface SessionSubject {
  userId: string;
  email: string;
  tokenVersion: number;
}

const signedOut = () => new DomainError('unauthorized', ACCOUNT_ERRORS.signInRequired);

/**
 * Issues session tokens and decides whether a verified token still stands for a user:
 * it must not have expired (by the injected clock) and its version must be the
 * account's current one, so a password change, a reset or a deletion ends every
 * earlier session.
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
    return this.jwt.sign(
      { sub: subject.userId, email: subject.email, tv: subject.tokenVersion, iat },
      { expiresIn: this.config.jwtTtlSeconds },
    );
  }

  /** The signed-in user of a token whose signature has been verified, or 401. */
  async userOf(payload: unknown): Promise<AuthUser> {
    const claims = (payload ?? {}) as Partial<SessionClaims>;
    if (
      typeof claims.sub !== 'string' ||
      typeof claims.email !== 'string' ||
      !Number.isInteger(claims.tv) ||
      typeof claims.exp !== 'number'
    ) {
      throw signedOut();
    }
    if (claims.exp * 1000 <= this.clock.now().getTime()) throw signedOut();
    const credentials = await this.readModels.get<CredentialsDocument>(CREDENTIALS, claims.email);
    if (!credentials || credentials.userId !== claims.sub || credentials.tokenVersion !== claims.tv) {
      throw signedOut();
    }
    return { userId: claims.sub, email: claims.email };
  }
}
