/** Texts from the spec (sections 5 and 8), word for word. */
export const ACCOUNT_MESSAGES = {
  usernameUpdated: 'Username updated successfully!',
  usernameUpdateFailed: 'Error updating username.',
  usernameUpdateFailedBecause: (reason: string) => `Error updating username: ${reason}`,
  passwordsRequired: 'Old and new passwords are required.',
  newPasswordMismatch: 'New password and confirmation do not match.',
  newPasswordRulesUnmet: 'New password must meet the required criteria.',
  passwordUpdated: 'Password updated successfully!',
  passwordUpdateFailed: (reason: string) => `Failed to update password: ${reason}`,
  deletePasswordRequired: 'Please enter your password to proceed.',
  deletePasswordHint: 'Password is required for re-authentication.',
  deleteFailed: (reason: string) => `Error deleting account: ${reason}`,
  // Our own wording.
  displayNameUpdated: 'Your name is saved.',
  accountDeleted: 'Your account and all its data have been deleted.',
  unknownReason: 'Please try again.',
} as const;
