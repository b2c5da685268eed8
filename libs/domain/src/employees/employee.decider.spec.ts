import { given } from '../testing/given-when-then';
import { foldEvents } from '../shared/decider';
import { workplaceDecider, WorkplaceState } from '../workplaces/workplace.decider';
import { WorkplaceEvent } from '../workplaces/workplace.events';
import { WORKPLACE_MESSAGES } from '../workplaces/workplace.rules';
import { ActiveEmployee, AddEmployee, employeeDecider, EmployeeInput, activeEmployee, UpdateEmployee } from './employee.decider';
import { EmployeeAdded, EmployeeEvent } from './employee.events';
import { EMPLOYEE_MESSAGES } from './employee.rules';

const ownerId = 'u1';
const employeeId = 'e1';

const workplace = (id: string, industryCategory: string, ...more: WorkplaceEvent[]): WorkplaceState =>
  foldEvents(workplaceDecider, [
    {
      type: 'WorkplaceCreated',
      data: { workplaceId: id, ownerId, name: `Place ${id}`, industryCategory, services: [], rotaStartTime: 0, rotaEndTime: 24 },
    },
    ...more,
  ]);
const bar = workplace('w1', 'bar');
const cafe = workplace('w2', 'cafe');
const deletedBar = workplace('w3', 'bar', { type: 'WorkplaceDeleted', data: { workplaceId: 'w3' } });
const foreignBar = foldEvents(workplaceDecider, [
  {
    type: 'WorkplaceCreated',
    data: { workplaceId: 'w9', ownerId: 'u2', name: 'Theirs', industryCategory: 'bar', services: [], rotaStartTime: 0, rotaEndTime: 24 },
  },
]);

const input: EmployeeInput = { displayName: 'mARY', firstName: 'mary', surname: 'SMITH', ratePence: 755, services: [201] };
const add = (changes: Partial<AddEmployee['data']> = {}): AddEmployee => ({
  type: 'AddEmployee',
  data: { employeeId, ownerId, workplace: bar, ...input, ...changes },
});
const update = (changes: Partial<UpdateEmployee['data']> = {}): UpdateEmployee => ({
  type: 'UpdateEmployee',
  data: { employeeId, workplace: bar, today: '2026-11-23', ...input, ...changes },
});
const remove = () => ({ type: 'RemoveEmployee' as const, data: { employeeId } });

const added: EmployeeAdded = {
  type: 'EmployeeAdded',
  data: {
    employeeId,
    ownerId,
    workplaceId: 'w1',
    displayName: 'Mary',
    firstName: 'Mary',
    surname: 'Smith',
    ratePence: 755,
    services: [201, 202],
  },
};
const removed: EmployeeEvent = { type: 'EmployeeRemoved', data: { employeeId, workplaceId: 'w1' } };

