import { useId, useState, type FormEvent } from 'react';
import { passwordMeetsRules } from '@rotaledger/domain';
import { apiErrorMessage } from '../../lib/api-errors';
import { Dialog } from '../../components/Dialog';
import { Message } from '../../components/Message';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { PasswordField } from '../../components/PasswordField';
import { useToast } from '../../components/toast';
import { useChangePasswordMutation, useSession } from '../auth';
import { ACCOUNT_MESSAGES } from './messages';
import { asyncHandler } from '../../lib/async-handler';

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Reset Password" description="Confirm your current password, then choose a new one.">
      <ChangePasswordForm onDone={onClose} />
    </Dialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { user } = useSession();
  const toast = useToast();
  const checklistId = useId();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    if (!currentPassword || !newPassword) return setError(ACCOUNT_MESSAGES.passwordsRequired);
    if (newPassword !== confirm) return setError(ACCOUNT_MESSAGES.newPasswordMismatch);
    if (!passwordMeetsRules(newPassword)) return setError(ACCOUNT_MESSAGES.newPasswordRulesUnmet);
    setError(null);
    try {
      await changePassword({ currentPassword, newPassword }).unwrap();
      toast.show(ACCOUNT_MESSAGES.passwordUpdated, 'success');
      onDone();
    } catch (err) {
      setError(ACCOUNT_MESSAGES.passwordUpdateFailed(apiErrorMessage(err, ACCOUNT_MESSAGES.unknownReason)));
    }
  }

  return (
    <form className="form" onSubmit={asyncHandler(onSubmit)} noValidate>
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
      />
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        value={newPassword}
        describedBy={checklistId}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      <PasswordChecklist password={newPassword} id={checklistId} />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      {error && <Message tone="error">{error}</Message>}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={isLoading}>
          {isLoading ? 'Updating…' : 'Update password'}
        </button>
      </div>
    </form>
  );
}
