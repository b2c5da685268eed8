import { Link } from 'react-router-dom';
import { serviceById } from '@rotaledger/domain';
import { Dialog } from '../../../components/Dialog';
import { PLANNER_MESSAGES } from '../refusal';

interface AddShiftDialogProps {
  open: boolean;
  services: readonly number[];
  onChoose: (serviceType: number) => void;
  onClose: () => void;
}

/** Add New Shift: one button per service type the workplace offers. */
export function AddShiftDialog({ open, services, onChoose, onClose }: AddShiftDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Add New Shift">
      {services.length === 0 ? (
        <div className="add-shift-empty">
          <p>{PLANNER_MESSAGES.noServices}</p>
          <div className="dialog-actions">
            <Link to="/profile" className="button button-primary">
              Go to Profile
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className="muted add-shift-lead">Choose the service type for the new shift row.</p>
          <ul className="service-grid" aria-label="Service types">
            {services.map((id) => {
              const service = serviceById(id);
              return (
                <li key={id}>
                  <button
                    type="button"
                    className="service-option"
                    onClick={() => {
                      onChoose(id);
                      onClose();
                    }}
                  >
                    <span className="service-option-icon" aria-hidden="true">
                      {service.service_icon}
                    </span>
                    <span className="service-option-name">{service.service_name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Dialog>
  );
}
