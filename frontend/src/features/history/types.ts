/** The audit API's answers, under the names this feature's components use (the shapes are the contract's). */
export type {
  AuditChangeAnswer as Change,
  AuditDiffAnswer as RotaDiff,
  AuditEmployeeAnswer as AuditEmployee,
  AuditEventAnswer as AuditEvent,
  AuditEventsAnswer as AuditEventsPage,
  AuditEventsRequest as AuditEventsArgs,
  AuditRotaAnswer as RotaAtInstant,
  AuditShiftAnswer as RotaShift,
  AuditWorkplaceAnswer as AuditWorkplace,
} from '@rotaledger/contracts';
export type { AuditStreamKind as AuditKind } from '@rotaledger/domain';
