import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Clock } from '../infrastructure/clock';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { AccountDeletions } from './account-deletions';
import { AfterAnswerTasks } from './after-answer-tasks';
import { AuthController } from './auth.controller';
import { JwtAuthGuard } from './auth/jwt-auth.guard';
import { LoginBrake } from './auth/login-brake';
import { PasswordHasher } from './auth/password-hasher';
import { ReAuthentication } from './auth/re-authentication';
import { SessionTokens } from './auth/session-tokens';
import { ChangePasswordHandler } from './commands/change-password.command';
import { ChangePreferencesHandler } from './commands/change-preferences.command';
import { ChangeUsernameHandler } from './commands/change-username.command';
import { ChangeDisplayNameHandler } from './commands/change-display-name.command';
import { CreatePreferencesHandler } from './commands/create-preferences.command';
import { DeleteAccountHandler } from './commands/delete-account.command';
import { LogInHandler } from './commands/log-in.command';
import { LogOutHandler } from './commands/log-out.command';
import { RequestPasswordResetHandler } from './commands/request-password-reset.command';
import { ResetPasswordHandler } from './commands/reset-password.command';
import { SignUpHandler } from './commands/sign-up.command';
import { EmailClaims } from './email-claims';
import { Mailer } from './mail/mailer';
import { OutboxMailer } from './mail/outbox-mailer';
import { SmtpMailer } from './mail/smtp-mailer';
import { PreferencesController } from './preferences.controller';
import { PreferencesReader } from './preferences-reader';
import { endedSessionsProjection } from './projections/ended-sessions.projection';
import { ownedStreamsProjection } from './projections/owned-streams.projection';
import { passwordResetsProjection } from './projections/password-resets.projection';
import { preferencesProjection } from './projections/preferences.projection';
import { sessionChecksProjection } from './projections/session-checks.projection';
import { usersProjection } from './projections/users.projection';
import { GetPreferencesHandler } from './queries/get-preferences.query';
import { GetUserHandler } from './queries/get-user.query';
import { UserDirectory } from './user-directory';
import { UsersController } from './users.controller';

const commandHandlers = [
  SignUpHandler,
  LogInHandler,
  LogOutHandler,
  ChangePasswordHandler,
  RequestPasswordResetHandler,
  ResetPasswordHandler,
  ChangeUsernameHandler,
  ChangeDisplayNameHandler,
  CreatePreferencesHandler,
  ChangePreferencesHandler,
  DeleteAccountHandler,
];
const queryHandlers = [GetUserHandler, GetPreferencesHandler];

/**
 * The accounts bounded context: identity (sign-up, log-in, sessions, password reset and
 * change, deletion), the user record and preferences. It provides the global JWT guard;
 * other modules import it for PreferencesReader and UserDirectory.
 */
@Module({
  imports: [
    CqrsModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController, UsersController, PreferencesController],
  providers: [
    ...commandHandlers,
    ...queryHandlers,
    PasswordHasher,
    LoginBrake,
    AfterAnswerTasks,
    SessionTokens,
    ReAuthentication,
    EmailClaims,
    AccountDeletions,
    {
      provide: Mailer,
      inject: [APP_CONFIG, Clock],
      useFactory: (config: AppConfig, clock: Clock): Mailer =>
        config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(config.dataDir, clock),
    },
    // The session guard: run first by the access guard (team context), the one global guard.
    JwtAuthGuard,
    PreferencesReader,
    UserDirectory,
  ],
  exports: [PreferencesReader, UserDirectory, Mailer, JwtAuthGuard],
})
export class AccountsModule {
  constructor(registry: ProjectionRegistry) {
    registry.register(usersProjection, preferencesProjection, passwordResetsProjection, ownedStreamsProjection);
    registry.register(endedSessionsProjection, sessionChecksProjection);
  }
}
