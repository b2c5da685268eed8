import type {
  CurrentFeedLinkAnswer,
  FeedLinkAnswer,
  FeedLinkRequest,
  DeleteEmployeeRequest,
  DeleteWorkplaceRequest,
  EmployeeIdAnswer,
  EmployeeListAnswer,
  ListEmployeesRequest,
  ListWorkplacesRequest,
  UpcomingShiftsAnswer,
  UpcomingShiftsRequest,
  WorkplaceIdAnswer,
  WorkplaceListAnswer,
} from '@rotaledger/contracts';
import { api } from '../../app/api';
import type { CreateEmployeeBody, CreateWorkplaceBody, UpdateEmployeeBody, UpdateWorkplaceBody } from './types';

// Everything the planner shows depends on workplaces and employees: a change reloads it all.
const PLANNER_TAGS = ['Shift', 'Assignment', 'WeekShifts', 'PopulatedDates', 'Pay', 'Publication', 'Requests'] as const;

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWorkplaces: build.query<WorkplaceListAnswer, string>({
      query: (userId) => ({ url: '/workplaces/getworkplaces', params: { userId } satisfies ListWorkplacesRequest }),
      providesTags: (result) => [
        { type: 'Workplace' as const, id: 'LIST' },
        ...(result ?? []).map((w) => ({ type: 'Workplace' as const, id: w.workplace_id })),
      ],
    }),
    createWorkplace: build.mutation<WorkplaceIdAnswer, CreateWorkplaceBody>({
      query: (body) => ({ url: '/workplaces/createworkplace', method: 'POST', body }),
      invalidatesTags: [{ type: 'Workplace', id: 'LIST' }],
    }),
    updateWorkplace: build.mutation<WorkplaceIdAnswer, UpdateWorkplaceBody>({
      query: (body) => ({ url: '/workplaces/updateworkplace', method: 'PUT', body }),
      invalidatesTags: (_r, _e, { workplace_id }) => [
        { type: 'Workplace', id: workplace_id },
        { type: 'Employee', id: 'LIST' },
        ...PLANNER_TAGS,
      ],
    }),
    deleteWorkplace: build.mutation<WorkplaceIdAnswer, DeleteWorkplaceRequest>({
      query: (body) => ({ url: '/workplaces/deleteworkplace', method: 'DELETE', body }),
      invalidatesTags: [{ type: 'Workplace', id: 'LIST' }, { type: 'Employee', id: 'LIST' }, ...PLANNER_TAGS],
    }),
    getEmployees: build.query<EmployeeListAnswer, string>({
      query: (userId) => ({ url: '/employees/getemployees', params: { userId } satisfies ListEmployeesRequest }),
      providesTags: (result) => [
        { type: 'Employee' as const, id: 'LIST' },
        ...(result ?? []).map((e) => ({ type: 'Employee' as const, id: e.employee_id })),
      ],
    }),
    createEmployee: build.mutation<EmployeeIdAnswer, CreateEmployeeBody>({
      query: (body) => ({ url: '/employees/createemployee', method: 'POST', body }),
      // The workplace's employee count changes too.
      invalidatesTags: [{ type: 'Employee', id: 'LIST' }, { type: 'Workplace', id: 'LIST' }, 'WeekShifts'],
    }),
    updateEmployee: build.mutation<EmployeeIdAnswer, UpdateEmployeeBody>({
      query: (body) => ({ url: '/employees/updateemployee', method: 'PUT', body }),
      invalidatesTags: (_r, _e, { employee_id }) => [
        { type: 'Employee', id: employee_id },
        { type: 'Workplace', id: 'LIST' },
        ...PLANNER_TAGS,
      ],
    }),
    /** How many shifts removing the employee, or moving them from `move_effective_from`, would turn into open shifts. */
    getUpcomingShifts: build.query<UpcomingShiftsAnswer, UpcomingShiftsRequest & { employee_id: string; userId: string }>({
      query: (params) => ({ url: '/employees/upcomingshifts', params }),
      providesTags: (_r, _e, { employee_id }) => [{ type: 'Employee' as const, id: employee_id }, ...PLANNER_TAGS],
    }),
    deleteEmployee: build.mutation<EmployeeIdAnswer, DeleteEmployeeRequest>({
      query: (body) => ({ url: '/employees/deleteemployee', method: 'DELETE', body }),
      invalidatesTags: [{ type: 'Employee', id: 'LIST' }, { type: 'Workplace', id: 'LIST' }, ...PLANNER_TAGS],
    }),
    /** The employee's personal link (page + calendar feed), or `{ link: null }`. */
    getFeedLink: build.query<CurrentFeedLinkAnswer, FeedLinkRequest & { employee_id: string }>({
      query: (params) => ({ url: '/employees/feedlink', params }),
      providesTags: (_r, _e, { employee_id }) => [{ type: 'FeedLink' as const, id: employee_id }],
    }),
    /** Creates the link, or rotates it: the old address stops working. */
    issueFeedLink: build.mutation<FeedLinkAnswer, FeedLinkRequest & { employee_id: string }>({
      query: (body) => ({ url: '/employees/feedlink', method: 'POST', body }),
      invalidatesTags: (_r, _e, { employee_id }) => [{ type: 'FeedLink', id: employee_id }],
    }),
    revokeFeedLink: build.mutation<void, FeedLinkRequest & { employee_id: string }>({
      query: (body) => ({ url: '/employees/feedlink', method: 'DELETE', body }),
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
  useGetUpcomingShiftsQuery,
} = profileApi;
