import { auditContextOf } from './audit-context';
import { auditStreamKind, eventsUpTo, scrubEventData } from './audit-event';
import { auditDate, auditHours, auditSpan } from './audit-format';
import { describeHistory } from './history';
import { DAY, h, historyBuilder, WP } from './testing/history-builder';

const summaries = (history: ReturnType<typeof historyBuilder>) => describeHistory(history.events).entries.map((e) => e.summary);

describe('audit formats', () => {
  it('writes short dates, times and spans', () => {
    expect(auditDate('2026-12-07')).toBe('Mon 7 Dec');
    expect(auditDate('2027-01-03')).toBe('Sun 3 Jan');
    expect(auditSpan({ startMinute: h(10), endMinute: h(14, 30) })).toBe('10:00-14:30');
    expect(auditSpan({ startMinute: 0, endMinute: 1440 })).toBe('00:00-24:00');
    expect(auditHours(6, 24)).toBe('06:00-24:00');
    expect(auditSpan({ startMinute: h(22), endMinute: h(26) })).toBe('22:00-02:00 +1');
    expect(auditHours(18, 26)).toBe('18:00-02:00');
  });

  it('knows which streams make up a workplace history', () => {
    expect(auditStreamKind('workplace-abc')).toBe('workplace');
    expect(auditStreamKind('publication-abc')).toBe('workplace');
    expect(auditStreamKind('employee-abc')).toBe('employee');
    expect(auditStreamKind('rota-abc-2026-12-07')).toBe('rota');
    expect(auditStreamKind('user-abc')).toBeNull();
    expect(auditStreamKind('roster-abc')).toBeNull();
    expect(auditStreamKind('account-deletions')).toBeNull();
  });
});

describe('scrubbing event data', () => {
  it('drops every key naming a hash, token or password, at any depth', () => {
    expect(
      scrubEventData({
        name: 'Kit',
        passwordHash: 'x',
        resetToken: 'y',
        nested: { PASSWORD: 'z', tokenVersion: 2, keep: [1, { hashed: true, ok: 'yes' }] },
      }),
    ).toEqual({ name: 'Kit', nested: { keep: [1, { ok: 'yes' }] } });
    expect(scrubEventData(null)).toBeNull();
    expect(scrubEventData('text')).toBe('text');
  });
});

