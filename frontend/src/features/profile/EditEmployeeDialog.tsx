import { useState, type FormEvent } from 'react';
import { servicesFor } from '@rotaledger/domain';
import { apiErrorMessage, apiErrorStatus } from '../../app/api-errors';
import { Dialog } from '../../components/Dialog';
import { Message } from '../../components/Message';
import { useToast } from '../../components/toast';
import { useSignedInUser } from '../auth';
import { useDeleteEmployeeMutation, useUpdateEmployeeMutation } from './api';
import { ConfirmDelete } from './ConfirmDelete';
import { EmployeeDetailsFields, WorkplaceSelect } from './EmployeeFields';
import { PROFILE_MESSAGES } from './messages';
import { parseRate } from './rate';
import type { Employee, Workplace } from './types';
import { employeeDetailsError, type EmployeeDetailsInput } from './validation';
import { ServicePicker } from './WorkplaceFields';
import { EditActions } from './WizardSteps';

interface EditEmployeeDialogProps {
  employee: Employee | null;
  employees: readonly Employee[];
  workplaces: readonly Workplace[];
  currencySymbol: string;
  onClose: () => void;
}

export function EditEmployeeDialog({ employee, onClose, ...rest }: EditEmployeeDialogProps) {
  return (
    <Dialog open={Boolean(employee)} onClose={onClose} title="Edit Employee">
      {employee && <EditEmployeeForm key={employee.employee_id} employee={employee} onClose={onClose} {...rest} />}
    </Dialog>
  );
}

/** Only the services in the workplace's industry catalogue survive an edit. */
function validServices(services: readonly number[], workplace: Workplace | undefined): number[] {
  if (!workplace) return [];
  const allowed = new Set(servicesFor(workplace.industry_category).map((s) => s.service_id));
  return services.filter((s) => allowed.has(s));
}

function EditEmployeeForm({
  employee,
  employees,
  workplaces,
  currencySymbol,
  onClose,
}: Omit<EditEmployeeDialogProps, 'employee'> & { employee: Employee }) {
  const user = useSignedInUser();
  const toast = useToast();
  const [updateEmployee, { isLoading: saving }] = useUpdateEmployeeMutation();
  const [deleteEmployee, { isLoading: deleting }] = useDeleteEmployeeMutation();
  const [details, setDetails] = useState<EmployeeDetailsInput>({
    displayName: employee.display_name,
    firstName: employee.first_name,
    surname: employee.surname,
    rate: employee.rate.toFixed(2),
  });
  const [workplaceId, setWorkplaceId] = useState(employee.workplace_id);
  const workplace = workplaces.find((w) => w.workplace_id === workplaceId);
  const [services, setServices] = useState<number[]>(() => validServices(employee.services, workplace));
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problem = employeeDetailsError(details, employees, employee.employee_id, PROFILE_MESSAGES.employeeEditInvalid);
    if (problem) return setError(problem);
    if (!workplace) return setError(PROFILE_MESSAGES.selectWorkplace);
    try {
      await updateEmployee({
        employee_id: employee.employee_id,
        display_name: details.displayName.trim(),
        first_name: details.firstName.trim(),
        surname: details.surname.trim(),
        rate: parseRate(details.rate),
        services: validServices(services, workplace),
        workplace_id: workplace.workplace_id,
        user_id: user.uid,
      }).unwrap();
      toast.show(`${details.displayName.trim()} saved.`);
      onClose();
    } catch (err) {
      const status = apiErrorStatus(err);
      const known = status === 400 || status === 409;
      setError(known ? apiErrorMessage(err, PROFILE_MESSAGES.employeeUpdateFailed) : PROFILE_MESSAGES.employeeUpdateFailed);
    }
  }

  async function onDelete() {
    setError(null);
    try {
      await deleteEmployee({ employee_id: employee.employee_id, user_id: user.uid }).unwrap();
      toast.show(`${employee.display_name} deleted.`, 'info');
      onClose();
    } catch (err) {
      console.error('Employee delete failed', err);
      setError(apiErrorMessage(err, PROFILE_MESSAGES.employeeDeleteFailed));
    }
  }

  if (confirming) {
    return (
      <ConfirmDelete
        what={`${employee.first_name} ${employee.surname} (${employee.display_name})`}
        consequence="They leave your staff list and can no longer be put on shifts. This cannot be undone."
        busy={deleting}
        error={error}
        onConfirm={onDelete}
        onCancel={() => {
          setError(null);
          setConfirming(false);
        }}
      />
    );
  }

  return (
    <form className="form profile-form" onSubmit={onSubmit} noValidate>
      <EmployeeDetailsFields value={details} onChange={setDetails} currencySymbol={currencySymbol} />
      <WorkplaceSelect
        workplaces={workplaces}
        value={workplaceId}
        onChange={(next) => {
          setWorkplaceId(next);
          setServices((current) =>
            validServices(
              current,
              workplaces.find((w) => w.workplace_id === next),
            ),
          );
        }}
      />
      {workplace && <ServicePicker industry={workplace.industry_category} selected={services} onChange={setServices} />}
      {error && <Message tone="error">{error}</Message>}
      <EditActions saving={saving} onDelete={() => setConfirming(true)} onCancel={onClose} />
    </form>
  );
}
