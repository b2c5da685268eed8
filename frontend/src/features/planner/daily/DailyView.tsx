import { useMemo, useState } from 'react';
import type { Dayjs } from 'dayjs';
import { Message } from '../../../components/Message';
import { Spinner } from '../../../components/Spinner';
import { can, type CurrencyCode, type WeekStart } from '@rotaledger/domain';
import type { Employee, Workplace } from '../../profile';
import { useGetDayPayQuery } from '../api';
import { DayFill, useDayFill } from '../autofill/DayFill';
import { formatDayHeading, isoDateOf } from '../dates';
import { PLANNER_MESSAGES } from '../refusal';
import { usePrintMedia } from '../print';
import { INITIAL_ZOOM, PRINT_TRACK_WIDTH, ROW_HEIGHTS, plannerHourWidth, useIsNarrow } from '../zoom';
import { AddShiftDialog } from './AddShiftDialog';
import { DailyToolbar } from './DailyToolbar';
import { summarisePay } from './paySummary';
import { PaySummaryTable } from './PaySummaryTable';
import { SelectEmployeeDialog } from './SelectEmployeeDialog';
import { Timeline } from './Timeline';
import { TimesheetPanel } from './TimesheetPanel';
import { useDayRota, type DraftsState, type TimelineRow } from './useDayRota';

interface DailyViewProps {
  workplace: Workplace;
  date: Dayjs;
  userId: string;
  employees: readonly Employee[];
  twelveHour: boolean;
  currency: CurrencyCode;
  drafts?: DraftsState;
  /** An auditor's view: the day as it is, nothing to add, assign, delete or share. */
  readOnly?: boolean;
  /** The user's week_start: the week a week link shares. */
  weekStartsOn?: WeekStart;
}

/**
 * The hours the timeline shows: the workplace's (past midnight up to 30, 06:00 the next day, when
 * its rota ends then), stretched to cover any assignment outside them.
 */
function visibleHours(workplace: Workplace, rows: readonly TimelineRow[]) {
  let start = workplace.rota_start_time;
  let end = workplace.rota_end_time;
  for (const row of rows) {
    for (const a of row.assignments) {
      start = Math.min(start, Math.floor(a.startMinute / 60));
      end = Math.max(end, Math.ceil(a.endMinute / 60));
    }
  }
  return { start, end: Math.max(end, start + 1) };
}

export function DailyView({
  workplace,
  date,
  userId,
  employees,
  twelveHour,
  currency,
  drafts,
  readOnly = false,
  weekStartsOn = 'monday',
}: DailyViewProps) {
  const rotaDate = isoDateOf(date);
  const day = useDayRota({ workplaceId: workplace.workplace_id, rotaDate, userId }, drafts);
  const narrow = useIsNarrow();
  const printing = usePrintMedia();
  const [zoom, setZoom] = useState(INITIAL_ZOOM);
  const [addOpen, setAddOpen] = useState(false);
  const [pickerRef, setPickerRef] = useState<{ rowKey: string; assignmentId: string } | null>(null);
  const plans = !readOnly && can(workplace.role, 'rota.write') && day.hasSavedShifts;
  const dayFill = useDayFill({ workplaceId: workplace.workplace_id, userId, rotaDate, shown: plans });

  const employeesById = useMemo(() => new Map(employees.map((e) => [e.employee_id, e])), [employees]);
  const payQuery = useGetDayPayQuery({ workplaceId: workplace.workplace_id, rotaDate, userId }, { refetchOnMountOrArgChange: true });
  const summary = useMemo(() => summarisePay(payQuery.data ?? [], employees, rotaDate), [payQuery.data, employees, rotaDate]);
  const hours = visibleHours(workplace, day.rows);
  // On paper the whole day fits the page's width, whatever the zoom on screen.
  const hourWidth = printing ? PRINT_TRACK_WIDTH / (hours.end - hours.start) : plannerHourWidth(zoom, hours.end - hours.start, narrow);

  // The picker follows the live assignment, so an optimistic change or a reload shows in it.
  const pickerTarget = useMemo(() => {
    if (!pickerRef) return null;
    const row = day.rows.find((r) => r.key === pickerRef.rowKey);
    const assignment = row?.assignments.find((a) => a.assignmentId === pickerRef.assignmentId);
    return row && assignment ? { row, assignment } : null;
  }, [pickerRef, day.rows]);

  return (
    <>
      <section className="card daily-card" aria-label={`Daily rota for ${formatDayHeading(date)}`}>
        <DailyToolbar
          workplace={workplace}
          date={date}
          userId={userId}
          weekStartsOn={weekStartsOn}
          readOnly={readOnly}
          zoom={zoom}
          onZoom={setZoom}
          onAddShift={() => setAddOpen(true)}
          refreshing={day.isFetching && !day.isLoading}
          shareable={day.hasSavedShifts}
        />
        {plans && (
          <DayFill
            autofill={dayFill.autofill}
            workplaceId={workplace.workplace_id}
            userId={userId}
            employees={employees}
            twelveHour={twelveHour}
            currency={currency}
          />
        )}
        {day.isLoading ? (
          <div className="planner-loading">
            <Spinner label="Loading the day…" />
          </div>
        ) : day.isError && day.rows.length === 0 ? (
          <div className="planner-error">
            <Message tone="error">{PLANNER_MESSAGES.dayLoadFailed}</Message>
            <button type="button" className="button button-secondary button-small" onClick={() => void day.refetch()}>
              Try again
            </button>
          </div>
        ) : day.rows.length === 0 ? (
          <div className="daily-empty">
            <p className="daily-empty-title">No shifts on this day yet.</p>
            {!readOnly && (
              <p className="muted">Add a shift for a service type, then click a start and an end time to plan who works when.</p>
            )}
          </div>
        ) : (
          <Timeline
            rows={day.rows}
            startHour={hours.start}
            endHour={hours.end}
            hourWidth={hourWidth}
            compact={hourWidth < 56}
            rowHeight={printing ? ROW_HEIGHTS[0] : ROW_HEIGHTS[zoom]}
            twelveHour={twelveHour}
            employeesById={employeesById}
            onCreate={(row, start, end) => void day.createAssignment(row, start, end)}
            onOpenAssignment={(row, assignment) => setPickerRef({ rowKey: row.key, assignmentId: assignment.assignmentId })}
            onRemoveRow={(row) => (row.draft ? day.removeDraft(row.key) : row.shiftId && void day.removeShift(row.shiftId))}
            readOnly={readOnly}
            proposal={dayFill.timeline}
          />
        )}
      </section>

      <PaySummaryTable summary={summary} currency={currency} />
      {day.hasSavedShifts && (
        <TimesheetPanel
          workplaceId={workplace.workplace_id}
          date={rotaDate}
          userId={userId}
          employees={employees}
          readOnly={readOnly}
          timeZone={workplace.time_zone}
        />
      )}

      <AddShiftDialog open={addOpen} services={workplace.services} onChoose={day.addDraft} onClose={() => setAddOpen(false)} />
      <SelectEmployeeDialog
        target={pickerTarget}
        rows={day.rows}
        employees={employees}
        workplaceId={workplace.workplace_id}
        twelveHour={twelveHour}
        onChoose={(assignmentId, employeeId) => void day.setEmployee(assignmentId, employeeId)}
        onRemove={(assignmentId) => void day.removeAssignment(assignmentId)}
        breakRules={workplace.breakRules ?? []}
        onSaveBreak={day.setBreak}
        onClose={() => setPickerRef(null)}
      />
    </>
  );
}