describe('event summaries', () => {
  it('tells staff requests: who asked, for what, and what became of it', () => {
    const history = historyBuilder();
    history.workplaceCreated();
    history.employeeAdded('kit', 'Kit');
    history.employeeAdded('ann', 'Ann');
    history.employeeEvent('kit', 'AvailabilitySet', { weekly: { tue: [] }, exceptions: [] });
    history.employeeEvent('kit', 'TimeOffRequested', { requestId: 'r1', from: '2026-12-02', to: '2026-12-04', note: null });
    history.employeeEvent('kit', 'TimeOffApproved', { requestId: 'r1', from: '2026-12-02', to: '2026-12-04' });
    history.employeeEvent('kit', 'TimeOffCancelled', { requestId: 'r1' });
    history.employeeEvent('kit', 'TimeOffRequested', { requestId: 'r2', from: '2026-12-30', to: '2027-01-02', note: null });
    history.employeeEvent('kit', 'TimeOffDeclined', { requestId: 'r2' });
    history.shiftCreated('s1');
    history.assignmentAdded('a1', 's1', h(10), h(14));
    history.rotaEvent('ShiftClaimed', { claimId: 'c1', assignmentId: 'a1', employeeId: 'ann' });
    history.rotaEvent('ClaimApproved', { claimId: 'c1' });
    history.rotaEvent('SwapOffered', { swapId: 'w1', assignmentId: 'a1', employeeId: 'ann' });
    history.rotaEvent('SwapAccepted', { swapId: 'w1', employeeId: 'kit' });
    history.rotaEvent('SwapApproved', { swapId: 'w1' });
    expect(summaries(history).slice(3)).toEqual([
      'Kit set their availability',
      'Kit asked for time off 2–4 Dec',
      'Time off for Kit 2–4 Dec approved',
      'Kit cancelled their time off 2–4 Dec',
      'Kit asked for time off 30 Dec – 2 Jan',
      'Time off for Kit 30 Dec – 2 Jan declined',
      'Kitchen Staff shift added on Mon 7 Dec',
      'Unassigned Kitchen Staff 10:00-14:00 added on Mon 7 Dec',
      'Ann asked for the open Kitchen Staff 10:00-14:00 on Mon 7 Dec',
      "Ann's claim on Kitchen Staff 10:00-14:00 on Mon 7 Dec approved",
      'Ann offered Kitchen Staff 10:00-14:00 on Mon 7 Dec for a swap',
      "Kit offered to cover Ann's Kitchen Staff 10:00-14:00 on Mon 7 Dec",
      "Swap of Ann's Kitchen Staff 10:00-14:00 on Mon 7 Dec (covered by Kit) approved",
    ]);
  });

  it('tells timesheets: clocks on the workplace clock, corrections and approval', () => {
    const history = historyBuilder();
    history.workplaceCreated();
    history.employeeAdded('kit', 'Kit');
    history.shiftCreated('s1');
    history.assignmentAdded('a1', 's1', h(10), h(14), 'kit');
    history.rotaEvent('ClockedIn', { assignmentId: 'a1', employeeId: 'kit', at: '2026-12-07T09:52:30Z' });
    history.rotaEvent('ClockedOut', { assignmentId: 'a1', employeeId: 'kit', at: '2026-12-07T14:05:00Z' });
    history.rotaEvent('TimesheetCorrected', { assignmentId: 'a1', actualStartMinute: h(10), actualEndMinute: h(14, 5), breakMinutes: 15 });
    history.rotaEvent('TimesheetDayApproved', { date: DAY });
    expect(summaries(history).slice(-4)).toEqual([
      'Kit clocked in for Kitchen Staff 10:00-14:00 on Mon 7 Dec at 09:52',
      'Kit clocked out of Kitchen Staff 10:00-14:00 on Mon 7 Dec at 14:05',
      'Timesheet of Kitchen Staff 10:00-14:00 on Mon 7 Dec (Kit) corrected to 10:00-14:05, 15 min break',
      'Timesheet for Mon 7 Dec approved',
    ]);
  });

  it('tells the rota changes with the names and times of the moment', () => {
    const history = historyBuilder();
    history.workplaceCreated();
    history.employeeAdded('kit', 'Kit');
    history.employeeAdded('ann', 'Ann');
    history.shiftCreated('s1');
    history.assignmentAdded('a1', 's1', h(10), h(14, 30), 'kit');
    history.assignmentAdded('a2', 's1', h(15), h(18));
    history.assignmentTimed('a1', h(11), h(15));
    history.employeeAssigned('a1', 'ann');
    history.employeeAssigned('a2', 'kit');
    history.employeeUnassigned('a2', 'kit');
    history.assignmentRemoved('a1');
    history.assignmentRemoved('a2');
    history.shiftDeleted('s1');
    history.rotaShared();
    history.sharedRotaRevoked();

    expect(summaries(history)).toEqual([
      'Workplace The Crown created (Cafe, rota hours 06:00-24:00)',
      'Kit added to The Crown (Kit Tester, £10.00 per hour)',
      'Ann added to The Crown (Ann Tester, £10.00 per hour)',
      'Kitchen Staff shift added on Mon 7 Dec',
      'Kit assigned to Kitchen Staff 10:00-14:30 on Mon 7 Dec',
      'Unassigned Kitchen Staff 15:00-18:00 added on Mon 7 Dec',
      'Kitchen Staff 10:00-14:30 on Mon 7 Dec re-timed to 11:00-15:00 (Kit)',
      'Ann assigned to Kitchen Staff 11:00-15:00 on Mon 7 Dec in place of Kit',
      'Kit assigned to Kitchen Staff 15:00-18:00 on Mon 7 Dec',
      'Kit unassigned from Kitchen Staff 15:00-18:00 on Mon 7 Dec',
      'Kitchen Staff 11:00-15:00 on Mon 7 Dec removed (Ann)',
      'Kitchen Staff 15:00-18:00 on Mon 7 Dec removed (unassigned)',
      'Kitchen Staff shift deleted on Mon 7 Dec',
      'Rota for Mon 7 Dec shared by link',
      'Shared link to the rota for Mon 7 Dec revoked',
    ]);
  });

  it('tells a week link from a day link', () => {
    const history = historyBuilder();
    history.workplaceCreated();
    history.weekShared();
    history.sharedWeekRevoked();
    expect(summaries(history).slice(1)).toEqual([
      'Rota for the week of Mon 7 Dec shared by link',
      'Shared link to the rota for the week of Mon 7 Dec revoked',
    ]);
  });

  it('tells a week published to staff, as part of the workplace', () => {
    const history = historyBuilder();
    history.workplaceCreated();
    history.weekPublished();
    const [entry] = describeHistory(history.events).entries.slice(1);
    expect([entry.summary, entry.kind, entry.workplaceIds]).toEqual([
      'Rota for the week of Mon 7 Dec published to staff',
      'workplace',
      [WP],
    ]);
  });

  it('tells a row change and a day copy', () => {
    const history = historyBuilder();
    history.workplaceCreated();
    history.workplaceCreated('The Anchor', 'wp-2');
    history.employeeAdded('kit', 'Kit');
    history.shiftCreated('s1');
    history.shiftCreated('s2');
    history.assignmentAdded('a1', 's1', h(10), h(14), 'kit');
    history.assignmentMoved('a1', 's2');
    history.rotaDayCopied('2026-11-30', 3);
    history.rotaDayCopied('2026-12-01', 1, DAY, 'wp-2');
    expect(summaries(history).slice(6)).toEqual([
      'Kitchen Staff 10:00-14:00 on Mon 7 Dec moved to another Kitchen Staff row (Kit)',
      'Rota for Mon 7 Dec copied from Mon 30 Nov: 3 assignments',
      'Rota for Mon 7 Dec copied from Tue 1 Dec at The Anchor: 1 assignment',
    ]);
  });

  it('uses each name as it was then: earlier lines keep the old name, later ones the new', () => {
    const history = historyBuilder();
    history.workplaceCreated();
    history.employeeAdded('kit', 'Kit');
    history.shiftCreated('s1');
    history.assignmentAdded('a1', 's1', h(9), h(10), 'kit');
    history.employeeUpdated('kit', { displayName: 'Kat', ratePence: 1150 });
    history.assignmentAdded('a2', 's1', h(10), h(11), 'kit');
    const lines = summaries(history);
    expect(lines[3]).toBe('Kit assigned to Kitchen Staff 09:00-10:00 on Mon 7 Dec');
    expect(lines[4]).toBe('Kit updated: renamed to Kat; rate £10.00 → £11.50 per hour');
    expect(lines[5]).toBe('Kat assigned to Kitchen Staff 10:00-11:00 on Mon 7 Dec');
  });

  it('says a date of birth changed or was removed, never the date (personal data)', () => {
    const history = historyBuilder();
    history.workplaceCreated();
    history.employeeAdded('kit', 'Kit');
    history.employeeUpdated('kit', { dateOfBirth: '2001-06-15' });
    history.employeeUpdated('kit', { dateOfBirth: null });
    expect(summaries(history).slice(2)).toEqual(['Kit updated: date of birth changed', 'Kit updated: date of birth removed']);
  });

  it('tells the day a rate applies from', () => {
    const history = historyBuilder();
    history.workplaceCreated();
    history.employeeAdded('kit', 'Kit');
    history.employeeUpdated('kit', { ratePence: 1300, rateEffectiveFrom: '2026-12-08' });
    history.employeeUpdated('kit', { ratePence: 1300, rateEffectiveFrom: '2026-12-07' });
    const lines = summaries(history);
    expect(lines[2]).toBe('Kit updated: rate £10.00 → £13.00 per hour from Tue 8 Dec 2026');
    expect(lines[3]).toBe('Kit updated: rate £13.00 per hour from Mon 7 Dec 2026');
  });

  it('tells the day a move takes effect', () => {
    const history = historyBuilder();
    history.workplaceCreated('The Crown');
    history.workplaceCreated('The Anchor', 'wp-2');
    history.employeeAdded('kit', 'Kit');
    history.employeeUpdated('kit', { workplaceId: 'wp-2', moveEffectiveFrom: '2026-12-10' });
    expect(summaries(history)[3]).toBe('Kit updated: moved from The Crown to The Anchor from Thu 10 Dec 2026');
  });

  it('tells workplace and employee changes field by field', () => {
    const history = historyBuilder();
    history.workplaceCreated('The Crown');
    history.workplaceCreated('The Anchor', 'wp-2');
    history.employeeAdded('kit', 'Kit');
    history.workplaceUpdated({ name: 'The Rose', rotaStartTime: 8, rotaEndTime: 22, services: [701] });
    history.workplaceUpdated({ name: 'The Rose', rotaStartTime: 8, rotaEndTime: 22, services: [701] });
    history.employeeUpdated('kit', { firstName: 'Kitty', surname: 'Jones', services: [701, 702] });
    history.employeeUpdated('kit', { firstName: 'Kitty', surname: 'Jones', services: [701, 702], workplaceId: 'wp-2' });
    history.employeeRemoved('kit', 'wp-2');
    history.workplaceDeleted();
    expect(summaries(history).slice(3)).toEqual([
      'Workplace The Crown updated: renamed to The Rose; rota hours now 08:00-22:00; services now Server',
      'Workplace The Rose updated',
      'Kit updated: full name now Kitty Jones; services now Server, Kitchen Staff',
      'Kit updated: moved from The Rose to The Anchor',
      'Kit removed from The Anchor',
      'Workplace The Rose deleted',
    ]);
  });

  it('names what it cannot know instead of failing', () => {
    const history = historyBuilder();
    history.assignmentAdded('a1', 'ghost-shift', h(9), h(10), 'nobody');
    history.assignmentTimed('a-unknown', h(9), h(10));
    history.employeeRemoved('nobody');
    history.shiftCreated('s1', 12345);
    expect(summaries(history)).toEqual([
      'Unknown employee assigned to Unknown shift 09:00-10:00 on Mon 7 Dec',
      'An assignment on Mon 7 Dec re-timed to 09:00-10:00 (unassigned)',
      'Unknown employee removed from a workplace',
      'Unknown Service shift added on Mon 7 Dec',
    ]);
  });
});

