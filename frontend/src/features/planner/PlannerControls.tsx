import { useId } from 'react';
import type { Dayjs } from 'dayjs';
import type { WeekStart } from '@rotaledger/domain';
import { RequestsTab } from '../requests';
import { DateNavigator } from './calendar/DateNavigator';
import { PrintButton } from './PrintButton';
import type { PlannerView } from './startReads';

const VIEW_NAMES = { today: 'Today', weekly: 'Weekly', daily: 'Daily' } as const;

interface PlannerControlsProps {
  view: PlannerView;
  /** A phone: today is a view, and the rest folds behind "Planner menu" (issue 41). */
  narrow: boolean;
  onView: (view: PlannerView) => void;
  date: Dayjs;
  range: { min: Dayjs; max: Dayjs };
  populated: ReadonlySet<string>;
  weekStartsOn: WeekStart;
  onDate: (date: Dayjs) => void;
  menuOpen: boolean;
  onMenu: () => void;
  workplaceId: string;
  userId: string;
  readOnly: boolean;
}

/** The planner header's controls: the view, the date (not on today), and Requests and Print (behind the menu on a phone). */
export function PlannerControls(props: PlannerControlsProps) {
  const { view, narrow, onView, menuOpen, onMenu, workplaceId, userId, readOnly } = props;
  const menuId = useId();
  const views = narrow || view === 'today' ? (['today', 'weekly', 'daily'] as const) : (['weekly', 'daily'] as const);
  return (
    <div className="planner-controls">
      <div className="segmented view-toggle" role="group" aria-label="Planner view">
        {views.map((v) => (
          <button key={v} type="button" className="segmented-option" aria-pressed={view === v} onClick={() => onView(v)}>
            {VIEW_NAMES[v]}
          </button>
        ))}
      </div>
      {view !== 'today' && (
        <DateNavigator
          date={props.date}
          view={view}
          range={props.range}
          populated={props.populated}
          weekStartsOn={props.weekStartsOn}
          onChange={props.onDate}
        />
      )}
      {narrow && (
        <button
          type="button"
          className="button button-secondary planner-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={onMenu}
        >
          {menuOpen ? 'Close menu' : 'Planner menu'}
        </button>
      )}
      <div id={menuId} className="planner-menu-items">
        <RequestsTab workplaceId={workplaceId} userId={userId} readOnly={readOnly} />
        <PrintButton />
      </div>
    </div>
  );
}
