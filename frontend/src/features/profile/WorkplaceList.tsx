import { industryLabel } from '@rotaledger/domain';
import { ServiceIcons } from './ServiceIcons';
import type { Workplace } from './types';

interface WorkplaceListProps {
  workplaces: readonly Workplace[];
  selectedId: string | null;
  onSelect: (workplaceId: string) => void;
  /** Whether this workplace's Edit shows (only its owner edits a workplace). */
  canEdit: (workplace: Workplace) => boolean;
  canCreate: boolean;
  onEdit: (workplace: Workplace) => void;
  onCreate: () => void;
}

/** Workplace tiles: choose one to see and add its staff; '+' creates another. */
export function WorkplaceList({ workplaces, selectedId, onSelect, canEdit, canCreate, onEdit, onCreate }: WorkplaceListProps) {
  return (
    <ul className="tile-grid workplace-grid" aria-label="Workplaces">
      {workplaces.map((w) => {
        const selected = w.workplace_id === selectedId;
        const count = w.employee_count;
        return (
          <li key={w.workplace_id} className={`tile workplace-tile${selected ? ' is-selected' : ''}`} data-testid="workplace-tile">
            <button type="button" className="tile-main" aria-pressed={selected} onClick={() => onSelect(w.workplace_id)}>
              <span className="tile-title">{w.name}</span>{' '}
              <span className="tile-meta">
                {industryLabel(w.industry_category)} · {count === 1 ? '1 employee' : `${count} employees`}
              </span>
            </button>
            <div className="tile-footer">
              <ServiceIcons services={w.services} emptyText="No services yet" max={8} />
              {canEdit(w) && (
                <button
                  type="button"
                  className="button button-subtle button-small tile-edit"
                  aria-label={`Edit ${w.name}`}
                  onClick={() => onEdit(w)}
                >
                  Edit
                </button>
              )}
            </div>
          </li>
        );
      })}
      {canCreate && (
        <li className="tile tile-add">
          <button type="button" className="tile-add-button" onClick={onCreate}>
            <span className="tile-add-plus" aria-hidden="true">
              +
            </span>
            <span className="tile-add-text">Create workplace</span>
          </button>
        </li>
      )}
      {workplaces.length === 0 && !canCreate && <li className="tile-empty muted">No workplaces yet.</li>}
    </ul>
  );
}
