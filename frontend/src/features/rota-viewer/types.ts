import type { SharedRotaAnswer } from '@rotaledger/contracts';

/** The shared rota document as GET /rotas/{rotaId} answers it, and its parts. */
export type SharedRota = SharedRotaAnswer;
export type SharedShift = SharedRota['shifts'][number];
export type SharedAssignment = SharedShift['assignments'][number];
