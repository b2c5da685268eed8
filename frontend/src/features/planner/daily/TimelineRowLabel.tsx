import type { TimelineRow } from './useDayRota';

interface TimelineRowLabelProps {
  row: TimelineRow;
  service: { service_name: string; service_icon: string };
  /** A saved row with no assignments: it may be deleted. */
  empty: boolean;
  readOnly: boolean;
  onRemoveRow: (row: TimelineRow) => void;
}

/** A row's head: its service, whether it is saved or empty, and the button that removes a draft or deletes an empty row. */
export function TimelineRowLabel({ row, service, empty, readOnly, onRemoveRow }: TimelineRowLabelProps) {
  return (
    <div className="timeline-row-label">
      <span className="timeline-row-icon" aria-hidden="true">
        {service.service_icon}
      </span>
      <span className="timeline-row-text">
        <span className="timeline-row-name">{service.service_name}</span>
        {row.draft && <span className="timeline-row-badge">Not saved yet</span>}
        {empty && <span className="timeline-row-badge is-empty">Empty shift</span>}
      </span>
      {row.draft && !readOnly && (
        <button
          type="button"
          className="icon-button timeline-row-remove no-print"
          aria-label={`Remove ${service.service_name} shift`}
          title="Remove this shift"
          onClick={() => onRemoveRow(row)}
        >
          ×
        </button>
      )}
      {empty && !readOnly && (
        <button
          type="button"
          className="icon-button timeline-row-remove is-delete no-print"
          aria-label={`Delete empty ${service.service_name} shift`}
          title="Delete this empty shift"
          onClick={() => onRemoveRow(row)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      )}
    </div>
  );
}
