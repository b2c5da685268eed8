import { given } from '../testing/given-when-then';
import { RotaEmployee, RotaWorkplace } from './rota-context';
import { rotaDecider, RotaCommand } from './rota.decider';
import { timeOffRefusal } from './placement-rules';
import { ROTA_MESSAGES as M } from './rota.messages';
import { RotaEvent } from './rota.events';

const OWNER = 'owner-1';
const DAY = '2026-12-02';
const TODAY = '2026-11-30';
const WP = 'wp-1';
const workplace: RotaWorkplace = {
  workplaceId: WP,
  ownerId: OWNER,
  services: [101, 102],
  rotaStartTime: 8,
  rotaEndTime: 24,
  deleted: false,
};
const person = (id: string, displayName: string, more: Partial<RotaEmployee> = {}): RotaEmployee => ({
  employeeId: id,
  ownerId: OWNER,
  workplaceId: WP,
  displayName,
  removedOn: null,
  ...more,
});
const ann = person('ann', 'Ann');
const bob = person('bob', 'Bob', { services: [101] });
const cat = person('cat', 'Cat', { services: [102] });
const h = (hours: number) => hours * 60;
const base = { rotaDate: DAY, workplace, today: TODAY };

const shift = (shiftId: string, serviceType = 101): RotaEvent => ({
  type: 'ShiftCreated',
  data: { shiftId, workplaceId: WP, rotaDate: DAY, serviceType, ownerId: OWNER },
});
const added = (assignmentId: string, shiftId: string, start: number, end: number, employeeId: string | null): RotaEvent => ({
  type: 'AssignmentAdded',
  data: { assignmentId, shiftId, startMinute: start, endMinute: end, employeeId },
});
/** An open 10:00-14:00 on service 101, and Ann's own 15:00-18:00. */
const day: RotaEvent[] = [shift('s1'), added('open', 's1', h(10), h(14), null), added('ann-own', 's1', h(15), h(18), 'ann')];

const assigned = (assignmentId: string, employeeId: string): RotaEvent => ({
  type: 'EmployeeAssigned',
  data: { assignmentId, employeeId },
});
const swapDeclined: RotaEvent = { type: 'SwapDeclined', data: { swapId: 'sw' } };

const claim = (employee: RotaEmployee, over: Partial<Extract<RotaCommand, { type: 'ClaimShift' }>['data']> = {}): RotaCommand => ({
  type: 'ClaimShift',
  data: {
    ...base,
    claimId: `c-${employee.employeeId}`,
    assignmentId: 'open',
    employeeId: employee.employeeId,
    employee,
    holder: null,
    ...over,
  },
});
const claimed = (claimId: string, employeeId: string, assignmentId = 'open'): RotaEvent => ({
  type: 'ShiftClaimed',
  data: { claimId, assignmentId, employeeId },
});
const decideClaim = (claimId: string, approve: boolean, employee: RotaEmployee, over: Record<string, unknown> = {}): RotaCommand => ({
  type: 'DecideClaim',
  data: { ...base, claimId, approve, employee, holder: null, ...over },
});

