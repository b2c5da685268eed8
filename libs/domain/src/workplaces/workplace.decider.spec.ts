import { given } from '../testing/given-when-then';
import { foldEvents } from '../shared/decider';
import { activeWorkplace, teamWorkplace, workplaceDecider, WorkplaceInput } from './workplace.decider';
import { WorkplaceCreated, WorkplaceEvent } from './workplace.events';
import { WORKPLACE_MESSAGES } from './workplace.rules';

const workplaceId = 'w1';
const ownerId = 'u1';

const create = (input: Partial<WorkplaceInput> = {}) => ({
  type: 'CreateWorkplace' as const,
  data: { workplaceId, ownerId, name: 'The Anchor', industryCategory: 'bar', ...input },
});
const update = (input: Partial<WorkplaceInput>) => ({
  type: 'UpdateWorkplace' as const,
  data: { workplaceId, ...input },
});
const remove = () => ({ type: 'DeleteWorkplace' as const, data: { workplaceId } });

const created: WorkplaceCreated = {
  type: 'WorkplaceCreated',
  data: {
    workplaceId,
    ownerId,
    name: 'The Anchor',
    industryCategory: 'bar',
    services: [201, 202],
    rotaStartTime: 8,
    rotaEndTime: 23,
  },
};
const deleted: WorkplaceEvent = { type: 'WorkplaceDeleted', data: { workplaceId } };

describe('workplace decider: create', () => {
  it('creates a workplace with the defaults: no services, rota hours 0 to 24', () => {
    given(workplaceDecider)
      .when(create())
      .then([
        {
          type: 'WorkplaceCreated',
          data: {
            workplaceId,
            ownerId,
            name: 'The Anchor',
            industryCategory: 'bar',
            services: [],
            rotaStartTime: 0,
            rotaEndTime: 24,
            timeZone: 'Europe/London',
          },
        },
      ]);
  });

  it('trims the name and keeps each service once', () => {
    given(workplaceDecider)
      .when(create({ name: '  The Anchor  ', services: [201, 299, 201], rotaStartTime: 8, rotaEndTime: 23 }))
      .thenEvents(([event]) => {
        expect(event.data).toMatchObject({ name: 'The Anchor', services: [201, 299], rotaStartTime: 8, rotaEndTime: 23 });
      });
  });

  it.each([
    ['ab', WORKPLACE_MESSAGES.nameTooShort],
    ['  ab   ', WORKPLACE_MESSAGES.nameTooShort],
    ['', WORKPLACE_MESSAGES.nameTooShort],
    ['x'.repeat(25), WORKPLACE_MESSAGES.nameTooLong],
  ])('rejects the name %j', (name, message) => {
    given(workplaceDecider).when(create({ name })).thenThrows(message, 'validation');
  });

  it.each(['The\u202EAnchor', 'The Anchor\n', 'The\tAnchor', 'Bar \uD83D'])(
    'refuses control, text-direction and broken characters in %j',
    (name) => {
      given(workplaceDecider).when(create({ name })).thenThrows(WORKPLACE_MESSAGES.nameCharacters, 'validation');
      given(workplaceDecider, [created]).when(update({ name })).thenThrows(WORKPLACE_MESSAGES.nameCharacters, 'validation');
    },
  );

  it('accepts names of exactly 3 and 24 characters after trimming', () => {
    given(workplaceDecider)
      .when(create({ name: ' abc ' }))
      .thenEvents((events) => expect(events).toHaveLength(1));
    given(workplaceDecider)
      .when(create({ name: 'x'.repeat(24) }))
      .thenEvents((events) => expect(events).toHaveLength(1));
  });

  it.each([undefined, '', 'pub'])('requires a known category (%j)', (industryCategory) => {
    given(workplaceDecider).when(create({ industryCategory })).thenThrows(WORKPLACE_MESSAGES.categoryRequired, 'validation');
  });

  it('rejects services of another category', () => {
    given(workplaceDecider)
      .when(create({ services: [201, 101] }))
      .thenThrows(WORKPLACE_MESSAGES.servicesOutsideCategory, 'validation');
  });

  it('rejects any service for a category without a catalogue', () => {
    given(workplaceDecider)
      .when(create({ industryCategory: 'museum', services: [801] }))
      .thenThrows(WORKPLACE_MESSAGES.servicesOutsideCategory, 'validation');
  });

  it.each([
    [-1, 10],
    [0, 31],
    [24, 26],
    [8.5, 10],
    [Number.NaN, 10],
  ])('rejects rota hours %p-%p outside whole hours (start 0-23, end up to 30)', (rotaStartTime, rotaEndTime) => {
    given(workplaceDecider).when(create({ rotaStartTime, rotaEndTime })).thenThrows(WORKPLACE_MESSAGES.rotaHoursRange, 'validation');
  });

  it.each([
    [10, 10],
    [12, 9],
    [23, 23],
  ])('rejects an end hour %p not later than the start %p', (rotaStartTime, rotaEndTime) => {
    given(workplaceDecider).when(create({ rotaStartTime, rotaEndTime })).thenThrows(WORKPLACE_MESSAGES.rotaEndAfterStart, 'validation');
  });

  it('accepts rota hours past midnight, up to 06:00 and a day long', () => {
    given(workplaceDecider)
      .when(create({ rotaStartTime: 18, rotaEndTime: 26 }))
      .thenEvents((events) => expect(events[0].data).toMatchObject({ rotaStartTime: 18, rotaEndTime: 26 }));
    given(workplaceDecider)
      .when(create({ rotaStartTime: 6, rotaEndTime: 30 }))
      .thenEvents((events) => expect(events[0].data).toMatchObject({ rotaStartTime: 6, rotaEndTime: 30 }));
    given(workplaceDecider)
      .when(create({ rotaStartTime: 5, rotaEndTime: 30 }))
      .thenThrows(WORKPLACE_MESSAGES.rotaHoursTooLong, 'validation');
  });

  it('checks the end against the default start when only the end is given', () => {
    given(workplaceDecider)
      .when(create({ rotaEndTime: 0 }))
      .thenThrows(WORKPLACE_MESSAGES.rotaEndAfterStart);
  });

  it('never creates the same workplace twice', () => {
    given(workplaceDecider, [created]).when(create()).thenThrows('This workplace already exists.', 'conflict');
  });
});

