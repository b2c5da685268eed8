import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/Dialog';
import { FormField } from '../../../components/FormField';
import { Message } from '../../../components/Message';
import { useToast } from '../../../components/toast';
import { asyncHandler } from '../../../lib/async-handler';
import { useAppDispatch } from '../../../lib/hooks';
import { useRefusableAction } from '../useRefusableAction';
import { templatesApi } from './api';
import { TEMPLATE_MESSAGES } from './messages';

interface SaveTemplateDialogProps {
  open: boolean;
  workplaceId: string;
  userId: string;
  /** yyyy-mm-dd: the week shown, whose shifts (assigned and open) become the template's needs. */
  weekStart: string;
  /** "8 – 14 March 2027", to say which week is saved. */
  weekLabel: string;
  onClose: () => void;
}

export function SaveTemplateDialog({ open, onClose, ...rest }: SaveTemplateDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Save this week as a template">
      <SaveTemplateForm onClose={onClose} {...rest} />
    </Dialog>
  );
}

function SaveTemplateForm({ workplaceId, userId, weekStart, weekLabel, onClose }: Omit<SaveTemplateDialogProps, 'open'>) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [name, setName] = useState('');
  const { busy, error, setError, run } = useRefusableAction<'save'>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(TEMPLATE_MESSAGES.nameRequired);
    setError(null);
    const saved = await run('save', TEMPLATE_MESSAGES.saveFailed, async () => {
      await dispatch(
        templatesApi.endpoints.saveTemplate.initiate({ userId, workplaceId, name: trimmed, fromWeekStart: weekStart }),
      ).unwrap();
    });
    if (!saved) return;
    toast.show(TEMPLATE_MESSAGES.saved(trimmed), 'success');
    onClose();
  }

  return (
    <form className="form" onSubmit={asyncHandler(onSubmit)} noValidate>
      <p className="muted">Every shift of {weekLabel}, assigned or open, becomes a need: weekday, service, times, how many.</p>
      <FormField label="Template name" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      {error && <Message tone="error">{error}</Message>}
      <div className="dialog-actions">
        <span className="wizard-actions-spacer" />
        <button type="button" className="button button-secondary" onClick={onClose} disabled={busy !== null}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={busy !== null}>
          {busy ? 'Saving…' : 'Save template'}
        </button>
      </div>
    </form>
  );
}
