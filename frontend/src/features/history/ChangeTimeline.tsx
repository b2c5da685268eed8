import { useState } from 'react';
import { readableDate } from '@rotaledger/domain';
import { Message } from '../../components/Message';
import { Spinner } from '../../components/Spinner';
import { useGetAuditEventsQuery } from './api';
import { formatInstant } from './instants';
import type { AuditOrder } from '@rotaledger/contracts';
import type { AuditEmployee, AuditEventsArgs, AuditKind } from './types';

export const PAGE_SIZE = 50;

/** Who made a change, as the line names them: the owner by name alone, a manager marked. */
const WHO_NOTES: Record<'owner' | 'manager', string> = { owner: '', manager: ' (manager)' };
const KIND_LABELS: Record<AuditKind, string> = { workplace: 'Workplace', employee: 'Employee', rota: 'Rota', autofill: 'Auto-fill' };

interface Filters {
  date: string;
  employeeId: string;
  kind: AuditKind | '';
}

interface ChangeTimelineProps {
  workplaceId: string;
  /** Opens the day's rota as it stood right after this change. */
  onShowRota: (date: string, at: string) => void;
}

const ORDER_KEY = 'rotaledger.history.order';

/** The order chosen in this browser tab (oldest first unless newest was chosen). */
function rememberedOrder(): AuditOrder {
  try {
    return window.sessionStorage.getItem(ORDER_KEY) === 'newest' ? 'newest' : 'oldest';
  } catch {
    return 'oldest';
  }
}

function rememberOrder(order: AuditOrder) {
  try {
    window.sessionStorage.setItem(ORDER_KEY, order);
  } catch {
    // Storage refused (private mode): the choice lasts while the page is open.
  }
}

/** The workplace's changes in the order they happened (or newest first), filtered by day, employee and kind. */
export function ChangeTimeline({ workplaceId, onShowRota }: ChangeTimelineProps) {
  const [filters, setFilters] = useState<Filters>({ date: '', employeeId: '', kind: '' });
  const [order, setOrder] = useState<AuditOrder>(rememberedOrder);
  // Each loaded page is its own query, keyed by the cursor it starts after.
  const [cursors, setCursors] = useState<number[]>([0]);

  function chooseOrder(next: AuditOrder) {
    rememberOrder(next);
    setOrder(next);
    setCursors([0]);
  }

  function change(next: Partial<Filters>) {
    setFilters((current) => ({ ...current, ...next }));
    setCursors([0]);
  }

  const args: AuditEventsArgs = {
    workplaceId,
    limit: PAGE_SIZE,
    date: filters.date || undefined,
    employeeId: filters.employeeId || undefined,
    kind: filters.kind || undefined,
    // Oldest first is the server's default: only the other order is asked for.
    order: order === 'newest' ? 'newest' : undefined,
  };
  // The same arguments as the first page: one request serves both.
  const firstPage = useGetAuditEventsQuery({ ...args, cursor: 0 });
  const employees = firstPage.data?.employees ?? [];

  return (
    <section className="card history-panel" aria-labelledby="history-timeline-title">
      <h2 className="card-title" id="history-timeline-title">
        Timeline of changes
      </h2>
      <p className="muted card-description">
        Every change {order === 'newest' ? 'newest first' : 'in the order it happened'}, with who made it and when.
      </p>
      <div className="history-filters">
        <div className="field">
          <label htmlFor="history-filter-day">Day</label>
          <input id="history-filter-day" type="date" value={filters.date} onChange={(e) => change({ date: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="history-filter-employee">Employee</label>
          <select
            id="history-filter-employee"
            className="select"
            value={filters.employeeId}
            onChange={(e) => change({ employeeId: e.target.value })}
          >
            <option value="">Everyone</option>
            {employees.map((employee: AuditEmployee) => (
              <option key={employee.employeeId} value={employee.employeeId}>
                {(employee.displayName ?? 'Unknown employee') + (employee.removed ? ' (removed)' : '')}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="history-filter-kind">Kind</label>
          <select
            id="history-filter-kind"
            className="select"
            value={filters.kind}
            onChange={(e) => change({ kind: e.target.value as AuditKind | '' })}
          >
            <option value="">All changes</option>
            <option value="rota">Rota</option>
            <option value="employee">Employees</option>
            <option value="workplace">Workplace</option>
            <option value="autofill">Auto-fill runs</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="history-order">Order</label>
          <select id="history-order" className="select" value={order} onChange={(e) => chooseOrder(e.target.value as AuditOrder)}>
            <option value="oldest">Oldest first</option>
            <option value="newest">Newest first</option>
          </select>
        </div>
      </div>
      <ol className="history-events" aria-label="Changes">
        {cursors.map((cursor, index) => (
          <EventsPage
            key={cursor}
            args={{ ...args, cursor }}
            last={index === cursors.length - 1}
            onMore={(next) => setCursors((current) => [...current, next])}
            onShowRota={onShowRota}
          />
        ))}
      </ol>
    </section>
  );
}

interface EventsPageProps {
  args: AuditEventsArgs;
  last: boolean;
  onMore: (cursor: number) => void;
  onShowRota: (date: string, at: string) => void;
}

function EventsPage({ args, last, onMore, onShowRota }: EventsPageProps) {
  const query = useGetAuditEventsQuery(args, { refetchOnMountOrArgChange: true });
  if (query.isError) {
    return (
      <li className="history-events-state">
        <Message tone="error">The history could not be loaded.</Message>
        <button type="button" className="button button-secondary button-small" onClick={() => void query.refetch()}>
          Try again
        </button>
      </li>
    );
  }
  if (!query.data) {
    return (
      <li className="history-events-state">
        <Spinner size="small" label="Loading changes…" />
      </li>
    );
  }
  const { events, nextCursor } = query.data;
  return (
    <>
      {events.length === 0 && args.cursor === 0 && <li className="history-events-state muted">No changes match these filters.</li>}
      {events.map((event) => (
        <li key={event.eventId} className={`history-event is-${event.kind}`} data-testid="history-event">
          <span className="history-event-dot" aria-hidden="true" />
          <div className="history-event-body">
            <p className="history-event-summary">{event.summary}</p>
            <p className="history-event-meta">
              <span className={`history-kind is-${event.kind}`}>{KIND_LABELS[event.kind]}</span>
              <time dateTime={event.at}>{formatInstant(event.at)}</time>
              <span>
                {event.undoes ? 'undone by' : 'by'} {event.who.displayName ?? event.who.username ?? 'a former user'}
                {event.who.role ? WHO_NOTES[event.who.role] : ''}
              </span>
              <span className="history-event-position">log event {event.position}</span>
            </p>
          </div>
          {event.rotaDate && (
            <button
              type="button"
              className="button button-secondary button-small history-event-action"
              onClick={() => onShowRota(event.rotaDate!, event.at)}
              aria-label={`See rota then: ${readableDate(event.rotaDate)} right after ${event.summary}`}
            >
              See rota then
            </button>
          )}
        </li>
      ))}
      {last && nextCursor !== null && (
        <li className="history-events-state">
          <button type="button" className="button button-secondary" onClick={() => onMore(nextCursor)}>
            Load more
          </button>
        </li>
      )}
    </>
  );
}
