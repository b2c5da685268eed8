import { auditContextOf } from './audit-context';
import { payAtInstant } from './pay-at-instant';
import { presentRota } from './rota-at-instant';
import { DAY, h, historyBuilder, upTo, WP } from './testing/history-builder';

const MON_DEC = '2026-12-07';

describe('pay hours at an instant', () => {
  const MON = '2026-12-07';
  const TUE = '2026-12-08';
  const history = historyBuilder('2026-12-01T09:00:00.000Z');
  history.workplaceCreated();
  history.employeeAdded('kit', 'Kit');
  history.employeeAdded('ann', 'Ann');
  history.shiftCreated('s1', 702, MON);
  history.assignmentAdded('a1', 's1', h(9), h(17, 15), 'kit', MON);
  history.assignmentAdded('a2', 's1', h(17, 15), h(18), 'ann', MON);
  history.assignmentAdded('a3', 's1', h(6), h(8)); // unallocated: counts for no one
  history.shiftCreated('s2', 702, TUE);
  history.assignmentAdded('a4', 's2', h(10), h(10, 15), 'kit', TUE);
  const first = history.now();
  history.assignmentTimed('a1', h(9), h(12, 30), MON);
  history.employeeAssigned('a2', 'kit', MON);
  const second = history.now();
  history.at('2026-12-07T12:00:00.000Z');
  history.employeeRemoved('kit'); // removed on Mon 7 Dec: Tuesday's hours no longer count for Kit

  const payAt = (instant: string, dates = [MON, TUE]) => payAtInstant(auditContextOf(upTo(history.events, instant)), WP, dates);

  it('gives the hours as they stood, per employee per day, in the pay API shape', () => {
    expect(payAt(first)).toEqual([
      {
        employee_id: 'ann',
        display_name: 'Ann',
        removed: false,
        rate: 10,
        hoursInDays: { '07/12/26': 0.75 },
        minutesInDays: { '07/12/26': 45 },
        rateInDays: { '07/12/26': 10 },
        payPenceInDays: { '07/12/26': 750 },
        actualHoursInDays: {},
        actualPayPenceInDays: {},
        actualMinutesInDays: {},
        // the asked days' minutes x the rate, priced once
        payPence: 750,
        actualBasisPayPence: 750,
      },
      {
        employee_id: 'kit',
        display_name: 'Kit',
        removed: false,
        rate: 10,
        hoursInDays: { '07/12/26': 8.25, '08/12/26': 0.25 },
        minutesInDays: { '07/12/26': 495, '08/12/26': 15 },
        rateInDays: { '07/12/26': 10, '08/12/26': 10 },
        payPenceInDays: { '07/12/26': 8250, '08/12/26': 250 },
        actualHoursInDays: {},
        actualPayPenceInDays: {},
        actualMinutesInDays: {},
        // the asked days' minutes x the rate, priced once
        payPence: 8500,
        actualBasisPayPence: 8500,
      },
    ]);
  });

  it('follows re-timing and re-assignment', () => {
    expect(payAt(second)).toEqual([
      {
        employee_id: 'kit',
        display_name: 'Kit',
        removed: false,
        rate: 10,
        hoursInDays: { '07/12/26': 4.25, '08/12/26': 0.25 },
        minutesInDays: { '07/12/26': 255, '08/12/26': 15 },
        rateInDays: { '07/12/26': 10, '08/12/26': 10 },
        payPenceInDays: { '07/12/26': 4250, '08/12/26': 250 },
        actualHoursInDays: {},
        actualPayPenceInDays: {},
        actualMinutesInDays: {},
        // the asked days' minutes x the rate, priced once
        payPence: 4500,
        actualBasisPayPence: 4500,
      },
    ]);
  });

  it("keeps a removed employee's hours up to the removal day only", () => {
    expect(payAt(history.now())).toEqual([
      {
        employee_id: 'kit',
        display_name: 'Kit',
        removed: true,
        rate: 10,
        hoursInDays: { '07/12/26': 4.25 },
        minutesInDays: { '07/12/26': 255 },
        rateInDays: { '07/12/26': 10 },
        payPenceInDays: { '07/12/26': 4250 },
        actualHoursInDays: {},
        actualPayPenceInDays: {},
        actualMinutesInDays: {},
        // the asked days' minutes x the rate, priced once
        payPence: 4250,
        actualBasisPayPence: 4250,
      },
    ]);
  });

  it('has nothing before the rota existed or for days without one', () => {
    expect(payAt('2026-12-01T09:00:00.000Z')).toEqual([]);
    expect(payAt(history.now(), ['2026-12-09'])).toEqual([]);
    expect(payAt(first, [TUE])).toEqual([
      {
        employee_id: 'kit',
        display_name: 'Kit',
        removed: false,
        rate: 10,
        hoursInDays: { '08/12/26': 0.25 },
        minutesInDays: { '08/12/26': 15 },
        rateInDays: { '08/12/26': 10 },
        payPenceInDays: { '08/12/26': 250 },
        actualHoursInDays: {},
        actualPayPenceInDays: {},
        actualMinutesInDays: {},
        // the asked days' minutes x the rate, priced once
        payPence: 250,
        actualBasisPayPence: 250,
      },
    ]);
  });
});

