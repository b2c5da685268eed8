import { useId } from 'react';
import { useGetTemplatesQuery } from '../templates/api';

interface TemplateChoiceProps {
  workplaceId: string;
  userId: string;
  /** The template drawn into the week before each fill; null for none. */
  value: string | null;
  onChange: (templateId: string | null) => void;
}

/** "From template": the week first gets the template's open shifts it still lacks, then the fill proposes. */
export function TemplateChoice({ workplaceId, userId, value, onChange }: TemplateChoiceProps) {
  const id = useId();
  const templates = useGetTemplatesQuery({ userId, workplaceId }).data?.templates ?? [];
  if (templates.length === 0) return null;
  // A remembered template that was deleted since reads as none.
  const current = templates.some((t) => t.templateId === value) ? value : null;
  return (
    <span className="autofill-template">
      <label htmlFor={id}>From template</label>
      <select id={id} value={current ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">None (open shifts only)</option>
        {templates.map((t) => (
          <option key={t.templateId} value={t.templateId}>
            {t.name}
          </option>
        ))}
      </select>
    </span>
  );
}
