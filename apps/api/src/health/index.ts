/** The health context's public entry: its module (nothing else is used by other contexts). */
export { HealthModule } from './health.module';
