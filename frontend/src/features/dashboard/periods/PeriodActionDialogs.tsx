import { useState, type FormEvent } from 'react';
import { MAX_REOPEN_REASON_LENGTH, PAY_PERIOD_MESSAGES } from '@rotaledger/domain';
import { Dialog } from '../../../components/Dialog';
import { Message } from '../../../components/Message';
import { TextAreaField } from '../../../components/TextAreaField';
import { useToast } from '../../../components/toast';
import { apiErrorMessage } from '../../../lib/api-errors';
import { asyncHandler } from '../../../lib/async-handler';
import { useFinalisePayPeriodMutation, useReopenPayPeriodMutation } from './api';

interface PeriodActionProps {
  open: boolean;
  onClose: () => void;
  userId: string;
  workplaceId: string;
  periodStart: string;
  /** '01/06/26 – 07/06/26' */
  label: string;
}

/** Finalise, after saying what it means: the period's figures never change again. */
export function FinaliseDialog({ open, onClose, userId, workplaceId, periodStart, label }: PeriodActionProps) {
  const toast = useToast();
  const [finalise, { isLoading }] = useFinalisePayPeriodMutation();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };

  async function onConfirm() {
    setError(null);
    try {
      await finalise({ userId, workplaceId, periodStart }).unwrap();
      toast.show(`Pay period ${label} finalised.`);
      close();
    } catch (err) {
      setError(apiErrorMessage(err, 'The pay period could not be finalised. Try again.'));
    }
  }

  return (
    <Dialog open={open} onClose={close} title="Finalise pay period">
      <p>
        Finalise <strong>{label}</strong>?
      </p>
      <p className="muted">
        Its figures will not change afterwards: a later correction to one of its days appears as an adjustment in the next open period.
      </p>
      {error && <Message tone="error">{error}</Message>}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={close} disabled={isLoading}>
          Cancel
        </button>
        <button type="button" className="button button-primary" onClick={asyncHandler(onConfirm)} disabled={isLoading}>
          {isLoading ? 'Finalising…' : 'Finalise'}
        </button>
      </div>
    </Dialog>
  );
}

/** Re-open a finalised period (the owner's only), with the reason the history records. */
export function ReopenDialog({ open, onClose, userId, workplaceId, periodStart, label }: PeriodActionProps) {
  const toast = useToast();
  const [reopen, { isLoading }] = useReopenPayPeriodMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    setReason('');
    onClose();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!reason.trim()) return setError(PAY_PERIOD_MESSAGES.reason);
    try {
      await reopen({ userId, workplaceId, periodStart, reason: reason.trim() }).unwrap();
      toast.show(`Pay period ${label} re-opened.`);
      close();
    } catch (err) {
      setError(apiErrorMessage(err, 'The pay period could not be re-opened. Try again.'));
    }
  }

  return (
    <Dialog open={open} onClose={close} title="Re-open pay period">
      <form className="form" onSubmit={asyncHandler(onSubmit)} noValidate>
        <p>
          Re-open <strong>{label}</strong>? Its figures follow the rota and timesheets again until it is finalised once more; the reason is
          kept in its history.
        </p>
        <TextAreaField
          label="Reason"
          value={reason}
          maxLength={MAX_REOPEN_REASON_LENGTH}
          rows={3}
          required
          onChange={(e) => setReason(e.target.value)}
        />
        {error && <Message tone="error">{error}</Message>}
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={close} disabled={isLoading}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={isLoading}>
            {isLoading ? 'Re-opening…' : 'Re-open'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
