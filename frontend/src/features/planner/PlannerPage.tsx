import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import dayjs, { type Dayjs } from 'dayjs';
import { can, type WeekStart } from '@rotaledger/domain';
import { rememberPlannerPlace } from '../../lib/planner-place';
import { Message } from '../../components/Message';
import { Spinner } from '../../components/Spinner';
import { usePageTitle } from '../../components/usePageTitle';
import { useSignedInUser } from '../auth';
import { useDisplayPreferences, useOrganisation, workplaceCurrency } from '../profile';
import { useGetPopulatedDatesQuery } from './api';
import { DailyView } from './daily/DailyView';
import type { DraftShift } from './daily/useDayRota';
import { clampToRange, plannerRange, isoDateOf, startOfWeek, widenToHistory } from './dates';
import { PlannerControls } from './PlannerControls';
import { PLANNER_MESSAGES } from './refusal';
import { plannerPlaceOf } from './startReads';
import { TodayView } from './today/TodayView';
import { WeeklyView } from './weekly/WeeklyView';
import { useIsNarrow } from './zoom';
import { UndoControl } from './undo/UndoControl';
import { PlannerTitle } from './PlannerTitle';
import { usePlannerTeams } from './usePlannerTeams';
import './planner.css';
import './print.css';

const NO_DATES: string[] = [];

/** The tab's title for the place shown: 'Week of 7 Dec' (weekly), 'Mon 7 Dec' (daily) or 'Today, Mon 7 Dec'. */
export function plannerTitle(view: string, date: Dayjs, weekStart: WeekStart): string {
  if (view === 'today') return `Today, ${dayjs().format('ddd D MMM')}`;
  return view === 'weekly' ? `Week of ${startOfWeek(date, weekStart).format('D MMM')}` : date.format('ddd D MMM');
}

/**
 * The rota planner (`/` signed in). Workplace, view and date live in the address
 * (?w=…&view=daily&date=yyyy-mm-dd) so a reload or a shared bookmark opens the same place.
 */
