import type { AuditStreamKind } from '@rotaledger/domain';

/**
 * Which streams make up each workplace's history. One document per stream and workplace:
 * an employee who moved belongs to the history of every workplace they were in.
 */
export const AUDIT_STREAMS = 'audit_streams';

export interface AuditStreamDocument {
  /** `${streamId}|${workplaceId}` */
  id: string;
  streamId: string;
  workplaceId: string;
  ownerId: string;
  kind: AuditStreamKind;
  /** yyyy-mm-dd, for rota streams only. */
  rotaDate?: string;
  [field: string]: unknown;
}

export const auditStreamId = (streamId: string, workplaceId: string) => `${streamId}|${workplaceId}`;
