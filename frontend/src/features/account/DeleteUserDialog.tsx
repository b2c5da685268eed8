import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../../lib/api-errors';
import { Dialog } from '../../components/Dialog';
import { Message } from '../../components/Message';
import { PasswordField } from '../../components/PasswordField';
import { useToast } from '../../components/toast';
import { useSession } from '../auth';
import { useDeleteUserMutation } from './api';
import { ACCOUNT_MESSAGES } from './messages';
import { asyncHandler } from '../../lib/async-handler';

interface DeleteUserDialogProps {
  open: boolean;
  onClose: () => void;
}

export function DeleteUserDialog({ open, onClose }: DeleteUserDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Delete User"
      tone="danger"
      description="This permanently deletes your account, workplaces, employees, rotas and pay data. It cannot be undone."
    >
      <DeleteUserForm onCancel={onClose} />
    </Dialog>
  );
}

function DeleteUserForm({ onCancel }: { onCancel: () => void }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    setError(null);
    if (!password) return setFieldError(ACCOUNT_MESSAGES.deletePasswordRequired);
    setFieldError(null);
    try {
      await deleteUser({ user_id: user.uid, password }).unwrap();
      toast.show(ACCOUNT_MESSAGES.accountDeleted, 'info');
      void navigate('/', { replace: true });
    } catch (err) {
      setError(ACCOUNT_MESSAGES.deleteFailed(apiErrorMessage(err, ACCOUNT_MESSAGES.unknownReason)));
    }
  }

  return (
    <form className="form" onSubmit={asyncHandler(onSubmit)} noValidate>
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={fieldError}
        onChange={(e) => setPassword(e.target.value)}
      />
      <p className="field-hint">{ACCOUNT_MESSAGES.deletePasswordHint}</p>
      {error && <Message tone="error">{error}</Message>}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-danger" disabled={isLoading}>
          {isLoading ? 'Deleting…' : 'Delete my account'}
        </button>
      </div>
    </form>
  );
}
