import { skipToken } from '@reduxjs/toolkit/query';
import { readableDate } from '@rotaledger/domain';
import type { ReactNode } from 'react';
import { Message } from '../../components/Message';
import { Spinner } from '../../components/Spinner';
import { useGetRotaDiffQuery } from './api';
import { wireTimeAsHhMm as hhmm } from '@rotaledger/contracts/wire-time';
import { formatInstant, fromLocalInput, toLocalInput } from './instants';
import type { Change, RotaDiff } from './types';

interface RotaDiffViewProps {
  workplaceId: string;
  day: string;
  from: string;
  to: string;
  onChange: (next: { day?: string; from?: string; to?: string }) => void;
}

const span = (a: { timeStart: string; timeEnd: string }) => `${hhmm(a.timeStart)}-${hhmm(a.timeEnd)}`;
const person = (e: { employeeName: string | null } | null) => (e ? (e.employeeName ?? 'Unknown employee') : 'nobody');

function ChangedBy({ change }: { change: Change | null }) {
  if (!change) return null;
  return (
    <span className="history-diff-by">
      {' '}
      — {change.who.displayName ?? change.who.username ?? 'a former user'}, <time dateTime={change.at}>{formatInstant(change.at)}</time>
    </span>
  );
}

function Group({ title, tone, children }: { title: string; tone: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <div className={`history-diff-group is-${tone}`}>
      <h3>
        {title} <span className="history-count">{children.length}</span>
      </h3>
      <ul>{children}</ul>
    </div>
  );
}

function DiffLists({ diff }: { diff: RotaDiff }) {
  const lists = [diff.added, diff.removed, diff.retimed, diff.reassigned, diff.shiftsAdded, diff.shiftsRemoved];
  if (lists.every((list) => list.length === 0))
    return <p className="history-diff-none">Nothing changed on this day between these two moments.</p>;
  return (
    <div className="history-diff-groups">
      <Group title="Shifts added" tone="added">
        {diff.shiftsAdded.map((s) => (
          <li key={s.shiftId}>
            {s.serviceIcon} {s.serviceName}
            <ChangedBy change={s.changedBy} />
          </li>
        ))}
      </Group>
      <Group title="Added" tone="added">
        {diff.added.map((a) => (
          <li key={a.assignmentId}>
            {a.serviceName} {span(a)} · {a.employeeId ? person(a) : 'unassigned'}
            <ChangedBy change={a.changedBy} />
          </li>
        ))}
      </Group>
      <Group title="Re-timed" tone="changed">
        {diff.retimed.map((r) => (
          <li key={r.assignmentId}>
            {r.serviceName} {span(r.before)} → {span(r.after)}
            <ChangedBy change={r.changedBy} />
          </li>
        ))}
      </Group>
      <Group title="Re-assigned" tone="changed">
        {diff.reassigned.map((r) => (
          <li key={r.assignmentId}>
            {r.serviceName} {span(r)}: {person(r.before)} → {person(r.after)}
            <ChangedBy change={r.changedBy} />
          </li>
        ))}
      </Group>
      <Group title="Removed" tone="removed">
        {diff.removed.map((a) => (
          <li key={a.assignmentId}>
            {a.serviceName} {span(a)} · {a.employeeId ? person(a) : 'unassigned'}
            <ChangedBy change={a.changedBy} />
          </li>
        ))}
      </Group>
      <Group title="Shifts removed" tone="removed">
        {diff.shiftsRemoved.map((s) => (
          <li key={s.shiftId}>
            {s.serviceIcon} {s.serviceName}
            <ChangedBy change={s.changedBy} />
          </li>
        ))}
      </Group>
    </div>
  );
}

/** What changed in a day between two moments: added, removed, re-timed and re-assigned, with who and when. */
export function RotaDiffView({ workplaceId, day, from, to, onChange }: RotaDiffViewProps) {
  const backwards = Date.parse(from) > Date.parse(to);
  const diff = useGetRotaDiffQuery(day && !backwards ? { workplaceId, date: day, from, to } : skipToken, {
    refetchOnMountOrArgChange: true,
  });

  const instantField = (id: string, label: string, value: string, key: 'from' | 'to') => (
    <div className="field history-instant-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="datetime-local"
        step={1}
        value={toLocalInput(value)}
        onChange={(e) => {
          const instant = fromLocalInput(e.target.value);
          if (instant) onChange({ [key]: instant });
        }}
      />
    </div>
  );

  return (
    <section className="card history-panel" aria-labelledby="history-diff-title">
      <h2 className="card-title" id="history-diff-title">
        Compare two moments
      </h2>
      <p className="muted card-description">What changed in a day&apos;s rota between two moments, with who made each change and when.</p>
      <div className="history-filters">
        <div className="field">
          <label htmlFor="history-diff-day">Day</label>
          <input id="history-diff-day" type="date" value={day} onChange={(e) => e.target.value && onChange({ day: e.target.value })} />
        </div>
        {instantField('history-diff-from', 'From', from, 'from')}
        {instantField('history-diff-to', 'To', to, 'to')}
      </div>
      {backwards ? (
        <Message tone="error">The first moment must not be later than the second.</Message>
      ) : diff.isError ? (
        <Message tone="error">The comparison could not be loaded.</Message>
      ) : !diff.data ? (
        <div className="page-spinner">
          <Spinner label="Comparing…" />
        </div>
      ) : (
        <div className={diff.isFetching ? 'history-stale' : undefined} aria-busy={diff.isFetching} data-testid="history-diff">
          <p className="history-rota-heading">
            <strong>{readableDate(diff.data.date)}</strong>: from <time dateTime={diff.data.from}>{formatInstant(diff.data.from)}</time> to{' '}
            <time dateTime={diff.data.to}>{formatInstant(diff.data.to)}</time>
          </p>
          <DiffLists diff={diff.data} />
          {diff.data.changes.length > 0 && (
            <details className="history-diff-changes">
              <summary>
                {diff.data.changes.length} change{diff.data.changes.length === 1 ? '' : 's'} in between
              </summary>
              <ol>
                {diff.data.changes.map((c) => (
                  <li key={c.eventId}>
                    <time dateTime={c.at}>{formatInstant(c.at)}</time> {c.summary} —{' '}
                    {c.who.displayName ?? c.who.username ?? 'a former user'}
                  </li>
                ))}
              </ol>
            </details>
          )}
        </div>
      )}
    </section>
  );
}
