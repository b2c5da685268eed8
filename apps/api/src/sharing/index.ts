/** The sharing context's public entry: its module, and its links (the access check finds a link's team and workplace). */
export { SharingModule } from './sharing.module';
export { SHARED_ROTAS } from './sharing.read-models';
export type { SharedRotaDocument } from './sharing.read-models';
export { ROTA_NOT_FOUND } from './queries/get-shared-rota.handler';
