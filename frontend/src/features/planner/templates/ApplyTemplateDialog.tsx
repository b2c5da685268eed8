import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/Dialog';
import { Message } from '../../../components/Message';
import { Spinner } from '../../../components/Spinner';
import { useToast } from '../../../components/toast';
import { asyncHandler } from '../../../lib/async-handler';
import { useAppDispatch } from '../../../lib/hooks';
import { useRefusableAction } from '../useRefusableAction';
import { templatesApi, useGetTemplatesQuery } from './api';
import { TEMPLATE_MESSAGES, needsSummary } from './messages';

interface ApplyTemplateDialogProps {
  open: boolean;
  workplaceId: string;
  userId: string;
  /** yyyy-mm-dd: the week shown, which gets the open shifts it still lacks. */
  weekStart: string;
  weekLabel: string;
  onClose: () => void;
}

export function ApplyTemplateDialog({ open, onClose, ...rest }: ApplyTemplateDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Apply template">
      <ApplyTemplateForm onClose={onClose} {...rest} />
    </Dialog>
  );
}

/** One write: the week gets the template's needs it still lacks as open shifts, one Undo entry. */
function ApplyTemplateForm({ workplaceId, userId, weekStart, weekLabel, onClose }: Omit<ApplyTemplateDialogProps, 'open'>) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const legendId = useId();
  const list = useGetTemplatesQuery({ userId, workplaceId });
  const templates = list.data?.templates ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const templateId = chosen ?? templates[0]?.templateId ?? null;
  const { busy, error, run } = useRefusableAction<'apply'>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!templateId) return;
    let added = 0;
    const applied = await run('apply', TEMPLATE_MESSAGES.applyFailed, async () => {
      ({ added } = await dispatch(templatesApi.endpoints.applyTemplate.initiate({ userId, workplaceId, templateId, weekStart })).unwrap());
    });
    if (!applied) return;
    toast.show(TEMPLATE_MESSAGES.applied(added), added === 0 ? 'info' : 'success');
    onClose();
  }

  if (list.isLoading) return <Spinner label="Loading templates…" />;
  if (list.isError) return <Message tone="error">{TEMPLATE_MESSAGES.loadFailed}</Message>;
  if (templates.length === 0) return <Message tone="info">{TEMPLATE_MESSAGES.none}</Message>;
  return (
    <form className="form" onSubmit={asyncHandler(onSubmit)} noValidate>
      <fieldset className="template-choices" aria-labelledby={legendId}>
        <legend id={legendId}>Template for {weekLabel}</legend>
        {templates.map((t) => (
          <label key={t.templateId} className="template-choice">
            <input type="radio" name="template" checked={t.templateId === templateId} onChange={() => setChosen(t.templateId)} />
            <span>{t.name}</span>
            <span className="muted"> · {needsSummary(t.needs)}</span>
          </label>
        ))}
      </fieldset>
      <p className="field-hint">Adds only the open shifts the week still lacks: applying twice adds nothing.</p>
      {error && <Message tone="error">{error}</Message>}
      <div className="dialog-actions">
        <span className="wizard-actions-spacer" />
        <button type="button" className="button button-secondary" onClick={onClose} disabled={busy !== null}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={busy !== null || !templateId}>
          {busy ? 'Applying…' : 'Apply'}
        </button>
      </div>
    </form>
  );
}
