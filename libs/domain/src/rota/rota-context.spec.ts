import { isUnallocatedAfterRemoval, rotaEmployeeFrom, rotaWorkplaceFrom } from './rota-context';

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
    expect(workplace).toEqual({ workplaceId: 'wp', ownerId: 'u', services: [701, 702], rotaStartTime: 6, rotaEndTime: 22, deleted: false });
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
    expect(employee).toEqual({ employeeId: 'e', ownerId: 'u', workplaceId: 'wp2', displayName: 'Annie', removedOn: '2026-03-04' });
  });

  it('unallocates only the days after the removal', () => {
    expect(isUnallocatedAfterRemoval(null, '2026-03-05')).toBe(false);
    expect(isUnallocatedAfterRemoval('2026-03-04', '2026-03-04')).toBe(false);
    expect(isUnallocatedAfterRemoval('2026-03-04', '2026-03-05')).toBe(true);
  });
});
