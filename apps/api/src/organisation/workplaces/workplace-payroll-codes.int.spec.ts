import { randomUUID } from 'node:crypto';
import { PAYROLL_CODE_MESSAGES as M, workplaceStream } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { newMember } from '../../../test/team.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';

const DEFAULTS = { normal: 1, overtime: 2, premium: 3, holiday: 4, shortNotice: 5, adjustment: 6 };

/** A workplace's payroll payment numbers (issue 39): on createworkplace and updateworkplace, answered by getworkplaces. */
describe('workplace payrollCodes API', () => {
  let t: TestApp;
  let owner: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  });
  // A new owner for each test: an account's workplaces are capped.
  beforeEach(async () => {
    owner = await signUp(t);
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>) =>
    t
      .http()
      .post('/api/workplaces/createworkplace')
      .set(owner.auth)
      .send({ workplaceName: `Place ${randomUUID().slice(0, 8)}`, industryType: 'bar', ...body });
  const update = (user: SignedUpUser, workplace_id: string, body: Record<string, unknown>) =>
    t
      .http()
      .put('/api/workplaces/updateworkplace')
      .set(user.auth)
      .send({ workplace_id, ...body });
  const codesOf = async (user: SignedUpUser, workplaceId: string) => {
    const response = await t.http().get('/api/workplaces/getworkplaces').set(user.auth).expect(200);
    return (response.body as { workplace_id: string; payrollCodes: unknown }[]).find((w) => w.workplace_id === workplaceId)!.payrollCodes;
  };
  const refusal = (response: { status: number; body: { message?: unknown } }) => ({
    status: response.status,
    message: response.body.message,
  });

  it('answers the documented defaults for a workplace created without them', async () => {
    const id = (await create({}).expect(201)).body.workplace_id as string;
    expect(await codesOf(owner, id)).toEqual(DEFAULTS);
  });

  it('takes some numbers on create (the rest keep their defaults) and records them in the event', async () => {
    const id = (await create({ payrollCodes: { normal: 100, adjustment: 900 } }).expect(201)).body.workplace_id as string;
    expect(await codesOf(owner, id)).toEqual({ ...DEFAULTS, normal: 100, adjustment: 900 });
    const [created] = await t.eventStore.readStream(workplaceStream(id));
    expect(created.data).toMatchObject({ payrollCodes: { ...DEFAULTS, normal: 100, adjustment: 900 } });
  });

  it('changes them on update over the current ones, keeps them when absent, and back to the defaults', async () => {
    const id = (await create({ payrollCodes: { premium: 30 } }).expect(201)).body.workplace_id as string;
    await update(owner, id, { payrollCodes: { holiday: 40 } }).expect(200);
    expect(await codesOf(owner, id)).toEqual({ ...DEFAULTS, premium: 30, holiday: 40 });
    await update(owner, id, { name: `Renamed ${id.slice(0, 6)}` }).expect(200);
    expect(await codesOf(owner, id)).toEqual({ ...DEFAULTS, premium: 30, holiday: 40 });
    await update(owner, id, { payrollCodes: { premium: 3, holiday: 4 } }).expect(200);
    expect(await codesOf(owner, id)).toEqual(DEFAULTS);
  });

  it.each([
    [null, M.shape],
    [[1, 2], M.shape],
    ['1', M.shape],
    [{ normal: 0 }, M.number('normal')],
    [{ shortNotice: 2.5 }, M.number('shortNotice')],
    [{ overtime: '2' }, M.number('overtime')],
    [{ adjustment: 10_000 }, M.number('adjustment')],
    [{ premium: 1 }, M.duplicate],
  ])('refuses %p on create and update with 400', async (payrollCodes, message) => {
    expect(refusal(await create({ payrollCodes }))).toEqual({ status: 400, message });
    const id = (await create({}).expect(201)).body.workplace_id as string;
    expect(refusal(await update(owner, id, { payrollCodes }))).toEqual({ status: 400, message });
    expect(await codesOf(owner, id)).toEqual(DEFAULTS);
  });

  it('is the owner’s only: a manager sees them and cannot change them', async () => {
    const id = (await create({ payrollCodes: { normal: 11 } }).expect(201)).body.workplace_id as string;
    const manager = await newMember(t, owner, 'manager');
    expect(await codesOf(manager, id)).toEqual({ ...DEFAULTS, normal: 11 });
    expect((await update(manager, id, { payrollCodes: { normal: 12 } })).status).toBe(403);
    expect(await codesOf(owner, id)).toEqual({ ...DEFAULTS, normal: 11 });
  });
});
