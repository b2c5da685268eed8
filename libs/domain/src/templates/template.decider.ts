import { DAY_KEYS } from '../employees/availability';
import type { RotaWorkplace } from '../rota/rota-context';
import { checkAssignmentTimes } from '../rota/rota.decider';
import { ROTA_MESSAGES } from '../rota/rota.messages';
import { Decider, DomainCommand, unhandledCommand } from '../shared/decider';
import { liveWorkplace } from '../shared/live-workplace';
import { conflict, invalid, notFound } from '../shared/errors';
import type { TemplateEvent, TemplateNeed } from './template.events';
import {
  MAX_NEED_COUNT,
  MAX_NEEDS_PER_TEMPLATE,
  MAX_TEMPLATES_PER_WORKPLACE,
  TEMPLATE_MESSAGES,
  templateNameKey,
  templateNameProblem,
} from './template.rules';

/** The templates of one workplace (stream `templates-{workplaceId}`). */
export interface TemplateState {
  templates: StaffingTemplate[];
  /** Every id ever used here, deleted ones included: an id is never reused. */
  knownIds: string[];
}

export interface StaffingTemplate {
  templateId: string;
  name: string;
  needs: TemplateNeed[];
}

/** Every template command carries the workplace as the handler loaded it (null: unknown). */
interface TemplateCommandBase {
  workplace: RotaWorkplace | null;
}

export type CreateTemplate = DomainCommand<
  'CreateTemplate',
  TemplateCommandBase & { templateId: string; name: string; needs: TemplateNeed[] }
>;
/** Absent fields stay as they are. */
export type UpdateTemplate = DomainCommand<
  'UpdateTemplate',
  TemplateCommandBase & { templateId: string; name?: string; needs?: TemplateNeed[] }
>;
export type DeleteTemplate = DomainCommand<'DeleteTemplate', TemplateCommandBase & { templateId: string }>;

export type TemplateCommand = CreateTemplate | UpdateTemplate | DeleteTemplate;

const M = TEMPLATE_MESSAGES;

function existingTemplate(state: TemplateState, templateId: string): StaffingTemplate {
  const template = state.templates.find((t) => t.templateId === templateId);
  if (!template) throw notFound(M.notFound);
  return template;
}

/** The name, trimmed, unless it breaks a name rule or another template of the workplace has it. */
function checkedName(state: TemplateState, name: string, except?: string): string {
  const problem = templateNameProblem(name);
  if (problem) throw invalid(problem);
  const key = templateNameKey(name);
  if (state.templates.some((t) => t.templateId !== except && templateNameKey(t.name) === key)) throw conflict(M.duplicateName);
  return name.trim();
}

const needKey = (need: TemplateNeed) => `${need.weekday} ${need.serviceType} ${need.startMinute} ${need.endMinute}`;

/**
 * A template's needs, by the planner's own rules for a shift's times (quarter hours, the end after
 * the start, inside the workplace's rota hours) and services (the workplace's), each once.
 */
export function checkNeeds(needs: readonly TemplateNeed[], workplace: RotaWorkplace): void {
  if (needs.length === 0) throw invalid(M.noNeeds);
  if (needs.length > MAX_NEEDS_PER_TEMPLATE) throw conflict(M.tooManyNeeds);
  const seen = new Set<string>();
  for (const need of needs) {
    if (!DAY_KEYS.includes(need.weekday)) throw invalid(M.weekday);
    if (!workplace.services.includes(need.serviceType)) throw invalid(ROTA_MESSAGES.serviceNotOffered);
    checkAssignmentTimes(need, workplace);
    if (!Number.isInteger(need.count) || need.count < 1 || need.count > MAX_NEED_COUNT) throw invalid(M.count);
    const key = needKey(need);
    if (seen.has(key)) throw invalid(M.duplicateNeed);
    seen.add(key);
  }
}

