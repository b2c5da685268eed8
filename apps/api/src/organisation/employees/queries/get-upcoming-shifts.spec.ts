import { GivenDomainEvent, givenDomainEvents } from '../../../../test/given-events';
import { EMPLOYEE_DAY_ASSIGNMENTS, ROTA_DAYS, RotaDayDocument } from '../../../read-side';
import { rotaProjection } from '../../../rota/projections/rota.projection';
import { countAssignmentsOf } from './get-upcoming-shifts.handler';

/*
 * Upcoming shifts counts an employee's assignments in the day documents (issue 42 §2). Until
 * 3 Dec 2026 the rota projection wrote one more document per employee and day for it
 * (EMPLOYEE_DAY_ASSIGNMENTS), a fifth of a rebuild's documents; these were its cases.
 */

const ada = 'user-ada';
const onDay = (rotaDate: string, event: GivenDomainEvent): GivenDomainEvent => ({ ...event, streamId: `rota-w1-${rotaDate}` });
const shift = (rotaDate: string) =>
  onDay(rotaDate, { type: 'ShiftCreated', data: { shiftId: 's1', serviceType: 1, workplaceId: 'w1', rotaDate, ownerId: ada } });
const assignment = (rotaDate: string, assignmentId: string, employeeId: string | null, startMinute = 540) =>
  onDay(rotaDate, { type: 'AssignmentAdded', data: { assignmentId, shiftId: 's1', startMinute, endMinute: startMinute + 60, employeeId } });
const workplaceCreated: GivenDomainEvent = {
  type: 'WorkplaceCreated',
  data: { workplaceId: 'w1', ownerId: ada, name: 'w1', industryCategory: 'hospitality', services: [1], rotaStartTime: 7, rotaEndTime: 26 },
};

describe('upcoming shifts: an employee’s assignments counted in the day documents', () => {
  it('writes no document per employee and day beside the day', async () => {
    await givenDomainEvents(rotaProjection, [
      workplaceCreated,
      shift('2026-01-05'),
      assignment('2026-01-05', 'a1', 'e1', 540),
      assignment('2026-01-05', 'a2', 'e2', 720),
    ]).thenDocuments(EMPLOYEE_DAY_ASSIGNMENTS, []);
  });

  const day = (assignments: { employeeId: string | null }[]) => ({ assignments }) as Pick<RotaDayDocument, 'assignments'>;

  it("counts each of the employee's assignments on each day, unallocated ones for no one", () => {
    const days = [
      day([{ employeeId: 'e1' }, { employeeId: 'e1' }, { employeeId: 'e2' }, { employeeId: null }]),
      day([{ employeeId: 'e1' }]),
    ];
    expect(countAssignmentsOf('e1', days)).toBe(3);
    expect(countAssignmentsOf('e2', days)).toBe(1);
    expect(countAssignmentsOf('e3', days)).toBe(0);
    expect(countAssignmentsOf('e1', [])).toBe(0);
  });
});
