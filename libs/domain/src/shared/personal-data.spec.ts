import { DELETED_PERSON, forgottenEventData, PERSONAL_DATA_FIELDS, personalDataPolicy, withoutNames } from './personal-data';

const policy = personalDataPolicy({ emailDigest: (email) => `d(${email})` });
const meta = (userId: string | null, ownerId?: string) => ({ userId, ...(ownerId ? { ownerId } : {}) });

describe('personalDataPolicy', () => {
  it("seals an employee's names, e-mail, birth date and works number with the employee's key, owned by the account", () => {
    const event = { type: 'EmployeeAdded', data: { employeeId: 'e1', ownerId: 'o1', displayName: 'Ann' }, metadata: meta('m1', 'o1') };
    expect(policy.personalDataOf(event)).toEqual({
      keyId: 'employee:e1',
      ownerId: 'o1',
      fields: ['displayName', 'firstName', 'surname', 'email', 'dateOfBirth', 'payrollId', 'phone'],
    });
    // A member's update for the owner belongs to the owner.
    expect(policy.personalDataOf({ type: 'EmployeeUpdated', data: { employeeId: 'e1' }, metadata: meta('m1', 'o1') })?.ownerId).toBe('o1');
  });

  it("keys an invitee's address by the invitation, owned by the team's owner, with the address's digest as subject", () => {
    const event = { type: 'MemberInvited', data: { ownerId: 'o1', invitationId: 'i1', email: 'a@b.c' }, metadata: meta('o1') };
    expect(policy.personalDataOf(event)).toEqual({ keyId: 'invitation:i1', ownerId: 'o1', subject: 'email:d(a@b.c)', fields: ['email'] });
  });

  it('leaves events without personal data plain, and an anonymous contact message without an owner', () => {
    expect(policy.personalDataOf({ type: 'ShiftCreated', data: { shiftId: 's' }, metadata: meta('o1') })).toBeNull();
    expect(
      policy.personalDataOf({ type: 'BusinessNamed', data: { ownerId: 'o1', businessName: 'Cafe' }, metadata: meta('o1') }),
    ).toBeNull();
    expect(policy.personalDataOf({ type: 'ContactMessageReceived', data: { messageId: 'c1' }, metadata: meta(null) })).toEqual({
      keyId: 'contact:c1',
      ownerId: null,
      fields: ['name', 'email', 'message'],
    });
  });

  it('reads forgotten names as "(deleted person)" and the rest as empty, null or absent', () => {
    const forgotten = (type: string, fields: string[], data: Record<string, unknown> = {}) =>
      policy.forgotten({ type, data, metadata: meta('o1') }, fields);
    expect(forgotten('UserRegistered', ['email', 'username'])).toEqual({ email: '', username: DELETED_PERSON });
    expect(forgotten('EmployeeAdded', ['displayName', 'email'])).toEqual({ displayName: DELETED_PERSON, email: undefined });
    expect(forgotten('EmployeeUpdated', ['surname', 'dateOfBirth'])).toEqual({ surname: DELETED_PERSON, dateOfBirth: null });
    expect(forgotten('TimeOffRequested', ['note'])).toEqual({ note: null });
    // Two forgotten employees keep distinct roster name keys.
    expect(forgotten('EmployeeClaimed', ['nameKey'], { employeeId: 'e9' })).toEqual({ nameKey: `${DELETED_PERSON} e9` });
  });

  it('lists every sealed field once, for the docs', () => {
    expect(Object.keys(PERSONAL_DATA_FIELDS).sort()).toEqual(
      [
        'ContactMessageReceived',
        'DisplayNameChanged',
        'EmployeeAdded',
        'EmployeeClaimed',
        'EmployeeEmailChanged',
        'EmployeeNameFreed',
        'EmployeeNameReserved',
        'EmployeeUpdated',
        'MemberInvited',
        'PayPeriodReopened',
        'TimeOffRequested',
        'UserRegistered',
        'UsernameChanged',
      ].sort(),
    );
  });
});

describe('a read model copy of a forgotten person (issue 40 §2)', () => {
  it("reads an event's copy as the log does once the key is gone: names forgotten, optional fields left out", () => {
    const data = {
      employeeId: 'e1',
      displayName: 'Ann',
      firstName: 'Ann',
      surname: 'Lee',
      email: 'a@b.c',
      dateOfBirth: '1990-01-02',
      ratePence: 1000,
    };
    expect(forgottenEventData('EmployeeAdded', data)).toEqual({
      employeeId: 'e1',
      displayName: DELETED_PERSON,
      firstName: DELETED_PERSON,
      surname: DELETED_PERSON,
      ratePence: 1000,
    });
    expect(forgottenEventData('TimeOffRequested', { requestId: 'r1', note: 'wedding' })).toEqual({ requestId: 'r1', note: null });
    expect(forgottenEventData('AssignmentAdded', { employeeId: 'e1' })).toEqual({ employeeId: 'e1' });
  });

  it('replaces whole names only, the longest first', () => {
    const names = ['Ann', 'Lee', 'Ann Lee'];
    expect(withoutNames('Ann Lee added to Harbour (Ann Lee, £10.00)', names)).toBe(
      `${DELETED_PERSON} added to Harbour (${DELETED_PERSON}, £10.00)`,
    );
    expect(withoutNames('Annabel and Ann swapped; Leeds', names)).toBe(`Annabel and ${DELETED_PERSON} swapped; Leeds`);
    expect(withoutNames('Ann (temp) + Zoë', ['Ann (temp)', 'Zoë'])).toBe(`${DELETED_PERSON} + ${DELETED_PERSON}`);
    expect(withoutNames('nobody here', [])).toBe('nobody here');
  });
});
