import { GivenDomainEvent, givenDomainEvents } from '../../../test/given-events';
import { ROTA_DAYS as PAY_DAYS } from '../rota.read-models';
import { rotaProjection as payProjection } from './rota.projection';

const ada = 'user-ada';
const onDay = (rotaDate: string, event: GivenDomainEvent): GivenDomainEvent => ({ ...event, streamId: `rota-w1-${rotaDate}` });
const workplaceCreated = (workplaceId: string, ownerId: string, name: string): GivenDomainEvent => ({
  type: 'WorkplaceCreated',
  data: { workplaceId, ownerId, name, industryCategory: 'hospitality', services: [1], rotaStartTime: 7, rotaEndTime: 26 },
});
const workplace = workplaceCreated('w1', ada, 'Cafe');
const shift = (rotaDate: string, shiftId: string) =>
  onDay(rotaDate, { type: 'ShiftCreated', data: { shiftId, serviceType: 1, workplaceId: 'w1', rotaDate, ownerId: ada } });
const span = (assignmentId: string, startMinute: number, endMinute: number, employeeId: string | null, breakMinutes = 0) => ({
  assignmentId,
  shiftId: 's1',
  startMinute,
  endMinute,
  employeeId,
  ...(breakMinutes > 0 ? { breakMinutes } : {}),
});
/** The assignment as the day document holds it (the break folded in: 0 and the rules' when absent). */
const held = ({ breakMinutes = 0, ...rest }: ReturnType<typeof span>) => ({ ...rest, breakMinutes, ownBreak: false });
const assignment = (rotaDate: string, data: ReturnType<typeof span>) => onDay(rotaDate, { type: 'AssignmentAdded', data });
/** The whole pay document of a day with one row, s1. */
const payDay = (rotaDate: string, assignments: ReturnType<typeof span>[], minutesByEmployee: object, lastUpdated: string) => ({
  id: `w1_${rotaDate}`,
  workplaceId: 'w1',
  rotaDate,
  ownerId: ada,
  shifts: [{ shiftId: 's1', serviceType: 1 }],
  assignments,
  rotaId: null,
  sharingGeneration: 0,
  shiftCount: 1,
  lastUpdated,
  minutesByEmployee,
});