describe('employee decider: add', () => {
  it('adds the employee with capitalised names', () => {
    given(employeeDecider)
      .when(add())
      .then([{ ...added, data: { ...added.data, services: [201] } }]);
  });

  it.each([
    ['displayName', ''],
    ['firstName', '   '],
    ['surname', ''],
  ])('requires %s', (field, value) => {
    given(employeeDecider)
      .when(add({ [field]: value }))
      .thenThrows(EMPLOYEE_MESSAGES.required, 'validation');
  });

  it.each([0, -100, 7.5])('requires a rate greater than 0 in whole pence (%p)', (ratePence) => {
    given(employeeDecider).when(add({ ratePence })).thenThrows(EMPLOYEE_MESSAGES.required, 'validation');
  });

  it('caps the rate at 1000.00', () => {
    given(employeeDecider)
      .when(add({ ratePence: 100_001 }))
      .thenThrows(EMPLOYEE_MESSAGES.rateTooHigh, 'validation');
  });

  it('limits names to 40 characters', () => {
    given(employeeDecider)
      .when(add({ surname: 'x'.repeat(41) }))
      .thenThrows(EMPLOYEE_MESSAGES.nameTooLong, 'validation');
    given(employeeDecider)
      .when(add({ surname: 'x'.repeat(40) }))
      .thenEvents((events) => expect(events).toHaveLength(1));
  });

  it.each([
    ['displayName', 'Ma\u202Ery'],
    ['firstName', 'Mary\n'],
    ['surname', 'Sm\u0000ith'],
    ['surname', '\uDE00Smith'],
  ] as const)('refuses control, text-direction and broken characters in %s (%j)', (field, value) => {
    given(employeeDecider)
      .when(add({ [field]: value }))
      .thenThrows(EMPLOYEE_MESSAGES.nameCharacters, 'validation');
    given(employeeDecider, [added])
      .when(update({ [field]: value }))
      .thenThrows(EMPLOYEE_MESSAGES.nameCharacters, 'validation');
  });

  it('requires a workplace', () => {
    given(employeeDecider)
      .when(add({ workplace: null }))
      .thenThrows(EMPLOYEE_MESSAGES.workplaceRequired, 'validation');
  });

  it('answers 404 for a missing, deleted or foreign workplace', () => {
    given(employeeDecider)
      .when(add({ workplace: { status: 'none' } }))
      .thenThrows(WORKPLACE_MESSAGES.notFound, 'not_found');
    given(employeeDecider)
      .when(add({ workplace: deletedBar }))
      .thenThrows(WORKPLACE_MESSAGES.notFound, 'not_found');
    given(employeeDecider)
      .when(add({ workplace: foreignBar }))
      .thenThrows(WORKPLACE_MESSAGES.notFound, 'not_found');
  });

  it("rejects services the workplace's category does not offer", () => {
    given(employeeDecider)
      .when(add({ services: [201, 701] }))
      .thenThrows(EMPLOYEE_MESSAGES.servicesOutsideCategory, 'validation');
  });

  it('accepts no services and the Any service', () => {
    given(employeeDecider)
      .when(add({ services: undefined }))
      .thenEvents(([e]) => expect(e.data).toMatchObject({ services: [] }));
    given(employeeDecider)
      .when(add({ services: [299, 299] }))
      .thenEvents(([e]) => expect(e.data).toMatchObject({ services: [299] }));
  });

  it('never adds the same employee twice', () => {
    given(employeeDecider, [added]).when(add()).thenThrows('This employee already exists.', 'conflict');
  });
});

describe('employee decider: update', () => {
  it('replaces the details, capitalised', () => {
    given(employeeDecider, [added])
      .when(update({ displayName: 'MOLLY', firstName: 'molly', surname: 'jones', ratePence: 1000, services: [202] }))
      .then([
        {
          type: 'EmployeeUpdated',
          data: {
            employeeId,
            workplaceId: 'w1',
            displayName: 'Molly',
            firstName: 'Molly',
            surname: 'Jones',
            ratePence: 1000,
            services: [202],
            rateEffectiveFrom: '2026-11-23',
          },
        },
      ]);
  });

  it('records nothing when nothing changes', () => {
    given(employeeDecider, [added])
      .when(update({ services: [201, 202] }))
      .then([]);
  });

  it("keeps only the services the workplace's category offers", () => {
    given(employeeDecider, [added])
      .when(update({ services: [201, 101, 9999] }))
      .thenEvents(([e]) => expect(e.data).toMatchObject({ services: [201] }));
  });

  it('moving to a workplace of another category drops the services it lacks', () => {
    given(employeeDecider, [added])
      .when(update({ workplace: cafe, services: undefined }))
      .thenEvents(([e]) => expect(e.data).toMatchObject({ workplaceId: 'w2', services: [] }));
    given(employeeDecider, [added])
      .when(update({ workplace: cafe, services: [701, 201] }))
      .thenEvents(([e]) => expect(e.data).toMatchObject({ workplaceId: 'w2', services: [701] }));
  });

  it('requires a workplace, with the edit message', () => {
    given(employeeDecider, [added])
      .when(update({ workplace: null }))
      .thenThrows(EMPLOYEE_MESSAGES.workplaceRequiredOnEdit, 'validation');
  });

  it('answers 404 for a deleted or foreign target workplace', () => {
    given(employeeDecider, [added])
      .when(update({ workplace: deletedBar }))
      .thenThrows(WORKPLACE_MESSAGES.notFound, 'not_found');
    given(employeeDecider, [added])
      .when(update({ workplace: foreignBar }))
      .thenThrows(WORKPLACE_MESSAGES.notFound, 'not_found');
  });

  it('applies the name and rate rules', () => {
    given(employeeDecider, [added])
      .when(update({ firstName: '' }))
      .thenThrows(EMPLOYEE_MESSAGES.required);
    given(employeeDecider, [added])
      .when(update({ ratePence: 0 }))
      .thenThrows(EMPLOYEE_MESSAGES.required);
    given(employeeDecider, [added])
      .when(update({ displayName: 'x'.repeat(41) }))
      .thenThrows(EMPLOYEE_MESSAGES.nameTooLong);
  });

  it('answers 404 for a missing, removed or foreign employee', () => {
    given(employeeDecider).when(update()).thenThrows(EMPLOYEE_MESSAGES.notFound, 'not_found');
    given(employeeDecider, [added, removed]).when(update()).thenThrows(EMPLOYEE_MESSAGES.notFound, 'not_found');
    // Another team's workplace reads as unknown: an employee stays in their team.
    given(employeeDecider, [added])
      .when(update({ workplace: { ...bar, ownerId: 'u2' } as typeof bar }))
      .thenThrows(WORKPLACE_MESSAGES.notFound, 'not_found');
  });
});

