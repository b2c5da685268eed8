import type {
  AuditDiffAnswer,
  AuditDiffRequest,
  AuditEventsAnswer,
  AuditEventsRequest,
  AuditRotaAnswer,
  AuditRotaRequest,
  AuditWorkplacesAnswer,
} from '@rotaledger/contracts';
import { AUDIT_ROUTES } from '@rotaledger/contracts/routes';
import { api, callTo } from '../../lib/api';

/** A workplace's history changes with every write anywhere: one tag per workplace, refetched on open. */
const historyTag = (workplaceId: string) => [{ type: 'AuditHistory' as const, id: workplaceId }];

/** Drops empty filters so the URL carries only what was chosen (the required ones are never empty). */
function defined<T extends object>(params: T): T {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as T;
}

export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditWorkplaces: build.query<AuditWorkplacesAnswer, void>({
      query: () => callTo(AUDIT_ROUTES.getWorkplaces),
      providesTags: [{ type: 'AuditHistory', id: 'LIST' }],
    }),
    getAuditEvents: build.query<AuditEventsAnswer, AuditEventsRequest>({
      query: (args) => callTo(AUDIT_ROUTES.getEvents, defined(args)),
      providesTags: (_r, _e, { workplaceId }) => historyTag(workplaceId),
    }),
    getRotaAtInstant: build.query<AuditRotaAnswer, AuditRotaRequest>({
      query: (params) => callTo(AUDIT_ROUTES.getRota, params),
      providesTags: (_r, _e, { workplaceId }) => historyTag(workplaceId),
    }),
    getRotaDiff: build.query<AuditDiffAnswer, AuditDiffRequest>({
      query: (params) => callTo(AUDIT_ROUTES.getDiff, params),
      providesTags: (_r, _e, { workplaceId }) => historyTag(workplaceId),
    }),
  }),
});

export const { useGetAuditWorkplacesQuery, useGetAuditEventsQuery, useGetRotaAtInstantQuery, useGetRotaDiffQuery } = historyApi;
