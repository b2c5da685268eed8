import type { TemplateNeed } from '@rotaledger/domain';

/** A workplace's staffing templates (issue 38), one document each; the access check finds a template's team here. */
export const ROTA_TEMPLATES = 'rota_templates';
export interface TemplateDocument {
  /** The templateId. */
  id: string;
  ownerId: string;
  workplaceId: string;
  name: string;
  needs: TemplateNeed[];
  /** When it was created (its event's `at`): the list's order. */
  createdAt: string;
  [field: string]: unknown;
}
