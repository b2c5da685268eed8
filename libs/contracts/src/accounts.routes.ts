import { route } from './route';
import type {
  ChangePasswordRequest,
  CreateUserRequest,
  CredentialsRequest,
  DeleteUserRequest,
  DisplayNameAnswer,
  ForgotPasswordRequest,
  OwnUserIdRequest,
  PreferencesAnswer,
  ResetPasswordRequest,
  SessionAnswer,
  SignUpRequest,
  UpdateDisplayNameRequest,
  UpdatePreferencesRequest,
  UpdateUsernameRequest,
  UserAnswer,
  UsernameAnswer,
} from './accounts';

/** Sign-up, sessions and passwords (`/auth/*`), the user (`/users/*`) and their preferences (`/preferences/*`). */
export const ACCOUNT_ROUTES = {
  signUp: route<SignUpRequest, SessionAnswer>('POST', '/auth/signup'),
  logIn: route<CredentialsRequest, SessionAnswer>('POST', '/auth/login'),
  logOut: route('POST', '/auth/logout'),
  /** `optional=true`: nobody signed in is a 204 (no answer), not a 401. */
  me: route<{ optional?: 'true' }, UserAnswer | null>('GET', '/auth/me'),
  forgotPassword: route<ForgotPasswordRequest>('POST', '/auth/forgot-password'),
  resetPassword: route<ResetPasswordRequest>('POST', '/auth/reset-password'),
  changePassword: route<ChangePasswordRequest>('POST', '/auth/change-password'),
  getUser: route<OwnUserIdRequest, UserAnswer>('GET', '/users/getuser'),
  createUser: route<CreateUserRequest, UsernameAnswer>('POST', '/users/createuser'),
  updateUsername: route<UpdateUsernameRequest, UsernameAnswer>('PUT', '/users/updateUsername'),
  updateDisplayName: route<UpdateDisplayNameRequest, DisplayNameAnswer>('PUT', '/users/displayname'),
  deleteUser: route<DeleteUserRequest>('DELETE', '/users/deleteuser'),
  createPreferences: route<OwnUserIdRequest, PreferencesAnswer>('POST', '/preferences/createpreferences'),
  getPreferences: route<OwnUserIdRequest, PreferencesAnswer>('GET', '/preferences/getpreferences'),
  updatePreferences: route<UpdatePreferencesRequest, PreferencesAnswer>('PUT', '/preferences/updatepreferences'),
} as const;
