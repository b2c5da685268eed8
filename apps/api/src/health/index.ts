/** The health context's public entry: its module, and the projector's status (the projector process writes it for its container's health check). */
export { HealthModule } from './health.module';
export { ProjectorStatus, type ProjectorStatusFile } from './projector-status';
