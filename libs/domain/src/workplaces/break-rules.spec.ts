import { BREAK_MESSAGES } from '../pay/breaks';
import { rotaWorkplaceFrom } from '../rota/rota-context';
import { given } from '../testing/given-when-then';
import { workplaceDecider } from './workplace.decider';
import { WorkplaceCreated, WorkplaceEvent } from './workplace.events';

const workplaceId = 'wp-1';
const ownerId = 'owner-1';
const details = { name: 'The Anchor', industryCategory: 'bar', services: [], rotaStartTime: 0, rotaEndTime: 24, timeZone: 'Europe/London' };
const created = (breakRules?: { afterHours: number; unpaidMinutes: number }[]): WorkplaceCreated => ({
  type: 'WorkplaceCreated',
  data: { workplaceId, ownerId, ...details, ...(breakRules ? { breakRules } : {}) },
});
const create = (breakRules?: unknown) => ({
  type: 'CreateWorkplace' as const,
  data: { workplaceId, ownerId, name: 'The Anchor', industryCategory: 'bar', ...(breakRules ? { breakRules: breakRules as [] } : {}) },
});
const update = (breakRules: unknown) => ({ type: 'UpdateWorkplace' as const, data: { workplaceId, breakRules: breakRules as [] } });

describe('workplace decider: breakRules', () => {
  it('records no rules as their absence, and rules sorted by afterHours', () => {
    given(workplaceDecider).when(create()).then([created()]);
    given(workplaceDecider).when(create([])).then([created()]);
    given(workplaceDecider)
      .when(
        create([
          { afterHours: 8, unpaidMinutes: 45 },
          { afterHours: 6, unpaidMinutes: 30 },
        ]),
      )
      .then([
        created([
          { afterHours: 6, unpaidMinutes: 30 },
          { afterHours: 8, unpaidMinutes: 45 },
        ]),
      ]);
  });

  it('changes them on update, keeps them when the update leaves them out, and an empty list clears them', () => {
    const rules = [{ afterHours: 6, unpaidMinutes: 30 }];
    given(workplaceDecider, [created()])
      .when(update(rules))
      .then([{ type: 'WorkplaceUpdated', data: { workplaceId, ...details, breakRules: rules } }]);
    given(workplaceDecider, [created(rules)])
      .when({ type: 'UpdateWorkplace', data: { workplaceId, name: 'The Crown' } })
      .thenEvents(([event]) => expect(event.data).toMatchObject({ name: 'The Crown', breakRules: rules }));
    given(workplaceDecider, [created(rules)])
      .when(update([]))
      .then([{ type: 'WorkplaceUpdated', data: { workplaceId, ...details } }]);
    given(workplaceDecider, [created(rules)])
      .when(update(rules))
      .then([]);
  });

  it('refuses broken rules with the rule named', () => {
    given(workplaceDecider)
      .when(create([{ afterHours: 0, unpaidMinutes: 30 }]))
      .thenThrows(BREAK_MESSAGES.afterHours, 'validation');
    given(workplaceDecider, [created()])
      .when(update([{ afterHours: 6, unpaidMinutes: 181 }]))
      .thenThrows(BREAK_MESSAGES.unpaidMinutes, 'validation');
    given(workplaceDecider, [created()]).when(update('six')).thenThrows(BREAK_MESSAGES.breakRules, 'validation');
  });

  it('folds into what the rota knows of the workplace, with its zone', () => {
    const events: WorkplaceEvent[] = [
      created(),
      {
        type: 'WorkplaceUpdated',
        data: { workplaceId, ...details, timeZone: 'Europe/Paris', breakRules: [{ afterHours: 6, unpaidMinutes: 20 }] },
      },
    ];
    expect(rotaWorkplaceFrom([created()])).toMatchObject({ timeZone: 'Europe/London', breakRules: [] });
    expect(rotaWorkplaceFrom(events)).toMatchObject({ timeZone: 'Europe/Paris', breakRules: [{ afterHours: 6, unpaidMinutes: 20 }] });
    const { timeZone: _zone, ...withoutZone } = created().data;
    expect(rotaWorkplaceFrom([{ type: 'WorkplaceCreated', data: withoutZone }])).toMatchObject({
      timeZone: 'Europe/London',
      breakRules: [],
    });
  });
});
