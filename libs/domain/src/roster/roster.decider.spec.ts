import { given } from '../testing/given-when-then';
import { foldEvents } from '../shared/decider';
import { EMPLOYEE_MESSAGES } from '../employees/employee.rules';
import { WORKPLACE_MESSAGES } from '../workplaces/workplace.rules';
import { ClaimFinding, ClaimKind, RosterConflict, rosterDecider, RosterCommand } from './roster.decider';
import { RosterEvent } from './roster.events';

const at = '2026-01-05T09:00:00.000Z';
const later = '2026-01-05T09:01:00.000Z'; // exactly the grace period later
const soon = '2026-01-05T09:00:59.999Z';

const claimW = (workplaceId: string, nameKey: string, when = at): RosterEvent => ({
  type: 'WorkplaceClaimed',
  data: { workplaceId, nameKey, at: when },
});
const claimE = (employeeId: string, nameKey: string, when = at): RosterEvent => ({
  type: 'EmployeeClaimed',
  data: { employeeId, nameKey, at: when },
});
const claim = (kind: ClaimKind, id: string, nameKey: string, when = at): RosterCommand => ({
  type: 'Claim',
  data: { kind, id, nameKey, at: when },
});
const reserve = (kind: ClaimKind, id: string, nameKey: string, when = at): RosterCommand => ({
  type: 'ReserveName',
  data: { kind, id, nameKey, at: when },
});
const repair = (findings: ClaimFinding[], when = later): RosterCommand => ({ type: 'Repair', data: { at: when, findings } });

const suspectsOf = (past: RosterEvent[], command: RosterCommand) => {
  try {
    rosterDecider.decide(command, foldEvents(rosterDecider, past));
  } catch (error) {
    expect(error).toBeInstanceOf(RosterConflict);
    return (error as RosterConflict).suspects;
  }
  throw new Error('expected a RosterConflict');
};

describe('roster: workplaces', () => {
  it('claims a name for a new workplace', () => {
    given(rosterDecider)
      .when(claim('workplace', 'w1', 'anchor'))
      .then([claimW('w1', 'anchor')]);
  });

  it('allows at most 3 workplaces and names every claim as a suspect', () => {
    const three = [claimW('w1', 'a'), claimW('w2', 'b'), claimW('w3', 'c')];
    given(rosterDecider, three)
      .when(claim('workplace', 'w4', 'd'))
      .thenThrows(WORKPLACE_MESSAGES.cap, 'conflict');
    expect(suspectsOf(three, claim('workplace', 'w4', 'd')).map((s) => s.id)).toEqual(['w1', 'w2', 'w3']);
  });

  it('frees a place on release', () => {
    const past = [
      claimW('w1', 'a'),
      claimW('w2', 'b'),
      claimW('w3', 'c'),
      { type: 'WorkplaceReleased', data: { workplaceId: 'w2' } } as RosterEvent,
    ];
    given(rosterDecider, past)
      .when(claim('workplace', 'w4', 'b'))
      .then([claimW('w4', 'b')]);
  });

  it('rejects a name another workplace holds', () => {
    given(rosterDecider, [claimW('w1', 'anchor')])
      .when(claim('workplace', 'w2', 'anchor'))
      .thenThrows(WORKPLACE_MESSAGES.duplicateName, 'conflict');
    expect(suspectsOf([claimW('w1', 'anchor')], claim('workplace', 'w2', 'anchor'))).toEqual([{ kind: 'workplace', id: 'w1' }]);
  });

  it('is idempotent for the same claim', () => {
    given(rosterDecider, [claimW('w1', 'anchor')])
      .when(claim('workplace', 'w1', 'anchor'))
      .then([]);
  });

  it('keeps workplace and employee names apart', () => {
    given(rosterDecider, [claimE('e1', 'anchor')])
      .when(claim('workplace', 'w1', 'anchor'))
      .then([claimW('w1', 'anchor')]);
  });

  it('treats a name such as "constructor" as any other', () => {
    given(rosterDecider)
      .when(claim('workplace', 'w1', 'constructor'))
      .then([claimW('w1', 'constructor')]);
    given(rosterDecider, [claimW('w1', 'constructor')])
      .when(claim('workplace', 'w2', 'constructor'))
      .thenThrows(WORKPLACE_MESSAGES.duplicateName);
  });
});

