import { forbidden } from '../shared/errors';

/**
 * Who may do what in a team (after immich's Permission enum): every route names the one
 * permission it needs, and this table is the only place that says which role has it.
 * The owner is the account that signed up; managers and auditors are the users it invited.
 */
export const TEAM_ROLES = ['owner', 'manager', 'auditor'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The roles an owner can give (the owner is never invited). */
export const INVITABLE_ROLES = ['manager', 'auditor'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const PERMISSIONS = [
  /** Edit or delete a workplace (creating one always makes it the caller's own). */
  'workplace.manage',
  /** Invite, change and remove members. */
  'team.manage',
  /** The planner, calendar, populated dates: read. */
  'rota.read',
  /** Every planner action: shifts, assignments, copies, undo. */
  'rota.write',
  'employee.read',
  /** Add, edit (rates included), move and remove employees. */
  'employee.write',
  /** See an employee's phone number (issue 41): personal data, never an auditor's. */
  'employee.phone',
  'pay.read',
  /** Finalise a pay period (issue 39). */
  'pay.finalise',
  /** Re-open a finalised pay period, with a reason: the owner's only. */
  'pay.reopen',
  /** Share and revoke day and week links. */
  'sharing.write',
  /** See whether an employee has a personal link, and when it was made. */
  'feed.read',
  /** Hold a personal link's token and addresses: the key to every staff write for that employee. */
  'feed.token',
  /** Make, rotate or revoke an employee's personal link. */
  'feed.write',
  /** See a workplace's kiosk links (without their tokens). */
  'kiosk.read',
  /** Make and revoke kiosk links, and hold their tokens (issue 41). */
  'kiosk.write',
  /** History, rota at an instant, diffs, pay then, exports. */
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READS: readonly Permission[] = ['rota.read', 'employee.read', 'pay.read', 'feed.read', 'kiosk.read', 'audit.read'];
// The token acts as the employee (availability, time off, claims, swaps, clock): never a read permission.
const PLANNING: readonly Permission[] = [
  ...READS,
  'rota.write',
  'employee.write',
  'employee.phone',
  'sharing.write',
  'feed.token',
  'feed.write',
  'kiosk.write',
  'pay.finalise',
];

/** Roles × permissions: the one table. */
export const ROLE_PERMISSIONS: Readonly<Record<TeamRole, ReadonlySet<Permission>>> = {
  owner: new Set(PERMISSIONS),
  manager: new Set(PLANNING),
  auditor: new Set(READS),
};

export function can(role: TeamRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].has(permission);
}

/** A permission that only reads (an auditor has every one of these). */
export function isReadPermission(permission: Permission): boolean {
  return ROLE_PERMISSIONS.auditor.has(permission);
}

export const ACCESS_MESSAGES = {
  auditorReadOnly: "Your role (auditor) can view but not change this team's data.",
  ownerOnly: "Only the team's owner can change workplaces and the team.",
  ownerOnlyReopen: "Only the team's owner can re-open a finalised pay period.",
} as const;

/** The refusal for a role without the permission: 403, with what the role may do. */
export function refusalFor(role: TeamRole, permission: Permission) {
  if (can(role, permission)) throw new Error(`${role} has ${permission}: nothing to refuse`);
  if (role === 'auditor') return forbidden(ACCESS_MESSAGES.auditorReadOnly);
  return forbidden(permission === 'pay.reopen' ? ACCESS_MESSAGES.ownerOnlyReopen : ACCESS_MESSAGES.ownerOnly);
}

/** A member's scope: every workplace of the team (also future ones), or the listed ones. */
export type TeamScope = readonly string[] | null;

export function inScope(scope: TeamScope, workplaceId: string): boolean {
  return scope === null || scope.includes(workplaceId);
}
