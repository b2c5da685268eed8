import type { Workplace } from '../profile';

interface WorkplaceSwitcherProps {
  userId: string;
  workplaces: readonly Workplace[];
  current: Workplace;
  /** Owner id → the team's name (its business's), for naming the groups. */
  ownerNames: ReadonlyMap<string, string>;
  onChoose: (workplaceId: string) => void;
}

/**
 * The workplaces grouped by team: "Your workplaces", then one group per team the user belongs
 * to ("Harbour Group — manager"). Shown when the user has workplaces of more than one team.
 */
export function WorkplaceSwitcher({ userId, workplaces, current, ownerNames, onChoose }: WorkplaceSwitcherProps) {
  const groups = new Map<string, Workplace[]>();
  for (const workplace of workplaces) {
    const owner = workplace.ownerId;
    groups.set(owner, [...(groups.get(owner) ?? []), workplace]);
  }
  const ordered = [...groups.entries()].sort(([a], [b]) => (a === userId ? -1 : b === userId ? 1 : 0));
  const label = (owner: string, list: readonly Workplace[]) =>
    owner === userId ? 'Your workplaces' : `${ownerNames.get(owner) ?? 'A team'} — ${list[0].role}`;
  return (
    <label className="planner-switcher">
      <span className="visually-hidden">Workplace</span>
      <select value={current.workplace_id} onChange={(event) => onChoose(event.target.value)}>
        {ordered.map(([owner, list]) => (
          <optgroup key={owner} label={label(owner, list)}>
            {list.map((workplace) => (
              <option key={workplace.workplace_id} value={workplace.workplace_id}>
                {workplace.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
