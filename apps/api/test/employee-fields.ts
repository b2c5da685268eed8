import { signUp, SignedUpUser } from './accounts.helpers';
import { createWorkplace } from './rota-fixtures';
import { createTestApp, TestApp } from './test-app';

/** An employee's row as `getemployees` answers it. */
export type EmployeeRow = Record<string, unknown> & { employee_id: string };

export interface EmployeeFieldApp {
  /** Set before the first test. */
  t: TestApp;
  owner: SignedUpUser;
  workplace: string;
  /** `POST /employees/createemployee` as the owner: a new employee (a fresh display name) with `body`'s fields. */
  create(body: Record<string, unknown>): ReturnType<ReturnType<TestApp['http']>['post']>;
  /** `PUT /employees/updateemployee` as the owner: the employee's usual details with `body`'s fields. */
  update(employeeId: string, body: Record<string, unknown>): ReturnType<ReturnType<TestApp['http']>['put']>;
  /** The employee's `getemployees` row, as the owner (or as `who`, naming themselves) reads it. */
  listed(employeeId: string, who?: SignedUpUser): Promise<EmployeeRow>;
}

/**
 * The set-up the tests of one employee field share (phone, contract, payroll ID): an app with rate
 * limits off, an owner and their workplace, and the create / update / list calls. Call it inside
 * the `describe`: it registers the app's start and close there.
 */
export function employeeFieldApp(): EmployeeFieldApp {
  let names = 0;
  const app = {
    create: (body) =>
      app.t
        .http()
        .post('/api/employees/createemployee')
        .set(app.owner.auth)
        .send({ ...details(), ...body }),
    update: (employee_id, body) =>
      app.t
        .http()
        .put('/api/employees/updateemployee')
        .set(app.owner.auth)
        .send({
          employee_id,
          display_name: `Kept ${employee_id.slice(0, 6)}`,
          first_name: 'Mary',
          surname: 'Smith',
          rate: 11.44,
          workplace_id: app.workplace,
          ...body,
        }),
    listed: async (employeeId, who) => {
      const request = app.t
        .http()
        .get('/api/employees/getemployees')
        .set((who ?? app.owner).auth);
      const response = await (who ? request.query({ userId: who.userId }) : request).expect(200);
      return (response.body as EmployeeRow[]).find((e) => e.employee_id === employeeId)!;
    },
  } as EmployeeFieldApp;
  const details = () => ({
    display_name: `Emp ${++names}`,
    first_name: 'Mary',
    surname: 'Smith',
    rate: 11.44,
    workplace_id: app.workplace,
  });

  beforeAll(async () => {
    app.t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
    app.owner = await signUp(app.t);
    app.workplace = await createWorkplace(app.t, app.owner);
  });
  afterAll(() => app.t.close());
  return app;
}
