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
  time_end: string;
}

/** employee_id → yyyy-mm-dd → assignments. */
export type WeekShifts = Record<string, Record<string, WeekAssignment[]>>;

export interface WeekKey {
  workplaceId: string;
  startDate: string;
  endDate: string;
  userId: string;
}
