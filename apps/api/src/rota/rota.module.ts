import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountsModule } from '../accounts';
import { AppendGuards } from '../infrastructure/append-guards';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { RETIRED_PROJECTIONS } from '../read-side';
import { AssignmentsController } from './assignments.controller';
import { AcceptFillHandler } from './autofill/accept-fill.handler';
import { autofillProposalsProjection } from './autofill/autofill-proposals.projection';
import { AutoFillController } from './autofill/autofill.controller';
import { FillInputLoader } from './autofill/fill-input.loader';
import { fillSolverProvider } from './autofill/solver';
import { ProposeFillHandler } from './autofill/propose-fill.handler';
import { AddAssignmentHandler } from './commands/add-assignment.handler';
import { AddShiftHandler } from './commands/add-shift.handler';
import { DeleteAssignmentHandler } from './commands/delete-assignment.handler';
import { CopyRotaDaysHandler } from './commands/copy-rota-days.handler';
import { PlaceAssignmentHandler } from './commands/place-assignment.handler';
import { EmployeeSpansLoader } from './employee-spans.loader';
import { PersonRotaGuard } from './person-rota.guard';
import { RotaCopyController } from './rota-copy.controller';
import { DeleteShiftHandler } from './commands/delete-shift.handler';
import { UpdateAssignmentEmployeeHandler } from './commands/update-assignment-employee.handler';
import { UpdateAssignmentTimeHandler } from './commands/update-assignment-time.handler';
import { rotaProjection } from './projections/rota.projection';
import { rotaChangesProjection } from './undo/rota-changes.projection';
import { UndoChangeHandler } from './undo/undo-change.handler';
import { UndoController } from './undo/undo.controller';
import { GetAssignmentsHandler } from './queries/get-assignments.handler';
import { GetDayRotaHandler } from './queries/get-day-rota.handler';
import { GetPopulatedDatesHandler } from './queries/get-populated-dates.handler';
import { GetShiftsHandler } from './queries/get-shifts.handler';
import { WeeklyGridAnswers } from './queries/weekly-grid-answers';
import { GetWeeklyShiftsHandler } from './queries/get-weekly-shifts.handler';
import { RotaContextLoader } from './rota-context.loader';
import { RotaController } from './rota.controller';
import { RotaLocator } from './rota-locator';
import { TimesheetDays } from './timesheets/timesheet-days';
import { TimesheetWrites } from './timesheets/timesheet-writes';
import { StaffClockReads } from './timesheets/staff-clock-reads';
import { ApproveTimesheetDayHandler } from './timesheets/commands/approve-timesheet-day.handler';
import { CorrectTimesheetHandler } from './timesheets/commands/correct-timesheet.handler';
import { TimesheetsController } from './timesheets/timesheets.controller';
import { ManagerDayController } from './floor/manager-day.controller';
import { GetManagerDayHandler } from './floor/manager-day.query';
import { MarkNoShowHandler } from './floor/mark-no-show.handler';
import { ApplyTemplateHandler } from './templates/commands/apply-template.handler';
import { CreateTemplateHandler } from './templates/commands/create-template.handler';
import { DeleteTemplateHandler } from './templates/commands/delete-template.handler';
import { UpdateTemplateHandler } from './templates/commands/update-template.handler';
import { GetTemplatesHandler } from './templates/queries/get-templates.handler';
import { TemplatesController } from './templates/templates.controller';
import { templatesProjection } from './templates/templates.projection';

/** The rota bounded context: shifts and assignments of each workplace day. */
@Module({
  imports: [CqrsModule, AccountsModule],
  controllers: [
    RotaController,
    AssignmentsController,
    RotaCopyController,
    TimesheetsController,
    ManagerDayController,
    UndoController,
    AutoFillController,
    TemplatesController,
  ],
  providers: [
    RotaContextLoader,
    RotaLocator,
    EmployeeSpansLoader,
    PersonRotaGuard,
    AddShiftHandler,
    DeleteShiftHandler,
    AddAssignmentHandler,
    PlaceAssignmentHandler,
    CopyRotaDaysHandler,
    UpdateAssignmentEmployeeHandler,
    UpdateAssignmentTimeHandler,
    DeleteAssignmentHandler,
    GetShiftsHandler,
    GetPopulatedDatesHandler,
    GetWeeklyShiftsHandler,
    WeeklyGridAnswers,
    GetAssignmentsHandler,
    GetDayRotaHandler,
    TimesheetDays,
    TimesheetWrites,
    StaffClockReads,
    CorrectTimesheetHandler,
    ApproveTimesheetDayHandler,
    GetManagerDayHandler,
    MarkNoShowHandler,
    UndoChangeHandler,
    FillInputLoader,
    // The auto-fill's engine: HiGHS in a worker thread (issue 38).
    fillSolverProvider,
    ProposeFillHandler,
    AcceptFillHandler,
    CreateTemplateHandler,
    UpdateTemplateHandler,
    DeleteTemplateHandler,
    ApplyTemplateHandler,
    GetTemplatesHandler,
  ],
  exports: [RotaContextLoader, TimesheetWrites, StaffClockReads, TimesheetDays],
})
export class RotaModule {
  constructor(registry: ProjectionRegistry, guards: AppendGuards, personRota: PersonRotaGuard) {
    // One person's shifts at every workplace: the overlap rule kept atomically across day streams (issue 42 §1).
    guards.register(personRota);
    registry.register(rotaProjection);
    registry.retire(...RETIRED_PROJECTIONS);
    registry.register(rotaChangesProjection);
    registry.register(autofillProposalsProjection);
    registry.register(templatesProjection);
  }
}
