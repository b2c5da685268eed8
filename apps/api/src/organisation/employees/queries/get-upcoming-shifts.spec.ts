import type { RotaDayDocument } from '../../../read-side';
import { countAssignmentsOf } from './get-upcoming-shifts.handler';

/*
 * Upcoming shifts counts an employee's assignments in the day documents (issue 42 §2). Until
 * 3 Dec 2026 the rota projection wrote one more document per employee and day for it, a fifth of
 * a rebuild's documents (rota.projection.spec.ts checks it writes none now).
 */
const day = (assignments: { employeeId: string | null }[]) => ({ assignments }) as Pick<RotaDayDocument, 'assignments'>;

describe('upcoming shifts: an employee’s assignments counted in the day documents', () => {
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