describe('workplace decider: update', () => {
  it('replaces the details it is given and keeps the others', () => {
    given(workplaceDecider, [created])
      .when(update({ name: ' Anchor Inn ', rotaEndTime: 24 }))
      .then([
        {
          type: 'WorkplaceUpdated',
          data: {
            workplaceId,
            name: 'Anchor Inn',
            industryCategory: 'bar',
            services: [201, 202],
            rotaStartTime: 8,
            rotaEndTime: 24,
            timeZone: 'Europe/London',
          },
        },
      ]);
  });

  it('records nothing when nothing changes', () => {
    given(workplaceDecider, [created])
      .when(update({ name: 'The Anchor', services: [201, 202] }))
      .then([]);
  });

  it('on a change of category without a service list, drops the services the new category lacks', () => {
    given(workplaceDecider, [created])
      .when(update({ industryCategory: 'museum' }))
      .thenEvents(([event]) => expect(event.data).toMatchObject({ industryCategory: 'museum', services: [] }));
  });

  it('checks a new service list against the new category', () => {
    given(workplaceDecider, [created])
      .when(update({ industryCategory: 'restaurant', services: [201] }))
      .thenThrows(WORKPLACE_MESSAGES.servicesOutsideCategory, 'validation');
    given(workplaceDecider, [created])
      .when(update({ industryCategory: 'restaurant', services: [101, 199] }))
      .thenEvents(([event]) => expect(event.data).toMatchObject({ services: [101, 199] }));
  });

  it('applies the name and rota-hour rules', () => {
    given(workplaceDecider, [created])
      .when(update({ name: 'ab' }))
      .thenThrows(WORKPLACE_MESSAGES.nameTooShort);
    given(workplaceDecider, [created])
      .when(update({ name: 'y'.repeat(25) }))
      .thenThrows(WORKPLACE_MESSAGES.nameTooLong);
    given(workplaceDecider, [created])
      .when(update({ rotaStartTime: 23 }))
      .thenThrows(WORKPLACE_MESSAGES.rotaEndAfterStart);
    given(workplaceDecider, [created])
      .when(update({ rotaEndTime: 31 }))
      .thenThrows(WORKPLACE_MESSAGES.rotaHoursRange);
    given(workplaceDecider, [created])
      .when(update({ industryCategory: 'pub' }))
      .thenThrows(WORKPLACE_MESSAGES.categoryRequired);
  });

  it("answers 404 for a missing or deleted workplace (who may change it is the access check's)", () => {
    given(workplaceDecider)
      .when(update({ name: 'Anything' }))
      .thenThrows(WORKPLACE_MESSAGES.notFound, 'not_found');
    given(workplaceDecider, [created, deleted])
      .when(update({ name: 'Anything' }))
      .thenThrows(WORKPLACE_MESSAGES.notFound, 'not_found');
  });
});

