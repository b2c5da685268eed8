import type { Workplace } from '../profile';
import { WorkplaceSwitcher } from './WorkplaceSwitcher';

interface PlannerTitleProps {
  userId: string;
  workplaces: readonly Workplace[];
  /** The workplace shown, and its place in `workplaces`. */
  workplace: Workplace;
  workplaceIndex: number;
  readOnly: boolean;
  /** The user works in other teams too: the switcher groups the workplaces by team. */
  inTeams: boolean;
  ownerNames: ReadonlyMap<string, string>;
  /** Shows another workplace, by its id. */
  onChoose: (workplaceId: string) => void;
}

/** The workplace shown, "View only" for an auditor, and the way to another workplace. */
export function PlannerTitle({
  userId,
  workplaces,
  workplace,
  workplaceIndex,
  readOnly,
  inTeams,
  ownerNames,
  onChoose,
}: PlannerTitleProps) {
  const count = workplaces.length;
  return (
    <div className="planner-title">
      <h2 className="planner-workplace" data-testid="planner-workplace">
        {workplace.name}
      </h2>
      {readOnly && (
        <span className="planner-view-only" title="Your role (auditor) can view but not change this team's data.">
          View only
        </span>
      )}
      {inTeams && (
        <WorkplaceSwitcher userId={userId} workplaces={workplaces} current={workplace} ownerNames={ownerNames} onChoose={onChoose} />
      )}
      {count > 1 && !inTeams && (
        <button
          type="button"
          className="rotate-button"
          aria-label={`Switch workplace (${workplaceIndex + 1} of ${count})`}
          title="Switch workplace"
          onClick={() => onChoose(workplaces[(workplaceIndex + 1) % count].workplace_id)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="rotate-count" aria-hidden="true">
            {workplaceIndex + 1}/{count}
          </span>
        </button>
      )}
    </div>
  );
}