describe('rota decider: claims on open shifts', () => {
  it('a staff member asks for an open shift', () => {
    given(rotaDecider, day)
      .when(claim(bob))
      .then([claimed('c-bob', 'bob')]);
  });

  it('a shift opened by its employee’s time off can be claimed', () => {
    const away = person('dan', 'Dan', { timeOff: [{ requestId: 'r', from: DAY, to: DAY }] });
    given(rotaDecider, [...day, added('dans', 's1', h(19), h(22), 'dan')])
      .when(claim(bob, { assignmentId: 'dans', holder: away }))
      .then([claimed('c-bob', 'bob', 'dans')]);
  });

  it('refuses a shift that is no longer open, a past one, another service, a clash, time off, a second claim', () => {
    given(rotaDecider, [...day, assigned('open', 'cat')])
      .when(claim(bob))
      .thenThrows(M.shiftNoLongerOpen, 'conflict');
    given(rotaDecider, day)
      .when(claim(bob, { today: '2026-12-03' }))
      .thenThrows(M.pastShift, 'conflict');
    given(rotaDecider, day).when(claim(cat)).thenThrows(M.notTheirService, 'conflict');
    given(rotaDecider, [...day, added('bobs', 's1', h(13), h(15), 'bob')])
      .when(claim(bob))
      .thenThrows(M.employeeBusy, 'conflict');
    given(rotaDecider, day)
      .when(claim(bob, { busyElsewhere: [{ startMinute: h(9), endMinute: h(11) }] }))
      .thenThrows(M.employeeBusy, 'conflict');
    const away = person('bob', 'Bob', { timeOff: [{ requestId: 'r', from: DAY, to: '2026-12-04' }] });
    given(rotaDecider, day).when(claim(away)).thenThrows('Bob is on approved time off on 2 Dec.', 'conflict');
    given(rotaDecider, [...day, claimed('c-1', 'bob')])
      .when(claim(bob))
      .thenThrows(M.alreadyClaimed, 'conflict');
  });

  it('approving assigns the shift in the same decision and answers the other claims', () => {
    given(rotaDecider, [...day, claimed('c-1', 'bob'), claimed('c-2', 'ann')])
      .when(decideClaim('c-1', true, bob))
      .then([
        { type: 'ClaimApproved', data: { claimId: 'c-1' } },
        { type: 'EmployeeAssigned', data: { assignmentId: 'open', employeeId: 'bob' } },
        { type: 'ClaimDeclined', data: { claimId: 'c-2' } },
      ]);
  });

  it('the first approved claim wins: a later approval finds the shift taken', () => {
    const afterFirst: RotaEvent[] = [
      ...day,
      claimed('c-1', 'bob'),
      claimed('c-2', 'ann'),
      { type: 'ClaimApproved', data: { claimId: 'c-1' } },
      { type: 'EmployeeAssigned', data: { assignmentId: 'open', employeeId: 'bob' } },
    ];
    given(rotaDecider, afterFirst)
      .when(decideClaim('c-2', true, ann))
      .thenThrows(M.shiftNoLongerOpen, 'conflict');
    given(rotaDecider, afterFirst)
      .when(decideClaim('c-1', false, bob))
      .thenThrows(M.alreadyDecided, 'conflict');
  });

  it('declines, and refuses an approval the placement rules refuse', () => {
    given(rotaDecider, [...day, claimed('c-1', 'bob')])
      .when(decideClaim('c-1', false, bob))
      .then([{ type: 'ClaimDeclined', data: { claimId: 'c-1' } }]);
    const away = person('bob', 'Bob', { services: [101], timeOff: [{ requestId: 'r', from: DAY, to: DAY }] });
    given(rotaDecider, [...day, claimed('c-1', 'bob')])
      .when(decideClaim('c-1', true, away))
      .thenThrows(timeOffRefusal('Bob', DAY), 'conflict');
    given(rotaDecider, day)
      .when(decideClaim('nope', true, bob))
      .thenThrows(M.requestNotFound, 'not_found');
  });
});

const offer = (over: Record<string, unknown> = {}): RotaCommand => ({
  type: 'OfferSwap',
  data: { ...base, swapId: 'sw', assignmentId: 'ann-own', employeeId: 'ann', employee: ann, ...over },
});
const offered: RotaEvent = { type: 'SwapOffered', data: { swapId: 'sw', assignmentId: 'ann-own', employeeId: 'ann' } };
const accept = (employee: RotaEmployee, over: Record<string, unknown> = {}): RotaCommand => ({
  type: 'AcceptSwap',
  data: { ...base, swapId: 'sw', employeeId: employee.employeeId, employee, ...over },
});
const accepted: RotaEvent = { type: 'SwapAccepted', data: { swapId: 'sw', employeeId: 'bob' } };
const decideSwap = (approve: boolean, employee: RotaEmployee | null = bob): RotaCommand => ({
  type: 'DecideSwap',
  data: { ...base, swapId: 'sw', approve, employee },
});

const withdraw = (employeeId = 'ann', swapId = 'sw'): RotaCommand => ({ type: 'WithdrawSwap', data: { ...base, swapId, employeeId } });
const withdrawn: RotaEvent = { type: 'SwapWithdrawn', data: { swapId: 'sw' } };
const declined: RotaEvent = { type: 'SwapDeclined', data: { swapId: 'sw' } };

describe('rota decider: withdrawing an offered swap', () => {
  it('withdraws their own offer while nobody has offered to cover it; the shift can be offered again', () => {
    given(rotaDecider, [...day, offered])
      .when(withdraw())
      .then([withdrawn]);
    given(rotaDecider, [...day, offered, withdrawn])
      .when(offer({ swapId: 'sw2' }))
      .then([{ type: 'SwapOffered', data: { swapId: 'sw2', assignmentId: 'ann-own', employeeId: 'ann' } }]);
    given(rotaDecider, [...day, offered, withdrawn])
      .when(accept(bob))
      .thenThrows(M.alreadyDecided, 'conflict');
  });

  it('refuses once a colleague accepted, once decided or withdrawn, and a colleague’s or unknown offer is not found', () => {
    given(rotaDecider, [...day, offered, accepted])
      .when(withdraw())
      .thenThrows(M.swapAlreadyAccepted, 'conflict');
    given(rotaDecider, [...day, offered, withdrawn])
      .when(withdraw())
      .thenThrows(M.alreadyDecided, 'conflict');
    given(rotaDecider, [...day, offered, declined])
      .when(withdraw())
      .thenThrows(M.alreadyDecided, 'conflict');
    given(rotaDecider, [...day, offered])
      .when(withdraw('bob'))
      .thenThrows(M.requestNotFound, 'not_found');
    given(rotaDecider, [...day, offered])
      .when(withdraw('ann', 'nope'))
      .thenThrows(M.requestNotFound, 'not_found');
  });
});

