import type supertest from 'supertest';

/**
 * Test fixtures for the rota, pay, sharing and audit API tests: set a user's workplace,
 * employees and rota up through the real API (structural types, so any app fixture fits).
 */
export interface FixtureApp {
  http: () => ReturnType<typeof supertest>;
}
export interface FixtureUser {
  userId: string;
  auth: { Authorization: string };
}

function expectStatus(response: supertest.Response, status: number, what: string): void {
  if (response.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${response.status} ${JSON.stringify(response.body)}`);
  }
}

export interface WorkplaceOptions {
  name?: string;
  industryType?: string;
  services?: number[];
  rotaStartTime?: number;
  rotaEndTime?: number;
}

let workplaceCounter = 0;

export async function createWorkplace(t: FixtureApp, user: FixtureUser, options: WorkplaceOptions = {}): Promise<string> {
  const response = await t
    .http()
    .post('/api/workplaces/createworkplace')
    .set(user.auth)
    .send({
      workplaceName: options.name ?? `Cafe ${++workplaceCounter}`,
      industryType: options.industryType ?? 'cafe',
      workplaceServices: options.services ?? [701, 702, 799],
      rotaStartTime: options.rotaStartTime ?? 6,
      rotaEndTime: options.rotaEndTime ?? 24,
      userId: user.userId,
    });
  expectStatus(response, 201, 'createworkplace');
  return response.body.workplace_id as string;
}

/** The details every fixture employee has: named once, £10.00 an hour, no services. */
const employeeDetails = (displayName: string) => ({
  display_name: displayName,
  first_name: displayName,
  surname: 'Tester',
  rate: '10.00',
  services: [],
});

export async function createEmployee(t: FixtureApp, user: FixtureUser, workplaceId: string, displayName: string): Promise<string> {
  const response = await t
    .http()
    .post('/api/employees/createemployee')
    .set(user.auth)
    .send({ workplace_id: workplaceId, ...employeeDetails(displayName), created_by: user.userId });
  expectStatus(response, 201, 'createemployee');
  return response.body.employee_id as string;
}

/** Moves an employee (created by `createEmployee`, so the same details) to another workplace. */
export async function moveEmployee(
  t: FixtureApp,
  user: FixtureUser,
  employeeId: string,
  workplaceId: string,
  displayName: string,
): Promise<void> {
  const response = await t
    .http()
    .put('/api/employees/updateemployee')
    .set(user.auth)
    .send({ user_id: user.userId, employee_id: employeeId, workplace_id: workplaceId, ...employeeDetails(displayName) });
  expectStatus(response, 200, 'updateemployee');
}

export async function removeEmployee(t: FixtureApp, user: FixtureUser, employeeId: string): Promise<void> {
  const body = { employee_id: employeeId, user_id: user.userId };
  const response = await t.http().delete('/api/employees/deleteemployee').set(user.auth).send(body);
  expectStatus(response, 200, 'deleteemployee');
}

export async function deleteWorkplace(t: FixtureApp, user: FixtureUser, workplaceId: string): Promise<void> {
  const body = { workplace_id: workplaceId, user_id: user.userId };
  const response = await t.http().delete('/api/workplaces/deleteworkplace').set(user.auth).send(body);
  expectStatus(response, 200, 'deleteworkplace');
}

export async function addShift(t: FixtureApp, user: FixtureUser, workplaceId: string, date: string, serviceType = 701): Promise<string> {
  const response = await t.http().post('/api/shifts/addshift').set(user.auth).send({ date, serviceType, workplaceId, userId: user.userId });
  expectStatus(response, 201, 'addshift');
  return response.body.shift_id as string;
}

export async function addAssignment(
  t: FixtureApp,
  user: FixtureUser,
  shiftId: string,
  timeStart: string,
  timeEnd: string,
  employeeId: string | null = null,
): Promise<string> {
  const response = await t
    .http()
    .post('/api/assignments/addassignment')
    .set(user.auth)
    .send({ shiftId, employeeId, timeStart, timeEnd, userId: user.userId });
  expectStatus(response, 201, 'addassignment');
  return response.body.assignment_id as string;
}
