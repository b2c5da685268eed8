import type { RateHistoryEntry as ContractRateHistoryEntry } from '@rotaledger/contracts';

/** A workplace as the API answers it (spec section 3). Hours are whole hours 0-24. */
export interface Workplace {
  workplace_id: string;
  name: string;
  industry_category: string;
  services: number[];
  rota_start_time: number;
  rota_end_time: number;
  employee_count: number;
}

/** An employee as the API answers it; `workplace_name` is filled in by the client when missing. */
export interface Employee {
  employee_id: string;
  workplace_id: string;
  workplace_name: string;
  display_name: string;
  first_name: string;
  surname: string;
  /** Hourly rate as a decimal, e.g. 7.55 (the latest one set). */
  rate: number;
  /** Rates by date, oldest first; `effective_from` null for the first rate (every earlier day). */
  rate_history?: RateHistoryEntry[];
  services: number[];
  created_by: string;
}

/** `{ rate, effective_from }`: a decimal like `rate`, and the yyyy-mm-dd it applies from (null: from the start). */
export type RateHistoryEntry = ContractRateHistoryEntry;

export interface CreateWorkplaceRequest {
  workplaceName: string;
  industryType: string;
  workplaceServices: number[];
  email: string;
  userId: string;
  rotaStartTime: number;
  rotaEndTime: number;
}

export interface UpdateWorkplaceRequest {
  workplace_id: string;
  name: string;
  industryType: string;
  services: number[];
  user_id: string;
  rotaStartTime: number;
  rotaEndTime: number;
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
  /** yyyy-mm-dd a changed rate applies from (the server's default: today). */
  rate_effective_from?: string;
}
