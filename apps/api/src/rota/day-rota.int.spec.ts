import { rotaStream } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { newMember } from '../../test/team.helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { addAssignment, addShift, createEmployee, createWorkplace } from '../../test/rota-fixtures';

/** `GET /shifts/getdayrota`: the daily view's one read, the day's shifts with their assignments. */

const DAY = '2026-01-13';

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
let workplaceId: string;
let othersWorkplaceId: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = [await signUp(t), await signUp(t)];
  workplaceId = await createWorkplace(t, owner, { services: [701, 702], rotaStartTime: 6, rotaEndTime: 24 });
  othersWorkplaceId = await createWorkplace(t, other);
});
afterAll(() => t.close());

const dayRota = (user: SignedUpUser, query: Record<string, unknown>) => t.http().get('/api/shifts/getdayrota').query(query).set(user.auth);

describe('GET /shifts/getdayrota', () => {
  it("answers every shift of the day with its assignments by start time, the same as getshifts and each shift's getassignments", async () => {
    const ann = await createEmployee(t, owner, workplaceId, 'Ann');
    const bar = await addShift(t, owner, workplaceId, DAY, 701);
    const empty = await addShift(t, owner, workplaceId, DAY, 702);
    const late = await addAssignment(t, owner, bar, '17:00', '23:00');
    const early = await addAssignment(t, owner, bar, '09:00', '12:00', ann);
    const before = await t.eventStore.readStream(rotaStream(workplaceId, DAY));

    const response = await dayRota(owner, { workplaceId, rotaDate: DAY, userId: owner.userId });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        shift_id: bar,
        workplace_id: workplaceId,
        service_type: 701,
        shift_date: DAY,
        assignments: [
          expect.objectContaining({ assignment_id: early, time_start: '09:00:00', time_end: '12:00:00', employee_id: ann }),
          expect.objectContaining({ assignment_id: late, time_start: '17:00:00', time_end: '23:00:00', employee_id: null }),
        ],
      },
      { shift_id: empty, workplace_id: workplaceId, service_type: 702, shift_date: DAY, assignments: [] },
    ]);

    // One answer holds exactly what the two older reads hold together.
    const shifts = (await t.http().get('/api/shifts/getshifts').query({ workplaceId, rotaDate: DAY }).set(owner.auth).expect(200)).body;
    const joined = await Promise.all(
      shifts.map(async (shift: { shift_id: string }) => ({
        ...shift,
        assignments: (await t.http().get('/api/assignments/getassignments').query({ shiftId: shift.shift_id }).set(owner.auth).expect(200))
          .body,
      })),
    );
    expect(response.body).toEqual(joined);
    // A read never writes.
    expect(await t.eventStore.readStream(rotaStream(workplaceId, DAY))).toHaveLength(before.length);
  });

  it('answers an empty list for a day without shifts', async () => {
    const response = await dayRota(owner, { workplaceId, rotaDate: '2026-03-01' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('validates the query like getshifts', async () => {
    const impossible = await dayRota(owner, { workplaceId, rotaDate: '2026-13-01' });
    expect(impossible.status).toBe(400);
    expect(impossible.body.message).toBe('rotaDate must be a real date in the form yyyy-mm-dd.');
    const missing = await dayRota(owner, { rotaDate: DAY });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('workplaceId is required.');
  });

  it("never shows another team's day, and lets an auditor of the workplace read it", async () => {
    const shiftId = await addShift(t, other, othersWorkplaceId, DAY, 701);
    await addAssignment(t, other, shiftId, '10:00', '11:00');
    const refused = await dayRota(owner, { workplaceId: othersWorkplaceId, rotaDate: DAY });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Workplace not found.');
    expect((await dayRota(owner, { workplaceId, rotaDate: DAY, userId: other.userId })).status).toBe(403);
    expect((await t.http().get('/api/shifts/getdayrota').query({ workplaceId, rotaDate: DAY })).status).toBe(401);

    const auditor = await newMember(t, other, 'auditor');
    const read = await dayRota(auditor, { workplaceId: othersWorkplaceId, rotaDate: DAY });
    expect(read.status).toBe(200);
    expect(read.body).toEqual([
      expect.objectContaining({ shift_id: shiftId, assignments: [expect.objectContaining({ time_start: '10:00:00' })] }),
    ]);
  });
});
