import { EmployeePinField } from '../kiosk';
import { useState, type FormEvent } from 'react';
import dayjs from 'dayjs';
import { capitaliseName, checkedMoveEffectiveFrom, EMPLOYEE_MESSAGES, isIsoDate, sameContract, servicesFor } from '@rotaledger/domain';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api-errors';
import { Dialog } from '../../components/Dialog';
import { Message } from '../../components/Message';
import { useToast } from '../../components/toast';
import { useSignedInUser } from '../auth';
import { FormField } from '../../components/FormField';
import { useDeleteEmployeeMutation, useGetUpcomingShiftsQuery, useUpdateEmployeeMutation } from './api';
import { CalendarLinkSection } from './CalendarLinkSection';
import { ConfirmDelete } from './ConfirmDelete';
import { ForgetEmployee } from './ForgetEmployee';
import { ContractFields, contractInputOf, contractOf } from './ContractFields';
import {
  EmployeeDateOfBirthField,
  EmployeeDetailsFields,
  EmployeeEmailField,
  EmployeePayrollIdField,
  EmployeePhoneField,
  WorkplaceSelect,
} from './EmployeeFields';
import { PROFILE_MESSAGES } from './messages';
import { parseRate } from './rate';
import type { Employee, RateHistoryEntry, Workplace } from './types';
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
import { EditActions } from './WizardSteps';
import { employeeHolidayChange, HolidayFields, holidayDraft } from './HolidayFields';
import { asyncHandler } from '../../lib/async-handler';

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

/** '3 upcoming shifts will become open shifts.' (what a removal or a move opens). */
export function openedAssignmentsSentence(count: number): string {
  return count === 1 ? '1 upcoming shift will become an open shift.' : `${count} upcoming shifts will become open shifts.`;
}

const RATE_FROM_INVALID = 'Please choose the date the new rate applies from.';
const MOVE_FROM_INVALID = 'Please choose the day they start at the new workplace.';
const MOVE_FROM_PAST = 'A move cannot start in the past: choose today or a later day.';

/** The domain's rule for a move's first day (a real date, today or later), in the form's words; null when it is fine. */
function moveFromError(moveFrom: string, today: string): string | null {
  try {
    checkedMoveEffectiveFrom(moveFrom, today);
    return null;
  } catch (error) {
    return error instanceof Error && error.message === EMPLOYEE_MESSAGES.moveEffectiveFromPast ? MOVE_FROM_PAST : MOVE_FROM_INVALID;
  }
}

