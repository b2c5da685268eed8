import type { AuditExport } from '../queries/export-audit.handler';

const BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * One CSV field per RFC 4180: quoted when it holds a comma, a quote or a line break, quotes
 * doubled. Text a spreadsheet would run as a formula gets a leading apostrophe (a display
 * name must never become a formula on the reader's machine), as the dashboard's CSV does.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const AUDIT_CSV_COLUMNS = ['position', 'event_id', 'stream', 'type', 'at', 'user_id', 'summary', 'data_json'] as const;

/** The export as CSV: a UTF-8 BOM (so spreadsheets read names right), CRLF rows, one event per row. */
export function auditCsv(file: AuditExport): string {
  const rows = file.events.map((e) => [e.position, e.eventId, e.streamId, e.type, e.at, e.who.userId ?? '', e.summary, JSON.stringify(e.data)]);
  return BOM + [AUDIT_CSV_COLUMNS, ...rows].map((row) => row.map(csvField).join(',')).join(CRLF) + CRLF;
}

/** `rotaledger-audit-the-crown-2026-12-07.csv`: ASCII only, so any browser saves it as named. */
export function auditFileName(file: AuditExport, extension: 'csv' | 'json'): string {
  const slug = (file.workplaceName ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `rotaledger-audit-${slug || file.workplaceId}-${file.exportedAt.slice(0, 10)}.${extension}`;
}
