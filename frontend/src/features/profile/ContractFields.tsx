import { checkedContract, type EmployeeContract } from '@rotaledger/domain';
import { FormField } from '../../components/FormField';

/** The contract as typed: each field text, '' for no limit. */
export interface ContractInput {
  minWeeklyHours: string;
  maxWeeklyHours: string;
  maxDaysPerWeek: string;
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export const contractInputOf = (contract: EmployeeContract | null | undefined): ContractInput => ({
  minWeeklyHours: text(contract?.minWeeklyHours),
  maxWeeklyHours: text(contract?.maxWeeklyHours),
  maxDaysPerWeek: text(contract?.maxDaysPerWeek),
});

/** '' is no limit; '37,5' reads as 37.5; anything else is passed on for the domain's rule to refuse. */
function numberOf(value: string): number | undefined {
  const trimmed = value.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

/**
 * The contract the fields say, by the domain's own rule (the server's): null for none, or the
 * refusal's message.
 */
export function contractOf(input: ContractInput): { contract: EmployeeContract | null } | { error: string } {
  try {
    return {
      contract: checkedContract({
        minWeeklyHours: numberOf(input.minWeeklyHours),
        maxWeeklyHours: numberOf(input.maxWeeklyHours),
        maxDaysPerWeek: numberOf(input.maxDaysPerWeek),
      }),
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : 'Please check the contract.' };
  }
}

/** The employee's contracted paid hours and days a week (issue 38): each empty is no limit. */
export function ContractFields({ value, onChange }: { value: ContractInput; onChange: (value: ContractInput) => void }) {
  const set = (patch: Partial<ContractInput>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="field contract-fields">
      <legend>Contract (optional)</legend>
      <div className="field-pair">
        <FormField
          label="Min hours a week"
          name="minWeeklyHours"
          inputMode="decimal"
          autoComplete="off"
          value={value.minWeeklyHours}
          onChange={(e) => set({ minWeeklyHours: e.target.value })}
        />
        <FormField
          label="Max hours a week"
          name="maxWeeklyHours"
          inputMode="decimal"
          autoComplete="off"
          value={value.maxWeeklyHours}
          onChange={(e) => set({ maxWeeklyHours: e.target.value })}
        />
      </div>
      <FormField
        label="Max days a week"
        name="maxDaysPerWeek"
        inputMode="numeric"
        autoComplete="off"
        value={value.maxDaysPerWeek}
        hint="Paid hours, in quarter hours (like 37.5). Leave a field empty for no limit: auto-fill keeps to what is set."
        onChange={(e) => set({ maxDaysPerWeek: e.target.value })}
      />
    </fieldset>
  );
}
