import { useState } from 'react';
import { DELETED_PERSON } from '@rotaledger/domain';
import { Message } from '../../components/Message';
import { useToast } from '../../components/toast';
import { apiErrorMessage } from '../../lib/api-errors';
import { asyncHandler } from '../../lib/async-handler';
import { useSignedInUser } from '../auth';
import { useForgetEmployeeMutation } from './api';
import { PROFILE_MESSAGES } from './messages';

interface ForgetEmployeeProps {
  employeeId: string;
  /** How the manager knows them, e.g. "Sam Okafor (Sam)". */
  who: string;
  onDone: () => void;
}

/**
 * The step after a staff member is deleted (issue 40 §2): keep their details, or erase their
 * personal data for good. Forgetting is its own command, asked once more, as every Delete is.
 */
export function ForgetEmployee({ employeeId, who, onDone }: ForgetEmployeeProps) {
  const user = useSignedInUser();
  const toast = useToast();
  const [forgetEmployee, { isLoading: busy }] = useForgetEmployeeMutation();
  const [error, setError] = useState<string | null>(null);

  async function onForget() {
    setError(null);
    try {
      await forgetEmployee({ employee_id: employeeId, userId: user.uid }).unwrap();
      toast.show(PROFILE_MESSAGES.employeeForgotten, 'info');
      onDone();
    } catch (err) {
      console.error('Forgetting the employee failed', err);
      setError(apiErrorMessage(err, PROFILE_MESSAGES.employeeForgetFailed));
    }
  }

  return (
    <div className="confirm-delete" role="group" aria-label={`Erase ${who}'s personal data`}>
      <p className="confirm-delete-question">
        <strong>{who}</strong> is deleted. Also erase their personal data for good?
      </p>
      <p className="muted">
        Their name, e-mail, date of birth, payroll ID, phone number and time-off notes are erased everywhere, backups included. Their past
        shifts, hours and pay stay, shown as “{DELETED_PERSON}”. This cannot be undone.
      </p>
      {error && <Message tone="error">{error}</Message>}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onDone} disabled={busy} autoFocus>
          Keep their details
        </button>
        <button type="button" className="button button-danger" onClick={asyncHandler(onForget)} disabled={busy}>
          {busy ? 'Erasing...' : 'Yes, erase for good'}
        </button>
      </div>
    </div>
  );
}