describe('history facts', () => {
  it('says which workplaces and employees each event concerns', () => {
    const history = historyBuilder();
    history.workplaceCreated();
    history.workplaceCreated('The Anchor', 'wp-2');
    history.employeeAdded('kit', 'Kit');
    history.employeeAdded('ann', 'Ann');
    history.shiftCreated('s1');
    history.assignmentAdded('a1', 's1', h(9), h(10), 'kit');
    history.employeeAssigned('a1', 'ann');
    history.assignmentTimed('a1', h(9), h(11));
    history.employeeUpdated('kit', { workplaceId: 'wp-2' });
    const { entries, context } = describeHistory(history.events);
    const facts = entries.map(({ kind, rotaDate, workplaceIds, employeeIds, shiftId, assignmentId }) => ({
      kind,
      rotaDate,
      workplaceIds,
      employeeIds,
      shiftId,
      assignmentId,
    }));
    expect(facts[0]).toEqual({ kind: 'workplace', rotaDate: null, workplaceIds: [WP], employeeIds: [], shiftId: null, assignmentId: null });
    expect(facts[4]).toEqual({
      kind: 'rota',
      rotaDate: '2026-12-07',
      workplaceIds: [WP],
      employeeIds: [],
      shiftId: 's1',
      assignmentId: null,
    });
    expect(facts[5].employeeIds).toEqual(['kit']);
    // A reassignment concerns the one who left and the one who came.
    expect(facts[6]).toMatchObject({ employeeIds: ['kit', 'ann'], shiftId: 's1', assignmentId: 'a1' });
    expect(facts[7].employeeIds).toEqual(['ann']);
    // A move concerns both workplaces.
    expect(facts[8]).toEqual({
      kind: 'employee',
      rotaDate: null,
      workplaceIds: [WP, 'wp-2'],
      employeeIds: ['kit'],
      shiftId: null,
      assignmentId: null,
    });
    expect(context).toEqual(auditContextOf(history.events));
  });

  it('folds streams outside a workplace history without describing them', () => {
    const history = historyBuilder();
    history.workplaceCreated();
    const events = [...history.events, { ...history.events[0], streamId: 'roster-owner-1', type: 'WorkplaceClaimed', position: 2 }];
    expect(describeHistory(events).entries).toHaveLength(1);
  });
});