describe('roster: renames', () => {
  it('reserves the new name while the old one is still held', () => {
    given(rosterDecider, [claimW('w1', 'old')])
      .when(reserve('workplace', 'w1', 'new'))
      .then([{ type: 'WorkplaceNameReserved', data: { workplaceId: 'w1', nameKey: 'new', at } }]);
    const state = foldEvents(rosterDecider, [
      claimW('w1', 'old'),
      { type: 'WorkplaceNameReserved', data: { workplaceId: 'w1', nameKey: 'new', at } },
    ]);
    expect(Object.keys(state.workplace.w1)).toEqual(['old', 'new']);
  });

  it('blocks both names during a rename', () => {
    const past: RosterEvent[] = [claimW('w1', 'old'), { type: 'WorkplaceNameReserved', data: { workplaceId: 'w1', nameKey: 'new', at } }];
    given(rosterDecider, past)
      .when(claim('workplace', 'w2', 'old'))
      .thenThrows(WORKPLACE_MESSAGES.duplicateName);
    given(rosterDecider, past)
      .when(claim('workplace', 'w2', 'new'))
      .thenThrows(WORKPLACE_MESSAGES.duplicateName);
  });

  it('rejects a rename to a name another workplace holds, and allows its own', () => {
    given(rosterDecider, [claimW('w1', 'a'), claimW('w2', 'b')])
      .when(reserve('workplace', 'w1', 'b'))
      .thenThrows(WORKPLACE_MESSAGES.duplicateName, 'conflict');
    given(rosterDecider, [claimW('w1', 'a')])
      .when(reserve('workplace', 'w1', 'a'))
      .then([]);
  });

  it('does not count a rename against the cap', () => {
    given(rosterDecider, [claimW('w1', 'a'), claimW('w2', 'b'), claimW('w3', 'c')])
      .when(reserve('workplace', 'w3', 'd'))
      .then([{ type: 'WorkplaceNameReserved', data: { workplaceId: 'w3', nameKey: 'd', at } }]);
  });

  it('frees the old name after the rename, never the last one', () => {
    const past: RosterEvent[] = [claimW('w1', 'old'), { type: 'WorkplaceNameReserved', data: { workplaceId: 'w1', nameKey: 'new', at } }];
    given(rosterDecider, past)
      .when({ type: 'FreeName', data: { kind: 'workplace', id: 'w1', nameKey: 'old' } })
      .then([{ type: 'WorkplaceNameFreed', data: { workplaceId: 'w1', nameKey: 'old' } }]);
    given(rosterDecider, [claimW('w1', 'old')])
      .when({ type: 'FreeName', data: { kind: 'workplace', id: 'w1', nameKey: 'old' } })
      .then([]);
    const state = foldEvents(rosterDecider, [...past, { type: 'WorkplaceNameFreed', data: { workplaceId: 'w1', nameKey: 'old' } }]);
    expect(state.workplace.w1).toEqual({ new: at });
  });
});

describe('roster: employees', () => {
  const forty = Array.from({ length: 40 }, (_, i) => claimE(`e${i}`, `name${i}`));

  it('allows at most 40 employees', () => {
    given(rosterDecider, forty.slice(0, 39))
      .when(claim('employee', 'e39', 'name39'))
      .then([claimE('e39', 'name39')]);
    given(rosterDecider, forty)
      .when(claim('employee', 'e40', 'name40'))
      .thenThrows(EMPLOYEE_MESSAGES.cap, 'conflict');
  });

  it('keeps display names unique', () => {
    given(rosterDecider, [claimE('e1', 'mary')])
      .when(claim('employee', 'e2', 'mary'))
      .thenThrows(EMPLOYEE_MESSAGES.duplicateDisplayName, 'conflict');
  });

  it('releases several employees at once, ignoring unknown ones', () => {
    given(rosterDecider, [claimE('e1', 'a'), claimE('e2', 'b')])
      .when({ type: 'Release', data: { kind: 'employee', ids: ['e1', 'e2', 'e1', 'e9'] } })
      .then([
        { type: 'EmployeeReleased', data: { employeeId: 'e1' } },
        { type: 'EmployeeReleased', data: { employeeId: 'e2' } },
      ]);
  });
});

describe('roster: repair', () => {
  it('releases a claim whose aggregate is gone (deleted or removed), whatever its age', () => {
    given(rosterDecider, [claimW('w1', 'a')])
      .when(repair([{ kind: 'workplace', id: 'w1', truth: { status: 'gone' } }], at))
      .then([{ type: 'WorkplaceReleased', data: { workplaceId: 'w1' } }]);
  });

  it('releases a claim without a stream only once the grace period has passed', () => {
    const missing: ClaimFinding[] = [{ kind: 'employee', id: 'e1', truth: { status: 'missing' } }];
    given(rosterDecider, [claimE('e1', 'a')])
      .when(repair(missing, soon))
      .then([]);
    given(rosterDecider, [claimE('e1', 'a')])
      .when(repair(missing, later))
      .then([{ type: 'EmployeeReleased', data: { employeeId: 'e1' } }]);
  });

  it('frees the stale names of a live aggregate, never its current name', () => {
    const past: RosterEvent[] = [claimW('w1', 'old'), { type: 'WorkplaceNameReserved', data: { workplaceId: 'w1', nameKey: 'new', at } }];
    given(rosterDecider, past)
      .when(repair([{ kind: 'workplace', id: 'w1', truth: { status: 'live', nameKey: 'old' } }]))
      .then([{ type: 'WorkplaceNameFreed', data: { workplaceId: 'w1', nameKey: 'new' } }]);
    given(rosterDecider, past)
      .when(repair([{ kind: 'workplace', id: 'w1', truth: { status: 'live', nameKey: 'old' } }], soon))
      .then([]);
    given(rosterDecider, [claimW('w1', 'old')])
      .when(repair([{ kind: 'workplace', id: 'w1', truth: { status: 'live', nameKey: 'old' } }]))
      .then([]);
  });

  it('ignores findings about claims it does not hold', () => {
    given(rosterDecider)
      .when(repair([{ kind: 'workplace', id: 'w9', truth: { status: 'gone' } }]))
      .then([]);
  });
});
