import { describe, expect, it } from 'vitest';
import { sessionExpired } from '../../lib/api';
import { sessionSlice, signedOut, usernameChanged } from './sessionSlice';
import { SESSION_USER } from '../../test/fixtures';

const reduce = sessionSlice.reducer;

describe('session state', () => {
  it('starts undefined: the app is still asking who is signed in', () => {
    expect(reduce(undefined, { type: 'init' }).user).toBeUndefined();
  });

  it('attaches a changed username to the signed-in user', () => {
    expect(reduce({ user: SESSION_USER }, usernameChanged('newname')).user?.rotaledgerUsername).toBe('newname');
  });

  it('becomes null when signed out or when the session expires', () => {
    expect(reduce({ user: SESSION_USER }, signedOut()).user).toBeNull();
    expect(reduce({ user: SESSION_USER }, sessionExpired()).user).toBeNull();
  });
});
