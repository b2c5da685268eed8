// The profile feature's public surface for the planner and dashboard (and anyone else reading workplaces/staff).
export { ProfilePage } from './ProfilePage';
export { useOrganisation } from './useOrganisation';
export { useDisplayPreferences } from './usePlannerPreferences';
export { profileApi, useGetEmployeesQuery, useGetWorkplacesQuery, useUpdateWorkplaceMutation } from './api';
export { ServiceIcons, ServiceLabel } from './ServiceIcons';
export type { Employee, PublishMode, Workplace } from './types';
export { publishModeOf } from './types';
export { workplaceCurrency } from './team-fields';
