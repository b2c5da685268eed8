import { Link } from 'react-router-dom';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import type { Workplace } from '../profile';

interface WorkplaceDialogProps {
  open: boolean;
  onClose: () => void;
  workplaces: readonly Workplace[];
  loading: boolean;
  failed: boolean;
  selectedId: string | null;
  onSelect: (workplaceId: string) => void;
}

export function WorkplaceDialog({ open, onClose, workplaces, loading, failed, selectedId, onSelect }: WorkplaceDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Select workplace">
      {loading ? (
        <div className="dash-dialog-state">
          <Spinner label="Loading workplaces…" />
        </div>
      ) : failed ? (
        <p className="dash-dialog-empty">Failed to fetch workplaces.</p>
      ) : workplaces.length === 0 ? (
        <div className="dash-dialog-empty">
          <p>Create a workplace to view dashboard data</p>
          <Link to="/profile" className="button button-primary">
            Go to Profile
          </Link>
        </div>
      ) : (
        <ul className="dash-options" aria-label="Workplaces">
          {workplaces.map((w) => (
            <li key={w.workplace_id}>
              <button
                type="button"
                className="dash-option"
                aria-current={w.workplace_id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(w.workplace_id)}
              >
                <span className="dash-option-title">{w.name}</span>
                <span className="dash-option-meta">{w.employee_count === 1 ? '1 employee' : `${w.employee_count} employees`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
