interface WizardStepsProps {
  step: number;
  labels: readonly string[];
}

/** "Step 2 of 3" with the step names, the current one marked. */
export function WizardSteps({ step, labels }: WizardStepsProps) {
  return (
    <ol className="wizard-steps" aria-label={`Step ${step} of ${labels.length}`}>
      {labels.map((label, index) => {
        const n = index + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'todo';
        return (
          <li key={label} className={`wizard-step wizard-step-${state}`} aria-current={n === step ? 'step' : undefined}>
            <span className="wizard-step-number" aria-hidden="true">
              {n < step ? '✓' : n}
            </span>
            <span className="wizard-step-label">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}

interface WizardActionsProps {
  step: number;
  lastStep: number;
  saving: boolean;
  onBack: () => void;
  onCancel: () => void;
  saveLabel?: string;
}

/** Back, Cancel and Next (or Save on the last step); the form's submit drives Next/Save. */
export function WizardActions({ step, lastStep, saving, onBack, onCancel, saveLabel = 'Save' }: WizardActionsProps) {
  return (
    <div className="dialog-actions wizard-actions">
      {step > 1 && (
        <button type="button" className="button button-secondary wizard-back" onClick={onBack} disabled={saving}>
          Back
        </button>
      )}
      <span className="wizard-actions-spacer" />
      <button type="button" className="button button-secondary" onClick={onCancel} disabled={saving}>
        Cancel
      </button>
      <button type="submit" className="button button-primary" disabled={saving}>
        {step < lastStep ? 'Next' : saving ? 'Saving...' : saveLabel}
      </button>
    </div>
  );
}

interface EditActionsProps {
  saving: boolean;
  onDelete: () => void;
  onCancel: () => void;
}

/** The Edit popups' row: Delete (which asks for confirmation), Cancel, and Save. */
export function EditActions({ saving, onDelete, onCancel }: EditActionsProps) {
  return (
    <div className="dialog-actions">
      <button type="button" className="button button-subtle-danger" onClick={onDelete} disabled={saving}>
        Delete
      </button>
      <span className="wizard-actions-spacer" />
      <button type="button" className="button button-secondary" onClick={onCancel} disabled={saving}>
        Cancel
      </button>
      <button type="submit" className="button button-primary" disabled={saving}>
        {saving ? 'Saving...' : 'Save'}
      </button>
    </div>
  );
}
