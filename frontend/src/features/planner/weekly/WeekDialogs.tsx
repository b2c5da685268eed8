import type { Dayjs } from 'dayjs';
import type { CurrencyCode, WeekStart } from '@rotaledger/domain';
import type { Employee, Workplace } from '../../profile';
import { isoDateOf } from '../dates';
import { AssignmentDialog, type AssignmentTarget } from './AssignmentDialog';
import { CopyDayDialog, CopyWeekDialog } from './CopyDialogs';
import { OpenAssignmentDialog, type OpenAssignmentTarget } from './OpenAssignmentDialog';
import type { WeekView } from './useWeek';
import type { Placement } from './weekActions';
import { OPEN_ROW } from './weekGrid';

/** Which of the week's dialogs is open, and on what. */
export interface WeekDialogState {
  target: AssignmentTarget | null;
  setTarget: (target: AssignmentTarget | null) => void;
  openTarget: OpenAssignmentTarget | null;
  setOpenTarget: (target: OpenAssignmentTarget | null) => void;
  copying: 'week' | 'day' | null;
  setCopying: (what: 'week' | 'day' | null) => void;
}

interface WeekDialogsProps {
  dialogs: WeekDialogState;
  view: WeekView;
  workplace: Workplace;
  ownerName?: string;
  date: Dayjs;
  userId: string;
  employees: readonly Employee[];
  twelveHour: boolean;
  currency: CurrencyCode;
  weekStartsOn: WeekStart;
  onShowDate?: (date: Dayjs) => void;
  /** A cell's row (an employee's id, or OPEN_ROW) and date where something was placed. */
  onPlaced: (row: string, isoDate: string) => void;
  /** An assignment went from a cell: who it was (or 'Open shift') and its times. */
  onRemoved: (row: string, isoDate: string, removed: Pick<Placement, 'startMinute' | 'endMinute'>, who: string) => void;
}

/** The week's dialogs: New/Edit Shift, an open shift's choices, Copy week and Copy day. */
export function WeekDialogs({
  dialogs,
  view,
  workplace,
  ownerName,
  date,
  userId,
  employees,
  twelveHour,
  currency,
  weekStartsOn,
  onShowDate,
  onPlaced,
  onRemoved,
}: WeekDialogsProps) {
  const { target, setTarget, openTarget, setOpenTarget, copying, setCopying } = dialogs;
  const { week, spans, sortedEmployees, unavailable, weekShifts, daysWithShifts } = view;
  const copy = {
    date,
    workplaceId: workplace.workplace_id,
    userId,
    employees,
    twelveHour,
    onShowWeek: (d: Dayjs) => onShowDate?.(d),
    onClose: () => setCopying(null),
    weekStartsOn,
  };
  return (
    <>
      <AssignmentDialog
        target={target}
        workplace={workplace}
        ownerName={ownerName}
        week={week}
        twelveHour={twelveHour}
        usualSpans={spans}
        employees={sortedEmployees}
        unavailable={target?.employee ? unavailable[target.employee.employee_id]?.[isoDateOf(target.date)] : undefined}
        onSaved={(t) => onPlaced(t.employee?.employee_id ?? OPEN_ROW, isoDateOf(t.date))}
        onRemoved={(t, removed) =>
          onRemoved(t.employee?.employee_id ?? OPEN_ROW, isoDateOf(t.date), removed, t.employee?.display_name ?? 'Open shift')
        }
        onClose={() => setTarget(null)}
      />
      <OpenAssignmentDialog
        target={openTarget}
        week={week}
        workplace={workplace}
        currency={currency}
        weekShifts={weekShifts}
        unavailable={unavailable}
        employees={sortedEmployees}
        twelveHour={twelveHour}
        onAssigned={(employee, d) => onPlaced(employee.employee_id, isoDateOf(d))}
        onRemoved={(removed) => onRemoved(OPEN_ROW, removed.date, removed, 'Open shift')}
        onEditTimes={({ shift, date: d }) => setTarget({ employee: null, date: d, assignment: shift })}
        onClose={() => setOpenTarget(null)}
      />
      <CopyWeekDialog open={copying === 'week'} hasShifts={daysWithShifts.size > 0} {...copy} />
      <CopyDayDialog open={copying === 'day'} daysWithShifts={daysWithShifts} {...copy} />
    </>
  );
}
