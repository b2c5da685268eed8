import type { FillResult } from '@rotaledger/domain';
import { AcceptFillRequest, AutoFillRequest, toAutoFillAnswer } from './autofill';

const ID = '0b7e0f4c-1a2b-4c3d-8e9f-0123456789ab';

describe('the auto-fill contract', () => {
  it('reads goal as cost and mayMoveOthers as false when absent', () => {
    expect(AutoFillRequest.parse({ workplaceId: ID.toUpperCase(), from: '2026-12-07', to: '2026-12-13' })).toEqual({
      workplaceId: ID,
      from: '2026-12-07',
      to: '2026-12-13',
      goal: 'cost',
      mayMoveOthers: false,
    });
    expect(
      AutoFillRequest.parse({ workplaceId: ID, from: '2026-12-07', to: '2026-12-07', goal: 'fair', mayMoveOthers: true }),
    ).toMatchObject({
      goal: 'fair',
      mayMoveOthers: true,
    });
  });

  it('reads assignmentIds as every row when absent, each id once', () => {
    expect(AcceptFillRequest.parse({ proposalId: ID }).assignmentIds).toBeUndefined();
    expect(AcceptFillRequest.parse({ proposalId: ID, assignmentIds: [ID, ID.toUpperCase()] }).assignmentIds).toEqual([ID]);
    expect(AcceptFillRequest.safeParse({ proposalId: ID, assignmentIds: [] }).success).toBe(false);
  });

  it('writes the engine’s minutes as HH:MM once, an overnight end as the clock shows it', () => {
    const result: FillResult = {
      rows: [
        {
          assignmentId: 'a1',
          employeeId: 'e1',
          date: '2026-12-07',
          startMinute: 1320,
          endMinute: 1560,
          costPence: 5200,
          reasons: [{ code: 'rate', text: '£13.00/h', figures: { ratePence: 1300 } }],
        },
      ],
      unfilled: [
        {
          assignmentId: 'a2',
          date: '2026-12-07',
          startMinute: 420,
          endMinute: 1440,
          serviceType: 701,
          reasons: [{ employeeId: 'e1', code: 'overlap', text: 'busy' }],
        },
      ],
      totals: { open: 2, filled: 1, costPence: 5200, hours: { e1: { hours: 4 } } },
      solver: { name: 'highs', version: '1.15.3', ms: 3, optimal: false },
    };
    const answer = toAutoFillAnswer('p1', result);
    expect(answer.rows[0]).toEqual({
      assignmentId: 'a1',
      employeeId: 'e1',
      date: '2026-12-07',
      timeStart: '22:00',
      timeEnd: '02:00',
      costPence: 5200,
      reasons: [{ code: 'rate', text: '£13.00/h' }],
    });
    expect(answer.unfilled[0]).toMatchObject({
      timeStart: '07:00',
      timeEnd: '24:00',
      reasons: [{ employeeId: 'e1', code: 'overlap', text: 'busy' }],
    });
  });
});