describe('workplace decider: pay rules (issue 39)', () => {
  const withToday = (input: Partial<WorkplaceInput>) => ({ ...update(input), data: { ...update(input).data, today: '2026-11-10' } });

  it('dates a rule from the workplace today unless told, keeps earlier decisions, and keeps the rules when absent', () => {
    const first = workplaceDecider.decide(
      withToday({ overtime: { afterWeeklyHours: 40, multiplier: 1.5, effectiveFrom: '2026-01-01' } }),
      foldEvents(workplaceDecider, [created]),
    );
    const afterFirst = foldEvents(workplaceDecider, [created, ...first]);
    given(workplaceDecider, [created, ...first])
      .when(withToday({ overtime: null, premiums: { region: 'scotland', multiplier: 2 } }))
      .thenEvents(([event]) => {
        expect(event.type === 'WorkplaceUpdated' && event.data.payRules).toEqual({
          overtime: [
            { effectiveFrom: '2026-01-01', value: { afterWeeklyHours: 40, multiplier: 1.5 } },
            { effectiveFrom: '2026-11-10', value: null },
          ],
          premiums: [{ effectiveFrom: '2026-11-10', value: { region: 'scotland', multiplier: 2 } }],
        });
      });
    given(workplaceDecider, [created, ...first])
      .when(withToday({ name: 'Anchor Inn' }))
      .thenEvents(([event]) =>
        expect(event.type === 'WorkplaceUpdated' && event.data.payRules).toEqual(activeWorkplace(afterFirst).details.payRules),
      );
  });

  it('refuses a bad rule with the rule message', () => {
    given(workplaceDecider, [created])
      .when(withToday({ paySchedule: { frequency: 'yearly', anchorDate: '2026-01-05' } }))
      .thenThrows(
        "paySchedule must be { frequency: 'weekly' | 'fortnightly' | 'four-weekly' | 'monthly', anchorDate: yyyy-mm-dd, effectiveFrom? }.",
        'validation',
      );
  });
});

describe('workplace decider: delete', () => {
  it("deletes the owner's workplace", () => {
    given(workplaceDecider, [created]).when(remove()).then([deleted]);
  });

  it('answers 404 for a missing or already deleted workplace', () => {
    given(workplaceDecider).when(remove()).thenThrows(WORKPLACE_MESSAGES.notFound, 'not_found');
    given(workplaceDecider, [created, deleted]).when(remove()).thenThrows(WORKPLACE_MESSAGES.notFound, 'not_found');
  });
});

describe('activeWorkplace and teamWorkplace', () => {
  it("give the live workplace; teamWorkplace only of that owner's team (an employee's workplace)", () => {
    const state = foldEvents(workplaceDecider, [created]);
    expect(activeWorkplace(state).details.name).toBe('The Anchor');
    expect(teamWorkplace(state, ownerId).details.name).toBe('The Anchor');
    expect(() => teamWorkplace(state, 'u2')).toThrow(WORKPLACE_MESSAGES.notFound);
    expect(() => activeWorkplace(foldEvents(workplaceDecider, [created, deleted]))).toThrow(WORKPLACE_MESSAGES.notFound);
  });
});
