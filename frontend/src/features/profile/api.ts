import type {
  CurrentFeedLinkAnswer,
  FeedLinkAnswer,
  FeedLinkRequest,
  DeleteEmployeeRequest,
  DeleteWorkplaceRequest,
  EmployeeIdAnswer,
  EmployeeListAnswer,
  ForgetEmployeeRequest,
  UpcomingShiftsAnswer,
  UpcomingShiftsRequest,
  WorkplaceIdAnswer,
  WorkplaceListAnswer,
} from '@rotaledger/contracts';
import { EMPLOYEE_ROUTES, FEED_ROUTES, WORKPLACE_ROUTES } from '@rotaledger/contracts/routes';
import { api, callTo } from '../../lib/api';
import type { CreateEmployeeBody, CreateWorkplaceBody, UpdateEmployeeBody, UpdateWorkplaceBody } from './types';

// Everything the planner shows depends on workplaces and employees: a change reloads it all.
const PLANNER_TAGS = ['Shift', 'Assignment', 'WeekShifts', 'PopulatedDates', 'Pay', 'Publication', 'Requests'] as const;

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWorkplaces: build.query<WorkplaceListAnswer, string>({
      query: (userId) => callTo(WORKPLACE_ROUTES.getWorkplaces, { userId }),
      providesTags: (result) => [
        { type: 'Workplace' as const, id: 'LIST' },
        ...(result ?? []).map((w) => ({ type: 'Workplace' as const, id: w.workplace_id })),
      ],
    }),
    createWorkplace: build.mutation<WorkplaceIdAnswer, CreateWorkplaceBody>({
      query: (body) => callTo(WORKPLACE_ROUTES.createWorkplace, body),
      invalidatesTags: [{ type: 'Workplace', id: 'LIST' }],
    }),
    updateWorkplace: build.mutation<WorkplaceIdAnswer, UpdateWorkplaceBody>({
      query: (body) => callTo(WORKPLACE_ROUTES.updateWorkplace, body),
      invalidatesTags: (_r, _e, { workplace_id }) => [
        { type: 'Workplace', id: workplace_id },
        { type: 'Employee', id: 'LIST' },
        ...PLANNER_TAGS,
      ],
    }),
    deleteWorkplace: build.mutation<WorkplaceIdAnswer, DeleteWorkplaceRequest>({
      query: (body) => callTo(WORKPLACE_ROUTES.deleteWorkplace, body),
      invalidatesTags: [{ type: 'Workplace', id: 'LIST' }, { type: 'Employee', id: 'LIST' }, ...PLANNER_TAGS],
    }),
    getEmployees: build.query<EmployeeListAnswer, string>({
      query: (userId) => callTo(EMPLOYEE_ROUTES.getEmployees, { userId }),
      providesTags: (result) => [
        { type: 'Employee' as const, id: 'LIST' },
        ...(result ?? []).map((e) => ({ type: 'Employee' as const, id: e.employee_id })),
      ],
    }),
    createEmployee: build.mutation<EmployeeIdAnswer, CreateEmployeeBody>({
      query: (body) => callTo(EMPLOYEE_ROUTES.createEmployee, body),
      // The workplace's employee count changes too.
      invalidatesTags: [{ type: 'Employee', id: 'LIST' }, { type: 'Workplace', id: 'LIST' }, 'WeekShifts'],
    }),
    updateEmployee: build.mutation<EmployeeIdAnswer, UpdateEmployeeBody>({
      query: (body) => callTo(EMPLOYEE_ROUTES.updateEmployee, body),
      invalidatesTags: (_r, _e, { employee_id }) => [
        { type: 'Employee', id: employee_id },
        { type: 'Workplace', id: 'LIST' },
        ...PLANNER_TAGS,
      ],
    }),
    /** How many shifts removing the employee, or moving them from `move_effective_from`, would turn into open shifts. */
    getUpcomingShifts: build.query<UpcomingShiftsAnswer, UpcomingShiftsRequest & { employee_id: string; userId: string }>({
      query: (params) => callTo(EMPLOYEE_ROUTES.getUpcomingShifts, params),
      providesTags: (_r, _e, { employee_id }) => [{ type: 'Employee' as const, id: employee_id }, ...PLANNER_TAGS],
    }),
    deleteEmployee: build.mutation<EmployeeIdAnswer, DeleteEmployeeRequest>({
      query: (body) => callTo(EMPLOYEE_ROUTES.deleteEmployee, body),
      invalidatesTags: [{ type: 'Employee', id: 'LIST' }, { type: 'Workplace', id: 'LIST' }, ...PLANNER_TAGS],
    }),
    /** Erases a removed employee's personal data for good (issue 40 §2); their hours and pay stay as "(deleted person)". */
    forgetEmployee: build.mutation<EmployeeIdAnswer, ForgetEmployeeRequest>({
      query: (body) => callTo(EMPLOYEE_ROUTES.forgetEmployee, body),
      invalidatesTags: [{ type: 'Employee', id: 'LIST' }, ...PLANNER_TAGS],
    }),
    /** The employee's personal link (page + calendar feed), or `{ link: null }`. */
    getFeedLink: build.query<CurrentFeedLinkAnswer, FeedLinkRequest & { employee_id: string }>({
      query: (params) => callTo(FEED_ROUTES.getFeedLink, params),
      providesTags: (_r, _e, { employee_id }) => [{ type: 'FeedLink' as const, id: employee_id }],
    }),
    /** Creates the link, or rotates it: the old address stops working. */
    issueFeedLink: build.mutation<FeedLinkAnswer, FeedLinkRequest & { employee_id: string }>({
      query: (body) => callTo(FEED_ROUTES.issueFeedLink, body),
      invalidatesTags: (_r, _e, { employee_id }) => [{ type: 'FeedLink', id: employee_id }],
    }),
    revokeFeedLink: build.mutation<void, FeedLinkRequest & { employee_id: string }>({
      query: (body) => callTo(FEED_ROUTES.revokeFeedLink, body),
      invalidatesTags: (_r, _e, { employee_id }) => [{ type: 'FeedLink', id: employee_id }],
    }),
  }),
});

export const {
  useGetFeedLinkQuery,
  useIssueFeedLinkMutation,
  useRevokeFeedLinkMutation,
  useGetWorkplacesQuery,
  useCreateWorkplaceMutation,
  useUpdateWorkplaceMutation,
  useDeleteWorkplaceMutation,
  useGetEmployeesQuery,
  useCreateEmployeeMutation,
  useUpdateEmployeeMutation,
  useDeleteEmployeeMutation,
  useForgetEmployeeMutation,
  useGetUpcomingShiftsQuery,
} = profileApi;
