import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import {
  conflict,
  PAY_PERIOD_MESSAGES,
  payrollCodesOf,
  payrollFile,
  PayrollFileEmployee,
  PayrollFileFormat,
  PayrollFileInput,
} from '@rotaledger/domain';
import { EmployeeDirectory, WorkplaceDirectory } from '../../organisation';
import { PayLedger } from './pay-ledger';
import { linesAnswer } from './pay-period-answers';

/** A finalised period's payroll file: its name and its text, the same bytes on every export. */
export interface PayrollExport {
  fileName: string;
  text: string;
}

export class ExportPayrollQuery extends Query<PayrollExport> {
  constructor(
    readonly workplaceId: string,
    readonly periodStart: string,
    readonly format: PayrollFileFormat,
  ) {
    super();
  }
}

/**
 * `GET /pay/export` (issue 39): the lines of a finalised period as stored when it was finalised
 * (`GET /pay/lines` answers the same), its people's payroll IDs and names, and the workplace's
 * payment numbers, through the domain's formatters. An open period is 409 "Finalise the period
 * first."; the two payroll formats are 409 naming whoever has pay in it but no payroll ID.
 */
@QueryHandler(ExportPayrollQuery)
export class ExportPayrollHandler implements IQueryHandler<ExportPayrollQuery> {
  constructor(
    private readonly ledger: PayLedger,
    private readonly employees: EmployeeDirectory,
    private readonly workplaces: WorkplaceDirectory,
  ) {}

  async execute({ workplaceId, periodStart, format }: ExportPayrollQuery): Promise<PayrollExport> {
    const workplace = await this.ledger.workplace(workplaceId);
    const [figures] = await this.ledger.figures(workplace, [this.ledger.periodStarting(workplace, periodStart)]);
    if (figures.status !== 'finalised') throw conflict(PAY_PERIOD_MESSAGES.exportOpen);
    const lines = await linesAnswer(this.ledger, workplace, figures);
    const details = await this.workplaces.get(workplaceId);
    const people = await Promise.all([...new Set(lines.map((l) => l.employeeId))].map((id) => this.employees.get(id)));
    const employees: PayrollFileEmployee[] = people.flatMap((e) =>
      e ? [{ employeeId: e.employeeId, payrollId: e.payrollId ?? null, firstName: e.firstName, surname: e.surname }] : [],
    );
    const input: PayrollFileInput = {
      workplace: { name: details?.name ?? '', payrollCodes: payrollCodesOf(details ?? {}) },
      period: { start: figures.period.start, end: figures.period.end },
      employees,
      lines,
    };
    return { fileName: `payroll-${figures.period.start}-to-${figures.period.end}-${format}.csv`, text: payrollFile(format, input) };
  }
}
