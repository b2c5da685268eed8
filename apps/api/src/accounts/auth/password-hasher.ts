import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's recommended
 * minimum). The hash is a PHC string carrying its own salt and parameters.
 */
@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false; // a malformed or missing hash never matches
    }
  }

  /** Costs what a real check costs, so an unknown e-mail cannot be told apart by timing. */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= hash('no account has this password');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
