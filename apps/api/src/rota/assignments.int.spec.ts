import { rotaStream } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { addAssignment, addShift, createEmployee, createWorkplace, removeEmployee } from '../../test/rota-fixtures';

const DAY = '2026-01-12';

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
let workplaceId: string;
let secondWorkplaceId: string;
let ann: string;
let bob: string;
let elsewhere: string;
let othersEmployee: string;
let othersShift: string;
let othersAssignment: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = [await signUp(t), await signUp(t)];
  workplaceId = await createWorkplace(t, owner, { services: [701, 702, 703], rotaStartTime: 8, rotaEndTime: 22 });
  secondWorkplaceId = await createWorkplace(t, owner);
  [ann, bob] = [await createEmployee(t, owner, workplaceId, 'Ann'), await createEmployee(t, owner, workplaceId, 'Bob')];
  elsewhere = await createEmployee(t, owner, secondWorkplaceId, 'Eve');
  const othersWorkplace = await createWorkplace(t, other);
  othersEmployee = await createEmployee(t, other, othersWorkplace, 'Olly');
  othersShift = await addShift(t, other, othersWorkplace, DAY);
  othersAssignment = await addAssignment(t, other, othersShift, '09:00', '10:00', othersEmployee);
});
afterAll(() => t.close());

const post = (user: SignedUpUser, body: Record<string, unknown>) =>
  t.http().post('/api/assignments/addassignment').set(user.auth).send(body);
const retime = (user: SignedUpUser, body: Record<string, unknown>) =>
  t.http().put('/api/assignments/updateassignmenttime').set(user.auth).send(body);
const reassign = (user: SignedUpUser, body: Record<string, unknown>) =>
  t.http().put('/api/assignments/updateemployee').set(user.auth).send(body);
const list = (user: SignedUpUser, shiftId: string) => t.http().get('/api/assignments/getassignments').query({ shiftId }).set(user.auth);

/** A fresh day of the owner's workplace, so each test starts from an empty rota. */
let dayCounter = 0;
const freshDay = () => `2026-02-${String(++dayCounter).padStart(2, '0')}`;

