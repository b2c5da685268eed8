import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ACCOUNT_ERRORS, invalid } from '@rotaledger/domain';
import type { Request, Response } from 'express';
import { AuthUser, CurrentActor, CurrentUser, Public } from '../common/auth/auth-user';
import { clientIpOf } from '../common/http/client-ip';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { Actor } from '../infrastructure/aggregate-store';
import { clearSessionCookie, setSessionCookie } from './auth/session-cookie';
import { SessionTokens } from './auth/session-tokens';
import { ChangePasswordCommand } from './commands/change-password.command';
import { LogInCommand } from './commands/log-in.command';
import { LogOutCommand } from './commands/log-out.command';
import { RequestPasswordResetCommand } from './commands/request-password-reset.command';
import { ResetPasswordCommand } from './commands/reset-password.command';
import { SignUpCommand } from './commands/sign-up.command';
import { backendUser, BackendUser } from './http/answers';
import { bodyOf, textField } from './http/request-body';
import { GetUserQuery } from './queries/get-user.query';
import type { SignedIn } from './read-models';

/** E-mail and password, both required (sign-up and log-in). */
function credentialsOf(body: unknown): { email: string; password: string } {
  const fields = bodyOf(body);
  const email = textField(fields, 'email');
  const password = textField(fields, 'password');
  if (email === undefined || password === undefined) throw invalid(ACCOUNT_ERRORS.emailAndPasswordRequired);
  return { email, password };
}

/** The identity routes that replace the hosted identity provider (DESIGN.md). */
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly sessions: SessionTokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** PUBLIC_URL says the site is served over https. */
  private get httpsSite(): boolean {
    return this.config.publicUrl.startsWith('https:');
  }

  @Public()
  @Post('signup')
  @HttpCode(201)
  async signUp(
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @CurrentActor() actor: Actor,
  ) {
    const { email, password } = credentialsOf(body);
    const signedIn = await this.commands.execute(new SignUpCommand(email, password, clientIpOf(request), actor.correlationId));
    return this.startSession(request, response, signedIn);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  async logIn(@Body() body: unknown, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const { email, password } = credentialsOf(body);
    const signedIn = await this.commands.execute(new LogInCommand(email, password, clientIpOf(request)));
    return this.startSession(request, response, signedIn);
  }

  /**
   * Ends this session on the server too. Public, so a browser holding an expired or
   * already ended session can still clear its cookie (204 either way).
   */
  @Public()
  @Post('logout')
  @HttpCode(204)
  async logOut(
    @Req() request: Request & { user?: AuthUser },
    @Res({ passthrough: true }) response: Response,
    @CurrentActor() actor: Actor,
  ): Promise<void> {
    await this.commands.execute(new LogOutCommand(request.user, actor.correlationId));
    clearSessionCookie(request, response, this.httpsSite);
  }

  @Get('me')
  async me(@CurrentUser() user: AuthUser): Promise<BackendUser> {
    return backendUser(await this.queries.execute(new GetUserQuery(user.userId)));
  }

  /**
   * 202 at once, whether or not an account uses the e-mail: the lookup and the e-mail
   * happen after the answer, so neither its content nor its timing reveals anything.
   */
  @Public()
  @Post('forgot-password')
  @HttpCode(202)
  async forgotPassword(@Body() body: unknown, @Req() request: Request, @CurrentActor() actor: Actor): Promise<void> {
    const email = textField(bodyOf(body), 'email');
    if (email === undefined) throw invalid(ACCOUNT_ERRORS.emailRequired);
    await this.commands.execute(new RequestPasswordResetCommand(email, clientIpOf(request), actor.correlationId));
  }

  @Public()
  @Post('reset-password')
  @HttpCode(204)
  async resetPassword(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<void> {
    const fields = bodyOf(body);
    const token = textField(fields, 'token');
    if (token === undefined) throw invalid(ACCOUNT_ERRORS.resetLinkInvalid);
    const password = textField(fields, 'password');
    if (password === undefined) throw invalid(ACCOUNT_ERRORS.newPasswordRequired);
    await this.commands.execute(new ResetPasswordCommand(token, password, actor.correlationId));
  }

  /** Every other session ends; this browser gets a fresh session cookie. */
  @Post('change-password')
  @HttpCode(204)
  async changePassword(
    @Body() body: unknown,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    const fields = bodyOf(body);
    const currentPassword = textField(fields, 'currentPassword');
    const newPassword = textField(fields, 'newPassword');
    if (currentPassword === undefined || newPassword === undefined) throw invalid(ACCOUNT_ERRORS.passwordsRequired);
    const signedIn = await this.commands.execute(new ChangePasswordCommand(user.userId, currentPassword, newPassword, actor.correlationId));
    this.startSession(request, response, signedIn);
  }

  private startSession(request: Request, response: Response, { user, tokenVersion }: SignedIn) {
    const token = this.sessions.issue({ userId: user.userId, tokenVersion });
    setSessionCookie(request, response, token, this.sessions.ttlSeconds, this.httpsSite);
    return { user: backendUser(user), token };
  }
}
