import { DomainError } from '../shared/errors';
import { ACCESS_MESSAGES, can, inScope, PERMISSIONS, refusalFor, ROLE_PERMISSIONS, TEAM_ROLES } from './permissions';

describe('permissions table', () => {
  it('gives the owner everything', () => {
    expect(PERMISSIONS.filter((permission) => !can('owner', permission))).toEqual([]);
  });

  it('gives a manager every planner, employee, pay, sharing, link and history permission, but not workplaces or the team', () => {
    expect(PERMISSIONS.filter((permission) => !can('manager', permission))).toEqual(['workplace.manage', 'team.manage', 'pay.reopen']);
  });

  it('gives an auditor the reads only', () => {
    expect([...ROLE_PERMISSIONS.auditor].sort()).toEqual([
      'audit.read',
      'employee.read',
      'feed.read',
      'kiosk.read',
      'pay.read',
      'rota.read',
    ]);
  });

  it("lets owners and managers hold a personal link's token (it acts as the employee), never an auditor", () => {
    expect(TEAM_ROLES.filter((role) => can(role, 'feed.token'))).toEqual(['owner', 'manager']);
    expect(can('auditor', 'feed.read')).toBe(true);
  });

  it('lets owners and managers see a phone number, never an auditor (issue 41)', () => {
    expect(TEAM_ROLES.filter((role) => can(role, 'employee.phone'))).toEqual(['owner', 'manager']);
  });

  it('refuses with the role named: 403', () => {
    const auditor = refusalFor('auditor', 'rota.write');
    expect(auditor).toBeInstanceOf(DomainError);
    expect([auditor.kind, auditor.message]).toEqual(['forbidden', "Your role (auditor) can view but not change this team's data."]);
    expect(refusalFor('manager', 'team.manage').message).toBe(ACCESS_MESSAGES.ownerOnly);
    expect(refusalFor('manager', 'pay.reopen').message).toBe(ACCESS_MESSAGES.ownerOnlyReopen);
    expect(() => refusalFor('owner', 'team.manage')).toThrow();
  });

  it('every role is in the table', () => {
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual([...TEAM_ROLES].sort());
  });

  it('a scope of null is every workplace, also future ones; a list is just those', () => {
    expect(inScope(null, 'any')).toBe(true);
    expect(inScope(['w1'], 'w1')).toBe(true);
    expect(inScope(['w1'], 'w2')).toBe(false);
  });
});
