import { Access } from '../common/auth/access';
import { Controller, Inject, Query, Req, Res } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiCookieAuth, ApiQuery, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import {
  ChangePasswordRequest,
  CredentialsRequest,
  SignUpRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  SessionAnswer,
  UserAnswer,
  ACCOUNT_ROUTES,
} from '@rotaledger/contracts';
import { ACCOUNT_ERRORS, DISPLAY_NAME_MESSAGES, DomainError, invalid } from '@rotaledger/domain';
import type { HttpReply, HttpRequest } from '../common/http/http-types';
import { AuthUser, CurrentActor, CurrentUser } from '../common/auth/auth-user';
import { Public } from '../common/http/public-routes';
import { Answers } from '../common/http/api-answers';
import { clientIpOf } from '../common/http/client-ip';
import { ContractDto } from '../common/http/contract-validation';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { Actor } from '../infrastructure/aggregate-store';
import { LOGOUTS_PER_IP, RateLimiter, SESSION_READS_PER_IP } from './auth/rate-limiter';
import { clearSessionCookie, setSessionCookie } from './auth/session-cookie';
import { SessionTokens } from './auth/session-tokens';
import { ChangePasswordCommand } from './commands/change-password.command';
import { LogInCommand } from './commands/log-in.command';
import { LogOutCommand } from './commands/log-out.command';
import { RequestPasswordResetCommand } from './commands/request-password-reset.command';
import { ResetPasswordCommand } from './commands/reset-password.command';
import { SignUpCommand } from './commands/sign-up.command';
import { backendUser } from './http/answers';
import { FormBody } from './http/form-body';
import { GetUserQuery } from './queries/get-user.query';
import type { SignedIn } from './read-models';

class CredentialsBody extends ContractDto(CredentialsRequest) {}
class SignUpBody extends ContractDto(SignUpRequest) {}
class ForgotPasswordBody extends ContractDto(ForgotPasswordRequest) {}
class ResetPasswordBody extends ContractDto(ResetPasswordRequest) {}
class ChangePasswordBody extends ContractDto(ChangePasswordRequest) {}

const E = ACCOUNT_ERRORS;
const NEW_PASSWORD_RULES = [E.passwordTooWeak, E.passwordRulesUnmet, E.passwordTooLong];
const SIGNED_IN = { 401: [E.signInRequired] };

