import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/Dialog';
import { Message } from '../../../components/Message';
import { Spinner } from '../../../components/Spinner';
import { useToast } from '../../../components/toast';
import { asyncHandler } from '../../../lib/async-handler';
import { useAppDispatch } from '../../../lib/hooks';
import { useRefusableAction } from '../useRefusableAction';
import { templatesApi, useGetTemplatesQuery } from './api';
import { TEMPLATE_MESSAGES, needsSummary } from './messages';
import type { StaffingTemplate } from './routes';

interface ManageTemplatesDialogProps {
  open: boolean;
  workplaceId: string;
  userId: string;
  onClose: () => void;
}

export function ManageTemplatesDialog({ open, onClose, workplaceId, userId }: ManageTemplatesDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Manage templates">
      <TemplateList workplaceId={workplaceId} userId={userId} />
      <div className="dialog-actions">
        <span className="wizard-actions-spacer" />
        <button type="button" className="button button-secondary" onClick={onClose}>
          Done
        </button>
      </div>
    </Dialog>
  );
}

function TemplateList({ workplaceId, userId }: { workplaceId: string; userId: string }) {
  const list = useGetTemplatesQuery({ userId, workplaceId });
  if (list.isLoading) return <Spinner label="Loading templates…" />;
  if (list.isError) return <Message tone="error">{TEMPLATE_MESSAGES.loadFailed}</Message>;
  const templates = list.data?.templates ?? [];
  if (templates.length === 0) return <Message tone="info">{TEMPLATE_MESSAGES.none}</Message>;
  return (
    <ul className="template-list">
      {templates.map((t) => (
        <TemplateItem key={t.templateId} template={t} workplaceId={workplaceId} userId={userId} />
      ))}
    </ul>
  );
}

/** One template: renamed in place, or deleted after a second press. */
function TemplateItem({ template, workplaceId, userId }: { template: StaffingTemplate; workplaceId: string; userId: string }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [name, setName] = useState(template.name);
  const [confirming, setConfirming] = useState(false);
  const { busy, error, setError, run } = useRefusableAction<'rename' | 'delete'>();
  const { templateId } = template;

  async function onRename(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(TEMPLATE_MESSAGES.nameRequired);
    setError(null);
    await run('rename', TEMPLATE_MESSAGES.saveFailed, async () => {
      await dispatch(templatesApi.endpoints.updateTemplate.initiate({ userId, workplaceId, templateId, name: trimmed })).unwrap();
      toast.show(TEMPLATE_MESSAGES.saved(trimmed), 'success');
    });
  }

  async function onDelete() {
    if (!confirming) return setConfirming(true);
    await run('delete', TEMPLATE_MESSAGES.saveFailed, async () => {
      await dispatch(templatesApi.endpoints.deleteTemplate.initiate({ userId, workplaceId, templateId })).unwrap();
      toast.show(TEMPLATE_MESSAGES.deleted(template.name), 'success');
    });
  }

  return (
    <li className="template-item">
      <form className="template-rename" onSubmit={asyncHandler(onRename)} noValidate>
        <label className="visually-hidden" htmlFor={`template-${templateId}`}>
          Name of {template.name}
        </label>
        <input id={`template-${templateId}`} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        <span className="muted">{needsSummary(template.needs)}</span>
        <button type="submit" className="button button-secondary button-small" disabled={busy !== null || name.trim() === template.name}>
          Rename
        </button>
        <button type="button" className="button button-danger button-small" disabled={busy !== null} onClick={() => void onDelete()}>
          {confirming ? `Delete ${template.name} for good` : 'Delete'}
        </button>
      </form>
      {error && <Message tone="error">{error}</Message>}
    </li>
  );
}