describe('the rate in pay at an instant', () => {
  it('is the rate that stood then, not the one set later', () => {
    const history = historyBuilder();
    history.workplaceCreated();
    history.employeeAdded('kit', 'Kit');
    history.shiftCreated('s1', 702, DAY);
    history.assignmentAdded('a1', 's1', h(9), h(17), 'kit', DAY);
    const before = history.now();
    history.employeeUpdated('kit', { displayName: 'Kit', ratePence: 1250 });
    const payAt = (instant: string) => payAtInstant(auditContextOf(upTo(history.events, instant)), WP, [DAY]);

    expect(payAt(before).map((row) => row.rate)).toEqual([10]);
    expect(payAt(history.now()).map((row) => row.rate)).toEqual([12.5]);
  });
});

describe('dated rates and moves in pay at an instant', () => {
  const MON = '2026-12-07';
  const TUE = '2026-12-08';
  const WP2 = 'wp-2';

  it('prices each day at the rate in force that day: a rise from Tuesday leaves Monday as paid', () => {
    const history = historyBuilder();
    history.workplaceCreated();
    history.employeeAdded('kit', 'Kit');
    history.shiftCreated('s1', 702, MON);
    history.assignmentAdded('a1', 's1', h(9), h(17), 'kit', MON);
    history.shiftCreated('s2', 702, TUE);
    history.assignmentAdded('a2', 's2', h(9), h(17), 'kit', TUE);
    const before = history.now();
    history.employeeUpdated('kit', { displayName: 'Kit', ratePence: 1300, rateEffectiveFrom: TUE });
    const payAt = (instant: string) => payAtInstant(auditContextOf(upTo(history.events, instant)), WP, [MON, TUE])[0];

    expect(payAt(before)).toMatchObject({
      rateInDays: { '07/12/26': 10, '08/12/26': 10 },
      payPenceInDays: { '07/12/26': 8000, '08/12/26': 8000 },
    });
    expect(payAt(history.now())).toMatchObject({
      rate: 13,
      rateInDays: { '07/12/26': 10, '08/12/26': 13 },
      payPenceInDays: { '07/12/26': 8000, '08/12/26': 10400 },
    });
  });

  it('answers approved actual hours for a day approved by then, priced at that day’s rate', () => {
    const history = historyBuilder();
    history.workplaceCreated();
    history.employeeAdded('kit', 'Kit');
    history.shiftCreated('s1', 702, MON);
    history.assignmentAdded('a1', 's1', h(9), h(17), 'kit', MON);
    history.rotaEvent(
      'TimesheetCorrected',
      { assignmentId: 'a1', actualStartMinute: h(9, 15), actualEndMinute: h(17), breakMinutes: 30 },
      MON,
    );
    const corrected = history.now();
    history.rotaEvent('TimesheetDayApproved', { date: MON }, MON);
    const payAt = (instant: string) => payAtInstant(auditContextOf(upTo(history.events, instant)), WP, [MON])[0];
    expect(payAt(corrected)).toMatchObject({ actualHoursInDays: {}, actualPayPenceInDays: {} });
    // 09:15-17:00 less 30 min = 7 h 15 at £10.00.
    expect(payAt(history.now())).toMatchObject({ actualHoursInDays: { '07/12/26': 7.25 }, actualPayPenceInDays: { '07/12/26': 7250 } });
  });

  it("opens a moved employee's shifts at the old workplace after the move day, as it stood then", () => {
    const history = historyBuilder();
    history.workplaceCreated();
    history.workplaceCreated('The Anchor', WP2);
    history.employeeAdded('kit', 'Kit');
    history.shiftCreated('s1', 702, MON);
    history.assignmentAdded('a1', 's1', h(9), h(17), 'kit', MON);
    history.shiftCreated('s2', 702, TUE);
    history.assignmentAdded('a2', 's2', h(9), h(17), 'kit', TUE);
    const before = history.now();
    history.at('2026-12-07T12:00:00.000Z');
    history.employeeUpdated('kit', { displayName: 'Kit', workplaceId: WP2 }); // moved on Mon 7 Dec
    const payAt = (instant: string) => payAtInstant(auditContextOf(upTo(history.events, instant)), WP, [MON, TUE]);

    expect(payAt(before)[0].minutesInDays).toEqual({ '07/12/26': 480, '08/12/26': 480 });
    expect(payAt(history.now())[0].minutesInDays).toEqual({ '07/12/26': 480 });
    const presented = presentRota(auditContextOf(history.events), WP, TUE)[0].assignments[0];
    expect(presented).toMatchObject({ employeeId: 'kit', employeeRemoved: true });
  });
});

