/** A workplace as GET /workplaces/getworkplaces answers it. */
export type { WorkplaceAnswer as Workplace } from '@rotaledger/contracts';

/** An employee as the API answers it; `workplace_name` is filled in by the client when missing. */
export interface Employee {
  employee_id: string;
  workplace_id: string;
  workplace_name: string;
  display_name: string;
  first_name: string;
  surname: string;
  /** Hourly rate as a decimal, e.g. 7.55. */
  rate: number;
  services: number[];
  created_by: string;
}

export interface CreateEmployeeRequest {
  workplace_id: string;
  display_name: string;
  first_name: string;
  surname: string;
  rate: number;
  services: number[];
  created_by: string;
}

export interface UpdateEmployeeRequest {
  employee_id: string;
  display_name: string;
  first_name: string;
  surname: string;
  rate: number;
  services: number[];
  workplace_id: string;
  user_id: string;
}
