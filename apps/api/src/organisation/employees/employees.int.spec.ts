import { randomUUID } from 'node:crypto';
import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const REQUIRED = 'All fields must be filled out and rate must be greater than 0.';

describe('employees API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  });
  afterAll(() => t.close());

  const workplace = async (user: SignedUpUser, workplaceName: string, industryType = 'bar') => {
    const response = await t
      .http()
      .post('/api/workplaces/createworkplace')
      .set(user.auth)
      .send({ userId: user.userId, workplaceName, industryType });
    expect(response.status).toBe(201);
    return response.body.workplace_id as string;
  };
  const create = (user: SignedUpUser, body: Record<string, unknown>) =>
    t
      .http()
      .post('/api/employees/createemployee')
      .set(user.auth)
      .send({ created_by: user.userId, first_name: 'Mary', surname: 'Smith', rate: 7.55, services: [], ...body });
  const createOk = async (user: SignedUpUser, workplace_id: string, body: Record<string, unknown> = {}) => {
    const response = await create(user, { workplace_id, display_name: `Emp ${randomUUID().slice(0, 8)}`, ...body });
    expect(response.status).toBe(201);
    return response.body.employee_id as string;
  };
  const list = async (user: SignedUpUser) => {
    const response = await t.http().get('/api/employees/getemployees').query({ userId: user.userId }).set(user.auth).expect(200);
    return response.body as Record<string, unknown>[];
  };
  const workplaces = async (user: SignedUpUser) =>
    (await t.http().get('/api/workplaces/getworkplaces').set(user.auth).expect(200)).body as Record<string, unknown>[];
  const update = (user: SignedUpUser, body: Record<string, unknown>) =>
    t
      .http()
      .put('/api/employees/updateemployee')
      .set(user.auth)
      .send({ user_id: user.userId, display_name: 'Mary', first_name: 'Mary', surname: 'Smith', rate: 7.55, ...body });
  const remove = (user: SignedUpUser, body: Record<string, unknown>) =>
    t
      .http()
      .delete('/api/employees/deleteemployee')
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
      await t.http().get('/api/employees/getemployees').expect(401);
      await t.http().post('/api/employees/createemployee').send({ display_name: 'X' }).expect(401);
      await t.http().put('/api/employees/updateemployee').send({ employee_id: randomUUID() }).expect(401);
      await t.http().delete('/api/employees/deleteemployee').send({ employee_id: randomUUID() }).expect(401);
    });

    it("answers 403 for another user's userId / created_by / user_id", async () => {
      const [alice, bob] = [await signUp(t), await signUp(t)];
      const w = await workplace(alice, 'Alices');
      const e = await createOk(alice, w);
      const message = 'You can only access your own data.';
      expectError(await t.http().get('/api/employees/getemployees').query({ userId: bob.userId }).set(alice.auth), 403, message);
      expectError(await create(alice, { created_by: bob.userId, workplace_id: w, display_name: 'Sneaky' }), 403, message);
      expectError(await update(alice, { user_id: bob.userId, employee_id: e, workplace_id: w }), 403, message);
      expectError(await remove(alice, { user_id: bob.userId, employee_id: e }), 403, message);
      expect(await list(alice)).toHaveLength(1);
    });

    it("answers 404 for another user's employee or workplace, an unknown one and a removed one", async () => {
      const [alice, bob] = [await signUp(t), await signUp(t)];
      const alicesWorkplace = await workplace(alice, 'Alices');
      const alicesEmployee = await createOk(alice, alicesWorkplace, { display_name: 'Alicesown' });
      const bobsWorkplace = await workplace(bob, 'Bobs');
      const removed = await createOk(bob, bobsWorkplace);
      await remove(bob, { employee_id: removed }).expect(200);

      expectError(await create(bob, { workplace_id: alicesWorkplace, display_name: 'Intruder' }), 404, 'Workplace not found.');
      expectError(await create(bob, { workplace_id: randomUUID(), display_name: 'Intruder' }), 404, 'Workplace not found.');
      for (const employee_id of [alicesEmployee, randomUUID(), removed]) {
        expectError(await update(bob, { employee_id, workplace_id: bobsWorkplace }), 404, 'Employee not found.');
        expectError(await remove(bob, { employee_id }), 404, 'Employee not found.');
      }
      const own = await createOk(bob, bobsWorkplace, { display_name: 'Bobs Own' });
      expectError(
        await update(bob, { employee_id: own, workplace_id: alicesWorkplace, display_name: 'Bobs Own' }),
        404,
        'Workplace not found.',
      );
      expect((await list(alice)).map((e) => e.display_name)).toEqual(['Alicesown']);
    });

    it('answers 400 for an employee id that is not an id', async () => {
      const alice = await signUp(t);
      const w = await workplace(alice, 'Ids');
      for (const employee_id of [undefined, '', 'nope', 7]) {
        expectError(await update(alice, { employee_id, workplace_id: w }), 400, 'Please provide a valid employee_id.');
        expectError(await remove(alice, { employee_id }), 400, 'Please provide a valid employee_id.');
      }
    });
  });

  describe('create and list', () => {
    it('adds an employee with capitalised names, the rate as a 2-decimal number and the workplace name', async () => {
      const alice = await signUp(t);
      const w = await workplace(alice, 'The Anchor');
      const response = await create(alice, {
        workplace_id: w,
        display_name: 'mOLLY',
        first_name: ' mARY aNN ',
        surname: "o'BRIEN-smith",
        rate: '7,5',
        services: [201, 299],
      }).expect(201);
      expect(response.body).toEqual({ employee_id: expect.stringMatching(UUID) });
      expect(await list(alice)).toEqual([
        {
          employee_id: response.body.employee_id,
          workplace_id: w,
          workplace_name: 'The Anchor',
          display_name: 'Molly',
          first_name: 'Mary Ann',
          surname: "O'Brien-Smith",
          rate: 7.5,
          rate_history: [{ rate: 7.5, effective_from: null }],
          services: [201, 299],
          email: null,
          date_of_birth: null,
          contract: {},
          payrollId: null,
          phone: null,
          holiday: null,
          holidayBalance: { accruedHours: 0, takenHours: 0, balanceHours: 0 },
          created_by: alice.userId,
          ownerId: alice.userId,
          role: 'owner',
        },
      ]);
      expect((await workplaces(alice))[0]).toMatchObject({ employee_count: 1 });
    });

    it.each([
      [{ display_name: '' }, REQUIRED],
      [{ display_name: undefined }, REQUIRED],
      [{ first_name: '   ' }, REQUIRED],
      [{ surname: null }, REQUIRED],
      [{ surname: 42 }, REQUIRED],
      [{ rate: 0 }, REQUIRED],
      [{ rate: -3 }, REQUIRED],
      [{ rate: 'abc' }, REQUIRED],
      [{ rate: undefined }, REQUIRED],
      [{ rate: '7.555' }, 'Rate can have at most 2 decimal places.'],
      [{ rate: 1000.01 }, 'Rate can be at most 1000.00 per hour.'],
      [{ first_name: 'x'.repeat(41) }, 'Names can be at most 40 characters.'],
      [{ workplace_id: undefined }, 'Please select a workplace.'],
      [{ workplace_id: '' }, 'Please select a workplace.'],
      [{ workplace_id: 'not-an-id' }, 'Please select a workplace.'],
      [{ services: [101] }, "Services must belong to the workplace's industry category."],
      [{ services: 'all' }, 'Please fill in all fields correctly.'],
    ])('rejects %j with 400 %j', async (changes, message) => {
      const alice = await signUp(t);
      const w = await workplace(alice, 'Strict');
      expectError(await create(alice, { workplace_id: w, display_name: 'Valid', ...changes }), 400, message);
      expect(await list(alice)).toEqual([]);
    });

    it('answers 404 for a deleted workplace', async () => {
      const alice = await signUp(t);
      const w = await workplace(alice, 'Closing');
      await t.http().delete('/api/workplaces/deleteworkplace').set(alice.auth).send({ workplace_id: w }).expect(200);
      expectError(await create(alice, { workplace_id: w, display_name: 'Late' }), 404, 'Workplace not found.');
    });

    it('keeps display names unique per account ignoring case, across workplaces, but not across accounts', async () => {
      const [alice, bob] = [await signUp(t), await signUp(t)];
      const [w1, w2] = [await workplace(alice, 'One'), await workplace(alice, 'Two')];
      await createOk(alice, w1, { display_name: 'Mary' });
      expectError(
        await create(alice, { workplace_id: w2, display_name: ' MARY ' }),
        409,
        'An employee with this display name already exists.',
      );
      await createOk(bob, await workplace(bob, 'Bobs'), { display_name: 'Mary' });
    });

    it('allows at most 40 employees per account; exactly one of two racing creates gets the last place', async () => {
      const alice = await signUp(t);
      const [w1, w2] = [await workplace(alice, 'Big One'), await workplace(alice, 'Big Two')];
      for (let i = 0; i < 39; i++) await createOk(alice, i % 2 ? w1 : w2, { display_name: `Staff ${i}` });
      const responses = await Promise.all([
        create(alice, { workplace_id: w1, display_name: 'Racer One' }),
        create(alice, { workplace_id: w2, display_name: 'Racer Two' }),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(responses.find((r) => r.status === 409)!.body.message).toBe('You can have at most 40 employees.');
      expect(await list(alice)).toHaveLength(40);
      expectError(await create(alice, { workplace_id: w1, display_name: 'Too Many' }), 409, 'You can have at most 40 employees.');

      const first = (await list(alice))[0].employee_id;
      await remove(alice, { employee_id: first }).expect(200);
      await createOk(alice, w1, { display_name: 'Replacement' });
      expect(await list(alice)).toHaveLength(40);
    }, 60_000);

    it('lets exactly one of two racing creates have the same display name', async () => {
      const alice = await signUp(t);
      const w = await workplace(alice, 'Racing');
      const responses = await Promise.all([
        create(alice, { workplace_id: w, display_name: 'Twin' }),
        create(alice, { workplace_id: w, display_name: 'twin' }),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await list(alice)).toHaveLength(1);
    });
  });

  describe('update', () => {
    it('replaces the details, capitalised, and answers the id', async () => {
      const alice = await signUp(t);
      const w = await workplace(alice, 'Upd');
      const e = await createOk(alice, w, { display_name: 'Mary', services: [201] });
      const response = await update(alice, {
        employee_id: e,
        workplace_id: w,
        display_name: 'mOLLY',
        first_name: 'molly',
        surname: "o'NEILL",
        rate: '10,25',
        services: [202, 299],
      }).expect(200);
      expect(response.body).toEqual({ employee_id: e });
      expect(await list(alice)).toEqual([
        expect.objectContaining({
          employee_id: e,
          display_name: 'Molly',
          first_name: 'Molly',
          surname: "O'Neill",
          rate: 10.25,
          services: [202, 299],
        }),
      ]);
    });

    it("keeps only the services of the workplace's category, also when moving to another workplace", async () => {
      const alice = await signUp(t);
      const [bar, cafe] = [await workplace(alice, 'The Bar', 'bar'), await workplace(alice, 'The Cafe', 'cafe')];
      const e = await createOk(alice, bar, { display_name: 'Mover', services: [201, 202] });
      await update(alice, { employee_id: e, workplace_id: bar, display_name: 'Mover', services: [201, 701, 9999] }).expect(200);
      expect((await list(alice))[0]).toMatchObject({ services: [201] });
      await update(alice, { employee_id: e, workplace_id: cafe, display_name: 'Mover', services: [201, 706] }).expect(200);
      expect((await list(alice))[0]).toMatchObject({ workplace_id: cafe, workplace_name: 'The Cafe', services: [706] });
      expect((await workplaces(alice)).map((w) => w.employee_count)).toEqual([0, 1]);
    });

    it.each([
      [{ workplace_id: undefined }, 'An employee must be linked to a workplace.'],
      [{ workplace_id: 'nope' }, 'An employee must be linked to a workplace.'],
      [{ display_name: '' }, REQUIRED],
      [{ rate: 0 }, REQUIRED],
      [{ first_name: 12 }, 'Please fill in all fields correctly.'],
      [{ services: { a: 1 } }, 'Please fill in all fields correctly.'],
      [{ surname: 'z'.repeat(41) }, 'Names can be at most 40 characters.'],
    ])('rejects %j with 400 %j and changes nothing', async (changes, message) => {
      const alice = await signUp(t);
      const w = await workplace(alice, 'Firm');
      const e = await createOk(alice, w, { display_name: 'Mary' });
      expectError(await update(alice, { employee_id: e, workplace_id: w, ...changes }), 400, message);
      expect((await list(alice))[0]).toMatchObject({ display_name: 'Mary', rate: 7.55 });
    });

    it("rejects another employee's display name, allows a change of case, and frees the old name", async () => {
      const alice = await signUp(t);
      const w = await workplace(alice, 'Names');
      const mary = await createOk(alice, w, { display_name: 'Mary' });
      const jo = await createOk(alice, w, { display_name: 'Jo' });
      expectError(
        await update(alice, { employee_id: jo, workplace_id: w, display_name: 'MARY' }),
        409,
        'An employee with this display name already exists.',
      );
      await update(alice, { employee_id: mary, workplace_id: w, display_name: 'mary' }).expect(200);
      await update(alice, { employee_id: jo, workplace_id: w, display_name: 'Joanne' }).expect(200);
      await createOk(alice, w, { display_name: 'Jo' });
      expect((await list(alice)).map((e) => e.display_name)).toEqual(['Mary', 'Joanne', 'Jo']);
    });
  });

  describe('remove', () => {
    it('removes the employee: gone from the list, the display name free, the history kept', async () => {
      const alice = await signUp(t);
      const w = await workplace(alice, 'Leaving');
      const e = await createOk(alice, w, { display_name: 'Leaver' });
      const response = await remove(alice, { employee_id: e }).expect(200);
      expect(response.body).toEqual({ employee_id: e });
      expect(await list(alice)).toEqual([]);
      expect((await workplaces(alice))[0]).toMatchObject({ employee_count: 0 });
      await createOk(alice, w, { display_name: 'Leaver' });
      expect((await t.eventStore.readStream(`employee-${e}`)).map((x) => x.type)).toEqual(['EmployeeAdded', 'EmployeeRemoved']);
    });

    it('accepts the ids as query parameters too', async () => {
      const alice = await signUp(t);
      const e = await createOk(alice, await workplace(alice, 'Query'));
      await t.http().delete('/api/employees/deleteemployee').query({ employee_id: e, user_id: alice.userId }).set(alice.auth).expect(200);
      expect(await list(alice)).toEqual([]);
    });
  });

  describe('deleting a workplace', () => {
    it('removes its employees (each with EmployeeRemoved) and frees their names and places', async () => {
      const alice = await signUp(t);
      const [closing, staying] = [await workplace(alice, 'Closing'), await workplace(alice, 'Staying')];
      const gone = [await createOk(alice, closing, { display_name: 'Ann' }), await createOk(alice, closing, { display_name: 'Bea' })];
      await createOk(alice, staying, { display_name: 'Cat' });

      await t
        .http()
        .delete('/api/workplaces/deleteworkplace')
        .set(alice.auth)
        .send({ workplace_id: closing, user_id: alice.userId })
        .expect(200);

      expect((await list(alice)).map((e) => e.display_name)).toEqual(['Cat']);
      expect(await workplaces(alice)).toEqual([expect.objectContaining({ workplace_id: staying, employee_count: 1 })]);
      for (const id of gone) {
        expect((await t.eventStore.readStream(`employee-${id}`)).map((x) => x.type)).toEqual(['EmployeeAdded', 'EmployeeRemoved']);
        expectError(await remove(alice, { employee_id: id }), 404, 'Employee not found.');
      }
      await createOk(alice, staying, { display_name: 'Ann' });
    });
  });

  describe('date of birth', () => {
    // The test clock reads 5 Jan 2026.
    const dateOfBirth = async (user: SignedUpUser, employeeId: string) =>
      (await list(user)).find((e) => e.employee_id === employeeId)?.date_of_birth;

    it('is answered by getemployees: null when not given, set on create, kept when absent on update, cleared by null', async () => {
      const alice = await signUp(t);
      const w = await workplace(alice, 'Birthdays');
      const none = await createOk(alice, w, { display_name: 'None' });
      expect(await dateOfBirth(alice, none)).toBeNull();
      const e = await createOk(alice, w, { display_name: 'Dot', date_of_birth: '2001-06-15' });
      expect(await dateOfBirth(alice, e)).toBe('2001-06-15');
      await update(alice, { employee_id: e, workplace_id: w, display_name: 'Dot', rate: 8 }).expect(200);
      expect(await dateOfBirth(alice, e)).toBe('2001-06-15');
      await update(alice, { employee_id: e, workplace_id: w, display_name: 'Dot', date_of_birth: '2008-12-09' }).expect(200);
      expect(await dateOfBirth(alice, e)).toBe('2008-12-09');
      await update(alice, { employee_id: e, workplace_id: w, display_name: 'Dot', date_of_birth: null }).expect(200);
      expect(await dateOfBirth(alice, e)).toBeNull();
      expect(
        (await t.eventStore.readStream(`employee-${e}`)).map((x) => [x.type, (x.data as { dateOfBirth?: unknown }).dateOfBirth]),
      ).toEqual([
        ['EmployeeAdded', '2001-06-15'],
        ['EmployeeUpdated', undefined],
        ['EmployeeUpdated', '2008-12-09'],
        ['EmployeeUpdated', null],
      ]);
    });

    it.each([
      ['2001-02-30', 'Please provide a valid date_of_birth (yyyy-mm-dd) or null.'],
      ['15/06/2001', 'Please provide a valid date_of_birth (yyyy-mm-dd) or null.'],
      [20010615, 'Please provide a valid date_of_birth (yyyy-mm-dd) or null.'],
      ['2026-01-06', 'The date of birth cannot be in the future.'],
      ['2013-01-06', 'The date of birth must give an age from 13 to 100 years.'],
      ['1925-01-05', 'The date of birth must give an age from 13 to 100 years.'], // 101 today
    ])('refuses %p on create and update with 400', async (value, message) => {
      const alice = await signUp(t);
      const w = await workplace(alice, 'Refusals');
      expectError(await create(alice, { workplace_id: w, display_name: 'Eve', date_of_birth: value }), 400, message);
      const e = await createOk(alice, w, { display_name: 'Eve' });
      expectError(await update(alice, { employee_id: e, workplace_id: w, display_name: 'Eve', date_of_birth: value }), 400, message);
      expect(await dateOfBirth(alice, e)).toBeNull();
    });

    it('accepts 13 and 100 years old on the day', async () => {
      const alice = await signUp(t);
      const w = await workplace(alice, 'Edges');
      const young = await createOk(alice, w, { display_name: 'Young', date_of_birth: '2013-01-05' });
      const old = await createOk(alice, w, { display_name: 'Old', date_of_birth: '1925-01-06' }); // 101 tomorrow
      expect([await dateOfBirth(alice, young), await dateOfBirth(alice, old)]).toEqual(['2013-01-05', '1925-01-06']);
    });
  });
});
