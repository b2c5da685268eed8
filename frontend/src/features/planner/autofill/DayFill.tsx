import type { CurrencyCode } from '@rotaledger/domain';
import type { Employee } from '../../profile';
import { AutofillPanel } from './AutofillPanel';
import { useAutofill } from './useAutofill';

interface DayFillProps {
  workplaceId: string;
  userId: string;
  /** yyyy-mm-dd: the day shown. */
  rotaDate: string;
  employees: readonly Employee[];
  twelveHour: boolean;
  currency: CurrencyCode;
}

/** "Fill the day" in the daily view: the day's open shifts only; the proposal is listed in the panel. */
export function DayFill({ workplaceId, userId, rotaDate, employees, twelveHour, currency }: DayFillProps) {
  const autofill = useAutofill({ workplaceId, userId, from: rotaDate, to: rotaDate });
  const nameOf = (employeeId: string) => employees.find((e) => e.employee_id === employeeId)?.display_name ?? 'Someone no longer here';
  return (
    <AutofillPanel
      autofill={autofill}
      workplaceId={workplaceId}
      userId={userId}
      fillLabel="Fill the day"
      nameOf={nameOf}
      twelveHour={twelveHour}
      currency={currency}
    />
  );
}
