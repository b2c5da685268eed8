import { describe, expect, it } from 'vitest';
import { approvedText } from './RequestsPanel';

describe('approvedText: the toast after approving a request', () => {
  it('counts the shifts a time off opened, and says only "Approved." when it opened none or the request opens none', () => {
    expect(approvedText({ openedAssignments: 3 })).toBe('Approved: 3 shifts opened');
    expect(approvedText({ openedAssignments: 1 })).toBe('Approved: 1 shift opened');
    expect(approvedText({ openedAssignments: 0 })).toBe('Approved.');
    expect(approvedText({ openedAssignments: null })).toBe('Approved.');
  });
});
