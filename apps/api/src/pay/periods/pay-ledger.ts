import { Injectable } from '@nestjs/common';
import {
  accruedHundredths,
  accruesHoliday,
  addDays,
  adjustmentLines,
  holidayBalanceAt,
  holidayDayFigures,
  holidayLinesFor,
  holidayRuleOn,
  dayFiguresFor,
  dueAdjustments,
  firstOpenPeriodAfter,
  invalid,
  isPremiumDay,
  notFound,
  overtimeOn,
  PAY_PERIOD_MESSAGES,
  paidDays,
  payLinesFor,
  payPeriodOn,
  premiumsOn,
  ROTA_MESSAGES,
  shortNoticeLine,
  shortNoticeOn,
  timeZoneOf,
  workplaceDateAt,
  type AdjustmentBasis,
  type DayChangeSources,
  type DayFigure,
  type FinalisedPayLine,
  type FinalisedPeriod,
  type HolidayDay,
  type PayPeriod,
  type PayRules,
  type PricingRules,
  type ShiftCut,
  type WorkedDay,
} from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { DateTime } from 'luxon';
import { displayNameOf, USERS, UserDocument } from '../../accounts';
import { Clock } from '../../infrastructure/clock';
import {
  allocatedEmployee,
  EmployeeDirectoryDocument,
  HOLIDAY_BALANCES,
  holidayBalanceAnswer,
  HolidayBalanceDocument,
  holidayEntriesOf,
  loadEmployees,
  ratePenceOn,
} from '../../read-side';
import { PAY_DAYS, PAY_EMPLOYEES, PayDayDocument } from '../pay.read-models';
import {
  PAY_DAY_SOURCES,
  PAY_FINALISED_PERIODS,
  PAY_LEDGER_WORKPLACES,
  PAY_RATE_CHANGES,
  PayDaySourcesDocument,
  PayFinalisedPeriodDocument,
  PayLedgerWorkplaceDocument,
  PayRateChangesDocument,
} from './pay-ledger.read-models';

/** A period's figures as the ledger states them: finalised (as stored) or open (as of now, with its adjustments). */
/** An employee's holiday as at a period's end: hours to 2 places. */
export interface HolidayBalanceFigures {
  accruedHours: number;
  takenHours: number;
  /** Entitlement only: carried into the leave year holding the period's end. */
  carriedOverHours?: number;
  balanceHours: number;
}

export interface PeriodFigures {
  period: PayPeriod;
  status: 'open' | 'finalised';
  periodId: string;
  finalisedAt?: string;
  lines: FinalisedPayLine[];
  days: Record<string, Record<string, DayFigure>>;
  /** Each employee-day's paid holiday figure (a period finalised before these were kept: none). */
  holidayDays: Record<string, Record<string, DayFigure>>;
}

/** What the days of a range hold for pay, read once. */
interface RangeData {
  days: PayDayDocument[];
  sources: Map<string, PayDaySourcesDocument>;
  rates: Map<string, PayRateChangesDocument>;
  employees: Awaited<ReturnType<typeof loadEmployees>>;
}

const byStart = (a: { periodStart: string }, b: { periodStart: string }) => a.periodStart.localeCompare(b.periodStart);

/** Any clocking or correction on the day that is not approved: the day is neither planned nor approved. */
const unapproved = (day: PayDayDocument) =>
  !day.timesheetApproved && (day.timesheets ?? []).some((t) => t.clockedInAt !== null || t.clockedOutAt !== null || t.correction !== null);

export const pricingOf = (rules: PayRules | undefined): PricingRules => ({
  overtimeOn: (date) => overtimeOn(rules, date),
  premiumOn: (date) => premiumsOn(rules, date),
  isPremiumDay,
});

/**
 * Reads a workplace's pay periods from the read models (issue 39): the finalised ones as stored, the
 * open ones priced now with the domain's pay lines, each open period with the adjustments of the
 * finalised periods before it whose first open successor it is. Only reads.
 */
