import { useId } from 'react';
import { FormField } from '../../components/FormField';
import { capitaliseAsTyped } from './names';
import { RateInput } from './RateInput';
import type { Workplace } from './types';
import type { EmployeeDetailsInput } from './validation';

export function EmployeeDetailsFields({
  value,
  onChange,
  currencySymbol,
}: {
  value: EmployeeDetailsInput;
  onChange: (value: EmployeeDetailsInput) => void;
  currencySymbol: string;
}) {
  const set = (patch: Partial<EmployeeDetailsInput>) => onChange({ ...value, ...patch });
  return (
    <>
      <FormField
        label="Display name"
        name="displayName"
        autoComplete="off"
        value={value.displayName}
        hint="Shown on the planner and the shared rota."
        onChange={(e) => set({ displayName: e.target.value })}
      />
      <div className="field-pair">
        <FormField
          label="First name"
          name="firstName"
          autoComplete="off"
          value={value.firstName}
          onChange={(e) => set({ firstName: capitaliseAsTyped(e.target.value) })}
        />
        <FormField
          label="Surname"
          name="surname"
          autoComplete="off"
          value={value.surname}
          onChange={(e) => set({ surname: capitaliseAsTyped(e.target.value) })}
        />
      </div>
      <RateInput value={value.rate} currencySymbol={currencySymbol} onChange={(rate) => set({ rate })} />
    </>
  );
}

/** The employee's optional e-mail: where shift updates go. */
export function EmployeeEmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <FormField
      label="E-mail (optional)"
      name="employeeEmail"
      type="email"
      autoComplete="off"
      inputMode="email"
      spellCheck={false}
      value={value}
      hint="For shift updates. Never shown to colleagues."
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The employee's optional date of birth (yyyy-mm-dd): only the minimum-wage check reads it. */
export function EmployeeDateOfBirthField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <FormField
      label="Date of birth (optional)"
      name="dateOfBirth"
      type="date"
      autoComplete="off"
      value={value}
      hint="Used only for the minimum-wage check; never shown to colleagues."
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The employee's optional payroll ID: the works number the payroll software matches imported pay on. */
export function EmployeePayrollIdField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <FormField
      label="Payroll ID (optional)"
      name="payrollId"
      autoComplete="off"
      spellCheck={false}
      value={value}
      hint="Their works number in Sage or BrightPay; needed to export pay to them."
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The employee's optional phone number: the "Call" link on the manager's day on a phone. */
export function EmployeePhoneField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <FormField
      label="Phone (optional)"
      name="phone"
      type="tel"
      autoComplete="off"
      inputMode="tel"
      value={value}
      hint="For calling them from the day view. Only owners and managers see it."
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function WorkplaceSelect({
  workplaces,
  value,
  onChange,
}: {
  workplaces: readonly Workplace[];
  value: string;
  onChange: (workplaceId: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Workplace</label>
      <select id={id} name="workplace" className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Select a workplace…</option>
        {workplaces.map((w) => (
          <option key={w.workplace_id} value={w.workplace_id}>
            {w.name}
          </option>
        ))}
      </select>
    </div>
  );
}
