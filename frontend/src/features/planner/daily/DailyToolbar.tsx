import type { Dayjs } from 'dayjs';
import type { WeekStart } from '@rotaledger/domain';
import { Spinner } from '../../../components/Spinner';
import type { Workplace } from '../../profile';
import { formatDayHeading, formatWeekHeading, isoDateOf, startOfWeek } from '../dates';
import { ZoomControls } from '../ZoomControls';
import { clampZoom } from '../zoom';
import { ShareButton } from './ShareButton';

interface DailyToolbarProps {
  workplace: Workplace;
  date: Dayjs;
  userId: string;
  weekStartsOn: WeekStart;
  readOnly: boolean;
  zoom: number;
  onZoom: (zoom: number) => void;
  onAddShift: () => void;
  /** The day is being read again (after a write): a small spinner says so. */
  refreshing: boolean;
  /** A day with saved shifts can be shared (the day or its week). */
  shareable: boolean;
}

/** Above the timeline: Add Shift, the zoom, and Share. */
export function DailyToolbar({
  workplace,
  date,
  userId,
  weekStartsOn,
  readOnly,
  zoom,
  onZoom,
  onAddShift,
  refreshing,
  shareable,
}: DailyToolbarProps) {
  return (
    <div className="daily-toolbar no-print">
      {!readOnly && (
        <button type="button" className="button button-primary" onClick={() => onAddShift()}>
          <span aria-hidden="true">+</span> Add Shift
        </button>
      )}
      <ZoomControls zoom={zoom} onZoom={(z) => onZoom(clampZoom(z))} />
      <span className="daily-toolbar-spacer" />
      {refreshing && <Spinner size="small" label="Refreshing…" />}
      {shareable && !readOnly && (
        <ShareButton
          workplaceId={workplace.workplace_id}
          workplaceName={workplace.name}
          day={{ rotaDate: isoDateOf(date), readable: formatDayHeading(date) }}
          week={{ weekStart: isoDateOf(startOfWeek(date, weekStartsOn)), readable: formatWeekHeading(date, weekStartsOn) }}
          userId={userId}
        />
      )}
    </div>
  );
}
