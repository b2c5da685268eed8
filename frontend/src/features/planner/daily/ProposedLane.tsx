import type { Employee } from '../../profile';
import { ProposedBar } from '../autofill/ProposedBar';
import type { ProposedRow, TimelineProposal } from '../autofill/proposal';
import { QUARTER } from '../time';
import type { TimelineRow } from './useDayRota';

/** The proposed rows that fill this shift's assignments, in the shift's order. */
export const proposedIn = (row: TimelineRow, proposal: TimelineProposal | undefined): ProposedRow[] =>
  proposal ? row.assignments.flatMap((a) => proposal.rows.get(a.assignmentId) ?? []) : [];

interface ProposedLaneProps {
  rows: readonly ProposedRow[];
  serviceName: string;
  chosen: ReadonlySet<string>;
  /** The timeline's first minute and a quarter hour's width: the bars line up with the track above. */
  dayStart: number;
  quarterWidth: number;
  employeesById: ReadonlyMap<string, Employee>;
  twelveHour: boolean;
}

/**
 * A shift's proposal lane, under its track while a proposal is shown: the proposed people at the
 * times of the open assignments they would fill, apart from the real bars above.
 */
export function ProposedLane({ rows, serviceName, chosen, dayStart, quarterWidth, employeesById, twelveHour }: ProposedLaneProps) {
  return (
    <div
      className="timeline-proposed-lane no-print"
      role="group"
      aria-label={`Proposed for the ${serviceName} shift`}
      data-testid="proposed-lane"
    >
      {rows.map((row) => (
        <ProposedBar
          key={row.assignmentId}
          row={row}
          name={employeesById.get(row.employeeId)?.display_name ?? 'Someone no longer here'}
          serviceName={serviceName}
          // 1px in from each edge, as the real bars are.
          left={((row.startMinute - dayStart) / QUARTER) * quarterWidth + 1}
          width={Math.max(4, ((row.endMinute - row.startMinute) / QUARTER) * quarterWidth - 2)}
          chosen={chosen.has(row.assignmentId)}
          twelveHour={twelveHour}
        />
      ))}
    </div>
  );
}
