/** The audit context's public entry: its module (nothing else is used by other contexts). */
export { AuditModule } from './audit.module';
