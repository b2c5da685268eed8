import type {
  AuditDiffAnswer,
  AuditDiffRequest,
  AuditEventsAnswer,
  AuditEventsRequest,
  AuditRotaAnswer,
  AuditRotaRequest,
  AuditWorkplacesAnswer,
} from '@rotaledger/contracts';
import { api } from '../../app/api';

/** A workplace's history changes with every write anywhere: one tag per workplace, refetched on open. */
const historyTag = (workplaceId: string) => [{ type: 'AuditHistory' as const, id: workplaceId }];

/** Drops empty filters so the URL carries only what was chosen. */
function defined<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}

export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditWorkplaces: build.query<AuditWorkplacesAnswer, void>({
      query: () => ({ url: '/audit/workplaces' }),
      providesTags: [{ type: 'AuditHistory', id: 'LIST' }],
    }),
    getAuditEvents: build.query<AuditEventsAnswer, AuditEventsRequest>({
      query: (args) => ({ url: '/audit/events', params: defined(args) }),
      providesTags: (_r, _e, { workplaceId }) => historyTag(workplaceId),
    }),
    getRotaAtInstant: build.query<AuditRotaAnswer, AuditRotaRequest>({
      query: (params) => ({ url: '/audit/rota', params }),
      providesTags: (_r, _e, { workplaceId }) => historyTag(workplaceId),
    }),
    getRotaDiff: build.query<AuditDiffAnswer, AuditDiffRequest>({
      query: (params) => ({ url: '/audit/diff', params }),
      providesTags: (_r, _e, { workplaceId }) => historyTag(workplaceId),
    }),
  }),
});

export const { useGetAuditWorkplacesQuery, useGetAuditEventsQuery, useGetRotaAtInstantQuery, useGetRotaDiffQuery } = historyApi;