function RateHistory({ history, currencySymbol }: { history: readonly RateHistoryEntry[]; currencySymbol: string }) {
  if (history.length < 2) return null;
  // The rate field shows the latest rate; a planned rise must not read as today's rate.
  const today = dayjs().format('YYYY-MM-DD');
  const inForce = history.reduce((found, entry, i) => (entry.effective_from === null || entry.effective_from <= today ? i : found), 0);
  return (
    <div className="field rate-history">
      <span className="rate-history-title">Rate history</span>
      <ul aria-label="Rate history" className="rate-history-list">
        {history.map((entry, i) => (
          <li key={entry.effective_from ?? 'start'}>
            {currencySymbol}
            {entry.rate.toFixed(2)}{' '}
            {entry.effective_from ? `from ${dayjs(entry.effective_from).format('ddd D MMM YYYY')}` : 'from the start'}
            {i === inForce && ' (in force)'}
            {i > inForce && ' (planned)'}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The day a changed rate applies from. */
function RateFromField({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  return (
    <FormField
      label="New rate applies from"
      name="rateEffectiveFrom"
      type="date"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      hint="From which date? Days before it keep the rate in force then."
    />
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
  const [email, setEmail] = useState(employee.email ?? '');
  const [dateOfBirth, setDateOfBirth] = useState(employee.date_of_birth ?? '');
  const [payrollId, setPayrollId] = useState(employee.payrollId ?? '');
  // Absent from the answer: this role may not see it (an auditor), so the field is not offered.
  const phoneShown = employee.phone !== undefined;
  const [phone, setPhone] = useState(employee.phone ?? '');
  const [contractInput, setContractInput] = useState(() => contractInputOf(employee.contract));
  // Their own holiday rule; empty follows the workplace's.
  const [holiday, setHoliday] = useState(() => holidayDraft(employee.holiday ?? { method: '' }));
  const workplace = workplaces.find((w) => w.workplace_id === workplaceId);
  const [services, setServices] = useState<number[]>(() => validServices(employee.services, workplace));
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  /** Deleted: the dialog then offers to erase their personal data too (issue 40 §2). */
  const [deleted, setDeleted] = useState(false);
  // A changed rate applies from a day (today unless chosen); earlier days keep the rate in force then.
  const [rateFrom, setRateFrom] = useState(() => dayjs().format('YYYY-MM-DD'));
  const rateChanged = parseRate(details.rate) !== employee.rate;
  const moving = workplaceId !== '' && workplaceId !== employee.workplace_id;
  // A move's first day (tomorrow unless chosen): the old workplace's shifts from it open up, earlier ones stay theirs.
  const [moveFrom, setMoveFrom] = useState(() => dayjs().add(1, 'day').format('YYYY-MM-DD'));
  const moveFromValid = isIsoDate(moveFrom);
  // What a move or a removal would open, asked for only when it matters (a removal opens what a move from tomorrow would).
  const { data: upcoming } = useGetUpcomingShiftsQuery(
    { employee_id: employee.employee_id, userId: user.uid, ...(moving && !confirming ? { move_effective_from: moveFrom } : {}) },
    { skip: !(confirming || (moving && moveFromValid)), refetchOnMountOrArgChange: true },
  );
  const openedCount = upcoming?.count ?? 0;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problem = employeeDetailsError(details, employees, employee.employee_id, PROFILE_MESSAGES.employeeEditInvalid);
    if (problem) return setError(problem);
    const emailProblem = employeeEmailError(email) ?? dateOfBirthError(dateOfBirth) ?? payrollIdError(payrollId) ?? phoneError(phone);
    if (emailProblem) return setError(emailProblem);
    const contract = contractOf(contractInput);
    if ('error' in contract) return setError(contract.error);
    const holidayChange = employeeHolidayChange(holiday, employee.holiday);
    if ('error' in holidayChange) return setError(holidayChange.error);
    if (!workplace) return setError(PROFILE_MESSAGES.selectWorkplace);
    if (rateChanged && !isIsoDate(rateFrom)) return setError(RATE_FROM_INVALID);
    const moveProblem = moving ? moveFromError(moveFrom, dayjs().format('YYYY-MM-DD')) : null;
    if (moveProblem) return setError(moveProblem);
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
        ...(rateChanged ? { rate_effective_from: rateFrom } : {}),
        ...(moving ? { move_effective_from: moveFrom } : {}),
        // Absent means unchanged; null clears it.
        ...(employeeEmailValue(email) !== (employee.email ?? null) ? { email: employeeEmailValue(email) } : {}),
        ...(dateOfBirthValue(dateOfBirth) !== (employee.date_of_birth ?? null) ? { date_of_birth: dateOfBirthValue(dateOfBirth) } : {}),
        ...(sameContract(contract.contract, employee.contract) ? {} : { contract: contract.contract }),
        ...(payrollIdValue(payrollId) !== (employee.payrollId ?? null) ? { payrollId: payrollIdValue(payrollId) } : {}),
        ...(phoneShown && phoneValue(phone) !== (employee.phone ?? null) ? { phone: phoneValue(phone) } : {}),
        ...holidayChange.change,
      }).unwrap();
      // The name as the server saves it (the same domain rule), not as typed.
      toast.show(`${capitaliseName(details.displayName)} saved.`);
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
      setDeleted(true);
    } catch (err) {
      console.error('Employee delete failed', err);
      setError(apiErrorMessage(err, PROFILE_MESSAGES.employeeDeleteFailed));
    }
  }

  const who = `${employee.first_name} ${employee.surname} (${employee.display_name})`;
  if (deleted) return <ForgetEmployee employeeId={employee.employee_id} who={who} onDone={onClose} />;
  if (confirming) {
    return (
      <ConfirmDelete
        what={who}
        consequence={`They leave your staff list and can no longer be put on shifts.${
          openedCount > 0 ? ` ${openedAssignmentsSentence(openedCount)}` : ''
        } This cannot be undone.`}
        busy={deleting}
        error={error}
        onConfirm={asyncHandler(onDelete)}
        onCancel={() => {
          setError(null);
          setConfirming(false);
        }}
      />
    );
  }

  return (
    <form className="form profile-form" onSubmit={asyncHandler(onSubmit)} noValidate>
      <EmployeeDetailsFields value={details} onChange={setDetails} currencySymbol={currencySymbol} />
      <EmployeeEmailField value={email} onChange={setEmail} />
      <EmployeeDateOfBirthField value={dateOfBirth} onChange={setDateOfBirth} />
      <EmployeePayrollIdField value={payrollId} onChange={setPayrollId} />
      {phoneShown && <EmployeePhoneField value={phone} onChange={setPhone} />}
      <ContractFields value={contractInput} onChange={setContractInput} />
      <HolidayFields label="Own holiday rule" followLabel="The workplace’s rule" value={holiday} onChange={setHoliday} />
      {rateChanged && <RateFromField value={rateFrom} onChange={setRateFrom} />}
      <RateHistory history={employee.rate_history ?? []} currencySymbol={currencySymbol} />
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
      {moving && (
        <FormField
          label="Works at the new workplace from"
          name="moveEffectiveFrom"
          type="date"
          value={moveFrom}
          onChange={(e) => setMoveFrom(e.target.value)}
          hint="Their shifts here before this day stay theirs; from this day they become open shifts."
        />
      )}
      {moving && moveFromValid && openedCount > 0 && <Message tone="info">{openedAssignmentsSentence(openedCount)}</Message>}
      {workplace && <ServicePicker industry={workplace.industry_category} selected={services} onChange={setServices} />}
      <CalendarLinkSection employeeId={employee.employee_id} displayName={employee.display_name} userId={user.uid} />
      <EmployeePinField employeeId={employee.employee_id} displayName={employee.display_name} />
      {error && <Message tone="error">{error}</Message>}
      <EditActions saving={saving} onDelete={() => setConfirming(true)} onCancel={onClose} />
    </form>
  );
}
