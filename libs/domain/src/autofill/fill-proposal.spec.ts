import { RotaEmployee, RotaWorkplace } from '../rota/rota-context';
import { AssignEmployee } from '../rota/rota.decider';
import { ROTA_MESSAGES } from '../rota/rota.messages';
import { RotaEvent } from '../rota/rota.events';
import { beyondHorizonMessage } from '../rota/planning-horizon';
import { given } from '../testing/given-when-then';
import { AcceptFillDay, fillDayDecider } from './fill-acceptance';
import {
  AUTOFILL_MESSAGES,
  AutoFillProposedData,
  autofillDecider,
  canonicalJson,
  checkFillRange,
  fillWindow,
  proposalExpired,
  rowDependencies,
} from './fill-proposal';
import type { FillInput } from './fill-types';

const OWNER = 'owner-1';
const WP = 'wp-1';
const DAY = '2026-12-07';
const workplace: RotaWorkplace = {
  workplaceId: WP,
  ownerId: OWNER,
  services: [701, 702],
  rotaStartTime: 0,
  rotaEndTime: 24,
  deleted: false,
};
const ann: RotaEmployee = { employeeId: 'emp-ann', ownerId: OWNER, workplaceId: WP, displayName: 'Ann', removedOn: null };
const bob: RotaEmployee = { employeeId: 'emp-bob', ownerId: OWNER, workplaceId: WP, displayName: 'Bob', removedOn: null };
const h = (hours: number) => hours * 60;

const day: RotaEvent[] = [
  { type: 'ShiftCreated', data: { shiftId: 's1', workplaceId: WP, rotaDate: DAY, serviceType: 701, ownerId: OWNER } },
  { type: 'AssignmentAdded', data: { assignmentId: 'a1', shiftId: 's1', startMinute: h(7), endMinute: h(11), employeeId: null } },
  { type: 'AssignmentAdded', data: { assignmentId: 'a2', shiftId: 's1', startMinute: h(10), endMinute: h(14), employeeId: null } },
];
const assign = (assignmentId: string, employee: RotaEmployee): AssignEmployee => ({
  type: 'AssignEmployee',
  data: { rotaDate: DAY, workplace, assignmentId, employeeId: employee.employeeId, employee },
});
const acceptDay = (...placements: AssignEmployee[]): AcceptFillDay => ({ type: 'AcceptFillDay', data: { placements } });

describe('accepting a proposal on one rota day', () => {
  it('assigns every row of the day, each by the rota’s own AssignEmployee', () => {
    given(fillDayDecider, day)
      .when(acceptDay(assign('a1', ann), assign('a2', bob)))
      .then([
        { type: 'EmployeeAssigned', data: { assignmentId: 'a1', employeeId: 'emp-ann' } },
        { type: 'EmployeeAssigned', data: { assignmentId: 'a2', employeeId: 'emp-bob' } },
      ]);
  });

  it('decides each row on the day the earlier rows left: two overlapping rows for one person are refused whole', () => {
    given(fillDayDecider, day)
      .when(acceptDay(assign('a1', ann), assign('a2', ann)))
      .thenThrows(ROTA_MESSAGES.employeeBusy, 'conflict');
  });

  it('keeps every refusal of a placement by hand (an employee of another workplace)', () => {
    given(fillDayDecider, day)
      .when(acceptDay(assign('a1', { ...ann, workplaceId: 'wp-2' })))
      .thenThrows(ROTA_MESSAGES.employeeElsewhere, 'validation');
  });
});

describe('a proposal’s stream', () => {
  const data = { proposalId: 'p1', ownerId: OWNER, workplaceId: WP } as AutoFillProposedData;

  it('records the run once', () => {
    given(autofillDecider)
      .when({ type: 'ProposeFill', data })
      .then([{ type: 'AutoFillProposed', data }]);
    given(autofillDecider, [{ type: 'AutoFillProposed', data }])
      .when({ type: 'ProposeFill', data })
      .thenThrows(AUTOFILL_MESSAGES.alreadyProposed, 'conflict');
  });
});

describe('the range of a fill', () => {
  const refusalOf = (from: string, to: string, today = '2026-12-07') => {
    try {
      checkFillRange(from, to, today);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('takes from..to both included, at most 31 days, ending inside the planning horizon', () => {
    expect(refusalOf('2026-12-07', '2026-12-07')).toBeNull();
    expect(refusalOf('2026-12-07', '2027-01-06')).toBeNull();
    expect(refusalOf('2026-12-07', '2027-01-07')).toBe(AUTOFILL_MESSAGES.rangeTooLong);
    expect(refusalOf('2026-12-08', '2026-12-07')).toBe(AUTOFILL_MESSAGES.rangeBackwards);
    // The horizon from Monday 7 Dec 2026 ends on Sunday 12 Dec 2027.
    expect(refusalOf('2027-12-12', '2027-12-12')).toBeNull();
    expect(refusalOf('2027-12-13', '2027-12-13')).toBe(beyondHorizonMessage('2026-12-07'));
  });

  it('reads the Monday-Sunday weeks around it and the two days before', () => {
    expect(fillWindow('2026-12-09', '2026-12-09')).toEqual({ from: '2026-12-05', to: '2026-12-14' });
    expect(fillWindow('2026-12-07', '2026-12-20')).toEqual({ from: '2026-12-05', to: '2026-12-21' });
  });

  it('lets a proposal be accepted for 24 hours', () => {
    expect(proposalExpired('2026-12-07T09:00:00.000Z', '2026-12-08T09:00:00.000Z')).toBe(false);
    expect(proposalExpired('2026-12-07T09:00:00.000Z', '2026-12-08T09:00:00.001Z')).toBe(true);
  });
});

describe('digests', () => {
  it('writes the same value as the same text, whatever the order of its keys', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }], e: undefined })).toBe('{"a":[{"c":"x","d":null}],"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it('names what a row depends on: its slot and its person, nothing else', () => {
    const slot = {
      assignmentId: 'a1',
      shiftId: 's1',
      date: DAY,
      startMinute: h(7),
      endMinute: h(11),
      serviceType: 701,
      breakMinutes: 0,
      employeeId: null,
    };
    const person = (id: string, services: number[]) => ({
      employeeId: id,
      displayName: id,
      services,
      availability: null,
      timeOff: [],
      dateOfBirth: null,
      rates: [{ ratePence: 1300, effectiveFrom: null }],
      contract: {},
      fixed: [],
    });
    const input = (over: Partial<FillInput> = {}): FillInput => ({
      workplaceId: WP,
      workplaceName: 'Café',
      timeZone: 'Europe/London',
      currency: 'gbp',
      from: DAY,
      to: DAY,
      goal: 'cost',
      mayMoveOthers: false,
      slots: [slot],
      candidates: [person('ann', [701]), person('bob', [701])],
      ...over,
    });
    const before = rowDependencies(input(), 'a1', 'ann');
    expect(before).not.toBeNull();
    // Bob's change is not Ann's row's business; Ann's is, and so is the slot's.
    expect(rowDependencies(input({ candidates: [person('ann', [701]), person('bob', [702])] }), 'a1', 'ann')).toBe(before);
    expect(rowDependencies(input({ candidates: [person('ann', [701, 702]), person('bob', [701])] }), 'a1', 'ann')).not.toBe(before);
    expect(rowDependencies(input({ slots: [{ ...slot, endMinute: h(12) }] }), 'a1', 'ann')).not.toBe(before);
    expect(rowDependencies(input({ slots: [] }), 'a1', 'ann')).toBeNull();
  });
});
