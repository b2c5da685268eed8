/** Texts from the spec (sections 5 and 8), word for word. */
export const AUTH_MESSAGES = {
  signUpFailed: 'Sign-up failed. Please try again.',
  loginFailed: 'Login failed. Please try again.',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordsMustMatchInline: '❌ Passwords must match',
  resetEmailSent: 'Password reset email sent! Please check your inbox.',
  resetEmailFailed: 'Failed to send reset email. Please try again.',
  // Not quoted by the spec: our own wording.
  passwordRequired: 'Please enter your password.',
  passwordRulesUnmet: 'Your password does not meet all the requirements below.',
  resetLinkMissing: 'This password reset link is incomplete. Please request a new one.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordResetDone: 'Your password has been reset. You can now log in with your new password.',
} as const;
