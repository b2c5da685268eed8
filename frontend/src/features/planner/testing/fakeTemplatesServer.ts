import { addDays } from '@rotaledger/domain';
import { wireTimeAsHhMm as hhmm } from '@rotaledger/contracts/wire-time';
import { ROTA_ROUTES } from '@rotaledger/contracts/routes';
import { apiError, keyOf, type MockResponse, type RecordedCall } from '../../../test/fetch-mock';
import { TEMPLATE_ROUTES, WEEKDAYS, type StaffingTemplate, type TemplateNeed } from '../templates/routes';
import type { fakeRotaServer } from './fakeRotaServer';

/** At most this many templates per workplace (issue 38). */
const MAX_TEMPLATES = 20;

export const FAKE_TEMPLATE_MESSAGES = {
  nameRequired: 'A template needs a name.',
  tooMany: `A workplace can have at most ${MAX_TEMPLATES} templates.`,
  notFound: 'Template not found.',
} as const;

/**
 * The staffing templates' routes beside the fake rota server, for component tests: templates kept
 * in memory; "save this week" reads the week's shifts (assigned and open) from the fake rota, and
 * "apply" places the open shifts a week still lacks through the fake's own placeassignment (the
 * real decider), all in one change so one Undo takes them back.
 */
export function fakeTemplatesServer(rota: ReturnType<typeof fakeRotaServer>) {
  const templates = new Map<string, StaffingTemplate & { workplaceId: string }>();
  let next = 1;

  /** Weekday, service and times of every assignment of the week, counted. */
  const needsOfWeek = (weekStart: string): TemplateNeed[] => {
    const needs = new Map<string, TemplateNeed>();
    for (const a of rota.assignmentsIn(weekStart, addDays(weekStart, 6))) {
      const weekday = WEEKDAYS[WEEKDAYS.findIndex((_, i) => addDays(weekStart, i) === a.date)];
      const need = { weekday, serviceType: a.service_type, timeStart: hhmm(a.time_start), timeEnd: hhmm(a.time_end), count: 0 };
      const key = `${need.weekday}|${need.serviceType}|${need.timeStart}|${need.timeEnd}`;
      (needs.get(key) ?? needs.set(key, need).get(key)!).count++;
    }
    return [...needs.values()];
  };

  const place = (call: RecordedCall, body: Record<string, unknown>) =>
    rota.routes[keyOf(ROTA_ROUTES.placeAssignment)]({ ...call, path: ROTA_ROUTES.placeAssignment.path, body });

  const routes: Record<string, (call: RecordedCall) => MockResponse> = {
    [keyOf(TEMPLATE_ROUTES.getTemplates)]: (call) => ({
      body: {
        templates: [...templates.values()]
          .filter((t) => t.workplaceId === call.query.get('workplaceId'))
          .map(({ workplaceId: _workplace, ...t }) => t),
      },
    }),
    [keyOf(TEMPLATE_ROUTES.createTemplate)]: (call) => {
      const body = call.body as { workplaceId: string; name?: string; fromWeekStart?: string; needs?: TemplateNeed[] };
      if (!body.name?.trim()) return apiError(400, FAKE_TEMPLATE_MESSAGES.nameRequired);
      if ([...templates.values()].filter((t) => t.workplaceId === body.workplaceId).length >= MAX_TEMPLATES)
        return apiError(409, FAKE_TEMPLATE_MESSAGES.tooMany);
      const templateId = `t${next++}`;
      const needs = body.fromWeekStart ? needsOfWeek(body.fromWeekStart) : (body.needs ?? []);
      templates.set(templateId, { templateId, workplaceId: body.workplaceId, name: body.name.trim(), needs });
      return { status: 201, body: { templateId } };
    },
    [keyOf(TEMPLATE_ROUTES.updateTemplate)]: (call) => {
      const body = call.body as { templateId: string; name?: string; needs?: TemplateNeed[] };
      const template = templates.get(body.templateId);
      if (!template) return apiError(404, FAKE_TEMPLATE_MESSAGES.notFound);
      if (body.name !== undefined && !body.name.trim()) return apiError(400, FAKE_TEMPLATE_MESSAGES.nameRequired);
      templates.set(body.templateId, {
        ...template,
        ...(body.name ? { name: body.name.trim() } : {}),
        ...(body.needs ? { needs: body.needs } : {}),
      });
      return { status: 204 };
    },
    [keyOf(TEMPLATE_ROUTES.deleteTemplate)]: (call) => {
      const { templateId } = call.body as { templateId: string };
      return templates.delete(templateId) ? { status: 204 } : apiError(404, FAKE_TEMPLATE_MESSAGES.notFound);
    },
    [keyOf(TEMPLATE_ROUTES.applyTemplate)]: rota.written(keyOf(TEMPLATE_ROUTES.applyTemplate), (call) => {
      const body = call.body as { workplaceId: string; templateId: string; weekStart: string; userId: string };
      const template = templates.get(body.templateId);
      if (!template || template.workplaceId !== body.workplaceId) return apiError(404, FAKE_TEMPLATE_MESSAGES.notFound);
      let added = 0;
      for (const need of template.needs) {
        const date = addDays(body.weekStart, WEEKDAYS.indexOf(need.weekday));
        const have = rota
          .assignmentsIn(date, date)
          .filter((a) => a.service_type === need.serviceType && hhmm(a.time_start) === need.timeStart && hhmm(a.time_end) === need.timeEnd);
        for (let i = have.length; i < need.count; i++) {
          const { workplaceId, userId } = body;
          const answer = place(call, {
            workplaceId,
            userId,
            date,
            serviceType: need.serviceType,
            employeeId: null,
            timeStart: need.timeStart,
            timeEnd: need.timeEnd,
          });
          if ((answer.status ?? 200) >= 300) return answer;
          added++;
        }
      }
      return { body: { added } };
    }),
  };

  return { routes, templates };
}
