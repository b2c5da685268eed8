/** What other contexts may use of rota: its module and the loader of a rota's workplace context (sharing checks it). */
export { RotaContextLoader } from './rota-context.loader';
export { RotaModule } from './rota.module';
