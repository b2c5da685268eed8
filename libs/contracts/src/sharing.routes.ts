import { route } from './route';
import type { RevokeSharedRotaRequest, SharedRotaAnswer, ShareRotaAnswer, ShareRotaRequest } from './sharing';

/** Shared rota links: share, revoke, and the public read by id. */
export const SHARING_ROUTES = {
  shareRota: route<ShareRotaRequest, ShareRotaAnswer>('POST', '/rotas/share'),
  revokeSharedRota: route<RevokeSharedRotaRequest>('DELETE', '/rotas/share'),
  getSharedRota: route<void, SharedRotaAnswer>('GET', '/rotas/{rotaId}'),
} as const;