export function PlannerPage() {
  const user = useSignedInUser();
  const org = useOrganisation();
  const prefs = useDisplayPreferences();
  const [params, setParams] = useSearchParams();
  // On a phone (issue 41) the planner opens on today, and its controls fold into one menu so the grid starts on the first screen.
  const narrow = useIsNarrow();
  const [menuOpen, setMenuOpen] = useState(false);
  const search = params.toString();
  useEffect(() => rememberPlannerPlace(search), [search]);
  const baseRange = useMemo(() => plannerRange(dayjs()), []);
  // Unsaved shift rows survive switching view or workplace while the planner is open.
  const drafts = useState<Record<string, DraftShift[]>>({});

  // The workplace does not depend on the range; the range reaches back to its first day with shifts.
  const fallbackView = narrow ? 'today' : 'weekly';
  const shownWorkplace = plannerPlaceOf(params, org.workplaces, baseRange, fallbackView).workplace;
  const populatedQuery = useGetPopulatedDatesQuery(
    shownWorkplace ? { workplaceId: shownWorkplace.workplace_id, userId: user.uid } : skipToken,
  );
  const range = useMemo(() => widenToHistory(baseRange, populatedQuery.data), [baseRange, populatedQuery.data]);
  const { view, date, workplaceIndex, workplace } = plannerPlaceOf(params, org.workplaces, range, fallbackView);
  const populated = useMemo(() => new Set(populatedQuery.data ?? NO_DATES), [populatedQuery.data]);
  const { inTeams, ownerNames, businessName, ownerDisplayNames } = usePlannerTeams(user.uid, org.workplaces, workplace);
  usePageTitle(workplace ? plannerTitle(view, date, prefs.weekStart) : 'Rota Planner', businessName);

  function update(patch: Record<string, string>) {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) next.set(k, v);
    setParams(next, { replace: true });
  }

  if (org.workplacesLoading) {
    return (
      <section className="page planner-page">
        <PlannerKicker />
        <div className="page-spinner">
          <Spinner size="large" label="Loading your planner…" />
        </div>
      </section>
    );
  }

  if (org.workplacesError) {
    return (
      <section className="page planner-page">
        <PlannerKicker />
        <Message tone="error">Error fetching workplaces</Message>
        <button type="button" className="button button-secondary" onClick={() => void org.refetchWorkplaces()}>
          Try again
        </button>
      </section>
    );
  }

  if (!workplace) {
    return (
      <section className="page planner-page">
        <PlannerKicker />
        <div className="card planner-empty-card planner-no-workplace">
          <h2 className="planner-empty-title">{PLANNER_MESSAGES.noWorkplace}</h2>
          <p className="muted">Add your first workplace and its staff, then plan their shifts here.</p>
          <Link to="/profile" className="button button-primary">
            Go to Profile
          </Link>
        </div>
      </section>
    );
  }

  const workplaceEmployees = org.employees.filter((e) => e.workplace_id === workplace.workplace_id);
  // The permissions table decides, never the role's name: a role without rota.write sees the rota as it is.
  const readOnly = !can(workplace.role, 'rota.write');
  const currency = workplaceCurrency(workplace, prefs.currency);
  // A team member may not change the owner's workplace: messages send them to its owner instead.
  const ownerName = workplace.ownerId === user.uid ? undefined : (ownerDisplayNames.get(workplace.ownerId) ?? 'the owner');

  const folded = narrow && !menuOpen;

  return (
    <section className={`page planner-page${folded ? ' is-folded' : ''}`}>
      <PlannerKicker />
      <header className="planner-header">
        <PlannerTitle
          userId={user.uid}
          workplaces={org.workplaces}
          workplace={workplace}
          workplaceIndex={workplaceIndex}
          readOnly={readOnly}
          inTeams={inTeams}
          ownerNames={ownerNames}
          onChoose={(w) => update({ w })}
        />
        <PlannerControls
          view={view}
          narrow={narrow}
          onView={(v) => update({ view: v })}
          date={date}
          range={range}
          populated={populated}
          weekStartsOn={prefs.weekStart}
          onDate={(d) => update({ date: isoDateOf(d) })}
          menuOpen={menuOpen}
          onMenu={() => setMenuOpen((open) => !open)}
          workplaceId={workplace.workplace_id}
          userId={user.uid}
          readOnly={readOnly}
        />
      </header>

      {!readOnly && <UndoControl userId={user.uid} employees={org.employees} />}
      {org.employeesLoading ? (
        <div className="page-spinner">
          <Spinner label="Loading employees…" />
        </div>
      ) : view === 'today' ? (
        <TodayView
          key={workplace.workplace_id}
          workplace={workplace}
          userId={user.uid}
          employees={workplaceEmployees}
          twelveHour={prefs.twelveHour}
          currency={currency}
          readOnly={readOnly}
          weekStartsOn={prefs.weekStart}
          onShowDay={(d, v) => update({ view: v, date: d })}
        />
      ) : view === 'weekly' ? (
        <WeeklyView
          key={workplace.workplace_id}
          workplace={workplace}
          date={date}
          userId={user.uid}
          employees={workplaceEmployees}
          everyone={org.employees}
          twelveHour={prefs.twelveHour}
          currency={currency}
          onShowDate={(d) => update({ date: isoDateOf(clampToRange(d, range)) })}
          readOnly={readOnly}
          weekStartsOn={prefs.weekStart}
          ownerName={ownerName}
        />
      ) : (
        <DailyView
          workplace={workplace}
          date={date}
          userId={user.uid}
          employees={org.employees}
          twelveHour={prefs.twelveHour}
          currency={currency}
          drafts={drafts}
          readOnly={readOnly}
          weekStartsOn={prefs.weekStart}
        />
      )}
    </section>
  );
}

/** The page's own heading; the workplace name below it is the visual title. */
function PlannerKicker() {
  return <h1 className="planner-kicker">Rota Planner</h1>;
}
