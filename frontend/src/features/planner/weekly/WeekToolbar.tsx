import dayjs, { type Dayjs } from 'dayjs';
import type { CurrencyCode, WeekStart } from '@rotaledger/domain';
import type { Workplace } from '../../profile';
import { ShareButton } from '../daily/ShareButton';
import { formatWeekHeading, isoDateOf, weekWords } from '../dates';
import { TemplatesMenu } from '../templates/TemplatesMenu';
import { PublishControls } from './PublishControls';
import { WeekWarnings } from './Warnings';
import { moneyWords } from './weekGrid';
import { compactHours } from './weekSummary';
import type { WeekView } from './useWeek';

/** 'Last week' → 'last week', for the figure beside this week's. */
const lowerFirst = (words: string) => words.charAt(0).toLowerCase() + words.slice(1);

interface WeekToolbarProps {
  view: WeekView;
  workplace: Workplace;
  date: Dayjs;
  userId: string;
  currency: CurrencyCode;
  weekStartsOn: WeekStart;
  readOnly: boolean;
  /** Templates are planning: shown when the role may write the rota. */
  plans: boolean;
  onCopy: (what: 'week' | 'day') => void;
}

/** Above the grid: the week's hours and cost (and last week's), its warnings, and the week's actions. */
export function WeekToolbar({ view, workplace, date, userId, currency, weekStartsOn, readOnly, plans, onCopy }: WeekToolbarProps) {
  const { summary, previousWeek, openCount, warnings, days, dates, weekStart, daysWithShifts } = view;
  const { money } = moneyWords(currency);
  const today = dayjs(isoDateOf(dayjs()));
  return (
    <div className="weekly-toolbar">
      <p className="weekly-week-total" aria-live="polite">
        <span className="weekly-week-total-label">{weekWords(date, today, weekStartsOn)}</span>
        <strong>{compactHours(summary.week.minutes)}</strong>
        <span className="weekly-week-total-sep" aria-hidden="true">
          ·
        </span>
        <strong>{money(summary.week.pence)}</strong>
        {previousWeek && (
          <span className="weekly-last-week">
            <span className="weekly-last-week-sep">{' · '}</span>
            {`${lowerFirst(weekWords(days[0].subtract(7, 'day'), today, weekStartsOn))} ${money(previousWeek.costPence)}`}
          </span>
        )}
        {openCount > 0 && (
          <span className="weekly-open-count">
            {openCount} open {openCount === 1 ? 'shift' : 'shifts'}
          </span>
        )}
      </p>
      <WeekWarnings warnings={warnings} />
      <div className="weekly-actions" hidden={readOnly}>
        {!readOnly && <PublishControls workplace={workplace} weekStart={weekStart} userId={userId} />}
        {plans && (
          <TemplatesMenu
            workplaceId={workplace.workplace_id}
            userId={userId}
            weekStart={weekStart}
            weekLabel={formatWeekHeading(date, weekStartsOn)}
          />
        )}
        <button type="button" className="button button-secondary button-small" onClick={() => onCopy('day')}>
          Copy day…
        </button>
        <button type="button" className="button button-secondary button-small" onClick={() => onCopy('week')}>
          Copy week…
        </button>
        {daysWithShifts.size > 0 && (
          <ShareButton
            workplaceId={workplace.workplace_id}
            workplaceName={workplace.name}
            week={{ weekStart: dates[0], readable: formatWeekHeading(date, weekStartsOn) }}
            userId={userId}
          />
        )}
      </div>
    </div>
  );
}
