import type { UserAnswer } from '@rotaledger/contracts';
import type { SessionUser } from '../features/auth';
import type { Preferences } from '../features/preferences';

export const BACKEND_USER: UserAnswer = {
  user_id: 'user-1',
  email: 'sam@example.com',
  username: 'sammanager',
  displayName: 'sammanager',
  createdAt: '2025-04-01T10:00:00.000Z',
};

export const SESSION_USER: SessionUser = {
  uid: 'user-1',
  email: 'sam@example.com',
  rotaledgerUsername: 'sammanager',
};

export const PREFERENCES: Preferences = {
  userId: 'user-1',
  currency: 'gbp',
  theme_mode: 'light',
  allow_workplace_edit: true,
  allow_employee_edit: true,
  public_rota: false,
  tf_1: false,
  tf_2: false,
  num_1: 0,
  week_start: 'monday',
};

/** A password that meets every sign-up rule. */
export const GOOD_PASSWORD = 'Harbour#2025';
