import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import dayjs, { type Dayjs } from 'dayjs';
import type { WeekStart } from '@rotaledger/domain';
import { rememberPlannerPlace } from '../../lib/planner-place';
import { Message } from '../../components/Message';
import { Spinner } from '../../components/Spinner';
import { usePageTitle } from '../../components/usePageTitle';
import { useSignedInUser } from '../auth';
import { useDisplayPreferences, useOrganisation, workplaceCurrency } from '../profile';
import { RequestsTab } from '../requests';
import { useGetMembershipsQuery, useGetTeamQuery } from '../team';
import { useGetPopulatedDatesQuery } from './api';
import { DateNavigator } from './calendar/DateNavigator';
import { DailyView } from './daily/DailyView';
import type { DraftShift } from './daily/useDayRota';
import { clampToRange, plannerRange, isoDateOf, startOfWeek, widenToHistory } from './dates';
import { PrintButton } from './PrintButton';
import { PLANNER_MESSAGES } from './refusal';
import { plannerPlaceOf } from './startReads';
import { WeeklyView } from './weekly/WeeklyView';
import { UndoControl } from './undo/UndoControl';
import { PlannerTitle } from './PlannerTitle';
import './planner.css';
import './print.css';

const NO_DATES: string[] = [];

/** The tab's title for the place shown: 'Week of 7 Dec' (weekly) or 'Mon 7 Dec' (daily). */
export function plannerTitle(view: string, date: Dayjs, weekStart: WeekStart): string {
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
  const search = params.toString();
  useEffect(() => rememberPlannerPlace(search), [search]);
  const baseRange = useMemo(() => plannerRange(dayjs()), []);
  // Unsaved shift rows survive switching view or workplace while the planner is open.
  const drafts = useState<Record<string, DraftShift[]>>({});

  // The workplace does not depend on the range; the range reaches back to its first day with shifts.
  const shownWorkplace = plannerPlaceOf(params, org.workplaces, baseRange).workplace;
  const populatedQuery = useGetPopulatedDatesQuery(
    shownWorkplace ? { workplaceId: shownWorkplace.workplace_id, userId: user.uid } : skipToken,
  );
  const range = useMemo(() => widenToHistory(baseRange, populatedQuery.data), [baseRange, populatedQuery.data]);
  const { view, date, workplaceIndex, workplace } = plannerPlaceOf(params, org.workplaces, range);
  const populated = useMemo(() => new Set(populatedQuery.data ?? NO_DATES), [populatedQuery.data]);
  // Workplaces of other teams (the user is their manager or auditor): group the switcher by team.
  const inTeams = org.workplaces.some((w) => w.ownerId !== user.uid);
  const memberships = useGetMembershipsQuery(inTeams ? user.uid : skipToken);
  // Each team by its business's name (issue 43), else its owner's.
  const ownerNames = useMemo(
    () => new Map((memberships.data ?? []).map((m) => [m.ownerId, m.businessName || `${m.ownerDisplayName || m.ownerUsername}’s team`])),
    [memberships.data],
  );
  // The business the shown workplace belongs to: one's own (named under Team), else the team's.
  const ownWorkplace = workplace !== undefined && workplace.ownerId === user.uid;
  const ownTeam = useGetTeamQuery(ownWorkplace ? user.uid : skipToken);
  const businessName = workplace
    ? ownWorkplace
      ? ownTeam.data?.businessName
      : memberships.data?.find((m) => m.ownerId === workplace.ownerId)?.businessName
    : undefined;
  usePageTitle(workplace ? plannerTitle(view, date, prefs.weekStart) : 'Rota Planner', businessName);
  const ownerDisplayNames = useMemo(
    () => new Map((memberships.data ?? []).map((m) => [m.ownerId, m.ownerDisplayName || m.ownerUsername])),
    [memberships.data],
  );

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
  const readOnly = workplace.role === 'auditor';
  const currency = workplaceCurrency(workplace, prefs.currency);
  // A team member may not change the owner's workplace: messages send them to its owner instead.
  const ownerName = workplace.ownerId === user.uid ? undefined : (ownerDisplayNames.get(workplace.ownerId) ?? 'the owner');

  return (
    <section className="page planner-page">
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
        <div className="planner-controls">
          <div className="segmented view-toggle" role="group" aria-label="Planner view">
            {(['weekly', 'daily'] as const).map((v) => (
              <button key={v} type="button" className="segmented-option" aria-pressed={view === v} onClick={() => update({ view: v })}>
                {v === 'weekly' ? 'Weekly' : 'Daily'}
              </button>
            ))}
          </div>
          <DateNavigator
            date={date}
            view={view}
            range={range}
            populated={populated}
            weekStartsOn={prefs.weekStart}
            onChange={(d) => update({ date: isoDateOf(d) })}
          />
          <RequestsTab workplaceId={workplace.workplace_id} userId={user.uid} readOnly={readOnly} />
          <PrintButton />
        </div>
      </header>

      {!readOnly && <UndoControl userId={user.uid} employees={org.employees} />}
      {org.employeesLoading ? (
        <div className="page-spinner">
          <Spinner label="Loading employees…" />
        </div>
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
