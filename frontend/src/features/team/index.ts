// The team feature's public surface: the team page, the invitation link's page, the memberships the planner groups workplaces by,
// and the own team (its business name titles the planner).
export { TeamPage } from './TeamPage';
export { JoinPage } from './JoinPage';
export { useGetMembershipsQuery, useGetTeamQuery } from './api';
