import type { CurrencyCode } from '@rotaledger/domain';
import type { Workplace } from '../profile';

/** A workplace's team: whose it is and the caller's role there (workplaces from before teams are one's own). */
export type PlannerRole = 'owner' | 'manager' | 'auditor';
interface TeamFields {
  ownerId?: string;
  role?: PlannerRole;
  /** The owner's currency: money on a team's workplace shows in it for everyone. */
  currency?: CurrencyCode;
}
export const ownerOf = (workplace: Workplace, userId: string): string => (workplace as TeamFields).ownerId ?? userId;
export const roleOf = (workplace: Workplace): PlannerRole => (workplace as TeamFields).role ?? 'owner';
export const currencyOf = (workplace: Workplace, fallback: CurrencyCode): CurrencyCode => (workplace as TeamFields).currency ?? fallback;

const ROLE_WORDS: Record<PlannerRole, string> = { owner: 'owner', manager: 'manager', auditor: 'auditor' };

interface WorkplaceSwitcherProps {
  userId: string;
  workplaces: readonly Workplace[];
  current: Workplace;
  /** Owner id → the owner's username, for naming the teams. */
  ownerNames: ReadonlyMap<string, string>;
  onChoose: (workplaceId: string) => void;
}

/**
 * The workplaces grouped by team: "Your workplaces", then one group per team the user belongs
 * to ("harbour's team — manager"). Shown when the user has workplaces of more than one team.
 */
export function WorkplaceSwitcher({ userId, workplaces, current, ownerNames, onChoose }: WorkplaceSwitcherProps) {
  const groups = new Map<string, Workplace[]>();
  for (const workplace of workplaces) {
    const owner = ownerOf(workplace, userId);
    groups.set(owner, [...(groups.get(owner) ?? []), workplace]);
  }
  const ordered = [...groups.entries()].sort(([a], [b]) => (a === userId ? -1 : b === userId ? 1 : 0));
  const label = (owner: string, list: readonly Workplace[]) =>
    owner === userId ? 'Your workplaces' : `${ownerNames.get(owner) ?? 'A team'}’s team — ${ROLE_WORDS[roleOf(list[0])]}`;
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
