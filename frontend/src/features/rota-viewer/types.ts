import type { SharedRotaAnswer, SharedRotaDayAnswer, SharedRotaWeekAnswer } from '@rotaledger/contracts';

/** The shared rota as GET /rotas/{rotaId} answers it: a day link's document or a week link's, and their parts. */
export type SharedRota = SharedRotaAnswer;
export type SharedRotaDay = SharedRotaDayAnswer;
export type SharedRotaWeek = SharedRotaWeekAnswer;
export type SharedShift = SharedRotaDay['shifts'][number];
export type SharedAssignment = SharedShift['assignments'][number];
export type SharedWeekDay = SharedRotaWeek['days'][number];

/** A week link's answer has its seven days; a day link's has the spec's shifts. */
export const isSharedWeek = (rota: SharedRota): rota is SharedRotaWeek => 'days' in rota;
