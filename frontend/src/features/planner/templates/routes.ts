import { route } from '@rotaledger/contracts/routes';

/**
 * The staffing templates' wire shapes and routes as issue 38 states them. The server's own
 * contract files (libs/contracts/src/templates.ts and templates.routes.ts) are being written
 * beside this; these mirror them until the planner switches to them at merge.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One need of a template: on that weekday, `count` people for that service and those times (HH:MM). */
export interface TemplateNeed {
  weekday: Weekday;
  serviceType: number;
  timeStart: string;
  timeEnd: string;
  count: number;
}

export interface StaffingTemplate {
  templateId: string;
  name: string;
  needs: TemplateNeed[];
}

export interface TemplatesRequest {
  userId: string;
  workplaceId: string;
}
export interface TemplatesAnswer {
  templates: StaffingTemplate[];
}

/** Saved from a week (`fromWeekStart`) or from needs given. */
export interface SaveTemplateRequest {
  userId: string;
  workplaceId: string;
  name: string;
  fromWeekStart?: string;
  needs?: TemplateNeed[];
}
export interface TemplateIdAnswer {
  templateId: string;
}

export interface UpdateTemplateRequest {
  userId: string;
  templateId: string;
  name?: string;
  needs?: TemplateNeed[];
}

export interface DeleteTemplateRequest {
  userId: string;
  templateId: string;
}

export interface ApplyTemplateRequest {
  userId: string;
  workplaceId: string;
  templateId: string;
  weekStart: string;
}
/** `added`: the open shifts the week still lacked (0 when applied twice). */
export interface ApplyTemplateAnswer {
  changeId: string;
  added: number;
}

export const TEMPLATE_ROUTES = {
  getTemplates: route<TemplatesRequest, TemplatesAnswer>('GET', '/rota/templates'),
  saveTemplate: route<SaveTemplateRequest, TemplateIdAnswer>('POST', '/rota/templates'),
  updateTemplate: route<UpdateTemplateRequest, void>('PUT', '/rota/templates'),
  deleteTemplate: route<DeleteTemplateRequest, void>('DELETE', '/rota/templates'),
  applyTemplate: route<ApplyTemplateRequest, ApplyTemplateAnswer>('POST', '/rota/applytemplate'),
};