/** The identity routes that replace the hosted identity provider (DESIGN.md). */
@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly sessions: SessionTokens,
    private readonly rateLimit: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** PUBLIC_URL says the site is served over https. */
  private get httpsSite(): boolean {
    return this.config.publicUrl.startsWith('https:');
  }

  /** Creates the account and signs in: the session is set as the httpOnly session cookie and answered for Bearer use. */
  @Public()
  @Endpoint(ACCOUNT_ROUTES.signUp)
  @ApiBody({ type: SignUpBody })
  @Answers(201, SessionAnswer, {
    400: [E.emailAndPasswordRequired, E.invalidEmail, ...NEW_PASSWORD_RULES, ...Object.values(DISPLAY_NAME_MESSAGES)],
    409: [E.emailInUse],
    429: [E.tooManyAttempts],
  })
  async signUp(
    @FormBody() body: SignUpBody,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpReply,
    @CurrentActor() actor: Actor,
  ) {
    const signedIn = await this.commands.execute(
      new SignUpCommand(body.email, body.password, clientIpOf(request), actor.correlationId, body.displayName),
    );
    return this.startSession(request, response, signedIn);
  }

  /** Signs in: the session is set as the httpOnly session cookie and answered for Bearer use. */
  @Public()
  @Endpoint(ACCOUNT_ROUTES.logIn)
  @ApiBody({ type: CredentialsBody })
  @Answers(200, SessionAnswer, {
    400: [E.emailAndPasswordRequired, E.invalidEmail],
    401: [E.incorrectCredentials],
    429: [E.tooManyAttempts],
  })
  async logIn(@FormBody() body: CredentialsBody, @Req() request: HttpRequest, @Res({ passthrough: true }) response: HttpReply) {
    const signedIn = await this.commands.execute(new LogInCommand(body.email, body.password, clientIpOf(request)));
    return this.startSession(request, response, signedIn);
  }

  /**
   * Ends this session on the server too. Public, so a browser holding an expired or
   * already ended session can still clear its cookie (204 either way). Limited per client address.
   */
  @Public()
  @Endpoint(ACCOUNT_ROUTES.logOut)
  @Answers(204, null, { 429: [LOGOUTS_PER_IP.message] })
  async logOut(@Req() request: HttpRequest, @Res({ passthrough: true }) response: HttpReply, @CurrentActor() actor: Actor): Promise<void> {
    this.rateLimit.consume(`logout:ip:${clientIpOf(request)}`, LOGOUTS_PER_IP);
    await this.commands.execute(new LogOutCommand(request.user, actor.correlationId));
    clearSessionCookie(request, response, this.httpsSite);
  }

  /**
   * The signed-in user. With `?optional=true` nobody signed in is an answer, not a refusal:
   * 204 and no body, so a signed-out page load logs no 401 in the browser console. Without
   * it the route still answers 401, as older clients expect. Limited per client address.
   */
  @Public()
  @Endpoint(ACCOUNT_ROUTES.me)
  // The session is optional here ({}: none needed), read when the cookie or a token comes.
  @ApiSecurity({})
  @ApiCookieAuth()
  @ApiBearerAuth()
  @ApiQuery({
    name: 'optional',
    required: false,
    enum: ['true', 'false'],
    description: 'true: 204 instead of 401 when nobody is signed in.',
  })
  @ApiResponse({ status: 204, description: 'Nobody is signed in (only with optional=true).' })
  @Answers(200, UserAnswer, { 400: [E.optionalFlagInvalid], ...SIGNED_IN, 404: [E.accountNotFound], 429: [SESSION_READS_PER_IP.message] })
  async me(
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpReply,
    @Query('optional') optional?: unknown,
  ): Promise<UserAnswer | undefined> {
    // Counted first, with or without a session (a forged or stale token reaches here as none).
    this.rateLimit.consume(`session-reads:ip:${clientIpOf(request)}`, SESSION_READS_PER_IP);
    if (optional !== undefined && optional !== 'true' && optional !== 'false') throw invalid(E.optionalFlagInvalid);
    if (!request.user) {
      if (optional !== 'true') throw new DomainError('unauthorized', E.signInRequired);
      response.status(204);
      return undefined;
    }
    return backendUser(await this.queries.execute(new GetUserQuery(request.user.userId)));
  }

  /**
   * 202 at once, whether or not an account uses the e-mail: the lookup and the e-mail
   * happen after the answer, so neither its content nor its timing reveals anything.
   */
  @Public()
  @Endpoint(ACCOUNT_ROUTES.forgotPassword)
  @ApiBody({ type: ForgotPasswordBody })
  @Answers(202, null, { 400: [E.emailRequired, E.invalidEmail], 429: [E.tooManyAttempts] })
  async forgotPassword(@FormBody() body: ForgotPasswordBody, @Req() request: HttpRequest, @CurrentActor() actor: Actor): Promise<void> {
    await this.commands.execute(new RequestPasswordResetCommand(body.email, clientIpOf(request), actor.correlationId));
  }

  /** Sets a new password from the e-mailed link; every earlier session ends. */
  @Public()
  @Endpoint(ACCOUNT_ROUTES.resetPassword)
  @ApiBody({ type: ResetPasswordBody })
  @Answers(204, null, { 400: [E.resetLinkInvalid, E.newPasswordRequired, ...NEW_PASSWORD_RULES], 429: [E.tooManyAttempts] })
  async resetPassword(@FormBody() body: ResetPasswordBody, @Req() request: HttpRequest, @CurrentActor() actor: Actor): Promise<void> {
    await this.commands.execute(new ResetPasswordCommand(body.token, body.password, clientIpOf(request), actor.correlationId));
  }

  /** Every other session ends; this browser gets a fresh session cookie. */
  @Endpoint(ACCOUNT_ROUTES.changePassword)
  @Access('self')
  @ApiBody({ type: ChangePasswordBody })
  @Answers(204, null, {
    400: [E.passwordsRequired, E.newPasswordRulesUnmet],
    401: [E.incorrectPassword, E.signInRequired],
    404: [E.accountNotFound],
    429: [E.tooManyAttempts],
  })
  async changePassword(
    @FormBody() body: ChangePasswordBody,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<void> {
    const signedIn = await this.commands.execute(
      new ChangePasswordCommand(user.userId, body.currentPassword, body.newPassword, actor.correlationId),
    );
    this.startSession(request, response, signedIn);
  }

  private startSession(request: HttpRequest, response: HttpReply, { user, tokenVersion }: SignedIn): SessionAnswer {
    const token = this.sessions.issue({ userId: user.userId, tokenVersion });
    setSessionCookie(request, response, token, this.sessions.ttlSeconds, this.httpsSite);
    return { user: backendUser(user), token };
  }
}
