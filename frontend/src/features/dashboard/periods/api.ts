import type {
  AuditEventAnswer,
  AuditEventsAnswer,
  FinalisePayPeriodAnswer,
  FinalisePayPeriodRequest,
  PayExportRequest,
  PayLinesAnswer,
  PayLinesRequest,
  PayPeriodsAnswer,
  PayPeriodsRequest,
  ReopenPayPeriodAnswer,
  ReopenPayPeriodRequest,
} from '@rotaledger/contracts';
import { AUDIT_ROUTES, PAY_ROUTES } from '@rotaledger/contracts/routes';
import { api, callTo } from '../../../lib/api';

/** The workplace's list of periods, and every period's lines (a finalise or re-open moves adjustments into the next open period). */
const periodsTag = (workplaceId: string) => ({ type: 'Pay' as const, id: `${workplaceId}:periods` });
const linesTag = (workplaceId: string) => ({ type: 'Pay' as const, id: `${workplaceId}:lines` });

/** A payroll file as the server wrote it: its name (Content-Disposition) and its exact text, BOM included. */
export interface PayrollFile {
  fileName: string;
  text: string;
}

/** The file name of `attachment; filename="payroll-….csv"`, or a fallback. */
export function attachmentName(disposition: string | null | undefined, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match ? match[1] : fallback;
}

/** The fetch Response behind an answer (fetchBaseQuery's meta). */
const responseOf = (meta: unknown): Response | undefined => (meta as { response?: Response } | undefined)?.response;

/** Pages of the history read to find a line's events, at most (500 events each). */
const MAX_EVENT_PAGES = 10;

export const payPeriodsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPayPeriods: build.query<PayPeriodsAnswer, PayPeriodsRequest & { userId: string }>({
      query: (args) => callTo(PAY_ROUTES.getPayPeriods, args),
      providesTags: (_r, _e, { workplaceId }) => [periodsTag(workplaceId)],
    }),
    getPayLines: build.query<PayLinesAnswer, PayLinesRequest & { userId: string }>({
      query: (args) => callTo(PAY_ROUTES.getPayLines, args),
      providesTags: (_r, _e, { workplaceId }) => [linesTag(workplaceId)],
    }),
    finalisePayPeriod: build.mutation<FinalisePayPeriodAnswer, FinalisePayPeriodRequest & { userId: string }>({
      query: (body) => callTo(PAY_ROUTES.finalisePayPeriod, body),
      invalidatesTags: (_r, _e, { workplaceId }) => [periodsTag(workplaceId), linesTag(workplaceId)],
    }),
    reopenPayPeriod: build.mutation<ReopenPayPeriodAnswer, ReopenPayPeriodRequest & { userId: string }>({
      query: (body) => callTo(PAY_ROUTES.reopenPayPeriod, body),
      invalidatesTags: (_r, _e, { workplaceId }) => [periodsTag(workplaceId), linesTag(workplaceId)],
    }),
    /** The file, read as bytes and decoded keeping its BOM, so the download is the server's file byte for byte. */
    exportPayroll: build.query<PayrollFile, PayExportRequest & { userId: string }>({
      query: (args) => ({
        ...callTo(PAY_ROUTES.exportPayroll, args),
        responseHandler: async (response: Response) =>
          response.ok
            ? new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
            : (response.json() as Promise<unknown>),
      }),
      transformResponse: (text: string, meta, { periodStart, format }) => ({
        text,
        fileName: attachmentName(responseOf(meta)?.headers.get('Content-Disposition'), `payroll-${periodStart}-${format}.csv`),
      }),
      keepUnusedDataFor: 0,
    }),
    /**
     * The history's events behind one pay line: the employee's events (of that day when the line
     * has one), page by page until every id is found.
     */
    getLineEvents: build.query<
      AuditEventAnswer[],
      { userId: string; workplaceId: string; employeeId: string; date?: string; eventIds: string[] }
    >({
      async queryFn({ userId, workplaceId, employeeId, date, eventIds }, _api, _extra, baseQuery) {
        const wanted = new Set(eventIds);
        const found: AuditEventAnswer[] = [];
        let cursor: number | null = 0;
        for (let page = 0; page < MAX_EVENT_PAGES && cursor !== null && found.length < wanted.size; page++) {
          const result = await baseQuery(
            callTo(AUDIT_ROUTES.getEvents, {
              userId,
              workplaceId,
              employeeId,
              ...(date ? { date } : {}),
              limit: 500,
              ...(cursor ? { cursor } : {}),
            }),
          );
          if (result.error) return { error: result.error };
          const answer = result.data as AuditEventsAnswer;
          found.push(...answer.events.filter((event) => wanted.has(event.eventId)));
          cursor = answer.nextCursor;
        }
        return { data: found };
      },
      providesTags: (_r, _e, { workplaceId }) => [{ type: 'AuditHistory', id: workplaceId }],
    }),
  }),
});

export const {
  useGetPayPeriodsQuery,
  useGetPayLinesQuery,
  useFinalisePayPeriodMutation,
  useReopenPayPeriodMutation,
  useLazyExportPayrollQuery,
  useGetLineEventsQuery,
} = payPeriodsApi;
