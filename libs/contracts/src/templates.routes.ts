import { route } from './route';
import type {
  AppliedTemplateAnswer,
  ApplyTemplateRequest,
  CreateTemplateRequest,
  DeleteTemplateRequest,
  GetTemplatesRequest,
  TemplateIdAnswer,
  TemplatesAnswer,
  UpdateTemplateRequest,
} from './templates';

/** Staffing templates (issue 38): `/rota/templates` and `/rota/applytemplate` (templates.ts holds their schemas). */
export const TEMPLATE_ROUTES = {
  getTemplates: route<GetTemplatesRequest, TemplatesAnswer>('GET', '/rota/templates'),
  createTemplate: route<CreateTemplateRequest, TemplateIdAnswer>('POST', '/rota/templates'),
  updateTemplate: route<UpdateTemplateRequest>('PUT', '/rota/templates'),
  deleteTemplate: route<DeleteTemplateRequest>('DELETE', '/rota/templates'),
  applyTemplate: route<ApplyTemplateRequest, AppliedTemplateAnswer>('POST', '/rota/applytemplate'),
};
