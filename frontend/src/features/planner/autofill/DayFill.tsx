import { useMemo } from 'react';
import type { CurrencyCode } from '@rotaledger/domain';
import type { Employee } from '../../profile';
import { AutofillPanel } from './AutofillPanel';
import { rowsByAssignment, type TimelineProposal } from './proposal';
import { useAutofill, type Autofill } from './useAutofill';

/**
 * "Fill the day": one auto-fill session for the day shown (its open shifts only), read by both
 * the panel and the timeline, so the proposal is held once. `shown` false (an auditor, a day
 * without shifts) draws nothing on the timeline.
 */
export function useDayFill(scope: { workplaceId: string; userId: string; rotaDate: string; shown: boolean }) {
  const { workplaceId, userId, rotaDate, shown } = scope;
  const autofill = useAutofill({ workplaceId, userId, from: rotaDate, to: rotaDate });
  const { proposal, chosen } = autofill;
  const rows = useMemo(() => rowsByAssignment(proposal), [proposal]);
  const timeline: TimelineProposal | undefined = shown && proposal ? { rows, chosen } : undefined;
  return { autofill, timeline };
}

interface DayFillProps {
  autofill: Autofill;
  workplaceId: string;
  userId: string;
  employees: readonly Employee[];
  twelveHour: boolean;
  currency: CurrencyCode;
}

/** The day's auto-fill panel: Fill the day, then the totals, the rows to accept, what could not be filled, Discard. */
export function DayFill({ autofill, workplaceId, userId, employees, twelveHour, currency }: DayFillProps) {
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