describe('events the audit has no words for', () => {
  it('falls back to the event type', () => {
    const history = historyBuilder();
    history.workplaceCreated();
    const future = { ...history.events[0], type: 'WorkplaceRepainted', position: 2 };
    expect(describeHistory([...history.events, future]).entries[1].summary).toBe('WorkplaceRepainted');
  });
});

describe('events up to an instant', () => {
  it('keeps the events at or before it, whatever the offset it is written with', () => {
    const history = historyBuilder('2026-12-01T09:00:00.000Z');
    history.workplaceCreated();
    history.workplaceDeleted();
    expect(eventsUpTo(history.events, '2026-12-01T09:01:00.000Z')).toHaveLength(1);
    expect(eventsUpTo(history.events, '2026-12-01T10:01:59+01:00')).toHaveLength(1);
    expect(eventsUpTo(history.events, '2026-12-01T09:02:00Z')).toHaveLength(2);
    expect(eventsUpTo(history.events, '2026-12-01T09:00:59.999Z')).toHaveLength(0);
  });
});

describe('staffing templates and contracts in the history (issue 38)', () => {
  const need = { weekday: 'mon', serviceType: 701, startMinute: h(9), endMinute: h(17), count: 2 };

  it("tells a workplace's templates among its own events, by name as it was", () => {
    const history = historyBuilder();
    history.workplaceCreated();
    history.templateEvent('TemplateCreated', { templateId: 't1', ownerId: 'owner-1', name: 'Weekdays', needs: [need, need] });
    history.templateEvent('TemplateUpdated', { templateId: 't1', name: 'Week days' });
    history.templateEvent('TemplateUpdated', { templateId: 't1', needs: [need] });
    history.templateEvent('TemplateDeleted', { templateId: 't1' });
    const { entries } = describeHistory(history.events);
    expect(entries.map((e) => [e.kind, e.summary])).toEqual([
      ['workplace', 'Workplace The Crown created (Cafe, rota hours 06:00-24:00)'],
      ['workplace', 'Template Weekdays created (2 needs)'],
      ['workplace', 'Template Weekdays updated: renamed to Week days'],
      ['workplace', 'Template Week days updated: needs now 1 need'],
      ['workplace', 'Template Week days deleted'],
    ]);
    expect(entries[1].workplaceIds).toEqual([WP]);
    expect(auditStreamKind(`templates-${WP}`)).toBe('workplace');
  });

  it('tells a template applied to a day, and a contract set or removed', () => {
    const history = historyBuilder();
    history.workplaceCreated();
    history.employeeAdded('kit', 'Kit');
    history.rotaEvent('TemplateApplied', { templateId: 't1', templateName: 'Weekdays', added: 3 });
    history.employeeUpdated('kit', { contract: { minWeeklyHours: 20, maxWeeklyHours: 30, maxDaysPerWeek: 5 } });
    history.employeeUpdated('kit', { contract: null });
    expect(summaries(history).slice(2)).toEqual([
      `Template Weekdays applied to ${auditDate(DAY)}: 3 open shifts added`,
      'Kit updated: contract now 20–30 h a week, at most 5 days a week',
      'Kit updated: contract removed',
    ]);
  });
});

