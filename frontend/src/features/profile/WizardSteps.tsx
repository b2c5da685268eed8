import { useState, type FormEvent, type ReactNode } from 'react';
import { Message } from '../../components/Message';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api-errors';
import { asyncHandler } from '../../lib/async-handler';

interface WizardStepsProps {
  step: number;
  labels: readonly string[];
}

/** "Step 2 of 3" with the step names, the current one marked. */
function WizardSteps({ step, labels }: WizardStepsProps) {
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
function WizardActions({ step, lastStep, saving, onBack, onCancel, saveLabel = 'Save' }: WizardActionsProps) {
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

/** A create wizard's step and the problem it shows; the wizard's fields read `step`. */
export function useWizard() {
  const [step, setStep] = useState(1);
  const [error, setError] = useState<string | null>(null);
  return { step, setStep, error, setError };
}

interface WizardFormProps {
  wizard: ReturnType<typeof useWizard>;
  steps: readonly string[];
  /** What stops the current step (Next, or Save on the last), or null to go on. */
  problemAt: (step: number) => string | null;
  /** The last step's save; a refusal is thrown (the server's message shows for a 400 or a 409). */
  save: () => Promise<void>;
  /** Shown when the save fails for any other reason. */
  failed: string;
  saving: boolean;
  onCancel: () => void;
  /** The current step's fields. */
  children: ReactNode;
}

/** A create wizard: the steps, the current step's fields, its problem, and Back, Cancel and Next or Save. */
export function WizardForm({ wizard, steps, problemAt, save, failed, saving, onCancel, children }: WizardFormProps) {
  const { step, setStep, error, setError } = wizard;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problem = problemAt(step);
    if (problem) return setError(problem);
    if (step < steps.length) return setStep(step + 1);
    try {
      await save();
    } catch (err) {
      const status = apiErrorStatus(err);
      const known = status === 400 || status === 409;
      setError(known ? apiErrorMessage(err, failed) : failed);
    }
  }

  return (
    <form className="form wizard profile-form" onSubmit={asyncHandler(onSubmit)} noValidate>
      <WizardSteps step={step} labels={steps} />
      {children}
      {error && <Message tone="error">{error}</Message>}
      <WizardActions
        step={step}
        lastStep={steps.length}
        saving={saving}
        onBack={() => {
          setError(null);
          setStep((s) => s - 1);
        }}
        onCancel={onCancel}
      />
    </form>
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
