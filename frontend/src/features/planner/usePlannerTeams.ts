import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Workplace } from '../profile';
import { useGetMembershipsQuery, useGetTeamQuery } from '../team';

/** The teams behind the planner's workplaces: the switcher's groups, the shown workplace's business, its owner's name. */
export function usePlannerTeams(userId: string, workplaces: readonly Workplace[], workplace: Workplace | undefined) {
  // Workplaces of other teams (the user is their manager or auditor): group the switcher by team.
  const inTeams = workplaces.some((w) => w.ownerId !== userId);
  const memberships = useGetMembershipsQuery(inTeams ? userId : skipToken);
  // Each team by its business's name (issue 43), else its owner's.
  const ownerNames = useMemo(
    () => new Map((memberships.data ?? []).map((m) => [m.ownerId, m.businessName || `${m.ownerDisplayName || m.ownerUsername}’s team`])),
    [memberships.data],
  );
  // The business the shown workplace belongs to: one's own (named under Team), else the team's.
  const ownWorkplace = workplace !== undefined && workplace.ownerId === userId;
  const ownTeam = useGetTeamQuery(ownWorkplace ? userId : skipToken);
  const businessName = workplace
    ? ownWorkplace
      ? ownTeam.data?.businessName
      : memberships.data?.find((m) => m.ownerId === workplace.ownerId)?.businessName
    : undefined;
  const ownerDisplayNames = useMemo(
    () => new Map((memberships.data ?? []).map((m) => [m.ownerId, m.ownerDisplayName || m.ownerUsername])),
    [memberships.data],
  );
  return { inTeams, ownerNames, businessName, ownerDisplayNames };
}
