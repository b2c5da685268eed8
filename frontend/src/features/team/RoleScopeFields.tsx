import { useId } from 'react';

export type InvitableRole = 'manager' | 'auditor';

export interface RoleScope {
  role: InvitableRole;
  /** null: every workplace of the team, also future ones. */
  workplaceIds: string[] | null;
}

export const ROLE_LABELS: Record<InvitableRole, { label: string; description: string }> = {
  manager: { label: 'Manager', description: 'Plans rotas, edits employees and rates, shares links, sees pay and history.' },
  auditor: { label: 'Auditor', description: 'Sees rotas, pay, history and exports, and changes nothing.' },
};

export interface OwnWorkplace {
  workplace_id: string;
  name: string;
}

interface RoleScopeFieldsProps {
  value: RoleScope;
  onChange: (value: RoleScope) => void;
  workplaces: readonly OwnWorkplace[];
  disabled?: boolean;
}

/** The role and the workplaces a member may see: one set of fields for inviting and for changing a member. */
export function RoleScopeFields({ value, onChange, workplaces, disabled }: RoleScopeFieldsProps) {
  const name = useId();
  const chosen = new Set(value.workplaceIds ?? []);
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange({ ...value, workplaceIds: workplaces.map((w) => w.workplace_id).filter((w) => next.has(w)) });
  };
  return (
    <>
      <fieldset className="team-choice" disabled={disabled}>
        <legend>Role</legend>
        {(Object.keys(ROLE_LABELS) as InvitableRole[]).map((role) => (
          <label key={role} className="team-option">
            <input
              type="radio"
              name={`${name}-role`}
              value={role}
              checked={value.role === role}
              onChange={() => onChange({ ...value, role })}
            />
            <span>
              <strong>{ROLE_LABELS[role].label}</strong>
              <span className="muted"> · {ROLE_LABELS[role].description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="team-choice" disabled={disabled}>
        <legend>Workplaces</legend>
        <label className="team-option">
          <input
            type="radio"
            name={`${name}-scope`}
            checked={value.workplaceIds === null}
            onChange={() => onChange({ ...value, workplaceIds: null })}
          />
          <span>Every workplace, also ones you add later</span>
        </label>
        <label className="team-option">
          <input
            type="radio"
            name={`${name}-scope`}
            checked={value.workplaceIds !== null}
            onChange={() => onChange({ ...value, workplaceIds: value.workplaceIds ?? [] })}
          />
          <span>Only these:</span>
        </label>
        {value.workplaceIds !== null && (
          <div className="team-workplaces">
            {workplaces.length === 0 && <p className="muted">You have no workplaces yet.</p>}
            {workplaces.map((w) => (
              <label key={w.workplace_id} className="team-option">
                <input type="checkbox" checked={chosen.has(w.workplace_id)} onChange={() => toggle(w.workplace_id)} />
                <span>{w.name}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
    </>
  );
}

/** "Every workplace" or the names of the chosen ones. */
export function scopeText(workplaceIds: readonly string[] | null, workplaces: readonly OwnWorkplace[]): string {
  if (workplaceIds === null) return 'Every workplace';
  const names = workplaceIds.map((id) => workplaces.find((w) => w.workplace_id === id)?.name ?? 'A deleted workplace');
  return names.length === 0 ? 'No workplace' : names.join(', ');
}