describe('employee decider: moves with a date', () => {
  const moveTo = (changes: Partial<UpdateEmployee['data']> = {}) => update({ workplace: cafe, services: [], ...changes });

  it('a move records the day it takes effect: tomorrow when none is given', () => {
    given(employeeDecider, [added])
      .when(moveTo())
      .thenEvents(([e]) => expect(e.data).toMatchObject({ workplaceId: 'w2', moveEffectiveFrom: '2026-11-24' }));
  });

  it('a move takes effect from the given day, today or later', () => {
    for (const date of ['2026-11-23', '2026-11-26', '2027-01-04']) {
      given(employeeDecider, [added])
        .when(moveTo({ moveEffectiveFrom: date }))
        .thenEvents(([e]) => expect(e.data).toMatchObject({ workplaceId: 'w2', moveEffectiveFrom: date }));
    }
  });

  it('an edit that stays at the same workplace records no move date', () => {
    given(employeeDecider, [added])
      .when(update({ displayName: 'Molly', moveEffectiveFrom: '2026-11-26' }))
      .thenEvents(([e]) => expect(e.data).not.toHaveProperty('moveEffectiveFrom'));
  });

  it.each(['2026-02-30', '26/11/2026', '', '2101-01-01', '2026-1-5'])('refuses a move_effective_from that is not a date (%j)', (date) => {
    given(employeeDecider, [added])
      .when(moveTo({ moveEffectiveFrom: date }))
      .thenThrows(EMPLOYEE_MESSAGES.moveEffectiveFromInvalid, 'validation');
  });

  it('refuses a move dated in the past: days already worked keep their workplace and pay', () => {
    given(employeeDecider, [added])
      .when(moveTo({ moveEffectiveFrom: '2026-11-22' }))
      .thenThrows(EMPLOYEE_MESSAGES.moveEffectiveFromPast, 'validation');
  });
});

describe('employee decider: rates by date', () => {
  const updated = (ratePence: number, rateEffectiveFrom?: string): EmployeeEvent => {
    const { ownerId: _owner, ...details } = added.data;
    return { type: 'EmployeeUpdated', data: { ...details, ratePence, ...(rateEffectiveFrom ? { rateEffectiveFrom } : {}) } };
  };
  const historyAfter = (...events: EmployeeEvent[]) => (foldEvents(employeeDecider, [added, ...events]) as ActiveEmployee).rateHistory;

  it('a new rate applies from today when no date is given', () => {
    given(employeeDecider, [added])
      .when(update({ ratePence: 1300, services: [201, 202] }))
      .then([updated(1300, '2026-11-23')]);
  });

  it('a new rate applies from the given date', () => {
    given(employeeDecider, [added])
      .when(update({ ratePence: 1300, services: [201, 202], rateEffectiveFrom: '2026-12-01' }))
      .then([updated(1300, '2026-12-01')]);
  });

  it('saving other fields with the same rate never touches the rate history', () => {
    given(employeeDecider, [added, updated(1300, '2026-12-01')])
      .when(update({ ratePence: 1300, displayName: 'Molly', services: [201, 202] }))
      .thenEvents(([e]) => expect(e.data).not.toHaveProperty('rateEffectiveFrom'));
  });

  it('a date that changes nothing (the rate already in force then) records nothing', () => {
    given(employeeDecider, [added])
      .when(update({ services: [201, 202], rateEffectiveFrom: '2026-12-01' }))
      .then([]);
  });

  it('a date with the same rate moves a planned rise', () => {
    given(employeeDecider, [added, updated(1300, '2026-12-01')])
      .when(update({ ratePence: 1300, services: [201, 202], rateEffectiveFrom: '2026-11-25' }))
      .then([updated(1300, '2026-11-25')]);
  });

  it.each(['2026-02-30', '23/11/2026', '', '1999-12-31', '2026-1-5'])('refuses a rate_effective_from that is not a date (%j)', (date) => {
    given(employeeDecider, [added])
      .when(update({ ratePence: 1300, rateEffectiveFrom: date }))
      .thenThrows(EMPLOYEE_MESSAGES.rateEffectiveFromInvalid, 'validation');
  });

  it('keeps every rate with the day it applies from, oldest first', () => {
    expect(historyAfter()).toEqual([{ ratePence: 755, effectiveFrom: null }]);
    expect(historyAfter(updated(1221, '2026-10-01'), updated(1300, '2026-12-01'))).toEqual([
      { ratePence: 755, effectiveFrom: null },
      { ratePence: 1221, effectiveFrom: '2026-10-01' },
      { ratePence: 1300, effectiveFrom: '2026-12-01' },
    ]);
  });

  it('a rate from an earlier day replaces the rates planned after it', () => {
    expect(historyAfter(updated(1300, '2026-12-01'), updated(1400, '2026-11-01'))).toEqual([
      { ratePence: 755, effectiveFrom: null },
      { ratePence: 1400, effectiveFrom: '2026-11-01' },
    ]);
  });

  it('replays an update from before rates had dates as one rate for every day', () => {
    expect(historyAfter(updated(1300, '2026-12-01'), updated(900))).toEqual([{ ratePence: 900, effectiveFrom: null }]);
    expect(historyAfter(updated(1300, '2026-12-01'), updated(1300))).toEqual([
      { ratePence: 755, effectiveFrom: null },
      { ratePence: 1300, effectiveFrom: '2026-12-01' },
    ]);
  });
});

