import { useState, type FormEvent } from 'react';
import { capitaliseName, servicesFor } from '@rotaledger/domain';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api-errors';
import { Dialog } from '../../components/Dialog';
import { Message } from '../../components/Message';
import { useToast } from '../../components/toast';
import { useSignedInUser } from '../auth';
import { useCreateEmployeeMutation } from './api';
import {
  EmployeeDateOfBirthField,
  EmployeeDetailsFields,
  EmployeeEmailField,
  EmployeePayrollIdField,
  WorkplaceSelect,
} from './EmployeeFields';
import { PROFILE_MESSAGES } from './messages';
import { DEFAULT_RATE, parseRate } from './rate';
import type { Employee, Workplace } from './types';
import {
  dateOfBirthError,
  dateOfBirthValue,
  employeeDetailsError,
  employeeEmailError,
  employeeEmailValue,
  payrollIdError,
  payrollIdValue,
  type EmployeeDetailsInput,
} from './validation';
import { ServicePicker } from './WorkplaceFields';
import { WizardActions, WizardSteps } from './WizardSteps';
import { asyncHandler } from '../../lib/async-handler';

const STEPS = ['Details', 'Workplace', 'Services'] as const;

interface CreateEmployeeWizardProps {
  open: boolean;
  onClose: () => void;
  workplaces: readonly Workplace[];
  employees: readonly Employee[];
  /** The workplace selected in the list, chosen for the new employee. */
  workplaceId: string | null;
  currencySymbol: string;
}

/** Create Employee: details, then workplace, then services, then Save. */
export function CreateEmployeeWizard({ open, onClose, ...rest }: CreateEmployeeWizardProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Create Employee">
      <CreateEmployeeForm onClose={onClose} {...rest} />
    </Dialog>
  );
}

function CreateEmployeeForm({
  onClose,
  workplaces,
  employees,
  workplaceId: initialWorkplaceId,
  currencySymbol,
}: Omit<CreateEmployeeWizardProps, 'open'>) {
  const user = useSignedInUser();
  const toast = useToast();
  const [createEmployee, { isLoading: saving }] = useCreateEmployeeMutation();
  const [step, setStep] = useState(1);
  const [details, setDetails] = useState<EmployeeDetailsInput>({
    displayName: '',
    firstName: '',
    surname: '',
    rate: DEFAULT_RATE,
  });
  const [workplaceId, setWorkplaceId] = useState(initialWorkplaceId ?? '');
  const [services, setServices] = useState<number[]>([]);
  const [email, setEmail] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [payrollId, setPayrollId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const workplace = workplaces.find((w) => w.workplace_id === workplaceId);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (step === 1) {
      const problem =
        employeeDetailsError(details, employees) ?? employeeEmailError(email) ?? dateOfBirthError(dateOfBirth) ?? payrollIdError(payrollId);
      if (problem) return setError(problem);
      return setStep(2);
    }
    if (step === 2) {
      if (!workplace) return setError(PROFILE_MESSAGES.selectWorkplace);
      return setStep(3);
    }
    if (!workplace) return setError(PROFILE_MESSAGES.selectWorkplace);
    try {
      await createEmployee({
        workplace_id: workplace.workplace_id,
        display_name: details.displayName.trim(),
        first_name: details.firstName.trim(),
        surname: details.surname.trim(),
        rate: parseRate(details.rate),
        services,
        created_by: user.uid,
        ...(employeeEmailValue(email) ? { email: employeeEmailValue(email) } : {}),
        ...(dateOfBirthValue(dateOfBirth) ? { date_of_birth: dateOfBirthValue(dateOfBirth)! } : {}),
        ...(payrollIdValue(payrollId) ? { payrollId: payrollIdValue(payrollId) } : {}),
      }).unwrap();
      // The name as the server saves it (the same domain rule), not as typed.
      toast.show(`${capitaliseName(details.displayName)} added to ${workplace.name}.`);
      onClose();
    } catch (err) {
      const status = apiErrorStatus(err);
      const known = status === 400 || status === 409;
      setError(known ? apiErrorMessage(err, PROFILE_MESSAGES.employeeCreateFailed) : PROFILE_MESSAGES.employeeCreateFailed);
    }
  }

  return (
    <form className="form wizard profile-form" onSubmit={asyncHandler(onSubmit)} noValidate>
      <WizardSteps step={step} labels={STEPS} />
      {step === 1 && (
        <>
          <EmployeeDetailsFields value={details} onChange={setDetails} currencySymbol={currencySymbol} />
          <EmployeeEmailField value={email} onChange={setEmail} />
          <EmployeeDateOfBirthField value={dateOfBirth} onChange={setDateOfBirth} />
          <EmployeePayrollIdField value={payrollId} onChange={setPayrollId} />
        </>
      )}
      {step === 2 && (
        <WorkplaceSelect
          workplaces={workplaces}
          value={workplaceId}
          onChange={(next) => {
            // Services come from the workplace's catalogue: another workplace starts with none.
            if (next !== workplaceId) setServices([]);
            setWorkplaceId(next);
          }}
        />
      )}
      {step === 3 && workplace && (
        <ServicePicker
          industry={workplace.industry_category}
          selected={services}
          onChange={setServices}
          legend={`What can ${details.displayName.trim()} do at ${workplace.name}?`}
        />
      )}
      {step === 3 && workplace && servicesFor(workplace.industry_category).length > 0 && (
        <p className="field-hint">Services are optional; the planner uses them to suggest who fits a shift.</p>
      )}
      {error && <Message tone="error">{error}</Message>}
      <WizardActions
        step={step}
        lastStep={STEPS.length}
        saving={saving}
        onBack={() => {
          setError(null);
          setStep((s) => s - 1);
        }}
        onCancel={onClose}
      />
    </form>
  );
}
