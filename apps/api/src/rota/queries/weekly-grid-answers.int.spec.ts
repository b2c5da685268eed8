import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { addAssignment, addShift, createEmployee, createWorkplace, deleteWorkplace, removeEmployee } from '../../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../../test/test-app';
import { newMember } from '../../../test/team.helpers';
import { GetWeeklyShiftsHandler } from './get-weekly-shifts.handler';

/* The weekly grid's serialised copy: reused while its documents are unchanged, never stale after a write. */

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
let cafe: string;
let ann: string;
const MONDAY = '2026-05-03';
const SUNDAY = '2026-05-09';

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = [await signUp(t), await signUp(t)];
  cafe = await createWorkplace(t, owner);
  ann = await createEmployee(t, owner, cafe, 'Ann');
});
afterAll(() => t.close());

const week = (user: SignedUpUser, headers: Record<string, string> = {}) =>
  t.http().get('/api/shifts/getweeklyshifts').query({ workplaceId: cafe, startDate: MONDAY, endDate: SUNDAY }).set(user.auth).set(headers);

describe('the weekly grid answer', () => {
  it('is built once while nothing changes, and rebuilt to show every acknowledged write at once', async () => {
    const built = jest.spyOn(t.app.get(GetWeeklyShiftsHandler), 'execute');
    const row = await addShift(t, owner, cafe, '2026-05-04');
    const first = await week(owner).expect(200);
    const again = await week(owner).expect(200);
    expect(again.body).toEqual(first.body);
    expect(built).toHaveBeenCalledTimes(1);

    for (const time of ['09:00', '11:00', '13:00']) {
      const assignmentId = await addAssignment(t, owner, row, time, `${time.slice(0, 2)}:30`, ann);
      // Read straight after the write's answer: the copy must already be the new one.
      const after = await week(owner).expect(200);
      expect(after.body.weekShifts[ann]['2026-05-04'].map((a: { assignment_id: string }) => a.assignment_id)).toContain(assignmentId);
    }
    await removeEmployee(t, owner, ann);
    const removed = await week(owner).expect(200);
    expect(removed.body.weekShifts[ann]).toBeUndefined();
    expect(removed.body.openShifts['2026-05-04']).toHaveLength(3);
    built.mockRestore();
  });

  it('is checked for its owner on every request, cached or not', async () => {
    await week(owner).expect(200);
    const refused = await week(other).expect(404);
    expect(refused.body.message).toBe('Workplace not found.');
  });

  it('is sent gzipped to a client that accepts it, with an ETag that answers 304 until the week changes', async () => {
    const plain = await week(owner, { 'accept-encoding': 'identity' }).expect(200);
    // supertest unzips the body; the header says it travelled gzipped.
    const zipped = await week(owner, { 'accept-encoding': 'gzip' }).expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(zipped.body).toEqual(plain.body);
    expect(zipped.headers.etag).toBe(plain.headers.etag);

    await week(owner, { 'if-none-match': plain.headers.etag }).expect(304);
    const empty = await addShift(t, owner, cafe, '2026-05-05');
    // An empty row is not in the grid: same content, same ETag.
    await week(owner, { 'if-none-match': plain.headers.etag }).expect(304);
    await addAssignment(t, owner, empty, '10:00', '12:00');
    const changed = await week(owner, { 'if-none-match': plain.headers.etag }).expect(200);
    expect(changed.headers.etag).not.toBe(plain.headers.etag);
  });

  it('is refused, cached or not, to a member as soon as the owner removes them (access is checked on every request)', async () => {
    const member = await newMember(t, owner, 'manager');
    await week(owner).expect(200);
    const cached = await week(member).expect(200);
    await t.http().delete('/api/team/members').set(owner.auth).send({ memberId: member.userId }).expect(204);
    // The rota's checkpoint has not moved (a team event): the copy is still the cached one, and still refused.
    // Refused as a former member (issue 43): told so by the business's name.
    expect((await week(member).expect(403)).body.message).toMatch(/^You are no longer a member of .+\.$/);
    expect((await week(owner).expect(200)).headers.etag).toBe(cached.headers.etag);
  });

  it('refuses its owner as soon as the workplace is deleted', async () => {
    const bar = await createWorkplace(t, owner);
    const barWeek = () =>
      t.http().get('/api/shifts/getweeklyshifts').query({ workplaceId: bar, startDate: MONDAY, endDate: SUNDAY }).set(owner.auth);
    await barWeek().expect(200);
    await barWeek().expect(200);
    await deleteWorkplace(t, owner, bar);
    expect((await barWeek().expect(404)).body.message).toBe('Workplace not found.');
  });
});