describe('payroll IDs in the history (issue 39)', () => {
  it('tells a payroll ID set, changed or removed', () => {
    const history = historyBuilder();
    history.workplaceCreated();
    history.employeeAdded('kit', 'Kit');
    history.employeeUpdated('kit', { payrollId: '0042' });
    history.employeeUpdated('kit', { payrollId: null });
    expect(summaries(history).slice(2)).toEqual(['Kit updated: payroll ID now 0042', 'Kit updated: payroll ID removed']);
  });

  it('tells a no-show: the person and the shift it opened', () => {
    const history = historyBuilder();
    history.workplaceCreated();
    history.employeeAdded('kit', 'Kit');
    history.shiftCreated('s1');
    history.assignmentAdded('a1', 's1', 600, 870, 'kit');
    history.rotaEvent('EmployeeUnassigned', { assignmentId: 'a1', employeeId: 'kit', noShow: true });
    expect(summaries(history).at(-1)).toBe('Kit marked as a no-show: Kitchen Staff 10:00-14:30 on Mon 7 Dec opened');
  });

  it('tells a phone number set or removed, never the number: auditors read the history (issue 41)', () => {
    const history = historyBuilder();
    history.workplaceCreated();
    history.employeeAdded('kit', 'Kit');
    history.employeeUpdated('kit', { phone: '07700 900123' });
    history.employeeUpdated('kit', { phone: null });
    expect(summaries(history).slice(2)).toEqual(['Kit updated: phone number changed', 'Kit updated: phone number removed']);
  });

  it('tells a workplace whose payroll payment numbers changed', () => {
    const history = historyBuilder();
    history.workplaceCreated();
    history.workplaceUpdated({ payrollCodes: { normal: 10, overtime: 2, premium: 3, holiday: 4, shortNotice: 5, adjustment: 6 } });
    expect(summaries(history).slice(1)).toEqual(['Workplace The Crown updated: payroll payment numbers changed']);
  });
});
