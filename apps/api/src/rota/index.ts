/** What other contexts may use of rota: its module and the loader of a rota's workplace context (sharing checks it). */
export { RotaContextLoader } from './rota-context.loader';
/** The staff requests context decides claims and swaps with the placement's own loaders. */
export { EmployeeSpansLoader } from './employee-spans.loader';
export type { SpansAround } from './employee-spans.loader';
export { RotaModule } from './rota.module';
/** The access check (team context) finds the team and workplace of a shift, assignment, workplace or employee here. */
export { ROTA_DAYS, ROTA_EMPLOYEES, ROTA_INDEX, ROTA_WORKPLACES } from './rota.read-models';
export type { RotaIndexDocument } from './rota.read-models';
/** ... and the team and workplace of a change to undo. */
export { ROTA_CHANGES } from './undo/rota-changes.read-models';
export type { RotaChangeDocument } from './undo/rota-changes.read-models';
/** ... and the team and workplace of an auto-fill proposal to accept. */
export { AUTOFILL_PROPOSALS } from './autofill/autofill.read-models';
export type { AutoFillProposalDocument } from './autofill/autofill.read-models';
/** ... and the team and workplace of a staffing template. */
export { ROTA_TEMPLATES } from './templates/templates.read-models';
export type { TemplateDocument } from './templates/templates.read-models';
/** The personal page clocks in and out (staff requests context) with the rota's timesheet writes. */
export { TimesheetDays } from './timesheets/timesheet-days';
export { TimesheetWrites } from './timesheets/timesheet-writes';
export { StaffClockReads } from './timesheets/staff-clock-reads';