describe('the day document: pay minutes (the pay projection until issue 31)', () => {
  it('counts the minutes each employee works per day, overnight spans whole and unallocated ones for no one', async () => {
    const a1 = span('a1', 540, 720, 'e1');
    const a2 = span('a2', 780, 1020, 'e1');
    const a3 = span('a3', 1320, 1560, 'e2');
    const a4 = span('a4', 600, 660, null);
    const a5 = span('a5', 540, 555, 'e1');
    const scenario = givenDomainEvents(payProjection, [
      workplace,
      shift('2026-01-05', 's1'),
      assignment('2026-01-05', a1),
      assignment('2026-01-05', a2),
      assignment('2026-01-05', a3),
      assignment('2026-01-05', a4),
      shift('2026-01-06', 's1'),
      assignment('2026-01-06', a5),
    ]);
    await scenario.thenDocuments(PAY_DAYS, [
      payDay('2026-01-05', [a1, a2, a3, a4].map(held), { e1: 420, e2: 240 }, '2026-01-05T09:05:00.000Z'),
      payDay('2026-01-06', [a5].map(held), { e1: 15 }, '2026-01-05T09:07:00.000Z'),
    ]);
  });

  it('recounts the minutes when an assignment is retimed, reassigned, unassigned or removed', async () => {
    const day = '2026-01-05';
    await givenDomainEvents(payProjection, [
      workplace,
      shift(day, 's1'),
      assignment(day, span('a1', 540, 600, 'e1')),
      assignment(day, span('a2', 600, 660, 'e2')),
      assignment(day, span('a3', 660, 720, 'e3')),
      onDay(day, { type: 'AssignmentTimed', data: { assignmentId: 'a1', startMinute: 540, endMinute: 630 } }),
      onDay(day, { type: 'EmployeeAssigned', data: { assignmentId: 'a2', employeeId: 'e1' } }),
      onDay(day, { type: 'EmployeeUnassigned', data: { assignmentId: 'a3', employeeId: 'e3' } }),
      assignment(day, span('a4', 720, 780, 'e4')),
      onDay(day, { type: 'AssignmentRemoved', data: { assignmentId: 'a4' } }),
    ]).thenDocuments(PAY_DAYS, [expect.objectContaining({ id: 'w1_2026-01-05', minutesByEmployee: { e1: 150 } })]);
  });

  it("counts paid minutes: the time that passes on the workplace's clock less the break, recounted when the zone changes", async () => {
    const london = { ...workplace, data: { ...workplace.data, timeZone: 'Europe/London' } } as GivenDomainEvent;
    const scenario = givenDomainEvents(payProjection, [
      london,
      // The clocks go back that night: 22:00-02:00 is 5 hours.
      shift('2026-10-24', 's1'),
      assignment('2026-10-24', span('a1', 1320, 1560, 'e1')),
      // The clocks go forward that night: 22:00-02:00 is 3 hours.
      shift('2026-03-28', 's1'),
      assignment('2026-03-28', span('a2', 1320, 1560, 'e1')),
      // 07:00-15:00 with a 30-minute break is 7.5 hours; overnight 20:00-04:00 with 45 minutes is 7.25.
      shift('2026-12-07', 's1'),
      assignment('2026-12-07', span('a3', 420, 900, 'e1', 30)),
      assignment('2026-12-07', span('a4', 1200, 1680, 'e2', 45)),
    ]);
    const minutes = { 'w1_2026-10-24': { e1: 300 }, 'w1_2026-03-28': { e1: 180 }, 'w1_2026-12-07': { e1: 450, e2: 435 } };
    for (const [id, minutesByEmployee] of Object.entries(minutes)) {
      await scenario.thenDocument(PAY_DAYS, id, expect.objectContaining({ id, minutesByEmployee }));
    }
    await givenDomainEvents(payProjection, [
      london,
      shift('2026-10-24', 's1'),
      assignment('2026-10-24', span('a1', 1320, 1560, 'e1')),
      { type: 'WorkplaceUpdated', data: { ...workplace.data, timeZone: 'UTC' } } as GivenDomainEvent,
    ]).thenDocuments(PAY_DAYS, [expect.objectContaining({ id: 'w1_2026-10-24', minutesByEmployee: { e1: 240 } })]);
  });

  it('drops a day with its last row, and ignores the days of an unknown workplace', async () => {
    await givenDomainEvents(payProjection, [
      workplace,
      shift('2026-01-05', 's1'),
      assignment('2026-01-05', span('a1', 540, 600, 'e1')),
      onDay('2026-01-05', { type: 'AssignmentRemoved', data: { assignmentId: 'a1' } }),
      onDay('2026-01-05', { type: 'ShiftDeleted', data: { shiftId: 's1' } }),
    ]).thenDocuments(PAY_DAYS, [expect.objectContaining({ id: 'w1_2026-01-05', shiftCount: 0, assignments: [], minutesByEmployee: {} })]);
    await givenDomainEvents(payProjection, [
      shift('2026-01-05', 's1'),
      assignment('2026-01-05', span('a1', 540, 600, 'e1')),
    ]).thenNoDocuments();
  });
});

describe('the day document: timesheets (the timesheets projection until issue 31)', () => {
  it('folds a correction and the approval into the day, prices the approved actuals, and does not date the rota by them', async () => {
    const day = '2026-01-05';
    const scenario = givenDomainEvents(payProjection, [
      workplace,
      shift(day, 's1'),
      assignment(day, span('a1', 540, 1020, 'e1', 30)),
      assignment(day, span('a2', 540, 600, 'e2')),
      onDay(day, {
        type: 'TimesheetCorrected',
        data: { assignmentId: 'a1', actualStartMinute: 540, actualEndMinute: 1080, breakMinutes: 45 },
      }),
      onDay(day, { type: 'TimesheetDayApproved', data: { date: day } }),
    ]);
    await scenario.thenDocument(
      PAY_DAYS,
      `w1_${day}`,
      expect.objectContaining({
        // Planned: 8 h less 30 min; actual: 9 h less 45 min; Cy's planned hour stands as approved.
        minutesByEmployee: { e1: 450, e2: 60 },
        actualMinutesByEmployee: { e1: 495, e2: 60 },
        timesheetApproved: true,
        timesheets: [
          expect.objectContaining({ assignmentId: 'a1', correction: { actualStartMinute: 540, actualEndMinute: 1080, breakMinutes: 45 } }),
        ],
        // The rota's own last change: the second assignment (the 4th event, 09:03), not the approval.
        lastUpdated: '2026-01-05T09:03:00.000Z',
      }),
    );
  });
});
