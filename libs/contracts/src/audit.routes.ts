import { route } from './route';
import type {
  AuditDiffAnswer,
  AuditDiffRequest,
  AuditEventsAnswer,
  AuditEventsRequest,
  AuditExportAnswer,
  AuditExportRequest,
  AuditPayAnswer,
  AuditPayRequest,
  AuditRotaAnswer,
  AuditRotaRequest,
  AuditWorkplacesAnswer,
  AuditWorkplacesRequest,
} from './audit';

/** The history (`/audit/*`): who changed what, the rota and pay as they stood at an instant. */
export const AUDIT_ROUTES = {
  getWorkplaces: route<AuditWorkplacesRequest, AuditWorkplacesAnswer>('GET', '/audit/workplaces'),
  getEvents: route<AuditEventsRequest, AuditEventsAnswer>('GET', '/audit/events'),
  getRota: route<AuditRotaRequest, AuditRotaAnswer>('GET', '/audit/rota'),
  getDiff: route<AuditDiffRequest, AuditDiffAnswer>('GET', '/audit/diff'),
  getPay: route<AuditPayRequest, AuditPayAnswer>('GET', '/audit/pay'),
  export: route<AuditExportRequest, AuditExportAnswer>('GET', '/audit/export'),
} as const;
