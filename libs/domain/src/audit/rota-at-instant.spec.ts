import { auditContextOf } from './audit-context';
import { presentRota } from './rota-at-instant';
import { DAY, h, historyBuilder, upTo, WP } from './testing/history-builder';

describe('the rota at an instant', () => {
  const history = historyBuilder('2026-12-01T09:00:00.000Z');
  history.workplaceCreated();
  history.employeeAdded('kit', 'Kit');
  history.shiftCreated('s1', 702);
  history.shiftCreated('s2', 701);
  history.assignmentAdded('a2', 's1', h(14), h(16), 'kit');
  history.assignmentAdded('a1', 's1', h(9), h(12));
  const early = history.now();
  history.employeeUpdated('kit', { displayName: 'Kat' });
  history.assignmentTimed('a2', h(13), h(16));
  const late = history.now();

  it('shows each shift with its assignments by start time, with the names of that instant', () => {
    expect(presentRota(auditContextOf(upTo(history.events, early)), WP, DAY)).toEqual([
      {
        shiftId: 's1',
        serviceType: 702,
        serviceName: 'Kitchen Staff',
        serviceIcon: expect.any(String),
        assignments: [
          { assignmentId: 'a1', timeStart: '09:00:00', timeEnd: '12:00:00', employeeId: null, employeeName: null, employeeRemoved: false },
          {
            assignmentId: 'a2',
            timeStart: '14:00:00',
            timeEnd: '16:00:00',
            employeeId: 'kit',
            employeeName: 'Kit',
            employeeRemoved: false,
          },
        ],
      },
      { shiftId: 's2', serviceType: 701, serviceName: 'Server', serviceIcon: expect.any(String), assignments: [] },
    ]);
    const later = presentRota(auditContextOf(upTo(history.events, late)), WP, DAY);
    expect(later[0].assignments[1]).toMatchObject({ timeStart: '13:00:00', employeeName: 'Kat' });
  });

  it('is empty before the day had anything, and for other days', () => {
    expect(presentRota(auditContextOf(upTo(history.events, '2026-12-01T09:02:30.000Z')), WP, DAY)).toEqual([]);
    expect(presentRota(auditContextOf(history.events), WP, '2026-12-08')).toEqual([]);
  });

  it('marks an assignment whose employee was removed before that day', () => {
    const removal = historyBuilder('2026-12-01T09:00:00.000Z');
    removal.workplaceCreated();
    removal.employeeAdded('kit', 'Kit');
    removal.shiftCreated('s1', 702, '2026-12-01');
    removal.assignmentAdded('a1', 's1', h(9), h(10), 'kit', '2026-12-01');
    removal.shiftCreated('s2', 702, '2026-12-07');
    removal.assignmentAdded('a2', 's2', h(9), h(10), 'kit', '2026-12-07');
    const before = removal.now();
    removal.employeeRemoved('kit');
    const context = auditContextOf(removal.events);
    expect(presentRota(context, WP, '2026-12-01')[0].assignments[0].employeeRemoved).toBe(false);
    expect(presentRota(context, WP, '2026-12-07')[0].assignments[0]).toMatchObject({
      employeeId: 'kit',
      employeeName: 'Kit',
      employeeRemoved: true,
    });
    expect(presentRota(auditContextOf(upTo(removal.events, before)), WP, '2026-12-07')[0].assignments[0].employeeRemoved).toBe(false);
  });
});
