import { useState } from 'react';
import { usePageTitle } from '../../components/usePageTitle';
import { useSignedInUser } from '../auth';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { DeleteUserDialog } from './DeleteUserDialog';
import { DisplayNameForm } from './DisplayNameForm';
import { UsernameForm } from './UsernameForm';

export function SettingsPage() {
  usePageTitle('Settings');
  const user = useSignedInUser();
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  const close = () => setDialog(null);

  return (
    <section className="page narrow-page">
      <div className="page-header">
        <h1>Settings</h1>
        <p className="muted">Manage your name, username, password and account.</p>
      </div>

      <div className="card settings-card">
        <h2 className="card-title">Account details</h2>
        <DisplayNameForm />
        <UsernameForm />
        <div className="field">
          <label htmlFor="settings-email">Email</label>
          <input id="settings-email" type="email" value={user.email} readOnly aria-readonly="true" />
        </div>
      </div>

      <div className="card settings-card">
        <h2 className="card-title">Password</h2>
        <div className="settings-row">
          <p className="muted">Change the password you use to log in.</p>
          <button type="button" className="button button-secondary" onClick={() => setDialog('password')}>
            Reset Password
          </button>
        </div>
      </div>

      <div className="card settings-card danger-zone">
        <h2 className="card-title">Delete account</h2>
        <div className="settings-row">
          <p className="muted">Remove your account and every workplace, employee and rota in it.</p>
          <button type="button" className="button button-danger" onClick={() => setDialog('delete')}>
            Delete User
          </button>
        </div>
      </div>

      <ChangePasswordDialog open={dialog === 'password'} onClose={close} />
      <DeleteUserDialog open={dialog === 'delete'} onClose={close} />
    </section>
  );
}
