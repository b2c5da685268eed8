import { auditContextOf } from './audit-context';
import { describeHistory } from './history';
import { presentRota } from './rota-at-instant';
import { diffRota } from './rota-diff';
import { DAY, h, historyBuilder, OWNER, upTo, WP } from './testing/history-builder';

/** The day at `from` and at `to`, and the day's events in between, as the API puts them together. */
function diffBetween(history: ReturnType<typeof historyBuilder>, from: string, to: string) {
  const at = (instant: string) => presentRota(auditContextOf(upTo(history.events, instant)), WP, DAY);
  const changes = describeHistory(upTo(history.events, to)).entries.filter((e) => e.kind === 'rota' && e.event.metadata.at > from);
  return diffRota(at(from), at(to), changes);
}

describe('the difference between two instants of a day', () => {
  const history = historyBuilder();
  history.workplaceCreated();
  history.employeeAdded('kit', 'Kit');
  history.employeeAdded('ann', 'Ann');
  history.shiftCreated('s1', 702);
  history.shiftCreated('s2', 701);
  history.assignmentAdded('stays', 's1', h(8), h(9), 'kit');
  history.assignmentAdded('moves', 's1', h(10), h(14, 30), 'kit');
  history.assignmentAdded('swaps', 's1', h(15), h(16), 'kit');
  history.assignmentAdded('goes', 's2', h(9), h(10), 'ann');
  const from = history.now();
  history.assignmentTimed('moves', h(11), h(15));
  const retimed = history.now();
  history.employeeAssigned('swaps', 'ann');
  history.assignmentRemoved('goes');
  history.shiftDeleted('s2');
  history.shiftCreated('s3', 701);
  history.assignmentAdded('new', 's3', h(12), h(13));
  const added = history.now();
  const to = history.now();

  it('lists what was added, removed, re-timed and re-assigned, each with its last change', () => {
    const diff = diffBetween(history, from, to);
    const by = (at: string) => ({ position: history.events.find((e) => e.metadata.at === at)!.position, at, userId: OWNER });
    expect(diff.added).toEqual([
      {
        assignmentId: 'new',
        shiftId: 's3',
        serviceType: 701,
        serviceName: 'Server',
        serviceIcon: expect.any(String),
        timeStart: '12:00:00',
        timeEnd: '13:00:00',
        employeeId: null,
        employeeName: null,
        employeeRemoved: false,
        changedBy: by(added),
      },
    ]);
    expect(diff.removed).toEqual([
      expect.objectContaining({ assignmentId: 'goes', shiftId: 's2', employeeName: 'Ann', timeStart: '09:00:00' }),
    ]);
    expect(diff.retimed).toEqual([
      expect.objectContaining({
        assignmentId: 'moves',
        serviceName: 'Kitchen Staff',
        before: { timeStart: '10:00:00', timeEnd: '14:30:00' },
        after: { timeStart: '11:00:00', timeEnd: '15:00:00' },
        changedBy: by(retimed),
      }),
    ]);
    expect(diff.reassigned).toEqual([
      expect.objectContaining({
        assignmentId: 'swaps',
        timeStart: '15:00:00',
        before: { employeeId: 'kit', employeeName: 'Kit' },
        after: { employeeId: 'ann', employeeName: 'Ann' },
      }),
    ]);
    expect(diff.shiftsAdded).toEqual([
      expect.objectContaining({ shiftId: 's3', serviceName: 'Server', changedBy: expect.objectContaining({ userId: OWNER }) }),
    ]);
    expect(diff.shiftsRemoved).toEqual([expect.objectContaining({ shiftId: 's2', changedBy: expect.objectContaining({ userId: OWNER }) })]);
    expect(diff.removed[0].changedBy!.position).toBeLessThan(diff.shiftsRemoved[0].changedBy!.position);
  });

  it('is empty between two instants with nothing in between, and reversed when asked backwards', () => {
    expect(diffBetween(history, to, to)).toEqual({
      added: [],
      removed: [],
      retimed: [],
      reassigned: [],
      shiftsAdded: [],
      shiftsRemoved: [],
    });
    const backwards = diffRota(
      presentRota(auditContextOf(history.events), WP, DAY),
      presentRota(auditContextOf(upTo(history.events, from)), WP, DAY),
      [],
    );
    expect(backwards.added.map((a) => a.assignmentId)).toEqual(['goes']);
    expect(backwards.removed.map((a) => a.assignmentId)).toEqual(['new']);
    expect(backwards.retimed[0].changedBy).toBeNull();
  });

  it('shows an unassignment as a re-assignment to nobody', () => {
    const more = historyBuilder();
    more.workplaceCreated();
    more.employeeAdded('kit', 'Kit');
    more.shiftCreated('s1', 702);
    more.assignmentAdded('a1', 's1', h(9), h(10), 'kit');
    const before = more.now();
    more.employeeUnassigned('a1', 'kit');
    const diff = diffBetween(more, before, more.now());
    expect(diff.reassigned).toEqual([
      expect.objectContaining({ assignmentId: 'a1', before: { employeeId: 'kit', employeeName: 'Kit' }, after: null }),
    ]);
    expect(diff.reassigned[0].changedBy?.position).toBe(more.events.length);
  });
});
