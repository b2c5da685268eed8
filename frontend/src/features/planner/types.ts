/** A shift as GET /shifts/getshifts answers it. */
export interface ShiftDto {
  shift_id: string;
  workplace_id: string;
  service_type: number;
  shift_date: string;
}

/** An assignment as GET /assignments/getassignments answers it; times are HH:MM:SS. */
export interface AssignmentDto {
  assignment_id: string;
  time_start: string;
  time_end: string;
  employee_id: string | null;
}

/** One assignment on the daily timeline, in minutes after midnight. */
export interface DayAssignment {
  assignmentId: string;
  start: number;
  end: number;
  employeeId: string | null;
  /** Shown at once but not yet confirmed by the server: it cannot be edited until it is. */
  pending?: boolean;
}

/** One saved shift (a row of the daily timeline) with its assignments. */
export interface DayShift {
  shiftId: string;
  serviceType: number;
  assignments: DayAssignment[];
  pending?: boolean;
}

export interface DayRota {
  shifts: DayShift[];
}

export interface DayKey {
  workplaceId: string;
  rotaDate: string;
  userId: string;
}

export interface WeekAssignment {
  assignment_id: string;
  shift_id: string;
  time_start: string;
  /** A clock time; at or before time_start it ends the next day. */
  time_end: string;
  /** Shown at once but not yet confirmed by the server. */
  pending?: boolean;
}

/** employee_id → yyyy-mm-dd → assignments. */
export type WeekShifts = Record<string, Record<string, WeekAssignment[]>>;

/** An unallocated assignment (nobody on it yet), as getweeklyshifts answers it. */
export interface OpenShift extends WeekAssignment {
  service_type: number;
}

/** yyyy-mm-dd → open shifts. */
export type OpenShifts = Record<string, OpenShift[]>;

export interface WeekRota {
  weekShifts: WeekShifts;
  openShifts: OpenShifts;
}

/** POST /assignments/placeassignment: the weekly "+" as one command. */
export interface PlaceAssignmentRequest {
  workplaceId: string;
  date: string;
  serviceType: number;
  /** null for an open shift. */
  employeeId: string | null;
  timeStart: string;
  timeEnd: string;
  userId: string;
}

/** One thing a copy left out, and why. */
export interface CopySkip {
  date: string;
  employee_id: string | null;
  time_start: string;
  time_end: string;
  reason: string;
}

export interface CopyResult {
  copied: number;
  skipped: CopySkip[];
}

/** One employee's hours and pay in the asked days, as GET /pay/getpayfordates answers them. */
export interface PayForDatesEntry {
  employee_id: string;
  display_name?: string | null;
  removed?: boolean;
  /** The current hourly rate as a decimal (7.55). */
  rate?: number | string | null;
  /** 'dd/mm/yy' → hours as a decimal. */
  hoursInDays: Record<string, number>;
  /** 'dd/mm/yy' → whole minutes. */
  minutesInDays?: Record<string, number>;
  /** 'dd/mm/yy' → the day's pay in pence at the rate then in force. */
  payPenceInDays?: Record<string, number>;
  /** 'dd/mm/yy' → the rate then in force, as a decimal. */
  rateInDays?: Record<string, number | string>;
}

export interface WeekKey {
  workplaceId: string;
  startDate: string;
  endDate: string;
  userId: string;
}
