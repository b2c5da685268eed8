import { useState } from 'react';
import { capitaliseName, servicesFor } from '@rotaledger/domain';
import { Dialog } from '../../components/Dialog';
import { useToast } from '../../components/toast';
import { useSignedInUser } from '../auth';
import { useCreateEmployeeMutation } from './api';
import {
  EmployeeDateOfBirthField,
  EmployeeDetailsFields,
  EmployeeEmailField,
  EmployeePayrollIdField,
  EmployeePhoneField,
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
  phoneError,
  phoneValue,
  type EmployeeDetailsInput,
} from './validation';
import { ServicePicker } from './WorkplaceFields';
import { WizardForm, useWizard } from './WizardSteps';

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
  const wizard = useWizard();
  const { step } = wizard;
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
  const [phone, setPhone] = useState('');
  const workplace = workplaces.find((w) => w.workplace_id === workplaceId);

  function problemAt(at: number): string | null {
    if (at === 1) {
      return (
        employeeDetailsError(details, employees) ??
        employeeEmailError(email) ??
        dateOfBirthError(dateOfBirth) ??
        payrollIdError(payrollId) ??
        phoneError(phone)
      );
    }
    return workplace ? null : PROFILE_MESSAGES.selectWorkplace;
  }

  async function save() {
    if (!workplace) return;
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
      ...(phoneValue(phone) ? { phone: phoneValue(phone) } : {}),
    }).unwrap();
    // The name as the server saves it (the same domain rule), not as typed.
    toast.show(`${capitaliseName(details.displayName)} added to ${workplace.name}.`);
    onClose();
  }

  return (
    <WizardForm
      wizard={wizard}
      steps={STEPS}
      problemAt={problemAt}
      save={save}
      failed={PROFILE_MESSAGES.employeeCreateFailed}
      saving={saving}
      onCancel={onClose}
    >
      {step === 1 && (
        <>
          <EmployeeDetailsFields value={details} onChange={setDetails} currencySymbol={currencySymbol} />
          <EmployeeEmailField value={email} onChange={setEmail} />
          <EmployeeDateOfBirthField value={dateOfBirth} onChange={setDateOfBirth} />
          <EmployeePayrollIdField value={payrollId} onChange={setPayrollId} />
          <EmployeePhoneField value={phone} onChange={setPhone} />
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
    </WizardForm>
  );
}
