/** What other contexts may use of accounts: its module, the user directory, the mailer and the users read model (audit shows names). */
export { AccountsModule } from './accounts.module';
export { PreferencesReader } from './preferences-reader';
export { displayNameOf, USERS } from './read-models';
export type { UserDocument } from './read-models';
export { UserDirectory } from './user-directory';
export type { UserProfile } from './user-directory';
/** The kiosk hashes PINs as passwords are hashed. */
export { PasswordHasher } from './auth/password-hasher';
/** The team context e-mails invitations through the same port (SMTP, or DATA_DIR/outbox). */
export { Mailer } from './mail/mailer';
export type { MailMessage } from './mail/mailer';
/** The session guard, which the access guard (team context) runs first. */
export { JwtAuthGuard } from './auth/jwt-auth.guard';
