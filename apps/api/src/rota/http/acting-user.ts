import type { AuthUser } from '../../common/auth/auth-user';
import type { Actor } from '../../infrastructure/aggregate-store';

/** The signed-in caller as the actor of a command (routes behind the JWT guard always have one). */
export function actingUser(user: AuthUser, actor: Actor): Actor & { userId: string } {
  return { userId: user.userId, correlationId: actor.correlationId };
}
