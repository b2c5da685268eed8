import { AccountDeletionEvent, accountStreamDeletionMode, unfinishedAccountDeletions } from './account-deletion.events';

describe('account deletion', () => {
  it('tombstones id-keyed streams and keeps e-mail claims reusable', () => {
    for (const streamId of ['user-u1', 'workplace-w1', 'employee-e1', 'rota-w1-2026-01-07', 'roster-u1', 'contact-c1']) {
      expect(accountStreamDeletionMode(streamId)).toBe('tombstone');
    }
    expect(accountStreamDeletionMode('email-5f1d')).toBe('reusable');
  });

  it('finds the deletions not yet completed', () => {
    const events: AccountDeletionEvent[] = [
      { type: 'AccountDeleted', data: { userId: 'u1', streams: ['user-u1'] } },
      { type: 'AccountDeleted', data: { userId: 'u2', streams: ['user-u2', 'workplace-w2'] } },
      { type: 'AccountStreamsDeleted', data: { userId: 'u1' } },
      { type: 'AccountStreamsDeleted', data: { userId: 'u2' } },
      { type: 'AccountDeletionCompleted', data: { userId: 'u1' } },
      { type: 'AccountDeleted', data: { userId: 'u3' } },
    ];

    expect(unfinishedAccountDeletions(events)).toEqual([events[1], events[5]]);
  });

  it('has nothing to finish once every deletion completed', () => {
    expect(
      unfinishedAccountDeletions([
        { type: 'AccountDeleted', data: { userId: 'u1', streams: [] } },
        { type: 'AccountDeletionCompleted', data: { userId: 'u1' } },
      ]),
    ).toEqual([]);
  });
});