describe('POST /assignments/addassignment', () => {
  it('adds an unallocated assignment (employeeId missing, null or empty)', async () => {
    const shiftId = await addShift(t, owner, workplaceId, freshDay());
    const first = await post(owner, { shiftId, timeStart: '09:00', timeEnd: '10:00', userId: owner.userId });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      assignment_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      changeId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect((await post(owner, { shiftId, employeeId: null, timeStart: '10:00', timeEnd: '11:00' })).status).toBe(201);
    expect((await post(owner, { shiftId, employeeId: '', timeStart: '11:00:00', timeEnd: '12:00:00' })).status).toBe(201);
    const assignments = await list(owner, shiftId);
    expect(assignments.body).toEqual([
      {
        assignment_id: first.body.assignment_id,
        time_start: '09:00:00',
        time_end: '10:00:00',
        employee_id: null,
        breakMinutes: 0,
        ownBreak: false,
        paidMinutes: 60,
      },
      expect.objectContaining({ time_start: '10:00:00', employee_id: null }),
      expect.objectContaining({ time_start: '11:00:00', employee_id: null }),
    ]);
  });

  it('adds an assignment for an employee of the workplace', async () => {
    const shiftId = await addShift(t, owner, workplaceId, freshDay());
    const response = await post(owner, { shiftId, employeeId: ann, timeStart: '08:00', timeEnd: '22:00' });
    expect(response.status).toBe(201);
    expect((await list(owner, shiftId)).body).toEqual([
      {
        assignment_id: response.body.assignment_id,
        time_start: '08:00:00',
        time_end: '22:00:00',
        employee_id: ann,
        breakMinutes: 0,
        ownBreak: false,
        paidMinutes: 840,
      },
    ]);
  });

  it.each([
    [{ timeStart: '09:10', timeEnd: '10:00' }, 400, 'Times must be on the quarter hour.'],
    [{ timeStart: '09:00:30', timeEnd: '10:00' }, 400, 'Times must be on the quarter hour.'],
    // An end at or before the start is the next day's: past these rota hours (08-22).
    [
      { timeStart: '10:00', timeEnd: '10:00' },
      400,
      "This workplace's rota ends at 22:00. Change its hours under Profile → Edit workplace.",
    ],
    [
      { timeStart: '12:00', timeEnd: '11:00' },
      400,
      "This workplace's rota ends at 22:00. Change its hours under Profile → Edit workplace.",
    ],
    [
      { timeStart: '07:45', timeEnd: '10:00' },
      400,
      "This workplace's rota starts at 08:00. Change its hours under Profile → Edit workplace.",
    ],
    [
      { timeStart: '21:00', timeEnd: '22:15' },
      400,
      "This workplace's rota ends at 22:00. Change its hours under Profile → Edit workplace.",
    ],
    [{ timeStart: '9am', timeEnd: '10:00' }, 400, 'timeStart must be a time like 09:00 or 09:00:00.'],
    [{ timeStart: '09:00', timeEnd: 1000 }, 400, 'timeEnd must be a time like 09:00 or 09:00:00.'],
    [{ timeStart: '09:00', timeEnd: undefined }, 400, 'timeEnd is required.'],
    [{ employeeId: 'nobody' }, 400, 'employeeId must be a valid id.'],
    [{ shiftId: undefined }, 400, 'shiftId is required.'],
  ])('refuses %p', async (over, status, message) => {
    const shiftId = await addShift(t, owner, workplaceId, freshDay());
    const response = await post(owner, { shiftId, timeStart: '09:00', timeEnd: '10:00', ...over });
    expect(response.status).toBe(status);
    expect(response.body.message).toBe(message);
  });

  it('lets an assignment end at midnight when the rota hours end at 24', async () => {
    const shiftId = await addShift(t, owner, secondWorkplaceId, freshDay());
    expect((await post(owner, { shiftId, timeStart: '20:00', timeEnd: '24:00:00' })).status).toBe(201);
  });

  it('refuses an overlap with another assignment of the same shift row', async () => {
    const shiftId = await addShift(t, owner, workplaceId, freshDay());
    await addAssignment(t, owner, shiftId, '12:00', '14:00');
    const response = await post(owner, { shiftId, timeStart: '13:45', timeEnd: '15:00' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Assignment overlaps with an existing one.');
    expect((await post(owner, { shiftId, timeStart: '14:00', timeEnd: '15:00' })).status).toBe(201);
  });

  it('never puts an employee on two overlapping assignments of the day, across shifts', async () => {
    const day = freshDay();
    const [kitchen, bar] = [await addShift(t, owner, workplaceId, day, 701), await addShift(t, owner, workplaceId, day, 702)];
    await addAssignment(t, owner, kitchen, '09:00', '17:00', ann);
    const response = await post(owner, { shiftId: bar, employeeId: ann, timeStart: '16:45', timeEnd: '20:00' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Employee is already assigned to another shift at this time.');
    expect((await post(owner, { shiftId: bar, employeeId: bob, timeStart: '16:45', timeEnd: '20:00' })).status).toBe(201);
    expect((await post(owner, { shiftId: bar, employeeId: ann, timeStart: '17:00', timeEnd: '20:00' })).status).toBe(409); // the row
  });

  it('refuses an employee of another workplace (400) or of another user (404)', async () => {
    const shiftId = await addShift(t, owner, workplaceId, freshDay());
    const moved = await post(owner, { shiftId, employeeId: elsewhere, timeStart: '09:00', timeEnd: '10:00' });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe('The employee does not work at this workplace.');
    const foreign = await post(owner, { shiftId, employeeId: othersEmployee, timeStart: '09:00', timeEnd: '10:00' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Employee not found.');
  });

  it("answers 404 for another user's shift or an unknown one, 403 and 401", async () => {
    const foreign = await post(owner, { shiftId: othersShift, timeStart: '11:00', timeEnd: '12:00' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Shift not found.');
    expect((await post(owner, { shiftId: '00000000-0000-4000-8000-000000000000', timeStart: '11:00', timeEnd: '12:00' })).status).toBe(404);
    expect((await post(owner, { shiftId: othersShift, timeStart: '11:00', timeEnd: '12:00', userId: other.userId })).status).toBe(403);
    expect(
      (await t.http().post('/api/assignments/addassignment').send({ shiftId: othersShift, timeStart: '11:00', timeEnd: '12:00' })).status,
    ).toBe(401);
    expect((await list(other, othersShift)).body).toHaveLength(1);
  });

  it('lets exactly one of two racing assignments of the same employee win', async () => {
    const day = freshDay();
    const [kitchen, bar] = [await addShift(t, owner, workplaceId, day, 701), await addShift(t, owner, workplaceId, day, 702)];
    const responses = await Promise.all([
      post(owner, { shiftId: kitchen, employeeId: bob, timeStart: '09:00', timeEnd: '13:00' }),
      post(owner, { shiftId: bar, employeeId: bob, timeStart: '12:00', timeEnd: '16:00' }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.status === 409)?.body.message).toBe('Employee is already assigned to another shift at this time.');
    const events = await t.eventStore.readStream(rotaStream(workplaceId, day));
    expect(events.filter((e) => e.type === 'AssignmentAdded')).toHaveLength(1);
  });
});

describe('GET /assignments/getassignments', () => {
  it('validates the shift id and hides foreign shifts', async () => {
    expect((await t.http().get('/api/assignments/getassignments').query({ shiftId: 'x' }).set(owner.auth)).status).toBe(400);
    const foreign = await list(owner, othersShift);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Shift not found.');
    expect(
      (await t.http().get('/api/assignments/getassignments').query({ shiftId: othersShift, userId: other.userId }).set(owner.auth)).status,
    ).toBe(403);
    expect((await t.http().get('/api/assignments/getassignments').query({ shiftId: othersShift })).status).toBe(401);
  });
});

describe('PUT /assignments/updateemployee', () => {
  it('assigns, reassigns and unassigns', async () => {
    const shiftId = await addShift(t, owner, workplaceId, freshDay());
    const assignmentId = await addAssignment(t, owner, shiftId, '09:00', '12:00');
    const assigned = await reassign(owner, { assignmentId, employeeId: ann, userId: owner.userId });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toEqual({ assignment_id: assignmentId, changeId: expect.any(String) });
    expect((await list(owner, shiftId)).body[0].employee_id).toBe(ann);
    await reassign(owner, { assignmentId, employeeId: bob }).expect(200);
    expect((await list(owner, shiftId)).body[0].employee_id).toBe(bob);
    await reassign(owner, { assignmentId, employeeId: null }).expect(200);
    expect((await list(owner, shiftId)).body[0].employee_id).toBeNull();
    await reassign(owner, { assignmentId, employeeId: ann }).expect(200);
    await reassign(owner, { assignmentId, employeeId: '' }).expect(200);
    expect((await list(owner, shiftId)).body[0].employee_id).toBeNull();
  });

  it('refuses an employee already on an overlapping assignment', async () => {
    const day = freshDay();
    const [kitchen, bar] = [await addShift(t, owner, workplaceId, day, 701), await addShift(t, owner, workplaceId, day, 702)];
    await addAssignment(t, owner, kitchen, '09:00', '12:00', ann);
    const open = await addAssignment(t, owner, bar, '11:30', '14:00');
    const response = await reassign(owner, { assignmentId: open, employeeId: ann });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Employee is already assigned to another shift at this time.');
  });

  it('needs employeeId to be given (null to unassign), and the caller’s ids', async () => {
    const shiftId = await addShift(t, owner, workplaceId, freshDay());
    const assignmentId = await addAssignment(t, owner, shiftId, '09:00', '12:00', ann);
    const missing = await reassign(owner, { assignmentId });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('employeeId is required: an employee id, or null to unassign.');
    expect((await reassign(owner, { assignmentId, employeeId: othersEmployee })).status).toBe(404);
    expect((await reassign(owner, { assignmentId, employeeId: elsewhere })).status).toBe(400);
    const foreign = await reassign(owner, { assignmentId: othersAssignment, employeeId: ann });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Assignment not found.');
    expect((await reassign(owner, { assignmentId, employeeId: bob, userId: other.userId })).status).toBe(403);
    expect((await t.http().put('/api/assignments/updateemployee').send({ assignmentId, employeeId: bob })).status).toBe(401);
    expect((await list(owner, shiftId)).body[0].employee_id).toBe(ann);
    expect((await list(other, othersShift)).body[0].employee_id).toBe(othersEmployee);
  });

  it('cannot put a removed employee on an assignment', async () => {
    const leaver = await createEmployee(t, owner, workplaceId, 'Leo');
    await removeEmployee(t, owner, leaver);
    const shiftId = await addShift(t, owner, workplaceId, freshDay());
    const assignmentId = await addAssignment(t, owner, shiftId, '09:00', '12:00');
    const response = await reassign(owner, { assignmentId, employeeId: leaver });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Employee not found.');
    expect((await post(owner, { shiftId, employeeId: leaver, timeStart: '13:00', timeEnd: '14:00' })).status).toBe(404);
  });
});

describe('PUT /assignments/updateassignmenttime', () => {
  it('retimes an assignment', async () => {
    const shiftId = await addShift(t, owner, workplaceId, freshDay());
    const assignmentId = await addAssignment(t, owner, shiftId, '09:00', '12:00', ann);
    const response = await retime(owner, { assignmentId, timeStart: '10:15:00', timeEnd: '18:45', userId: owner.userId });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ assignment_id: assignmentId, shift_id: shiftId, changeId: expect.any(String) });
    expect((await list(owner, shiftId)).body[0]).toMatchObject({ time_start: '10:15:00', time_end: '18:45:00' });
  });

  it("may not overlap the same employee's other assignments that day", async () => {
    const day = freshDay();
    const [kitchen, bar] = [await addShift(t, owner, workplaceId, day, 701), await addShift(t, owner, workplaceId, day, 702)];
    const morning = await addAssignment(t, owner, kitchen, '09:00', '12:00', ann);
    await addAssignment(t, owner, bar, '13:00', '17:00', ann);
    const response = await retime(owner, { assignmentId: morning, timeStart: '09:00', timeEnd: '13:15' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Time overlaps another shift.');
    expect((await retime(owner, { assignmentId: morning, timeStart: '09:00', timeEnd: '13:00' })).status).toBe(200);
  });

  it('applies the time rules', async () => {
    const shiftId = await addShift(t, owner, workplaceId, freshDay());
    const first = await addAssignment(t, owner, shiftId, '09:00', '12:00');
    await addAssignment(t, owner, shiftId, '14:00', '16:00');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ timeStart: '09:05', timeEnd: '12:00' }, 400, 'Times must be on the quarter hour.'],
      [
        { timeStart: '12:00', timeEnd: '09:00' },
        400,
        "This workplace's rota ends at 22:00. Change its hours under Profile → Edit workplace.",
      ],
      [
        { timeStart: '06:00', timeEnd: '09:00' },
        400,
        "This workplace's rota starts at 08:00. Change its hours under Profile → Edit workplace.",
      ],
      [{ timeStart: '25:00', timeEnd: '26:00' }, 400, 'timeStart must be a time like 09:00 or 09:00:00.'],
    ];
    for (const [times, status, message] of cases) {
      const response = await retime(owner, { assignmentId: first, ...times });
      expect([response.status, response.body.message]).toEqual([status, message]);
    }
  });

  it("answers 404 for another user's assignment, 403 and 401", async () => {
    const foreign = await retime(owner, { assignmentId: othersAssignment, timeStart: '09:00', timeEnd: '11:00' });
    expect(foreign.status).toBe(404);
    expect(
      (await retime(owner, { assignmentId: othersAssignment, timeStart: '09:00', timeEnd: '11:00', userId: other.userId })).status,
    ).toBe(403);
    expect(
      (
        await t
          .http()
          .put('/api/assignments/updateassignmenttime')
          .send({ assignmentId: othersAssignment, timeStart: '09:00', timeEnd: '11:00' })
      ).status,
    ).toBe(401);
    expect((await list(other, othersShift)).body[0]).toMatchObject({ time_start: '09:00:00', time_end: '10:00:00' });
  });
});

describe('DELETE /assignments/deleteassignment', () => {
  it('removes an assignment (id in the body as assignment_id), and its row with the last one', async () => {
    const day = freshDay();
    const shiftId = await addShift(t, owner, workplaceId, day);
    const assignmentId = await addAssignment(t, owner, shiftId, '09:00', '12:00', ann);
    const response = await t
      .http()
      .delete('/api/assignments/deleteassignment')
      .set(owner.auth)
      .send({ assignment_id: assignmentId, userId: owner.userId });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ assignment_id: assignmentId, changeId: expect.any(String) });
    // Its row went with it, in the same decision (the history shows both).
    const events = await t.eventStore.readStream(rotaStream(workplaceId, day));
    const [removal, deletion] = events.slice(-2);
    expect([removal.type, deletion.type]).toEqual(['AssignmentRemoved', 'ShiftDeleted']);
    expect(deletion.data).toEqual({ shiftId });
    expect(deletion.metadata.correlationId).toBe(removal.metadata.correlationId);
    expect((await list(owner, shiftId)).status).toBe(404);
    // Ann is free again at that time.
    const another = await addShift(t, owner, workplaceId, day);
    expect((await post(owner, { shiftId: another, employeeId: ann, timeStart: '09:00', timeEnd: '12:00' })).status).toBe(201);
    const again = await t.http().delete('/api/assignments/deleteassignment').set(owner.auth).send({ assignment_id: assignmentId });
    expect(again.status).toBe(404);
  });

  it('accepts the id as a query parameter too, and keeps a row others are still in', async () => {
    const shiftId = await addShift(t, owner, workplaceId, freshDay());
    const assignmentId = await addAssignment(t, owner, shiftId, '09:00', '12:00');
    const staying = await addAssignment(t, owner, shiftId, '13:00', '15:00');
    await t.http().delete('/api/assignments/deleteassignment').query({ assignmentId }).set(owner.auth).expect(200);
    expect((await list(owner, shiftId)).body).toEqual([expect.objectContaining({ assignment_id: staying })]);
  });

  it("answers 400 without an id, 404 for another user's, 403 and 401", async () => {
    const missing = await t.http().delete('/api/assignments/deleteassignment').set(owner.auth).send({});
    expect([missing.status, missing.body.message]).toEqual([400, 'assignment_id is required.']);
    const foreign = await t.http().delete('/api/assignments/deleteassignment').set(owner.auth).send({ assignment_id: othersAssignment });
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Assignment not found.']);
    expect(
      (
        await t
          .http()
          .delete('/api/assignments/deleteassignment')
          .set(owner.auth)
          .send({ assignment_id: othersAssignment, userId: other.userId })
      ).status,
    ).toBe(403);
    expect((await t.http().delete('/api/assignments/deleteassignment').send({ assignment_id: othersAssignment })).status).toBe(401);
    expect((await list(other, othersShift)).body).toHaveLength(1);
  });
});
