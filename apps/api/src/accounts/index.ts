/** What other contexts may use of accounts: its module, the user directory and the users read model (audit shows names). */
export { AccountsModule } from './accounts.module';
export { PreferencesReader } from './preferences-reader';
export { USERS } from './read-models';
export type { UserDocument } from './read-models';
export { UserDirectory } from './user-directory';
