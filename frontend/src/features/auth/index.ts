// The auth feature's public surface for the app shell and other features (planner, profile, dashboard...).
export { useSession, useSignedInUser } from './useSession';
export type { SessionUser } from './types';
export { displayNameChanged, selectSessionUser, sessionSlice, signedOut, usernameChanged } from './sessionSlice';
export { authApi, useChangePasswordMutation, useLogoutMutation } from './api';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { LoginPage } from './LoginPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SignUpPage } from './SignUpPage';
export { nextPathOf } from './next-path';
