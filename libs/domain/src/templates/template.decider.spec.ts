import { DAY_KEYS } from '../employees/availability';
import type { RotaWorkplace } from '../rota/rota-context';
import { ROTA_MESSAGES } from '../rota/rota.messages';
import { given } from '../testing/given-when-then';
import { TemplateCommand, templateDecider } from './template.decider';
import type { TemplateEvent, TemplateNeed } from './template.events';
import { MAX_NEEDS_PER_TEMPLATE, MAX_TEMPLATES_PER_WORKPLACE, TEMPLATE_MESSAGES as M } from './template.rules';

const WP = 'wp-1';
const OWNER = 'owner-1';
const workplace: RotaWorkplace = {
  workplaceId: WP,
  ownerId: OWNER,
  services: [101, 102],
  rotaStartTime: 8,
  rotaEndTime: 26,
  deleted: false,
};
const h = (hours: number, minutes = 0) => hours * 60 + minutes;
const need = (over: Partial<TemplateNeed> = {}): TemplateNeed => ({
  weekday: 'mon',
  serviceType: 101,
  startMinute: h(9),
  endMinute: h(17),
  count: 2,
  ...over,
});
const created = (templateId: string, name: string, needs: TemplateNeed[] = [need()]): TemplateEvent => ({
  type: 'TemplateCreated',
  data: { templateId, workplaceId: WP, ownerId: OWNER, name, needs },
});
const create = (over: Partial<Extract<TemplateCommand, { type: 'CreateTemplate' }>['data']> = {}): TemplateCommand => ({
  type: 'CreateTemplate',
  data: { workplace, templateId: 't-1', name: 'Weekdays', needs: [need()], ...over },
});
const update = (over: Partial<Extract<TemplateCommand, { type: 'UpdateTemplate' }>['data']> = {}): TemplateCommand => ({
  type: 'UpdateTemplate',
  data: { workplace, templateId: 't-1', ...over },
});
const remove = (templateId = 't-1'): TemplateCommand => ({ type: 'DeleteTemplate', data: { workplace, templateId } });
const twenty = Array.from({ length: MAX_TEMPLATES_PER_WORKPLACE }, (_, i) => created(`t-${i + 10}`, `Template ${i}`));

describe('templateDecider: create', () => {
  it('records the template with its trimmed name and its needs, the overnight one included', () => {
    const late = need({ weekday: 'sat', serviceType: 102, startMinute: h(22), endMinute: h(26), count: 1 });
    given(templateDecider)
      .when(create({ name: '  Weekdays ', needs: [need(), late] }))
      .then([created('t-1', 'Weekdays', [need(), late])]);
  });

  it('refuses a name too short, too long or with unsafe characters (400)', () => {
    given(templateDecider)
      .when(create({ name: ' ab ' }))
      .thenThrows(M.nameTooShort, 'validation');
    given(templateDecider)
      .when(create({ name: 'x'.repeat(41) }))
      .thenThrows(M.nameTooLong, 'validation');
    given(templateDecider)
      .when(create({ name: 'Late\u202Eshift' }))
      .thenThrows(M.nameCharacters, 'validation');
  });

  it('refuses a name another template of the workplace has, ignoring case and spaces (409)', () => {
    given(templateDecider, [created('t-9', 'Weekdays')])
      .when(create({ name: ' weekDAYS' }))
      .thenThrows(M.duplicateName, 'conflict');
  });

  it('refuses a 21st template (409), and takes a 20th', () => {
    given(templateDecider, twenty).when(create()).thenThrows(M.cap, 'conflict');
    given(templateDecider, twenty.slice(1))
      .when(create())
      .thenEvents((events) => expect(events).toHaveLength(1));
  });

  it('counts only live templates against the cap', () => {
    const deleted: TemplateEvent = { type: 'TemplateDeleted', data: { templateId: 't-10', workplaceId: WP } };
    given(templateDecider, [...twenty, deleted])
      .when(create())
      .thenEvents((events) => expect(events).toHaveLength(1));
  });

  it('refuses more than 200 needs (409), and takes 200', () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => need({ weekday: DAY_KEYS[i % 7], startMinute: h(8) + Math.floor(i / 7) * 15, endMinute: h(23) }));
    expect(new Set(many(MAX_NEEDS_PER_TEMPLATE).map((n) => `${n.weekday}${n.serviceType}${n.startMinute}`)).size).toBe(
      MAX_NEEDS_PER_TEMPLATE,
    );
    given(templateDecider)
      .when(create({ needs: many(MAX_NEEDS_PER_TEMPLATE + 1) }))
      .thenThrows(M.tooManyNeeds, 'conflict');
    given(templateDecider)
      .when(create({ needs: many(MAX_NEEDS_PER_TEMPLATE) }))
      .thenEvents((events) => expect(events).toHaveLength(1));
  });

  it('refuses a template without needs', () => {
    given(templateDecider)
      .when(create({ needs: [] }))
      .thenThrows(M.noNeeds, 'validation');
  });

  it("refuses a need by the planner's rules: quarter hours, end after start, rota hours, the workplace's services", () => {
    given(templateDecider)
      .when(create({ needs: [need({ startMinute: h(9, 10) })] }))
      .thenThrows(ROTA_MESSAGES.notQuarterHour, 'validation');
    given(templateDecider)
      .when(create({ needs: [need({ endMinute: h(9) })] }))
      .thenThrows(ROTA_MESSAGES.endBeforeStart, 'validation');
    given(templateDecider)
      .when(create({ needs: [need({ startMinute: h(7) })] }))
      .thenThrows("This workplace's rota starts at 08:00. Change its hours under Profile → Edit workplace.", 'validation');
    given(templateDecider)
      .when(create({ needs: [need({ startMinute: h(23), endMinute: h(27) })] }))
      .thenThrows("This workplace's rota ends at 02:00 the next morning. Change its hours under Profile → Edit workplace.", 'validation');
    given(templateDecider)
      .when(create({ needs: [need({ serviceType: 999 })] }))
      .thenThrows(ROTA_MESSAGES.serviceNotOffered, 'validation');
  });

  it('refuses a need with an unknown weekday or a count outside 1-200', () => {
    given(templateDecider)
      .when(create({ needs: [need({ weekday: 'xyz' as TemplateNeed['weekday'] })] }))
      .thenThrows(M.weekday, 'validation');
    for (const count of [0, -1, 1.5, 201]) {
      given(templateDecider)
        .when(create({ needs: [need({ count })] }))
        .thenThrows(M.count, 'validation');
    }
  });

  it('refuses the same weekday, service and times twice', () => {
    given(templateDecider)
      .when(create({ needs: [need(), need({ count: 1 })] }))
      .thenThrows(M.duplicateNeed, 'validation');
  });

  it('refuses on a deleted or unknown workplace (404), and an id used before (409)', () => {
    given(templateDecider)
      .when(create({ workplace: { ...workplace, deleted: true } }))
      .thenThrows(ROTA_MESSAGES.workplaceNotFound, 'not_found');
    given(templateDecider)
      .when(create({ workplace: null }))
      .thenThrows(ROTA_MESSAGES.workplaceNotFound, 'not_found');
    const deleted: TemplateEvent = { type: 'TemplateDeleted', data: { templateId: 't-1', workplaceId: WP } };
    given(templateDecider, [created('t-1', 'Old'), deleted])
      .when(create())
      .thenThrows(M.templateExists, 'conflict');
  });
});

