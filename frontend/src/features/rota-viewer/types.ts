/** The shared rota document (spec section 3) as GET /rotas/{rotaId} answers it. */
export interface SharedAssignment {
  startHour: number;
  startMinute: number;
  endHour: number;
  endMinute: number;
  /** Display name, or '?' when nobody is assigned. */
  employee_name: string;
}

export interface SharedShift {
  serviceType: number;
  assignments: SharedAssignment[];
}

export interface SharedRota {
  shifts: SharedShift[];
  lastUpdated: string;
  date: string;
  workplace: string;
}
