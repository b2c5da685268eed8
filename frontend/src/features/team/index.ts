// The team feature's public surface: the team page, the invitation link's page, and the memberships the planner groups workplaces by.
export { TeamPage } from './TeamPage';
export { JoinPage } from './JoinPage';
export { useGetMembershipsQuery } from './api';