describe('pay at an instant: breaks and the workplace clock', () => {
  const SAT = '2026-10-24'; // the clocks go back that night in Europe/London
  const history = historyBuilder('2026-10-01T09:00:00.000Z');
  history.workplaceCreated();
  history.employeeAdded('ann', 'Ann');
  history.shiftCreated('s1', 702, MON_DEC);
  history.rotaEvent(
    'AssignmentAdded',
    { assignmentId: 'a1', shiftId: 's1', startMinute: h(7), endMinute: h(15), employeeId: 'ann', breakMinutes: 30 },
    MON_DEC,
  );
  history.shiftCreated('s2', 702, SAT);
  history.rotaEvent('AssignmentAdded', { assignmentId: 'a2', shiftId: 's2', startMinute: h(22), endMinute: h(26), employeeId: 'ann' }, SAT);
  const planned = history.now();
  history.rotaEvent(
    'AssignmentTimed',
    { assignmentId: 'a1', startMinute: h(7), endMinute: h(15), breakMinutes: 60, ownBreak: true },
    MON_DEC,
  );
  const ownBreak = history.now();
  history.workplaceUpdated({ timeZone: 'UTC' });

  const payAt = (instant: string) => payAtInstant(auditContextOf(upTo(history.events, instant)), WP, [SAT, MON_DEC])[0].minutesInDays;

  it('pays elapsed time less the stored break, in the zone the workplace had then', () => {
    expect(payAt(planned)).toEqual({ '24/10/26': 300, '07/12/26': 450 });
    expect(payAt(ownBreak)).toEqual({ '24/10/26': 300, '07/12/26': 420 });
    expect(payAt(history.now())).toEqual({ '24/10/26': 240, '07/12/26': 420 });
  });
});
