import type {
  CreateWorkplaceRequest,
  DeleteWorkplaceRequest,
  ListWorkplacesRequest,
  UpdateWorkplaceRequest,
  WorkplaceIdAnswer,
  WorkplaceListAnswer,
} from '@rotaledger/contracts';
import { api } from '../../app/api';
import type { CreateEmployeeRequest, Employee, UpdateEmployeeRequest } from './types';

const UNKNOWN_WORKPLACE = 'Unknown Workplace';

function toNumber(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value));
  return Number.isFinite(n) ? n : fallback;
}

function toServiceIds(value: unknown): number[] {
  return Array.isArray(value) ? value.map((s) => Number(s)).filter((s) => Number.isFinite(s)) : [];
}

export function normaliseEmployee(raw: Employee): Employee {
  return {
    ...raw,
    rate: toNumber(raw.rate, 0),
    services: toServiceIds(raw.services),
    workplace_name: raw.workplace_name || UNKNOWN_WORKPLACE,
  };
}

// Everything the planner shows depends on workplaces and employees: a change reloads it all.
const PLANNER_TAGS = ['Shift', 'Assignment', 'WeekShifts', 'PopulatedDates', 'Pay'] as const;

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWorkplaces: build.query<WorkplaceListAnswer, string>({
      query: (userId) => ({ url: '/workplaces/getworkplaces', params: { userId } satisfies ListWorkplacesRequest }),
      providesTags: (result) => [
        { type: 'Workplace' as const, id: 'LIST' },
        ...(result ?? []).map((w) => ({ type: 'Workplace' as const, id: w.workplace_id })),
      ],
    }),
    createWorkplace: build.mutation<WorkplaceIdAnswer, CreateWorkplaceRequest>({
      query: (body) => ({ url: '/workplaces/createworkplace', method: 'POST', body }),
      invalidatesTags: [{ type: 'Workplace', id: 'LIST' }],
    }),
    updateWorkplace: build.mutation<WorkplaceIdAnswer, UpdateWorkplaceRequest>({
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
    getEmployees: build.query<Employee[], string>({
      query: (userId) => ({ url: '/employees/getemployees', params: { userId } }),
      transformResponse: (raw: Employee[]) => (Array.isArray(raw) ? raw.map(normaliseEmployee) : []),
      providesTags: (result) => [
        { type: 'Employee' as const, id: 'LIST' },
        ...(result ?? []).map((e) => ({ type: 'Employee' as const, id: e.employee_id })),
      ],
    }),
    createEmployee: build.mutation<{ employee_id: string }, CreateEmployeeRequest>({
      query: (body) => ({ url: '/employees/createemployee', method: 'POST', body }),
      // The workplace's employee count changes too.
      invalidatesTags: [{ type: 'Employee', id: 'LIST' }, { type: 'Workplace', id: 'LIST' }, 'WeekShifts'],
    }),
    updateEmployee: build.mutation<unknown, UpdateEmployeeRequest>({
      query: (body) => ({ url: '/employees/updateemployee', method: 'PUT', body }),
      invalidatesTags: (_r, _e, { employee_id }) => [
        { type: 'Employee', id: employee_id },
        { type: 'Workplace', id: 'LIST' },
        ...PLANNER_TAGS,
      ],
    }),
    deleteEmployee: build.mutation<unknown, { employee_id: string; user_id: string }>({
      query: (body) => ({ url: '/employees/deleteemployee', method: 'DELETE', body }),
      invalidatesTags: [{ type: 'Employee', id: 'LIST' }, { type: 'Workplace', id: 'LIST' }, ...PLANNER_TAGS],
    }),
  }),
});

export const {
  useGetWorkplacesQuery,
  useCreateWorkplaceMutation,
  useUpdateWorkplaceMutation,
  useDeleteWorkplaceMutation,
  useGetEmployeesQuery,
  useCreateEmployeeMutation,
  useUpdateEmployeeMutation,
  useDeleteEmployeeMutation,
} = profileApi;