@Injectable()
export class PayLedger {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly clock: Clock,
  ) {}

  async workplace(workplaceId: string): Promise<PayLedgerWorkplaceDocument> {
    const workplace = await this.readModels.get<PayLedgerWorkplaceDocument>(PAY_LEDGER_WORKPLACES, workplaceId);
    if (!workplace || workplace.deleted) throw notFound(ROTA_MESSAGES.workplaceNotFound);
    return workplace;
  }

  today(workplace: PayLedgerWorkplaceDocument): string {
    return workplaceDateAt(this.clock.now(), workplace);
  }

  async finalised(workplaceId: string): Promise<PayFinalisedPeriodDocument[]> {
    return (await this.readModels.find<PayFinalisedPeriodDocument>(PAY_FINALISED_PERIODS, { workplaceId })).sort(byStart);
  }

  /** The period starting on `periodStart`, or a 400 when no period starts that day. */
  periodStarting(workplace: PayLedgerWorkplaceDocument, periodStart: string): PayPeriod {
    const period = payPeriodOn(workplace.payRules, periodStart);
    if (period.start !== periodStart) throw invalid(PAY_PERIOD_MESSAGES.periodStart);
    return period;
  }

  /** The first day anything was planned at the workplace, or null. */
  async firstDay(workplaceId: string): Promise<string | null> {
    const [first] = await this.readModels.find<PayDayDocument>(PAY_DAYS, { workplaceId }, { sort: { rotaDate: 1 }, limit: 1 });
    return first?.rotaDate ?? null;
  }

  /** The workplace's employees now (their paid holiday and accrual are its business), by id. */
  private async employeesAt(workplace: PayLedgerWorkplaceDocument): Promise<EmployeeDirectoryDocument[]> {
    const team = await this.readModels.find<EmployeeDirectoryDocument>(PAY_EMPLOYEES, { ownerId: workplace.ownerId });
    return team.filter((e) => e.workplaceId === workplace.workplaceId);
  }

  private async range(
    workplace: PayLedgerWorkplaceDocument,
    from: string,
    to: string,
    alsoEmployees: readonly string[],
  ): Promise<RangeData> {
    const { workplaceId } = workplace;
    const filter = { workplaceId, rotaDate: { $gte: from, $lte: to } };
    const [days, sources, here] = await Promise.all([
      this.readModels.find<PayDayDocument>(PAY_DAYS, filter),
      this.readModels.find<PayDaySourcesDocument>(PAY_DAY_SOURCES, filter),
      this.employeesAt(workplace),
    ]);
    // Someone with only short-notice pay on a day has no minutes there: their rate is still needed.
    const ids = [
      ...days.flatMap((d) => Object.keys(d.minutesByEmployee)),
      ...sources.flatMap((s) => (s.cuts ?? []).map((c) => c.employeeId)),
      ...alsoEmployees,
      ...here.map((e) => e.id),
    ];
    const [employees, rates] = await Promise.all([
      loadEmployees(this.readModels, PAY_EMPLOYEES, ids),
      this.readModels.find<PayRateChangesDocument>(PAY_RATE_CHANGES, { id: { $in: [...new Set(ids)] } }),
    ]);
    return { days, sources: new Map(sources.map((s) => [s.rotaDate, s])), rates: new Map(rates.map((r) => [r.id, r])), employees };
  }

  /**
   * The events behind an employee's pay on a day (after `since`, when given): the day's (for hours
   * worked; none for paid holiday) and the rate's.
   */
  private sourcesOf(
    data: RangeData,
    employeeId: string,
    date: string,
    since?: string,
    basis: AdjustmentBasis = 'worked',
  ): DayChangeSources {
    const day = data.sources.get(date);
    const mine = new Set(Object.entries(day?.assignments ?? {}).flatMap(([id, a]) => (a.employeeIds.includes(employeeId) ? [id] : [])));
    // Paid holiday's days are fixed when approved (never after they start): only a rate decision changes them.
    const events =
      basis === 'paid-holiday'
        ? []
        : (day?.events ?? [])
            .filter((e) => e.assignmentIds.some((id) => mine.has(id)))
            .map((e) => ({ id: e.id, type: e.type, userId: e.userId, at: e.at }));
    const rates = (data.rates.get(employeeId)?.changes ?? [])
      .filter((c) => c.effectiveFrom === null || c.effectiveFrom <= date)
      .map((c) => ({ id: c.eventId, type: 'RateChanged', userId: c.userId, at: c.at }));
    // Without `since`: the rate decision in force that day; with it, every rate decision made since.
    const rateSources = since === undefined ? rates.slice(-1) : rates.filter((r) => r.at > since);
    const all = [...events.filter((e) => since === undefined || e.at > since), ...rateSources].sort((a, b) => a.at.localeCompare(b.at));
    // The note names the change itself (a correction) rather than the approval that made it count, when there is one.
    const changes = all.filter((e) => e.type !== 'TimesheetDayApproved');
    const latest = (changes.length > 0 ? changes : all)[(changes.length > 0 ? changes : all).length - 1];
    return {
      eventIds: [...new Set(all.map((e) => e.id))].sort(),
      change: latest ? { type: latest.type, userId: latest.userId, at: latest.at } : null,
    };
  }

  /** Each employee's worked days in a period, on the approved basis where approved, else planned. */
  private workedDays(workplaceId: string, data: RangeData, period: Pick<PayPeriod, 'start' | 'end'>): Map<string, WorkedDay[]> {
    const worked = new Map<string, WorkedDay[]>();
    for (const day of data.days) {
      if (day.rotaDate < period.start || day.rotaDate > period.end) continue;
      const minutesOf = day.timesheetApproved && day.actualMinutesByEmployee ? day.actualMinutesByEmployee : day.minutesByEmployee;
      for (const [id, minutes] of Object.entries(minutesOf)) {
        const employeeId = allocatedEmployee(id, day.rotaDate, data.employees, workplaceId);
        if (employeeId === null || minutes <= 0) continue;
        const list = worked.get(employeeId) ?? [];
        list.push({
          date: day.rotaDate,
          minutes,
          ratePence: ratePenceOn(data.employees.get(employeeId), day.rotaDate),
          eventIds: this.sourcesOf(data, employeeId, day.rotaDate).eventIds,
        });
        worked.set(employeeId, list);
      }
    }
    return worked;
  }

  /** Each employee's approved paid holiday in a period, at the rate in force each day, while they count at the workplace. */
  private holidayDays(workplaceId: string, data: RangeData, period: Pick<PayPeriod, 'start' | 'end'>): Map<string, HolidayDay[]> {
    const holidays = new Map<string, HolidayDay[]>();
    for (const employee of data.employees.values()) {
      // Time off opens the employee's shifts on its days: only a removal or a move stops holiday counting here.
      const atWork = new Map([[employee.id, { ...employee, timeOff: [] }]]);
      for (const timeOff of employee.timeOff ?? []) {
        for (const [date, minutes] of Object.entries(timeOff.paidHolidayMinutes ?? {})) {
          if (date < period.start || date > period.end) continue;
          if (allocatedEmployee(employee.id, date, atWork, workplaceId) === null) continue;
          const list = holidays.get(employee.id) ?? [];
          list.push({ date, minutes, ratePence: ratePenceOn(employee, date), eventIds: timeOff.eventId ? [timeOff.eventId] : [] });
          holidays.set(employee.id, list);
        }
      }
    }
    return holidays;
  }

  /** Each employee's cancelled or cut assignments on the period's days (short-notice pay). */
  private cutsIn(workplaceId: string, data: RangeData, period: Pick<PayPeriod, 'start' | 'end'>): Map<string, ShiftCut[]> {
    const cuts = new Map<string, ShiftCut[]>();
    for (const day of data.sources.values()) {
      if (day.rotaDate < period.start || day.rotaDate > period.end) continue;
      for (const cut of day.cuts ?? []) {
        const employeeId = allocatedEmployee(cut.employeeId, day.rotaDate, data.employees, workplaceId);
        if (employeeId === null) continue;
        cuts.set(employeeId, [...(cuts.get(employeeId) ?? []), { ...cut, employeeId }]);
      }
    }
    return cuts;
  }

  /**
   * A period's lines and each employee-day's figure: the worked days split by type, then short-notice
   * pay for the cuts on its days (under the short-notice rule in force on each day); paid holiday when given.
   */
  private priced(
    workplace: PayLedgerWorkplaceDocument,
    data: RangeData,
    period: Pick<PayPeriod, 'start' | 'end'>,
    rules: PayRules | undefined,
    holidays: Map<string, HolidayDay[]> = new Map(),
  ) {
    const employeeWorked = this.workedDays(workplace.workplaceId, data, period);
    const employeeCuts = this.cutsIn(workplace.workplaceId, data, period);
    const pricing = pricingOf(rules);
    const zone = timeZoneOf(workplace);
    const lines: FinalisedPayLine[] = [];
    const days: Record<string, Record<string, DayFigure>> = {};
    const holidayDays: Record<string, Record<string, DayFigure>> = {};
    for (const employeeId of [...new Set([...employeeWorked.keys(), ...employeeCuts.keys(), ...holidays.keys()])].sort()) {
      const worked = employeeWorked.get(employeeId) ?? [];
      lines.push(...payLinesFor(employeeId, period.start, worked, pricing));
      days[employeeId] = dayFiguresFor(period.start, worked, pricing);
      lines.push(...holidayLinesFor(employeeId, holidays.get(employeeId) ?? []));
      const holidayFigures = holidayDayFigures(holidays.get(employeeId) ?? []);
      if (Object.keys(holidayFigures).length > 0) holidayDays[employeeId] = holidayFigures;
      const cuts = [...(employeeCuts.get(employeeId) ?? [])].sort(
        (a, b) => a.rotaDate.localeCompare(b.rotaDate) || a.toldAt.localeCompare(b.toldAt),
      );
      for (const cut of cuts) {
        const line = shortNoticeLine(
          cut,
          shortNoticeOn(rules, cut.rotaDate),
          zone,
          ratePenceOn(data.employees.get(employeeId), cut.rotaDate),
        );
        if (!line) continue;
        lines.push(line);
        const figure = (days[employeeId][cut.rotaDate] ??= { minutes: 0, pence: 0 });
        figure.minutes += line.minutes;
        figure.pence += line.amountPence;
      }
      if (Object.keys(days[employeeId]).length === 0) delete days[employeeId];
    }
    return { lines, days, holidayDays };
  }

  /** The days of the period with clocked or corrected times not yet approved. */
  async unapprovedDays(workplaceId: string, period: PayPeriod): Promise<string[]> {
    const days = await this.readModels.find<PayDayDocument>(PAY_DAYS, { workplaceId, rotaDate: { $gte: period.start, $lte: period.end } });
    return days.filter(unapproved).map((d) => d.rotaDate);
  }

  /**
   * The figures of several periods of one workplace: finalised ones as stored, open ones now, each
   * open period with the adjustments it pays.
   */
  async figures(workplace: PayLedgerWorkplaceDocument, periods: readonly PayPeriod[]): Promise<PeriodFigures[]> {
    if (periods.length === 0) return [];
    const finalised = await this.finalised(workplace.workplaceId);
    const finalisedAt = new Map(finalised.map((f) => [f.periodStart, f]));
    const periodOn = (date: string) => payPeriodOn(workplace.payRules, date);
    const openStarts = new Set(periods.filter((p) => !finalisedAt.has(p.start)).map((p) => p.start));
    // The finalised periods whose adjustments land in one of the open periods asked for.
    const adjusted = finalised.filter((f) =>
      openStarts.has(firstOpenPeriodAfter({ end: f.periodEnd }, periodOn, (s) => finalisedAt.has(s)).start),
    );
    const from = [periods[0].start, ...adjusted.map((f) => f.periodStart)].sort()[0];
    const to = periods[periods.length - 1].end;
    // Someone paid in a finalised period may have no time left in it (a removed shift): their rate is still needed.
    const data = await this.range(
      workplace,
      from,
      to,
      adjusted.flatMap((f) => [...Object.keys(f.days), ...Object.keys(f.holidayDays ?? {})]),
    );
    const adjustmentsInto = new Map<string, FinalisedPayLine[]>();
    for (const period of adjusted) {
      const target = firstOpenPeriodAfter({ end: period.periodEnd }, periodOn, (s) => finalisedAt.has(s)).start;
      const span = { start: period.periodStart, end: period.periodEnd };
      // Paid holiday is compared only for periods that kept it by day when finalised.
      const holidays = period.holidayDays ? this.holidayDays(workplace.workplaceId, data, span) : new Map<string, HolidayDay[]>();
      const now = this.priced(workplace, data, span, period.rules, holidays);
      const rateOn = (employeeId: string, date: string) => ratePenceOn(data.employees.get(employeeId), date);
      // One period's adjustments in date order, hours worked before paid holiday on a day.
      const lines = (['worked', 'paid-holiday'] as const).flatMap((basis) => {
        if (basis === 'paid-holiday' && !period.holidayDays) return [];
        const current = basis === 'worked' ? now.days : now.holidayDays;
        const due = dueAdjustments(period.periodStart, current, paidDays(period, finalised, basis), rateOn);
        return adjustmentLines(due, (employeeId, date) => this.sourcesOf(data, employeeId, date, period.finalisedAt, basis), basis);
      });
      lines.sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
      adjustmentsInto.set(target, [...(adjustmentsInto.get(target) ?? []), ...lines]);
    }
    return periods.map((period) => {
      const stored = finalisedAt.get(period.start);
      if (stored) {
        return {
          period,
          status: 'finalised',
          periodId: stored.periodId,
          finalisedAt: stored.finalisedAt,
          lines: stored.lines,
          days: stored.days,
          holidayDays: stored.holidayDays ?? {},
        };
      }
      // An open period is priced with the rules in force on each of its days.
      const { lines, days, holidayDays } = this.priced(
        workplace,
        data,
        period,
        workplace.payRules,
        this.holidayDays(workplace.workplaceId, data, period),
      );
      const adjustments = adjustmentsInto.get(period.start) ?? [];
      const periodId = `${workplace.workplaceId}:${period.start}`;
      return { period, status: 'open', periodId, lines: [...lines, ...adjustments], days, holidayDays };
    });
  }

  /**
   * The holiday a period accrues, per employee in hundredths of an hour (what finalising records): under
   * each one's rule in force on the period's last day, on the paid hours worked its lines pay.
   */
  async holidayAccrual(workplace: PayLedgerWorkplaceDocument, period: PayPeriod, lines: readonly FinalisedPayLine[]) {
    const here = await this.employeesAt(workplace);
    const employees = await loadEmployees(this.readModels, PAY_EMPLOYEES, [...lines.map((l) => l.employeeId), ...here.map((e) => e.id)]);
    const accrual: Record<string, number> = {};
    for (const employeeId of [...employees.keys()].sort()) {
      const employee = employees.get(employeeId)!;
      const worked = lines.filter((l) => l.employeeId === employeeId && accruesHoliday(l)).reduce((sum, l) => sum + l.minutes, 0);
      // Entitlement accrues with time: only for someone at the workplace at the period's start or end (time off included).
      const atWork = new Map([[employeeId, { ...employee, timeOff: [] }]]);
      const present = [period.start, period.end].some((d) => allocatedEmployee(employeeId, d, atWork, workplace.workplaceId) !== null);
      if (worked === 0 && !present) continue;
      const hundredths = accruedHundredths(holidayRuleOn(workplace.payRules?.holiday, employee.holiday, period.end), worked, period);
      if (hundredths !== 0) accrual[employeeId] = hundredths;
    }
    return accrual;
  }

  /**
   * Holiday as at a period's end, for the employees of its lines and the workplace's: the hours accrued
   * in every finalised period of the owner's workplaces ending by then (the one holiday ledger the
   * employees list and the staff page read, so a person who worked in two workplaces has one balance),
   * and paid holiday taken on days up to its end; the domain's `holidayBalanceAt` decides the rest.
   */
  async holidayAt(
    workplace: PayLedgerWorkplaceDocument,
    period: PayPeriod,
    lines: readonly FinalisedPayLine[],
  ): Promise<Record<string, HolidayBalanceFigures>> {
    const here = await this.employeesAt(workplace);
    const employees = await loadEmployees(this.readModels, PAY_EMPLOYEES, [...lines.map((l) => l.employeeId), ...here.map((e) => e.id)]);
    const ledgers = await this.readModels.find<HolidayBalanceDocument>(HOLIDAY_BALANCES, { id: { $in: [...employees.keys()] } });
    const ledgerOf = new Map(ledgers.map((l) => [l.id, l]));
    const answer: Record<string, HolidayBalanceFigures> = {};
    for (const employeeId of [...employees.keys()].sort()) {
      const employee = employees.get(employeeId)!;
      const accrued = holidayEntriesOf(ledgerOf.get(employeeId)).accrued.filter((a) => a.date <= period.end);
      const taken = (employee.timeOff ?? [])
        .flatMap((t) => Object.entries(t.paidHolidayMinutes ?? {}))
        .filter(([date]) => date <= period.end)
        .map(([date, minutes]) => ({ date, minutes }));
      const inLines = lines.some((l) => l.employeeId === employeeId);
      if (!inLines && accrued.length === 0 && taken.length === 0) continue;
      // As at the period's end: under the entitlement method, the leave year holding it.
      const rules = { workplace: workplace.payRules?.holiday, employee: employee.holiday };
      answer[employeeId] = holidayBalanceAnswer(holidayBalanceAt({ accrued, taken }, period.end, rules));
    }
    return answer;
  }

  /** The periods to list: from the first planned day (or the first finalised period) to the one holding today. */
  async periodsToList(workplace: PayLedgerWorkplaceDocument): Promise<PayPeriod[]> {
    const today = this.today(workplace);
    const finalised = await this.finalised(workplace.workplaceId);
    const first = [await this.firstDay(workplace.workplaceId), finalised[0]?.periodStart ?? null, today]
      .filter((d): d is string => d !== null)
      .sort()[0];
    const periods: PayPeriod[] = [];
    for (let period = payPeriodOn(workplace.payRules, today); ; period = payPeriodOn(workplace.payRules, addDays(period.start, -1))) {
      periods.unshift(period);
      if (period.start <= first || periods.length >= MAX_LISTED_PERIODS) break;
    }
    return periods;
  }

  /** Who changed what, as people read it: usernames by user id (a deleted account: unknown). */
  async namesOf(userIds: Iterable<string | null>): Promise<Map<string, string>> {
    const ids = [...new Set([...userIds].filter((id): id is string => id !== null))];
    if (ids.length === 0) return new Map();
    const users = await this.readModels.find<UserDocument>(USERS, { id: { $in: ids } });
    return new Map(users.map((u) => [u.id, displayNameOf(u)]));
  }

  /** The workplace-local date of an instant (an adjustment's "on 12 Nov"). */
  localDate(workplace: PayLedgerWorkplaceDocument, at: string): string {
    return DateTime.fromISO(at, { zone: timeZoneOf(workplace) }).toISODate() ?? at.slice(0, 10);
  }
}

/** GET /pay/periods lists at most this many periods, the newest. */
export const MAX_LISTED_PERIODS = 60;

export type { FinalisedPeriod };
