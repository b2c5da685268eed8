import { fileNameSlug, isoDateOfInstant, toCsv } from '@rotaledger/domain';
import type { AuditExport } from '../queries/export-audit.handler';

/** `username`: who did it by name (a team member's own), empty once their account is deleted. */
export const AUDIT_CSV_COLUMNS = ['position', 'event_id', 'stream', 'type', 'at', 'user_id', 'username', 'summary', 'data_json'] as const;

/** The export as CSV through the shared writer (BOM, CRLF, formula escaping), one event per row. */
export function auditCsv(file: AuditExport): string {
  const rows = file.events.map((e) => [
    e.position,
    e.eventId,
    e.streamId,
    e.type,
    e.at,
    e.who.userId ?? '',
    e.who.username ?? '',
    e.summary,
    JSON.stringify(e.data),
  ]);
  return toCsv([AUDIT_CSV_COLUMNS, ...rows]);
}

/** `rotaledger-audit-the-crown-2026-12-07.csv`: ASCII only, so any browser saves it as named. */
export function auditFileName(file: AuditExport, extension: 'csv' | 'json'): string {
  const slug = fileNameSlug(file.workplaceName ?? '');
  return `rotaledger-audit-${slug || file.workplaceId}-${isoDateOfInstant(file.exportedAt)}.${extension}`;
}
