import type { SharedRotaAnswer } from '@rotaledger/contracts';
import { api } from '../../app/api';

export const rotaViewerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public: anyone with the link may read a shared day. 404 when it was never shared. */
    getSharedRota: build.query<SharedRotaAnswer, string>({
      query: (rotaId) => `/rotas/${encodeURIComponent(rotaId)}`,
      transformErrorResponse: (error) => {
        console.error('Shared rota could not be read', error);
        return error;
      },
    }),
  }),
});

export const { useGetSharedRotaQuery } = rotaViewerApi;
