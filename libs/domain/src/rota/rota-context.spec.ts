import { isOpenedAt, isUnallocatedAfterRemoval, lastDayAt, RotaEmployee, rotaEmployeeFrom, rotaWorkplaceFrom } from './rota-context';

const details = { name: 'Cafe', industryCategory: 'cafe', services: [701], rotaStartTime: 6, rotaEndTime: 20 };
const employeeDetails = { workplaceId: 'wp', displayName: 'Ann', firstName: 'Ann', surname: 'Lee', ratePence: 1000, services: [] };
const at = (day: string) => ({ at: `${day}T10:00:00.000Z` });

describe('rota context', () => {
  it('folds a workplace: hours and services follow updates, deletion marks it', () => {
    expect(rotaWorkplaceFrom([])).toBeNull();
    const workplace = rotaWorkplaceFrom([
      { type: 'WorkplaceCreated', data: { ...details, workplaceId: 'wp', ownerId: 'u' } },
      { type: 'WorkplaceUpdated', data: { ...details, services: [701, 702], rotaEndTime: 22, workplaceId: 'wp' } },
    ]);
    expect(workplace).toEqual({
      workplaceId: 'wp',
      ownerId: 'u',
      services: [701, 702],
      rotaStartTime: 6,
      rotaEndTime: 22,
      deleted: false,
      timeZone: 'Europe/London',
      breakRules: [],
    });
    expect(
      rotaWorkplaceFrom([
        { type: 'WorkplaceCreated', data: { ...details, workplaceId: 'wp', ownerId: 'u' } },
        { type: 'WorkplaceDeleted', data: { workplaceId: 'wp' } },
      ])?.deleted,
    ).toBe(true);
  });

  it('folds an employee and dates the removal from the event', () => {
    expect(rotaEmployeeFrom([])).toBeNull();
    const employee = rotaEmployeeFrom([
      { type: 'EmployeeAdded', data: { ...employeeDetails, employeeId: 'e', ownerId: 'u' }, metadata: at('2026-01-01') },
      {
        type: 'EmployeeUpdated',
        data: { ...employeeDetails, displayName: 'Annie', workplaceId: 'wp2', employeeId: 'e' },
        metadata: at('2026-01-02'),
      },
      { type: 'EmployeeRemoved', data: { employeeId: 'e', workplaceId: 'wp2' }, metadata: at('2026-03-04') },
    ]);
    expect(employee).toEqual({
      employeeId: 'e',
      ownerId: 'u',
      workplaceId: 'wp2',
      displayName: 'Annie',
      removedOn: '2026-03-04',
      services: employeeDetails.services,
      workplaceHistory: [
        { workplaceId: 'wp', from: null },
        { workplaceId: 'wp2', from: '2026-01-02' },
      ],
    });
  });

  describe('isOpenedAt: assignments that count for no one after a removal or a move', () => {
    const added = {
      type: 'EmployeeAdded' as const,
      data: { ...employeeDetails, employeeId: 'e', ownerId: 'u' },
      metadata: at('2026-01-01'),
    };
    const movedTo = (workplaceId: string, day: string) => ({
      type: 'EmployeeUpdated' as const,
      data: { ...employeeDetails, workplaceId, employeeId: 'e' },
      metadata: at(day),
    });
    const fold = (...events: Parameters<typeof rotaEmployeeFrom>[0]) => rotaEmployeeFrom([added, ...events]) as RotaEmployee;

    it('opens the old workplace after the move day, not on it nor before', () => {
      const moved = fold(movedTo('wp2', '2026-03-04'));
      expect(isOpenedAt(moved, 'wp', '2026-03-03')).toBe(false);
      expect(isOpenedAt(moved, 'wp', '2026-03-04')).toBe(false);
      expect(isOpenedAt(moved, 'wp', '2026-03-05')).toBe(true);
    });

    it('keeps the new workplace counting, also for days planned there before the move', () => {
      const moved = fold(movedTo('wp2', '2026-03-04'));
      expect(isOpenedAt(moved, 'wp2', '2026-03-01')).toBe(false);
      expect(isOpenedAt(moved, 'wp2', '2026-03-04')).toBe(false);
      expect(isOpenedAt(moved, 'wp2', '2026-04-01')).toBe(false);
    });

    it('counts the old workplace again from the day the employee moves back', () => {
      const back = fold(movedTo('wp2', '2026-03-04'), movedTo('wp', '2026-03-10'));
      expect(isOpenedAt(back, 'wp', '2026-03-07')).toBe(true);
      expect(isOpenedAt(back, 'wp', '2026-03-10')).toBe(false);
      expect(isOpenedAt(back, 'wp', '2026-03-11')).toBe(false);
      expect(isOpenedAt(back, 'wp2', '2026-03-11')).toBe(true);
    });

    it('a dated move opens the old workplace from move_effective_from; earlier days stay theirs there', () => {
      const dated = { ...movedTo('wp2', '2026-03-02'), data: { ...movedTo('wp2', '2026-03-02').data, moveEffectiveFrom: '2026-03-05' } };
      const moved = fold(dated);
      expect(isOpenedAt(moved, 'wp', '2026-03-03')).toBe(false);
      expect(isOpenedAt(moved, 'wp', '2026-03-04')).toBe(false);
      expect(isOpenedAt(moved, 'wp', '2026-03-05')).toBe(true);
      expect(isOpenedAt(moved, 'wp2', '2026-03-05')).toBe(false);
      expect(moved.workplaceHistory).toEqual([
        { workplaceId: 'wp', from: null },
        { workplaceId: 'wp2', from: '2026-03-04' },
      ]);
    });

    it('a later move dated before a planned one replaces it (the manager changed their mind)', () => {
      const dated = (workplaceId: string, day: string, moveEffectiveFrom: string) => ({
        ...movedTo(workplaceId, day),
        data: { ...movedTo(workplaceId, day).data, moveEffectiveFrom },
      });
      const cancelled = fold(dated('wp2', '2026-03-02', '2026-03-20'), dated('wp', '2026-03-03', '2026-03-10'));
      expect(cancelled.workplaceHistory).toEqual([{ workplaceId: 'wp', from: null }]);
      expect(isOpenedAt(cancelled, 'wp', '2026-03-25')).toBe(false);
      const sooner = fold(dated('wp2', '2026-03-02', '2026-03-20'), dated('wp3', '2026-03-03', '2026-03-10'));
      expect(sooner.workplaceHistory).toEqual([
        { workplaceId: 'wp', from: null },
        { workplaceId: 'wp3', from: '2026-03-09' },
      ]);
      expect(isOpenedAt(sooner, 'wp', '2026-03-10')).toBe(true);
      const renamed = fold(dated('wp2', '2026-03-02', '2026-03-20'), movedTo('wp2', '2026-03-03'));
      expect(renamed.workplaceHistory).toEqual([
        { workplaceId: 'wp', from: null },
        { workplaceId: 'wp2', from: '2026-03-19' },
      ]);
    });

    it('a name change is no move', () => {
      expect(isOpenedAt(fold(movedTo('wp', '2026-03-04')), 'wp', '2026-06-01')).toBe(false);
    });

    it('covers removal like isUnallocatedAfterRemoval', () => {
      const removed = fold({ type: 'EmployeeRemoved', data: { employeeId: 'e', workplaceId: 'wp' }, metadata: at('2026-03-04') });
      expect(isOpenedAt(removed, 'wp', '2026-03-04')).toBe(false);
      expect(isOpenedAt(removed, 'wp', '2026-03-05')).toBe(true);
    });

    it('opens every day of an approved time off, and gives them back when it is cancelled', () => {
      const approved = {
        type: 'TimeOffApproved' as const,
        data: { employeeId: 'e', requestId: 'r1', from: '2026-03-02', to: '2026-03-04' },
      };
      const off = fold({ ...approved, metadata: at('2026-02-01') });
      expect(off.timeOff).toEqual([{ requestId: 'r1', from: '2026-03-02', to: '2026-03-04' }]);
      expect(isOpenedAt(off, 'wp', '2026-03-01')).toBe(false);
      expect(isOpenedAt(off, 'wp', '2026-03-02')).toBe(true);
      expect(isOpenedAt(off, 'wp', '2026-03-04')).toBe(true);
      expect(isOpenedAt(off, 'wp', '2026-03-05')).toBe(false);
      const back = fold(
        { ...approved, metadata: at('2026-02-01') },
        { type: 'TimeOffCancelled', data: { employeeId: 'e', requestId: 'r1' }, metadata: at('2026-02-02') },
      );
      expect(isOpenedAt(back, 'wp', '2026-03-03')).toBe(false);
    });

    it('keeps availability on the rota copy (a warning, never an opening)', () => {
      const weekly = { tue: [{ from: '09:00', to: '17:00' }] };
      const set = fold({ type: 'AvailabilitySet', data: { employeeId: 'e', weekly, exceptions: [] }, metadata: at('2026-02-01') });
      expect(set.availability).toEqual({ weekly, exceptions: [] });
      expect(isOpenedAt(set, 'wp', '2026-03-03')).toBe(false);
    });

    it('an employee without a workplace history (an older copy) is only opened by removal', () => {
      const older = { workplaceId: 'wp2', removedOn: null };
      expect(isOpenedAt(older, 'wp', '2026-03-05')).toBe(false);
      expect(isOpenedAt(null, 'wp', '2026-03-05')).toBe(false);
    });
  });

  it("knows a workplace's last day with the employee: the move day, none while they are there, the last stint's after a return", () => {
    const history = [
      { workplaceId: 'harbour', from: null },
      { workplaceId: 'deli', from: '2026-01-06' },
    ];
    expect(lastDayAt({ workplaceId: 'deli', workplaceHistory: history }, 'harbour')).toBe('2026-01-06');
    expect(lastDayAt({ workplaceId: 'deli', workplaceHistory: history }, 'deli')).toBeNull();
    expect(lastDayAt({ workplaceId: 'harbour' }, 'harbour')).toBeNull();
    expect(lastDayAt({ workplaceId: 'harbour' }, 'deli')).toBeNull();
    const back = [...history, { workplaceId: 'harbour', from: '2026-02-01' }, { workplaceId: 'deli', from: '2026-03-01' }];
    expect(lastDayAt({ workplaceId: 'deli', workplaceHistory: back }, 'harbour')).toBe('2026-03-01');
  });

  it('unallocates only the days after the removal', () => {
    expect(isUnallocatedAfterRemoval(null, '2026-03-05')).toBe(false);
    expect(isUnallocatedAfterRemoval('2026-03-04', '2026-03-04')).toBe(false);
    expect(isUnallocatedAfterRemoval('2026-03-04', '2026-03-05')).toBe(true);
  });
});
