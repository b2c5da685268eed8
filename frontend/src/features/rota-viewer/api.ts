import type { SharedRotaAnswer } from '@rotaledger/contracts';
import { SHARING_ROUTES } from '@rotaledger/contracts/routes';
import { api, callTo } from '../../lib/api';

export const rotaViewerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public: anyone with the link may read a shared day. 404 when it was never shared. */
    getSharedRota: build.query<SharedRotaAnswer, string>({
      query: (rotaId) => callTo(SHARING_ROUTES.getSharedRota, undefined, { path: { rotaId } }),
      transformErrorResponse: (error) => {
        // An unknown or revoked link is an answer ("NO ROTA FOUND"), not a fault: only other failures are logged.
        if (error.status !== 404) console.error('Shared rota could not be read', error);
        return error;
      },
    }),
  }),
});

export const { useGetSharedRotaQuery } = rotaViewerApi;
