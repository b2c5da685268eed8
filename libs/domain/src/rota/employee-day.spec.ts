import { employeeSpansAround, RotaDayAssignments } from './employee-day';

const day = (workplaceId: string, rotaDate: string, ...assignments: [string | null, number, number][]): RotaDayAssignments => ({
  workplaceId,
  rotaDate,
  assignments: assignments.map(([employeeId, startMinute, endMinute]) => ({ employeeId, startMinute, endMinute })),
});
const here = { workplaceId: 'bar', rotaDate: '2026-12-08' };

describe('employee spans around a workplace day', () => {
  it("takes the same day at the account's other workplaces, not the day itself", () => {
    const days = [day('bar', '2026-12-08', ['ann', 540, 600]), day('cafe', '2026-12-08', ['ann', 600, 720], ['bob', 0, 60])];
    expect(employeeSpansAround(days, here, 'ann')).toEqual([{ startMinute: 600, endMinute: 720 }]);
  });

  it("puts the day before's overnight end and the next morning on this day's clock", () => {
    const days = [day('bar', '2026-12-07', ['ann', 1320, 1560]), day('cafe', '2026-12-09', ['ann', 60, 300])];
    expect(employeeSpansAround(days, here, 'ann')).toEqual([
      { startMinute: -120, endMinute: 120 },
      { startMinute: 1500, endMinute: 1740 },
    ]);
  });

  it('ignores days further away and days that no longer count for the employee', () => {
    const days = [day('bar', '2026-12-06', ['ann', 1320, 1560]), day('cafe', '2026-12-09', ['ann', 60, 300])];
    expect(employeeSpansAround(days, here, 'ann', (d) => d.rotaDate < '2026-12-09')).toEqual([]);
  });
});
