import { randomUUID } from 'node:crypto';
import { BREAK_MESSAGES, WORKPLACE_MESSAGES } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('workplaces API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  });
  afterAll(() => t.close());

  const create = (user: SignedUpUser, body: Record<string, unknown>) =>
    t
      .http()
      .post('/api/workplaces/createworkplace')
      .set(user.auth)
      .send({ userId: user.userId, email: user.email, ...body });
  const createOk = async (user: SignedUpUser, body: Record<string, unknown> = {}) => {
    const response = await create(user, { workplaceName: `Place ${randomUUID().slice(0, 8)}`, industryType: 'bar', ...body });
    expect(response.status).toBe(201);
    return response.body.workplace_id as string;
  };
  const list = async (user: SignedUpUser) => {
    const response = await t.http().get('/api/workplaces/getworkplaces').query({ userId: user.userId }).set(user.auth).expect(200);
    return response.body as Record<string, unknown>[];
  };
  const update = (user: SignedUpUser, body: Record<string, unknown>) =>
    t
      .http()
      .put('/api/workplaces/updateworkplace')
      .set(user.auth)
      .send({ user_id: user.userId, ...body });
  const remove = (user: SignedUpUser, body: Record<string, unknown>) =>
    t
      .http()
      .delete('/api/workplaces/deleteworkplace')
      .set(user.auth)
      .send({ user_id: user.userId, ...body });
  const expectError = (response: { status: number; body: unknown }, status: number, message: string) => {
    expect({ status: response.status, body: response.body }).toEqual({
      status,
      body: expect.objectContaining({ statusCode: status, message }),
    });
  };

  describe('authentication and ownership', () => {
    it('answers 401 without a token on every route', async () => {
      await t.http().get('/api/workplaces/getworkplaces').expect(401);
      await t.http().post('/api/workplaces/createworkplace').send({ workplaceName: 'Nope', industryType: 'bar' }).expect(401);
      await t.http().put('/api/workplaces/updateworkplace').send({ workplace_id: randomUUID(), name: 'Nope' }).expect(401);
      await t.http().delete('/api/workplaces/deleteworkplace').send({ workplace_id: randomUUID() }).expect(401);
    });

    it("answers 403 for another user's userId / user_id", async () => {
      const [alice, bob] = [await signUp(t), await signUp(t)];
      const id = await createOk(alice);
      const message = 'You can only access your own data.';
      expectError(await t.http().get('/api/workplaces/getworkplaces').query({ userId: bob.userId }).set(alice.auth), 403, message);
      expectError(await create(alice, { userId: bob.userId, workplaceName: 'Stolen', industryType: 'bar' }), 403, message);
      expectError(await update(alice, { user_id: bob.userId, workplace_id: id, name: 'Stolen' }), 403, message);
      expectError(await remove(alice, { user_id: bob.userId, workplace_id: id }), 403, message);
      expect(await list(bob)).toEqual([]);
    });

    it("answers 404 for another user's workplace, an unknown one and a deleted one", async () => {
      const [alice, bob] = [await signUp(t), await signUp(t)];
      const alices = await createOk(alice, { workplaceName: 'Alices Bar' });
      const gone = await createOk(bob);
      await remove(bob, { workplace_id: gone }).expect(200);
      for (const workplace_id of [alices, randomUUID(), gone]) {
        expectError(await update(bob, { workplace_id, name: 'Taken Over' }), 404, 'Workplace not found.');
        expectError(await remove(bob, { workplace_id }), 404, 'Workplace not found.');
      }
      expect((await list(alice)).map((w) => w.name)).toEqual(['Alices Bar']);
    });

    it('answers 400 for an id that is not an id', async () => {
      const alice = await signUp(t);
      for (const workplace_id of [undefined, '', 'abc', 42, '../etc/passwd']) {
        expectError(await update(alice, { workplace_id, name: 'Whatever' }), 400, 'Please provide a valid workplace_id.');
        expectError(await remove(alice, { workplace_id }), 400, 'Please provide a valid workplace_id.');
      }
    });
  });

  describe('create and list', () => {
    it('creates a workplace and lists it with the defaults', async () => {
      const alice = await signUp(t);
      const response = await create(alice, { workplaceName: '  The Anchor  ', industryType: 'bar' }).expect(201);
      expect(response.body).toEqual({ workplace_id: expect.stringMatching(UUID) });
      expect(await list(alice)).toEqual([
        {
          workplace_id: response.body.workplace_id,
          name: 'The Anchor',
          industry_category: 'bar',
          services: [],
          rota_start_time: 0,
          rota_end_time: 24,
          time_zone: 'Europe/London',
          publishMode: 'live',
          breakRules: [],
          payrollCodes: { normal: 1, overtime: 2, premium: 3, holiday: 4, shortNotice: 5, adjustment: 6 },
          // Issue 39: until set, weekly from Mondays, no overtime, no premium days.
          paySchedule: { frequency: 'weekly', anchorDate: '2024-01-01', effectiveFrom: null },
          overtime: null,
          premiums: null,
          shortNotice: null,
          // Holiday (issue 39): none until set, no negative balances.
          holiday: { method: 'none', effectiveFrom: null },
          allowNegativeHolidayBalance: false,
          // Issue 41: kiosks clock from any network, and nobody clocks in without a shift, until the owner says otherwise.
          kioskIpRanges: [],
          clockInWithoutShift: false,
          employee_count: 0,
          ownerId: alice.userId,
          role: 'owner',
          currency: 'gbp',
        },
      ]);
    });

    it('keeps services and rota hours, given as numbers or as text, and lists in creation order', async () => {
      const alice = await signUp(t);
      await createOk(alice, {
        workplaceName: 'First',
        industryType: 'restaurant',
        workplaceServices: [101, '199', 101],
        rotaStartTime: '8',
        rotaEndTime: 22,
      });
      await createOk(alice, { workplaceName: 'Second', industryType: 'museum', workplaceServices: [] });
      expect(await list(alice)).toEqual([
        expect.objectContaining({
          name: 'First',
          industry_category: 'restaurant',
          services: [101, 199],
          rota_start_time: 8,
          rota_end_time: 22,
        }),
        expect.objectContaining({ name: 'Second', industry_category: 'museum', services: [] }),
      ]);
    });

    it('treats a missing userId as the caller', async () => {
      const alice = await signUp(t);
      await t
        .http()
        .post('/api/workplaces/createworkplace')
        .set(alice.auth)
        .send({ workplaceName: 'No Id', industryType: 'cafe' })
        .expect(201);
      const response = await t.http().get('/api/workplaces/getworkplaces').set(alice.auth).expect(200);
      expect(response.body.map((w: { name: string }) => w.name)).toEqual(['No Id']);
    });

    it.each([
      [{ workplaceName: 'ab' }, 'Workplace name must be at least 3 characters long'],
      [{ workplaceName: '   ab   ' }, 'Workplace name must be at least 3 characters long'],
      [{ workplaceName: undefined }, 'Workplace name must be at least 3 characters long'],
      [{ workplaceName: 12345 }, 'Workplace name must be at least 3 characters long'],
      [{ workplaceName: 'x'.repeat(25) }, 'Workplace name must be at most 24 characters long'],
      [{ industryType: undefined }, 'Please select a category.'],
      [{ industryType: '' }, 'Please select a category.'],
      [{ industryType: 'pub' }, 'Please select a category.'],
      [{ industryType: ['bar'] }, 'Please select a category.'],
      [{ workplaceServices: [101] }, "Services must belong to the workplace's industry category."],
      [{ workplaceServices: [999] }, "Services must belong to the workplace's industry category."],
      [{ workplaceServices: '201' }, "Services must belong to the workplace's industry category."],
      [{ workplaceServices: [{ id: 201 }] }, "Services must belong to the workplace's industry category."],
      [{ rotaStartTime: -1 }, WORKPLACE_MESSAGES.rotaHoursRange],
      [{ rotaEndTime: 31 }, WORKPLACE_MESSAGES.rotaHoursRange],
      [{ rotaStartTime: 2, rotaEndTime: 27 }, WORKPLACE_MESSAGES.rotaHoursTooLong],
      [{ rotaStartTime: 8.5 }, WORKPLACE_MESSAGES.rotaHoursRange],
      [{ rotaStartTime: 'eight' }, WORKPLACE_MESSAGES.rotaHoursRange],
      [{ rotaStartTime: 10, rotaEndTime: 10 }, 'The end hour must be later than the start hour.'],
      [{ rotaStartTime: 18, rotaEndTime: 9 }, 'The end hour must be later than the start hour.'],
    ])('rejects %j with 400 %j', async (changes, message) => {
      const alice = await signUp(t);
      expectError(await create(alice, { workplaceName: 'Valid Name', industryType: 'bar', ...changes }), 400, message);
      expect(await list(alice)).toEqual([]);
    });

    it('rejects a body that is not an object', async () => {
      const alice = await signUp(t);
      const response = await t.http().post('/api/workplaces/createworkplace').set(alice.auth).send([1, 2]);
      expectError(response, 400, 'The request body must be a JSON object.');
    });

    it('keeps names unique per account ignoring case and spaces, but not across accounts', async () => {
      const [alice, bob] = [await signUp(t), await signUp(t)];
      await createOk(alice, { workplaceName: 'The Anchor' });
      expectError(
        await create(alice, { workplaceName: ' the ANCHOR ', industryType: 'bar' }),
        409,
        'You already have a workplace with this name.',
      );
      await createOk(bob, { workplaceName: 'The Anchor' });
    });

    it('allows at most 3 workplaces per account, and a deletion frees a place', async () => {
      const alice = await signUp(t);
      const first = await createOk(alice);
      await createOk(alice);
      await createOk(alice);
      expectError(await create(alice, { workplaceName: 'Fourth', industryType: 'bar' }), 409, 'You can have at most 3 workplaces.');
      expect(await list(alice)).toHaveLength(3);
      await remove(alice, { workplace_id: first }).expect(200);
      await createOk(alice, { workplaceName: 'Fourth' });
      expect(await list(alice)).toHaveLength(3);
    });

    it('lets exactly one of two racing creates past the cap', async () => {
      const alice = await signUp(t);
      await createOk(alice);
      await createOk(alice);
      const responses = await Promise.all([
        create(alice, { workplaceName: 'Racer One', industryType: 'bar' }),
        create(alice, { workplaceName: 'Racer Two', industryType: 'bar' }),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(responses.find((r) => r.status === 409)!.body.message).toBe('You can have at most 3 workplaces.');
      expect(await list(alice)).toHaveLength(3);
    });

    it('lets exactly one of two racing creates have the same name', async () => {
      const alice = await signUp(t);
      const responses = await Promise.all([
        create(alice, { workplaceName: 'Same Name', industryType: 'bar' }),
        create(alice, { workplaceName: 'same name', industryType: 'cafe' }),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(responses.find((r) => r.status === 409)!.body.message).toBe('You already have a workplace with this name.');
      expect(await list(alice)).toHaveLength(1);
    });
  });

  describe('update', () => {
    it('changes what it is given and keeps the rest', async () => {
      const alice = await signUp(t);
      const id = await createOk(alice, {
        workplaceName: 'Old Name',
        industryType: 'bar',
        workplaceServices: [201, 202],
        rotaStartTime: 8,
        rotaEndTime: 20,
      });
      const response = await update(alice, { workplace_id: id, name: ' New Name ', rotaEndTime: 23 }).expect(200);
      expect(response.body).toEqual({ workplace_id: id });
      expect(await list(alice)).toEqual([
        expect.objectContaining({
          workplace_id: id,
          name: 'New Name',
          industry_category: 'bar',
          services: [201, 202],
          rota_start_time: 8,
          rota_end_time: 23,
        }),
      ]);
    });

    it('takes the full form of the spec (name, industryType, services, hours)', async () => {
      const alice = await signUp(t);
      const id = await createOk(alice, { workplaceName: 'Form', industryType: 'bar' });
      await update(alice, {
        workplace_id: id,
        name: 'Form',
        industryType: 'hotel',
        services: [301, 399],
        rotaStartTime: 6,
        rotaEndTime: 12,
      }).expect(200);
      expect(await list(alice)).toEqual([
        expect.objectContaining({ industry_category: 'hotel', services: [301, 399], rota_start_time: 6, rota_end_time: 12 }),
      ]);
    });

    it('on a new category without services, drops the services the category lacks', async () => {
      const alice = await signUp(t);
      const id = await createOk(alice, { industryType: 'bar', workplaceServices: [201] });
      await update(alice, { workplace_id: id, industryType: 'cafe' }).expect(200);
      expect((await list(alice))[0]).toMatchObject({ industry_category: 'cafe', services: [] });
    });

    it.each([
      [{ name: 'ab' }, 'Workplace name must be at least 3 characters long'],
      [{ name: 'y'.repeat(25) }, 'Workplace name must be at most 24 characters long'],
      [{ name: 42 }, 'Workplace name must be at least 3 characters long'],
      [{ industryType: 'pub' }, 'Please select a category.'],
      [{ services: [101] }, "Services must belong to the workplace's industry category."],
      [{ services: 'all' }, "Services must belong to the workplace's industry category."],
      [{ rotaStartTime: 20 }, 'The end hour must be later than the start hour.'],
      [{ rotaEndTime: 99 }, WORKPLACE_MESSAGES.rotaHoursRange],
    ])('rejects %j with 400 %j and changes nothing', async (changes, message) => {
      const alice = await signUp(t);
      const id = await createOk(alice, { workplaceName: 'Steady', industryType: 'bar', rotaStartTime: 8, rotaEndTime: 18 });
      expectError(await update(alice, { workplace_id: id, ...changes }), 400, message);
      expect((await list(alice))[0]).toMatchObject({ name: 'Steady', industry_category: 'bar', rota_start_time: 8, rota_end_time: 18 });
    });

    it("rejects another of the caller's workplace names, allows a change of case, and frees the old name", async () => {
      const alice = await signUp(t);
      const first = await createOk(alice, { workplaceName: 'First Place' });
      const second = await createOk(alice, { workplaceName: 'Second Place' });
      expectError(await update(alice, { workplace_id: second, name: 'FIRST place' }), 409, 'You already have a workplace with this name.');
      await update(alice, { workplace_id: first, name: 'FIRST PLACE' }).expect(200);
      await update(alice, { workplace_id: second, name: 'Renamed' }).expect(200);
      await createOk(alice, { workplaceName: 'Second Place' });
      expect((await list(alice)).map((w) => w.name)).toEqual(['FIRST PLACE', 'Renamed', 'Second Place']);
    });
  });

  describe('break rules', () => {
    it('takes them on create (sorted), answers them, changes them on update, keeps them when left out, and [] clears them', async () => {
      const alice = await signUp(t);
      const rules = [
        { afterHours: 8, unpaidMinutes: 45 },
        { afterHours: 6, unpaidMinutes: 30 },
      ];
      const id = await createOk(alice, { breakRules: rules });
      expect((await list(alice))[0].breakRules).toEqual([rules[1], rules[0]]);
      await update(alice, { workplace_id: id, name: 'Renamed' }).expect(200);
      expect((await list(alice))[0]).toMatchObject({ name: 'Renamed', breakRules: [rules[1], rules[0]] });
      await update(alice, { workplace_id: id, breakRules: [{ afterHours: 4.5, unpaidMinutes: 15 }] }).expect(200);
      expect((await list(alice))[0].breakRules).toEqual([{ afterHours: 4.5, unpaidMinutes: 15 }]);
      await update(alice, { workplace_id: id, breakRules: [] }).expect(200);
      expect((await list(alice))[0].breakRules).toEqual([]);
    });

    it('refuses broken rules with a 400 naming the rule', async () => {
      const alice = await signUp(t);
      expectError(await create(alice, { workplaceName: 'Abd', industryType: 'bar', breakRules: 'often' }), 400, BREAK_MESSAGES.breakRules);
      expectError(
        await create(alice, { workplaceName: 'Abc', industryType: 'bar', breakRules: [{ afterHours: 6.1, unpaidMinutes: 30 }] }),
        400,
        BREAK_MESSAGES.afterHours,
      );
      const id = await createOk(alice);
      expectError(
        await update(alice, { workplace_id: id, breakRules: [{ afterHours: 6, unpaidMinutes: 0 }] }),
        400,
        BREAK_MESSAGES.unpaidMinutes,
      );
      expectError(
        await update(alice, {
          workplace_id: id,
          breakRules: [
            { afterHours: 6, unpaidMinutes: 20 },
            { afterHours: 6, unpaidMinutes: 30 },
          ],
        }),
        400,
        BREAK_MESSAGES.duplicateRule,
      );
    });
  });

  describe('delete', () => {
    it('deletes the workplace: gone from the list, its name free again, the history kept', async () => {
      const alice = await signUp(t);
      const id = await createOk(alice, { workplaceName: 'Short Lived' });
      const response = await t
        .http()
        .delete('/api/workplaces/deleteworkplace')
        .set(alice.auth)
        .send({ workplace_id: id, user_id: alice.userId })
        .expect(200);
      expect(response.body).toEqual({ workplace_id: id });
      expect(await list(alice)).toEqual([]);
      await createOk(alice, { workplaceName: 'Short Lived' });
      const history = await t.eventStore.readStream(`workplace-${id}`);
      expect(history.map((e) => e.type)).toEqual(['WorkplaceCreated', 'WorkplaceDeleted']);
    });

    it('accepts the ids as query parameters too', async () => {
      const alice = await signUp(t);
      const id = await createOk(alice);
      await t
        .http()
        .delete('/api/workplaces/deleteworkplace')
        .query({ workplace_id: id, user_id: alice.userId })
        .set(alice.auth)
        .expect(200);
      expect(await list(alice)).toEqual([]);
    });
  });

  describe('catalogue', () => {
    it('is public and carries the categories and services', async () => {
      const response = await t.http().get('/api/catalogue').expect(200);
      expect(response.body.industries).toHaveLength(13);
      expect(response.body.industries).toContainEqual({ value: 'leisureCentre', label: 'Leisure Centre' });
      expect(response.body.services.restaurant).toContainEqual({ service_id: 199, service_name: 'Any', service_icon: '👥' });
      expect(response.body.services.museum).toBeUndefined();
    });
  });

  describe('the OpenAPI document', () => {
    type Operation = { parameters?: { name: string }[]; requestBody?: { content: Record<string, { schema: { $ref: string } }> } };
    type Response = { description?: string; content?: Record<string, { schema: { $ref: string } }> };

    it('shows each route with its fields, its answer and every refusal message', async () => {
      const { body: document } = await t.http().get('/api/docs-json').expect(200);
      const operation = (path: string, method: string) =>
        document.paths[`/api${path}`][method] as Operation & { responses: Record<string, Response> };
      const bodyFields = (op: Operation) =>
        Object.keys(document.components.schemas[op.requestBody!.content['application/json'].schema.$ref.split('/').pop()!].properties);
      const answer = (op: { responses: Record<string, Response> }, status: string) =>
        op.responses[status].content!['application/json'].schema.$ref.split('/').pop();

      const list = operation('/workplaces/getworkplaces', 'get');
      expect(list.parameters!.map((p) => p.name)).toEqual(['userId']);
      expect(answer(list, '200')).toBe('WorkplaceList');

      const create = operation('/workplaces/createworkplace', 'post');
      expect(bodyFields(create)).toEqual([
        'workplaceName',
        'industryType',
        'workplaceServices',
        'rotaStartTime',
        'rotaEndTime',
        'timeZone',
        'publishMode',
        'breakRules',
        'payrollCodes',
        'paySchedule',
        'overtime',
        'premiums',
        'shortNotice',
        'holiday',
        'allowNegativeHolidayBalance',
        'email',
        'userId',
      ]);
      expect(answer(create, '201')).toBe('WorkplaceId');
      expect(create.responses['400'].description).toContain('Please select a category.');
      expect(create.responses['400'].description).toContain('The end hour must be later than the start hour.');
      expect(create.responses['409'].description).toContain('You can have at most 3 workplaces.');

      const update = operation('/workplaces/updateworkplace', 'put');
      expect(bodyFields(update)).toEqual([
        'workplace_id',
        'name',
        'industryType',
        'services',
        'rotaStartTime',
        'rotaEndTime',
        'timeZone',
        'publishMode',
        'breakRules',
        'payrollCodes',
        'paySchedule',
        'overtime',
        'premiums',
        'shortNotice',
        'holiday',
        'allowNegativeHolidayBalance',
        'kioskIpRanges',
        'clockInWithoutShift',
        'user_id',
      ]);
      expect(update.responses['400'].description).toContain('is not an address range');
      expect(update.responses['400'].description).toContain('Each type of pay needs its own payroll payment number.');
      expect(update.responses['400'].description).toContain('Please provide a valid workplace_id.');
      expect(update.responses['404'].description).toContain('Workplace not found.');

      const remove = operation('/workplaces/deleteworkplace', 'delete');
      expect(bodyFields(remove)).toEqual(['workplace_id', 'user_id']);
      expect(answer(remove, '200')).toBe('WorkplaceId');
      expect(remove.responses['403'].description).toContain('You can only access your own data.');

      expect(answer(operation('/catalogue', 'get'), '200')).toBe('Catalogue');
      expect(document.components.schemas.Workplace ?? document.components.schemas.WorkplaceList.items).toMatchObject({
        required: [
          'workplace_id',
          'name',
          'industry_category',
          'services',
          'rota_start_time',
          'rota_end_time',
          'time_zone',
          'publishMode',
          'breakRules',
          'payrollCodes',
          'paySchedule',
          'overtime',
          'premiums',
          'shortNotice',
          'holiday',
          'allowNegativeHolidayBalance',
          'kioskIpRanges',
          'clockInWithoutShift',
          'employee_count',
          'ownerId',
          'role',
          'currency',
        ],
      });
    });
  });
});
