import { api } from '../../app/api';

/** One employee's hours in the asked days, as GET /pay/getpayfordates answers them. */
export interface PayForDatesEntry {
  employee_id: string;
  display_name?: string | null;
  removed?: boolean;
  /** Hourly rate as a decimal (7.55), when the API includes it. */
  rate?: number | string | null;
  /** 'dd/mm/yy' → hours as a decimal, exact to the minute. */
  hoursInDays: Record<string, number>;
  /** 'dd/mm/yy' → whole minutes, when the API sends them (preferred: no rounding at all). */
  minutesInDays?: Record<string, number>;
  /** 'dd/mm/yy' → the hourly rate in force that day (a decimal): a later rate change never reprices a day. */
  rateInDays?: Record<string, number>;
  /** 'dd/mm/yy' → that day's pay in pence, rounded on its own. */
  payPenceInDays?: Record<string, number>;
}

export interface PayForDatesRequest {
  userId: string;
  workplaceId: string;
  /** 'dd/mm/yy' dates. */
  dates: string[];
}

export interface PopulatedDatesRequest {
  userId: string;
  workplaceId: string;
}

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Days ('yyyy-mm-dd') of a workplace that have shifts: the pay periods offered hold these. */
    dashboardPopulatedDates: build.query<string[], PopulatedDatesRequest>({
      query: ({ userId, workplaceId }) => ({ url: '/shifts/getpopulateddates', params: { workplaceId, userId } }),
      // Tolerates 'yyyy-mm-ddT…' and non-lists: the spec's fallback for a bad answer is no dates.
      transformResponse: (raw: unknown) =>
        Array.isArray(raw) ? raw.filter((d): d is string => typeof d === 'string').map((d) => d.slice(0, 10)) : [],
      providesTags: (_r, _e, { workplaceId }) => [{ type: 'PopulatedDates', id: workplaceId }],
    }),
    dashboardPayForDates: build.query<PayForDatesEntry[], PayForDatesRequest>({
      query: ({ userId, workplaceId, dates }) => ({
        url: '/pay/getpayfordates',
        params: { workplaceId, dates: JSON.stringify(dates), userId },
      }),
      transformResponse: (raw: unknown) => (Array.isArray(raw) ? (raw as PayForDatesEntry[]) : []),
      providesTags: (_r, _e, { workplaceId }) => [{ type: 'Pay', id: workplaceId }],
    }),
  }),
});

export const { useDashboardPopulatedDatesQuery, useDashboardPayForDatesQuery } = dashboardApi;
