import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, userDecider, userStream } from '@rotaledger/domain';
import type { AuthUser } from '../../common/auth/auth-user';
import { AggregateStore } from '../../infrastructure/aggregate-store';

export class LogOutCommand extends Command<void> {
  constructor(
    /** The session to end; undefined when the request carried no valid one. */
    readonly session: AuthUser | undefined,
    readonly correlationId: string,
  ) {
    super();
  }
}

/**
 * Ends this session (token) on the server, not only in this browser: SignedOut in the
 * user's stream is an audited fact that every replica's session check sees once the
 * command answers (read-your-writes). The user's other sessions stay signed in.
 */
@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ session, correlationId }: LogOutCommand): Promise<void> {
    if (!session) return;
    const { userId, sessionId, sessionExpiresAt: expiresAt } = session;
    try {
      await this.aggregates.execute({
        // Waits for the read models (issue 42 §1: most commands answer after the append): every replica's session check refuses the session once this answers.
        waitForReadModels: true,
        streamId: userStream(userId),
        decider: userDecider,
        command: { type: 'SignOut', data: { sessionId, expiresAt } },
        actor: { userId, correlationId },
      });
    } catch (error) {
      // The account went meanwhile: its sessions have ended with it.
      if (error instanceof DomainError && error.kind === 'not_found') return;
      throw error;
    }
  }
}
