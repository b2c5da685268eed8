import type { APIRequestContext } from '@playwright/test';

export const PASSWORD = 'Harbour#2025';

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Today, or `days` away from it, as yyyy-mm-dd (the planner allows today ± 2 months). */
export function isoDay(days = 0): string {
  const today = new Date();
  return isoOf(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days));
}

/** The Monday of this week plus `days`. */
export function isoWeekday(days: number): string {
  const today = new Date();
  return isoOf(new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7) + days));
}

export interface Person {
  display: string;
  first: string;
  surname: string;
  rate: string;
  services: number[];
}

/** The bar most guides start from: two services, three staff. */
export const THE_CROWN = { name: 'The Crown', industry: 'bar', services: [201, 207], start: 8, end: 22 };
export const CROWN_STAFF: Person[] = [
  { display: 'Sam', first: 'Sam', surname: 'Okafor', rate: '10.50', services: [201, 207] },
  { display: 'Alex', first: 'Alex', surname: 'Brown', rate: '11.00', services: [201] },
  { display: 'Priya', first: 'Priya', surname: 'Shah', rate: '9.75', services: [207] },
];

/**
 * A signed-up manager seeding data through the public API. The session cookie lands in the
 * browser context the request belongs to, so its pages open signed in.
 */
export class SeedApi {
  userId = '';

  private constructor(
    private readonly request: APIRequestContext,
    readonly email: string,
  ) {}

  static async signUp(request: APIRequestContext, email: string): Promise<SeedApi> {
    const api = new SeedApi(request, email);
    const { user } = await api.call<{ user: { user_id: string } }>('post', '/api/auth/signup', { email, password: PASSWORD });
    api.userId = user.user_id;
    return api;
  }

  async call<T>(method: 'post' | 'put', path: string, data: Record<string, unknown>): Promise<T> {
    const response = await this.request[method](path, { data });
    const text = await response.text();
    if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${response.status()} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async preferences(values: Record<string, unknown>): Promise<void> {
    await this.call('put', '/api/preferences/updatepreferences', { userId: this.userId, ...values });
  }

  async workplace(w: { name: string; industry: string; services: number[]; start: number; end: number }): Promise<string> {
    const { workplace_id } = await this.call<{ workplace_id: string }>('post', '/api/workplaces/createworkplace', {
      workplaceName: w.name,
      industryType: w.industry,
      workplaceServices: w.services,
      userId: this.userId,
      rotaStartTime: w.start,
      rotaEndTime: w.end,
    });
    return workplace_id;
  }

  async employee(workplaceId: string, p: Person): Promise<string> {
    const { employee_id } = await this.call<{ employee_id: string }>('post', '/api/employees/createemployee', {
      workplace_id: workplaceId,
      display_name: p.display,
      first_name: p.first,
      surname: p.surname,
      rate: p.rate,
      services: p.services,
      created_by: this.userId,
    });
    return employee_id;
  }

  /** A shift row of `service` on `date` with one assignment per [employee, start, end]. */
  async shift(workplaceId: string, date: string, service: number, assignments: [employeeId: string, start: string, end: string][]) {
    const { shift_id } = await this.call<{ shift_id: string }>('post', '/api/shifts/addshift', {
      date,
      serviceType: service,
      workplaceId,
      userId: this.userId,
    });
    for (const [employeeId, start, end] of assignments) {
      await this.call('post', '/api/assignments/addassignment', {
        shiftId: shift_id,
        employeeId,
        timeStart: start,
        timeEnd: end,
        userId: this.userId,
      });
    }
  }

  /** The Crown and its staff; returns the workplace and the employees' ids by display name. */
  async theCrown(): Promise<{ workplaceId: string; staff: Record<string, string> }> {
    const workplaceId = await this.workplace(THE_CROWN);
    const staff: Record<string, string> = {};
    for (const person of CROWN_STAFF) staff[person.display] = await this.employee(workplaceId, person);
    return { workplaceId, staff };
  }

  /** A busy day at The Crown: bar and floor shifts from morning to night. */
  async crownDay(workplaceId: string, staff: Record<string, string>, date: string): Promise<void> {
    await this.shift(workplaceId, date, 201, [
      [staff.Sam, '09:00', '13:00'],
      [staff.Alex, '14:00', '21:30'],
    ]);
    await this.shift(workplaceId, date, 207, [
      [staff.Priya, '11:00', '16:45'],
      [staff.Sam, '17:00', '21:00'],
    ]);
  }
}