describe('rota decider: swaps', () => {
  it('offers one of their own future shifts, once', () => {
    given(rotaDecider, day).when(offer()).then([offered]);
    given(rotaDecider, [...day, offered])
      .when(offer({ swapId: 'sw2' }))
      .thenThrows(M.alreadyOffered, 'conflict');
  });

  it("someone else's shift, or an open one, is not found; a past one is refused", () => {
    given(rotaDecider, day)
      .when(offer({ employeeId: 'bob', employee: bob }))
      .thenThrows(M.assignmentNotFound, 'not_found');
    given(rotaDecider, day)
      .when(offer({ assignmentId: 'open' }))
      .thenThrows(M.assignmentNotFound, 'not_found');
    given(rotaDecider, day)
      .when(offer({ today: '2026-12-05' }))
      .thenThrows(M.pastShift, 'conflict');
  });

  it('a colleague who does the service and is free offers to cover; the first one wins', () => {
    given(rotaDecider, [...day, offered])
      .when(accept(bob))
      .then([accepted]);
    given(rotaDecider, [...day, offered, accepted])
      .when(accept(person('eve', 'Eve')))
      .thenThrows(M.alreadyCovered, 'conflict');
    given(rotaDecider, [...day, offered])
      .when(accept(ann))
      .thenThrows(M.ownSwap, 'conflict');
    given(rotaDecider, [...day, offered])
      .when(accept(cat))
      .thenThrows(M.notTheirService, 'conflict');
    given(rotaDecider, [...day, offered, added('bobs', 's1', h(16), h(17), 'bob')])
      .when(accept(bob))
      .thenThrows(M.employeeBusy, 'conflict');
  });

  it('approving an accepted swap hands the shift over in the same decision', () => {
    given(rotaDecider, [...day, offered, accepted])
      .when(decideSwap(true))
      .then([
        { type: 'SwapApproved', data: { swapId: 'sw' } },
        { type: 'EmployeeAssigned', data: { assignmentId: 'ann-own', employeeId: 'bob' } },
      ]);
  });

  it('refuses to approve before anyone covers, twice, or once the shift changed hands; declines either way', () => {
    given(rotaDecider, [...day, offered])
      .when(decideSwap(true))
      .thenThrows(M.nobodyCovers, 'conflict');
    given(rotaDecider, [...day, offered])
      .when(decideSwap(false))
      .then([{ type: 'SwapDeclined', data: { swapId: 'sw' } }]);
    given(rotaDecider, [...day, offered, accepted])
      .when(decideSwap(false))
      .then([{ type: 'SwapDeclined', data: { swapId: 'sw' } }]);
    given(rotaDecider, [...day, offered, accepted, swapDeclined])
      .when(decideSwap(true))
      .thenThrows(M.alreadyDecided, 'conflict');
    given(rotaDecider, [...day, offered, accepted, assigned('ann-own', 'cat')])
      .when(decideSwap(true))
      .thenThrows(M.swapChanged, 'conflict');
  });
});

describe('rota decider: approved time off refuses a placement on its days', () => {
  const away = person('bob', 'Bob', { timeOff: [{ requestId: 'r', from: DAY, to: DAY }] });

  it('in addassignment, placeassignment and assigning, with the name and the day', () => {
    const message = 'Bob is on approved time off on 2 Dec.';
    given(rotaDecider, day)
      .when({
        type: 'AddAssignment',
        data: { ...base, assignmentId: 'a9', shiftId: 's1', startMinute: h(19), endMinute: h(20), employeeId: 'bob', employee: away },
      })
      .thenThrows(message, 'conflict');
    given(rotaDecider, day)
      .when({
        type: 'PlaceAssignment',
        data: {
          ...base,
          assignmentId: 'a9',
          serviceType: 101,
          startMinute: h(19),
          endMinute: h(20),
          employeeId: 'bob',
          employee: away,
          newShiftId: 's9',
        },
      })
      .thenThrows(message, 'conflict');
    given(rotaDecider, day)
      .when({ type: 'AssignEmployee', data: { ...base, assignmentId: 'open', employeeId: 'bob', employee: away } })
      .thenThrows(message, 'conflict');
  });

  it('other days are fine', () => {
    const later = person('bob', 'Bob', { timeOff: [{ requestId: 'r', from: '2026-12-03', to: '2026-12-04' }] });
    given(rotaDecider, day)
      .when({ type: 'AssignEmployee', data: { ...base, assignmentId: 'open', employeeId: 'bob', employee: later } })
      .then([{ type: 'EmployeeAssigned', data: { assignmentId: 'open', employeeId: 'bob' } }]);
  });
});