describe('templateDecider: update and delete', () => {
  const past = [created('t-1', 'Weekdays'), created('t-2', 'Weekends')];

  it('renames, carrying only the name', () => {
    given(templateDecider, past)
      .when(update({ name: 'Week days' }))
      .then([{ type: 'TemplateUpdated', data: { templateId: 't-1', workplaceId: WP, name: 'Week days' } }]);
  });

  it('replaces the needs, carrying only them', () => {
    const needs = [need({ count: 3 })];
    given(templateDecider, past)
      .when(update({ needs }))
      .then([{ type: 'TemplateUpdated', data: { templateId: 't-1', workplaceId: WP, needs } }]);
  });

  it('records nothing when nothing changes (its own name, in another case, is a change)', () => {
    given(templateDecider, past)
      .when(update({ name: 'Weekdays', needs: [need()] }))
      .then([]);
    given(templateDecider, past)
      .when(update({ name: 'weekdays' }))
      .then([{ type: 'TemplateUpdated', data: { templateId: 't-1', workplaceId: WP, name: 'weekdays' } }]);
  });

  it("refuses another template's name (409) and bad needs, like a create", () => {
    given(templateDecider, past)
      .when(update({ name: 'WEEKENDS' }))
      .thenThrows(M.duplicateName, 'conflict');
    given(templateDecider, past)
      .when(update({ needs: [need({ count: 0 })] }))
      .thenThrows(M.count, 'validation');
    const tooMany = Array.from({ length: MAX_NEEDS_PER_TEMPLATE + 1 }, () => need());
    given(templateDecider, past)
      .when(update({ needs: tooMany }))
      .thenThrows(M.tooManyNeeds, 'conflict');
  });

  it('answers 404 for an unknown or deleted template', () => {
    given(templateDecider, past)
      .when(update({ templateId: 't-3', name: 'Other' }))
      .thenThrows(M.notFound, 'not_found');
    const deleted: TemplateEvent = { type: 'TemplateDeleted', data: { templateId: 't-1', workplaceId: WP } };
    given(templateDecider, [...past, deleted])
      .when(update({ name: 'Other' }))
      .thenThrows(M.notFound, 'not_found');
    given(templateDecider, [...past, deleted])
      .when(remove())
      .thenThrows(M.notFound, 'not_found');
  });

  it('deletes, which frees its name', () => {
    given(templateDecider, past)
      .when(remove())
      .then([{ type: 'TemplateDeleted', data: { templateId: 't-1', workplaceId: WP } }]);
    const deleted: TemplateEvent = { type: 'TemplateDeleted', data: { templateId: 't-1', workplaceId: WP } };
    given(templateDecider, [...past, deleted])
      .when(create({ templateId: 't-3', name: 'Weekdays' }))
      .thenEvents((events) => expect(events).toHaveLength(1));
  });
});
