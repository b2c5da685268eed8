import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import dayjs, { type Dayjs } from 'dayjs';
import { can, type CurrencyCode, type WeekStart } from '@rotaledger/domain';
import { Message } from '../../../components/Message';
import { Spinner } from '../../../components/Spinner';
import { useToast } from '../../../components/toast';
import type { Employee, Workplace } from '../../profile';
import { PLANNER_MESSAGES } from '../refusal';
import { formatClock } from '../time';
import { AutofillPanel } from '../autofill/AutofillPanel';
import { rowsByCell } from '../autofill/proposal';
import { useAutofill } from '../autofill/useAutofill';
import type { AssignmentTarget } from './AssignmentDialog';
import type { OpenAssignmentTarget } from './OpenAssignmentDialog';
import { useGridKeyboard } from './gridKeyboard';
import { useStickyHead } from './stickyHead';
import { useWeek } from './useWeek';
import type { Placement } from './weekActions';
import { WeekDialogs } from './WeekDialogs';
import { WeekGrid } from './WeekGrid';
import { FIRST_EMPLOYEE_ROW_INDEX, OPEN_ROW_INDEX, cellKey } from './weekGrid';
import { WeekToolbar } from './WeekToolbar';
import './weekly.css';

/** How long a saved cell glows (spec section 9). */
export const GLOW_MS = 5000;

export const WEEKLY_MESSAGES = {
  removed: 'Shift removed:',
} as const;

interface WeeklyViewProps {
  workplace: Workplace;
  date: Dayjs;
  userId: string;
  /** This workplace's employees. */
  employees: readonly Employee[];
  twelveHour: boolean;
  currency: CurrencyCode;
  /** Moves the planner to another week (after a copy). */
  onShowDate?: (date: Dayjs) => void;
  /** An auditor's view: the week as it is, with no way to change it (no "+", no edit dialogs, no copy or share). */
  readOnly?: boolean;
  /** The user's week_start: the week shown begins there (Monday unless it says Sunday). */
  weekStartsOn?: WeekStart;
  /** Everyone the account employs: someone moved elsewhere keeps a row in a week where shifts here are still theirs (those before the move). */
  everyone?: readonly Employee[];
  /** The team owner's name when the user is a member (not the owner): who to ask to widen the rota hours. */
  ownerName?: string;
}

/** The cell that glows after a save (cellKey), for GLOW_MS. */
function useGlow() {
  const [glowing, setGlowing] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  function glow(row: string, isoDate: string) {
    window.clearTimeout(timer.current);
    setGlowing(cellKey(row, isoDate));
    timer.current = window.setTimeout(() => setGlowing(null), GLOW_MS);
  }
  return { glowing, glow };
}

function NoEmployees() {
  return (
    <section className="card planner-empty-card">
      <p className="planner-empty-title">{PLANNER_MESSAGES.noEmployees}</p>
      <Link to="/profile" className="button button-primary">
        Go to Profile
      </Link>
    </section>
  );
}

export function WeeklyView(props: WeeklyViewProps) {
  const { workplace, date, userId, employees, twelveHour, currency, readOnly = false, weekStartsOn = 'monday' } = props;
  const toast = useToast();
  const view = useWeek({ workplace, date, userId, employees, weekStartsOn, everyone: props.everyone });
  const { query, dates, week, weekArrived, sortedEmployees, rowEmployees } = view;
  const [target, setTarget] = useState<AssignmentTarget | null>(null);
  const [openTarget, setOpenTarget] = useState<OpenAssignmentTarget | null>(null);
  const [copying, setCopying] = useState<'week' | 'day' | null>(null);
  const { glowing, glow } = useGlow();
  const tableRef = useRef<HTMLTableElement>(null);
  // Templates and the auto-fill are planning: the role's permission from the domain's table.
  const plans = !readOnly && can(workplace.role, 'rota.write');
  const autofill = useAutofill({ workplaceId: workplace.workplace_id, userId, from: dates[0], to: dates[6], week });
  const proposedCells = useMemo(() => rowsByCell(autofill.proposal), [autofill.proposal]);
  // One tab stop for the grid, first on the open shifts' Monday (issue 29: arrows, not 155 Tabs).
  const totalsRowIndex = FIRST_EMPLOYEE_ROW_INDEX + sortedEmployees.length;
  useStickyHead(tableRef, employees.length > 0);
  const grid = useGridKeyboard(tableRef, { row: OPEN_ROW_INDEX, col: 1 }, weekArrived ? totalsRowIndex + 1 : 1, '.weekly-assignment');

  /** After a removal the opener is gone: focus the cell's "+" so the keyboard keeps its place, and say what went. */
  function onRemoved(row: string, isoDate: string, removed: Pick<Placement, 'startMinute' | 'endMinute'>, who: string) {
    window.requestAnimationFrame(() => {
      tableRef.current?.querySelector<HTMLButtonElement>(`[data-add="${cellKey(row, isoDate)}"]`)?.focus();
    });
    const when = dayjs(isoDate).format('ddd D MMM');
    const times = `, ${formatClock(removed.startMinute, twelveHour)}-${formatClock(removed.endMinute, twelveHour)}`;
    // Said, not offered: the planner's Undo list (and Ctrl+Z) puts it back.
    toast.show(`${WEEKLY_MESSAGES.removed} ${who}, ${when}${times}.`, 'info');
  }

  if (employees.length === 0) return <NoEmployees />;

  const nameOf = (employeeId: string) => rowEmployees.find((e) => e.employee_id === employeeId)?.display_name ?? 'Someone no longer here';

  return (
    <section className="card weekly-card" aria-label="Weekly rota">
      <WeekToolbar
        view={view}
        workplace={workplace}
        date={date}
        userId={userId}
        currency={currency}
        weekStartsOn={weekStartsOn}
        readOnly={readOnly}
        plans={plans}
        onCopy={setCopying}
      />
      {plans && (
        <AutofillPanel
          autofill={autofill}
          workplaceId={workplace.workplace_id}
          userId={userId}
          fillLabel="Fill the week"
          nameOf={nameOf}
          twelveHour={twelveHour}
          currency={currency}
        />
      )}
      {query.isError && !query.data && (
        <div className="planner-error">
          <Message tone="error">{PLANNER_MESSAGES.weekLoadFailed}</Message>
          <button type="button" className="button button-secondary button-small" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      )}
      <div className="weekly-scroll" data-testid="weekly-scroll">
        <WeekGrid
          view={view}
          tableRef={tableRef}
          grid={grid}
          totalsRowIndex={totalsRowIndex}
          glowing={glowing}
          proposedCells={proposedCells}
          twelveHour={twelveHour}
          currency={currency}
          readOnly={readOnly}
          onOpen={setTarget}
          onOpenShift={setOpenTarget}
        />
      </div>
      {query.isLoading && (
        <div className="weekly-loading">
          <Spinner label="Loading the week…" />
        </div>
      )}
      <WeekDialogs
        dialogs={{ target, setTarget, openTarget, setOpenTarget, copying, setCopying }}
        view={view}
        workplace={workplace}
        ownerName={props.ownerName}
        date={date}
        userId={userId}
        employees={employees}
        twelveHour={twelveHour}
        currency={currency}
        weekStartsOn={weekStartsOn}
        onShowDate={props.onShowDate}
        onPlaced={glow}
        onRemoved={onRemoved}
      />
    </section>
  );
}
