import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { WEEKDAY_NAMES, customPeriod, dayNumber, isIsoDate, type PayPeriod, type PayPeriodSettings } from '@rotaledger/domain';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import { MAX_RANGE_DAYS } from './selection';

interface PeriodDialogProps {
  open: boolean;
  onClose: () => void;
  /** Periods holding planned days, newest first. */
  periods: readonly PayPeriod[];
  settings: PayPeriodSettings;
  loading: boolean;
  failed: boolean;
  selected: PayPeriod | null;
  onSelect: (period: PayPeriod) => void;
}

export function PeriodDialog(props: PeriodDialogProps) {
  const { open, onClose, periods, settings, loading, failed, selected, onSelect } = props;
  const heading =
    settings.frequency === 'monthly'
      ? 'Monthly pay periods'
      : `Weekly pay periods (${WEEKDAY_NAMES[settings.weekStartDay]} to ${WEEKDAY_NAMES[(settings.weekStartDay + 6) % 7]})`;

  return (
    <Dialog open={open} onClose={onClose} title="Select date range">
      {loading ? (
        <div className="dash-dialog-state">
          <Spinner label="Loading planned dates…" />
        </div>
      ) : periods.length === 0 ? (
        <div className="dash-dialog-empty">
          {/* The spec: a failed fetch of populated dates reads as no dates. */}
          <p>Create a rota and add staff to see dashboard data</p>
          {failed && <p className="muted dash-small">Planned dates could not be loaded.</p>}
          <Link to="/" className="button button-primary">
            Go to Planner
          </Link>
        </div>
      ) : (
        <>
          <h3 className="dash-dialog-heading">{heading}</h3>
          <ul className="dash-options dash-options-scroll" aria-label="Pay periods">
            {periods.map((p) => (
              <li key={`${p.start}_${p.end}`}>
                <button
                  type="button"
                  className="dash-option"
                  aria-current={selected && selected.start === p.start && selected.end === p.end ? 'true' : undefined}
                  onClick={() => onSelect(p)}
                >
                  <span className="dash-option-title">{p.label}</span>
                  <span className="dash-option-meta">{p.kind === 'monthly' ? 'Month' : 'Week'}</span>
                </button>
              </li>
            ))}
          </ul>
          <CustomRangeForm selected={selected} onSelect={onSelect} />
        </>
      )}
    </Dialog>
  );
}

function CustomRangeForm({ selected, onSelect }: { selected: PayPeriod | null; onSelect: (p: PayPeriod) => void }) {
  const id = useId();
  const [from, setFrom] = useState(selected?.start ?? '');
  const [to, setTo] = useState(selected?.end ?? '');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isIsoDate(from) || !isIsoDate(to)) return setError('Choose a start and an end date.');
    if (to < from) return setError('The end date must be on or after the start date.');
    if (dayNumber(to) - dayNumber(from) + 1 > MAX_RANGE_DAYS) {
      return setError(`Choose a range of at most ${MAX_RANGE_DAYS} days.`);
    }
    setError(null);
    onSelect(customPeriod(from, to));
  }

  return (
    <form className="dash-custom" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 className="dash-dialog-heading" id={`${id}-title`}>
        Custom range
      </h3>
      <div className="dash-custom-fields">
        <div className="field">
          <label htmlFor={`${id}-from`}>From</label>
          <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>To</label>
          <input id={`${id}-to`} type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
        </div>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog-actions">
        <button type="submit" className="button button-secondary">
          Show range
        </button>
      </div>
    </form>
  );
}
