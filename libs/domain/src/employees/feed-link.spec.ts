import { foldEvents } from '../shared/decider';
import { given } from '../testing/given-when-then';
import { ActiveEmployee, employeeDecider, IssueFeedLink, RevokeFeedLink } from './employee.decider';
import { EmployeeAdded, EmployeeEvent } from './employee.events';
import { EMPLOYEE_MESSAGES } from './employee.rules';
import { FEED_LINK_MESSAGES, isFeedToken } from './feed-link';

const employeeId = 'e1';
const ownerId = 'u1';
const tokenA = 'A'.repeat(43);
const tokenB = 'b_-9'.repeat(11);
const added: EmployeeAdded = {
  type: 'EmployeeAdded',
  data: { employeeId, ownerId, workplaceId: 'w1', displayName: 'Mary', firstName: 'Mary', surname: 'Smith', ratePence: 755, services: [] },
};
const issued = (token: string): EmployeeEvent => ({ type: 'EmployeeFeedLinkIssued', data: { employeeId, token } });
const revoked = (token: string): EmployeeEvent => ({ type: 'EmployeeFeedLinkRevoked', data: { employeeId, token } });
const removed: EmployeeEvent = { type: 'EmployeeRemoved', data: { employeeId, workplaceId: 'w1' } };
const issue = (token: string): IssueFeedLink => ({ type: 'IssueFeedLink', data: { employeeId, token } });
const revoke = (): RevokeFeedLink => ({ type: 'RevokeFeedLink', data: { employeeId } });

describe('feed token', () => {
  it('is base64url of at least 32 bytes', () => {
    expect(isFeedToken(tokenA)).toBe(true);
    expect(isFeedToken('A'.repeat(42))).toBe(false);
    expect(isFeedToken(`${'A'.repeat(42)}=`)).toBe(false);
    expect(isFeedToken(`${'A'.repeat(42)}/`)).toBe(false);
    expect(isFeedToken(undefined)).toBe(false);
  });
});

describe('employee decider: personal link', () => {
  it('issues a link', () => {
    given(employeeDecider, [added])
      .when(issue(tokenA))
      .then([issued(tokenA)]);
  });

  it('rotates: a new token replaces the live one', () => {
    given(employeeDecider, [added, issued(tokenA)])
      .when(issue(tokenB))
      .then([issued(tokenB)]);
    const state = foldEvents(employeeDecider, [added, issued(tokenA), issued(tokenB)]) as ActiveEmployee;
    expect(state.feedToken).toBe(tokenB);
  });

  it('refuses a token that is not 32 random bytes in base64url', () => {
    given(employeeDecider, [added]).when(issue('short')).thenThrows(FEED_LINK_MESSAGES.invalidToken, 'validation');
  });

  it('revokes the live link, naming its token', () => {
    given(employeeDecider, [added, issued(tokenA), issued(tokenB)])
      .when(revoke())
      .then([revoked(tokenB)]);
    expect((foldEvents(employeeDecider, [added, issued(tokenA), revoked(tokenA)]) as ActiveEmployee).feedToken).toBeNull();
  });

  it('revoking without a live link records nothing', () => {
    given(employeeDecider, [added]).when(revoke()).then([]);
    given(employeeDecider, [added, issued(tokenA), revoked(tokenA)])
      .when(revoke())
      .then([]);
  });

  it('answers 404 for a missing or removed employee', () => {
    given(employeeDecider).when(issue(tokenA)).thenThrows(EMPLOYEE_MESSAGES.notFound, 'not_found');
    given(employeeDecider, [added, removed]).when(issue(tokenA)).thenThrows(EMPLOYEE_MESSAGES.notFound, 'not_found');
  });

  it("a removed employee's link dies with them", () => {
    expect(foldEvents(employeeDecider, [added, issued(tokenA), removed])).toMatchObject({ status: 'removed', feedToken: null });
  });
});
