import { route } from './route';
import type {
  CreateEmployeeRequest,
  DeleteEmployeeRequest,
  EmployeeIdAnswer,
  EmployeeListAnswer,
  ForgetEmployeeRequest,
  ListEmployeesRequest,
  UpcomingShiftsAnswer,
  UpcomingShiftsRequest,
  UpdateEmployeeRequest,
} from './employees';

/** The spec's `/employees/*` calls (the calendar feed link's are in feeds.routes.ts). */
export const EMPLOYEE_ROUTES = {
  getEmployees: route<ListEmployeesRequest, EmployeeListAnswer>('GET', '/employees/getemployees'),
  getUpcomingShifts: route<UpcomingShiftsRequest, UpcomingShiftsAnswer>('GET', '/employees/upcomingshifts'),
  createEmployee: route<CreateEmployeeRequest, EmployeeIdAnswer>('POST', '/employees/createemployee'),
  updateEmployee: route<UpdateEmployeeRequest, EmployeeIdAnswer>('PUT', '/employees/updateemployee'),
  deleteEmployee: route<DeleteEmployeeRequest, EmployeeIdAnswer>('DELETE', '/employees/deleteemployee'),
  /** Issue 40 §2: a removed employee's personal data erased for good (their data key destroyed). */
  forgetEmployee: route<ForgetEmployeeRequest, EmployeeIdAnswer>('POST', '/employees/forgetemployee'),
} as const;
