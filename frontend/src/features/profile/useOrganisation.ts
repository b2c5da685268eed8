import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useSession } from '../auth';
import { useGetEmployeesQuery, useGetWorkplacesQuery } from './api';
import type { Employee, Workplace } from './types';

const NO_WORKPLACES: Workplace[] = [];
const NO_EMPLOYEES: Employee[] = [];

/**
 * The signed-in user's workplaces and employees. Workplaces load when a user is present;
 * employees once the workplaces are known (spec section 4), each employee named by workplace.
 */
export function useOrganisation() {
  const { user } = useSession();
  const workplacesQuery = useGetWorkplacesQuery(user ? user.uid : skipToken);
  const employeesQuery = useGetEmployeesQuery(user && workplacesQuery.isSuccess ? user.uid : skipToken);
  const workplaces = workplacesQuery.data ?? NO_WORKPLACES;
  const rawEmployees = employeesQuery.data ?? NO_EMPLOYEES;

  const employees = useMemo(() => {
    const names = new Map(workplaces.map((w) => [w.workplace_id, w.name]));
    return rawEmployees.map((e) => {
      const name = names.get(e.workplace_id);
      return name && name !== e.workplace_name ? { ...e, workplace_name: name } : e;
    });
  }, [workplaces, rawEmployees]);

  return {
    user,
    workplaces,
    employees,
    workplacesLoading: workplacesQuery.isLoading || (!workplacesQuery.isSuccess && !workplacesQuery.isError && Boolean(user)),
    employeesLoading: employeesQuery.isLoading || (workplacesQuery.isSuccess && employeesQuery.isUninitialized),
    workplacesError: workplacesQuery.isError,
    employeesError: employeesQuery.isError,
    refetchWorkplaces: workplacesQuery.refetch,
    refetchEmployees: employeesQuery.refetch,
  };
}
