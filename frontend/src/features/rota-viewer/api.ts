import { api } from '../../app/api';
import type { SharedRota } from './types';

export const rotaViewerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public: anyone with the link may read a shared day. 404 when it was never shared. */
    getSharedRota: build.query<SharedRota, string>({
      query: (rotaId) => `/rotas/${encodeURIComponent(rotaId)}`,
      transformResponse: (raw: SharedRota) => ({
        ...raw,
        shifts: Array.isArray(raw?.shifts) ? raw.shifts : [],
      }),
      transformErrorResponse: (error) => {
        console.error('Shared rota could not be read', error);
        return error;
      },
    }),
  }),
});

export const { useGetSharedRotaQuery } = rotaViewerApi;
