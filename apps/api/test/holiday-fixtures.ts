import { signUp, SignedUpUser } from './accounts.helpers';
import { createEmployee, createWorkplace } from './rota-fixtures';
import { createTestApp, TestApp } from './test-app';

/** Ann's details as the holiday tests keep them: £10.00 an hour, 37.5 contracted hours over 5 days (a day of holiday is 7.5 h). */
const ANN = {
  display_name: 'Ann',
  first_name: 'Ann',
  surname: 'Tester',
  rate: '10.00',
  services: [],
  contract: { maxWeeklyHours: 37.5, maxDaysPerWeek: 5 },
};

export interface HolidayScene {
  t: TestApp;
  owner: SignedUpUser;
  workplaceId: string;
  ann: string;
  /** Ann's personal link, for her own requests. */
  annToken: string;
  updateWorkplace(settings: Record<string, unknown>): Promise<unknown>;
  /** Ann's details with `changes` (a new rate, say). */
  updateAnn(changes: Record<string, unknown>): Promise<unknown>;
  finalise(periodStart: string): ReturnType<ReturnType<TestApp['http']>['post']>;
  /** Ann asks for paid holiday on her personal page (answered as it comes). */
  askPaidHoliday(from: string, to?: string): ReturnType<ReturnType<TestApp['http']>['post']>;
  approve(requestId: string): Promise<unknown>;
}

/**
 * The set-up the paid-holiday tests share (leave years, holiday adjustments), through the real app
 * on the embedded stores with its real limits: at `now`, an owner's workplace (weekly periods from
 * Mondays, service 701) with `settings` (its holiday rule), and Ann on it with her personal link.
 */
export async function holidayScene(now: string, settings: Record<string, unknown>): Promise<HolidayScene> {
  const t = await createTestApp();
  t.clock.set(now);
  const owner = await signUp(t);
  const workplaceId = await createWorkplace(t, owner, { services: [701] });
  const updateWorkplace = (changes: Record<string, unknown>) =>
    t
      .http()
      .put('/api/workplaces/updateworkplace')
      .set(owner.auth)
      .send({ workplace_id: workplaceId, ...changes })
      .expect(200);
  await updateWorkplace(settings);
  const ann = await createEmployee(t, owner, workplaceId, 'Ann');
  const updateAnn = (changes: Record<string, unknown>) =>
    t
      .http()
      .put('/api/employees/updateemployee')
      .set(owner.auth)
      .send({ employee_id: ann, workplace_id: workplaceId, ...ANN, ...changes })
      .expect(200);
  await updateAnn({});
  const annToken = (await t.http().post('/api/employees/feedlink').set(owner.auth).send({ employee_id: ann }).expect(201)).body
    .token as string;
  return {
    t,
    owner,
    workplaceId,
    ann,
    annToken,
    updateWorkplace,
    updateAnn,
    finalise: (periodStart) =>
      t.http().post('/api/pay/periods/finalise').set(owner.auth).send({ userId: owner.userId, workplaceId, periodStart }).expect(200),
    askPaidHoliday: (from, to = from) => t.http().post(`/api/staff/${annToken}/timeoff`).send({ from, to, kind: 'paid-holiday' }),
    approve: (requestId) => t.http().post('/api/requests/decide').set(owner.auth).send({ requestId, approve: true }).expect(204),
  };
}