const copyOf = (needs: readonly TemplateNeed[]): TemplateNeed[] =>
  needs.map(({ weekday, serviceType, startMinute, endMinute, count }) => ({ weekday, serviceType, startMinute, endMinute, count }));

const sameNeeds = (a: readonly TemplateNeed[], b: readonly TemplateNeed[]) =>
  a.length === b.length && a.every((need, i) => needKey(need) === needKey(b[i]) && need.count === b[i].count);

export function decideCreateTemplate({ data }: CreateTemplate, state: TemplateState): TemplateEvent[] {
  const workplace = liveWorkplace(data);
  if (state.knownIds.includes(data.templateId)) throw conflict(M.templateExists);
  const name = checkedName(state, data.name);
  if (state.templates.length >= MAX_TEMPLATES_PER_WORKPLACE) throw conflict(M.cap);
  checkNeeds(data.needs, workplace);
  return [
    {
      type: 'TemplateCreated',
      data: {
        templateId: data.templateId,
        workplaceId: workplace.workplaceId,
        ownerId: workplace.ownerId,
        name,
        needs: copyOf(data.needs),
      },
    },
  ];
}

export function decideUpdateTemplate({ data }: UpdateTemplate, state: TemplateState): TemplateEvent[] {
  const workplace = liveWorkplace(data);
  const template = existingTemplate(state, data.templateId);
  const name = data.name === undefined ? undefined : checkedName(state, data.name, template.templateId);
  if (data.needs !== undefined) checkNeeds(data.needs, workplace);
  const renamed = name !== undefined && name !== template.name;
  const needsChanged = data.needs !== undefined && !sameNeeds(data.needs, template.needs);
  if (!renamed && !needsChanged) return [];
  return [
    {
      type: 'TemplateUpdated',
      data: {
        templateId: template.templateId,
        workplaceId: workplace.workplaceId,
        ...(renamed ? { name } : {}),
        ...(needsChanged ? { needs: copyOf(data.needs!) } : {}),
      },
    },
  ];
}

export function decideDeleteTemplate({ data }: DeleteTemplate, state: TemplateState): TemplateEvent[] {
  const workplace = liveWorkplace(data);
  const template = existingTemplate(state, data.templateId);
  return [{ type: 'TemplateDeleted', data: { templateId: template.templateId, workplaceId: workplace.workplaceId } }];
}

/** Every template command, each to its own function; one without a case fails to compile at `unhandledCommand`. */
export function decideTemplate(command: TemplateCommand, state: TemplateState): TemplateEvent[] {
  const { type } = command;
  switch (type) {
    case 'CreateTemplate':
      return decideCreateTemplate(command, state);
    case 'UpdateTemplate':
      return decideUpdateTemplate(command, state);
    case 'DeleteTemplate':
      return decideDeleteTemplate(command, state);
    default:
      return unhandledCommand(type);
  }
}

export function evolveTemplate(state: TemplateState, event: TemplateEvent): TemplateState {
  switch (event.type) {
    case 'TemplateCreated': {
      const { templateId, name, needs } = event.data;
      return { templates: [...state.templates, { templateId, name, needs }], knownIds: [...state.knownIds, templateId] };
    }
    case 'TemplateUpdated': {
      const { templateId, name, needs } = event.data;
      const templates = state.templates.map((t) =>
        t.templateId === templateId ? { ...t, ...(name !== undefined ? { name } : {}), ...(needs !== undefined ? { needs } : {}) } : t,
      );
      return { ...state, templates };
    }
    case 'TemplateDeleted':
      return { ...state, templates: state.templates.filter((t) => t.templateId !== event.data.templateId) };
    default:
      // A type this version does not know (a newer writer's) changes nothing here.
      return state;
  }
}

export const initialTemplateState = (): TemplateState => ({ templates: [], knownIds: [] });

export const templateDecider: Decider<TemplateCommand, TemplateEvent, TemplateState> = {
  initialState: initialTemplateState,
  evolve: evolveTemplate,
  decide: decideTemplate,
};
