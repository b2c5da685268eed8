import { notFound, TEMPLATE_MESSAGES } from '@rotaledger/domain';
import type { ReadModelStore } from '@rotaledger/read-models';
import { ROTA_TEMPLATES, TemplateDocument } from '../templates.read-models';

/** The template's document (its workplace, to find its stream), or 404. */
export async function templateOf(readModels: ReadModelStore, templateId: string): Promise<TemplateDocument> {
  const template = await readModels.get<TemplateDocument>(ROTA_TEMPLATES, templateId);
  if (!template) throw notFound(TEMPLATE_MESSAGES.notFound);
  return template;
}
