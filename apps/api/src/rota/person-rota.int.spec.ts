import { personRotaStream, ROTA_MESSAGES, rotaStream } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { addAssignment, addShift, createEmployee, createWorkplace, moveEmployee } from '../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';

/*
 * The overlap rule across day streams, atomic (issue 42 §1). On the day a person moves from
 * the Crown to the Anchor, their Crown shift still binds them, and the two workplace days are
 * two streams. Re-timing the Crown shift and placing them at the Anchor at the same moment:
 * each request's first look (the read model) passes, and before the guard both landed, the
 * person booked twice from 15:00 to 16:00. Now exactly one wins, every time, and the other is
 * refused with the decider's own message.
 */

const TODAY = '2026-01-05'; // the test app's clock: Mon 2026-01-05 09:00 UTC
const ROUNDS = 8;

let t: TestApp;
let owner: SignedUpUser;
let crown: string;
let anchor: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  owner = await signUp(t);
  crown = await createWorkplace(t, owner, { services: [701] });
  anchor = await createWorkplace(t, owner, { services: [701] });
});
afterAll(() => t.close());

let people = 0;
/** A person with a Crown shift today 12:00-14:00, moved to the Anchor today (the shift still binds them). */
async function movedToday(): Promise<{ employeeId: string; crownShift: string }> {
  const name = `Kit${++people}`;
  const employeeId = await createEmployee(t, owner, crown, name);
  const crownShift = await addAssignment(t, owner, await addShift(t, owner, crown, TODAY), '12:00', '14:00', employeeId);
  await moveEmployee(t, owner, employeeId, anchor, name);
  return { employeeId, crownShift };
}

const placeAtAnchor = (employeeId: string, timeStart: string, timeEnd: string) =>
  t.http().post('/api/assignments/placeassignment').set(owner.auth).send({
    workplaceId: anchor,
    date: TODAY,
    serviceType: 701,
    employeeId,
    timeStart,
    timeEnd,
    userId: owner.userId,
  });
const retime = (assignmentId: string, timeStart: string, timeEnd: string) =>
  t.http().put('/api/assignments/updateassignmenttime').set(owner.auth).send({ assignmentId, timeStart, timeEnd, userId: owner.userId });

describe('one person, two workplace days, at the same moment', () => {
  it.each(Array.from({ length: ROUNDS }, (_, round) => round + 1))(
    'lets exactly one of a Crown re-timing to 12:00-16:00 and an Anchor shift 15:00-17:00 win (round %d)',
    async () => {
      const { employeeId, crownShift } = await movedToday();
      const responses = await Promise.all([retime(crownShift, '12:00', '16:00'), placeAtAnchor(employeeId, '15:00', '17:00')]);
      const won = responses.filter((response) => response.status < 300);
      const refused = responses.filter((response) => response.status >= 300);
      expect(won).toHaveLength(1);
      expect(refused.map((response) => [response.status, response.body.message])).toEqual([[409, ROTA_MESSAGES.employeeBusy]]);
    },
  );

  it('judges the day by the events its decision read: one read of the day stream for a placement', async () => {
    // The guard used to read the day again right after the decision had: a third more work per command.
    const { employeeId } = await movedToday();
    const day = rotaStream(anchor, TODAY);
    const reads = jest.spyOn(t.eventStore, 'readStream');
    try {
      expect((await placeAtAnchor(employeeId, '18:00', '19:00')).status).toBe(201);
      expect(reads.mock.calls.filter(([streamId]) => streamId === day)).toHaveLength(1);
    } finally {
      reads.mockRestore();
    }
  });

  it("records each new span as a claim on the person's stream: ids and times, no change id (undo and history never see it)", async () => {
    const { employeeId, crownShift } = await movedToday();
    const claims = await t.eventStore.readStream(personRotaStream(employeeId));
    expect(claims.map((event) => [event.type, event.data])).toEqual([
      ['PersonShiftClaimed', { assignmentId: crownShift, workplaceId: crown, rotaDate: TODAY, startMinute: 720, endMinute: 840 }],
    ]);
    expect(claims[0].metadata.changeId).toBeUndefined();
  });

  it('frees the time at once when the shift that held it is removed', async () => {
    const { employeeId, crownShift } = await movedToday();
    expect([(await placeAtAnchor(employeeId, '13:00', '15:00')).status]).toEqual([409]);
    await t
      .http()
      .delete('/api/assignments/deleteassignment')
      .set(owner.auth)
      .send({ assignment_id: crownShift, userId: owner.userId })
      .expect(200);
    expect((await placeAtAnchor(employeeId, '13:00', '15:00')).status).toBe(201);
  });
});
