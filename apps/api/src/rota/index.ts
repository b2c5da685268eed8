/** What other contexts may use of rota: its module and the loader of a rota's workplace context (sharing checks it). */
export { RotaContextLoader } from './rota-context.loader';
export { RotaModule } from './rota.module';
/** The access check (team context) finds the team and workplace of a shift, assignment, workplace or employee here. */
export { ROTA_EMPLOYEES, ROTA_INDEX, ROTA_WORKPLACES } from './rota.read-models';
export type { RotaIndexDocument } from './rota.read-models';