describe('employee decider: remove', () => {
  it('removes the employee from their workplace', () => {
    given(employeeDecider, [added]).when(remove()).then([removed]);
  });

  it('with a workplace condition, removes only an employee still in that workplace', () => {
    const from = (fromWorkplaceId: string) => ({
      type: 'RemoveEmployee' as const,
      data: { employeeId, actorId: ownerId, fromWorkplaceId },
    });
    given(employeeDecider, [added]).when(from('w1')).then([removed]);
    given(employeeDecider, [added]).when(from('w2')).then([]);
  });

  it('answers 404 for a missing, already removed or foreign employee', () => {
    given(employeeDecider).when(remove()).thenThrows(EMPLOYEE_MESSAGES.notFound, 'not_found');
    given(employeeDecider, [added, removed]).when(remove()).thenThrows(EMPLOYEE_MESSAGES.notFound, 'not_found');
  });

  it("keeps the removed employee's details in the state (past hours still name them)", () => {
    const state = foldEvents(employeeDecider, [added, removed]);
    expect(state).toMatchObject({ status: 'removed', details: { displayName: 'Mary' } });
    expect(() => activeEmployee(state)).toThrow(EMPLOYEE_MESSAGES.notFound);
  });
});

describe('employee decider: forget (issue 40 §2)', () => {
  const forget = () => ({ type: 'ForgetEmployee' as const, data: { employeeId } });
  const forgotten: EmployeeEvent = { type: 'EmployeeForgotten', data: { employeeId, workplaceId: 'w1' } };

  it('forgets a removed employee once; again, nothing happens', () => {
    given(employeeDecider, [added, removed]).when(forget()).then([forgotten]);
    given(employeeDecider, [added, removed, forgotten]).when(forget()).then([]);
  });

  it('refuses a current employee (409) and a missing one (404)', () => {
    given(employeeDecider, [added]).when(forget()).thenThrows(EMPLOYEE_MESSAGES.forgetActive, 'conflict');
    given(employeeDecider).when(forget()).thenThrows(EMPLOYEE_MESSAGES.notFound, 'not_found');
  });

  it('keeps what their pay needs, named "(deleted person)", and nothing personal', () => {
    const withPersonal: EmployeeAdded = {
      ...added,
      data: { ...added.data, email: 'mary@example.com', dateOfBirth: '1990-01-02', payrollId: 'P7' },
    };
    const state = foldEvents(employeeDecider, [withPersonal, removed, forgotten]);
    expect(state).toEqual({
      status: 'removed',
      employeeId,
      ownerId,
      details: {
        workplaceId: 'w1',
        displayName: '(deleted person)',
        firstName: '(deleted person)',
        surname: '(deleted person)',
        ratePence: 755,
        services: [201, 202],
      },
      rateHistory: [{ ratePence: 755, effectiveFrom: null }],
      feedToken: null,
      forgotten: true,
    });
  });
});
