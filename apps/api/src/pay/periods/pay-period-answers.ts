import type { PayLine } from '@rotaledger/contracts';
import { adjustmentNote, hoursOfMinutes, totalsOf, type FinalisedPayLine } from '@rotaledger/domain';
import type { PayLedger, PeriodFigures } from './pay-ledger';
import type { PayLedgerWorkplaceDocument } from './pay-ledger.read-models';

/** A period's totals as answered: hours to 2 places, pence. */
export function totalsAnswer(lines: readonly FinalisedPayLine[]) {
  const totals = totalsOf(lines);
  return { hours: hoursOfMinutes(totals.minutes), amountPence: totals.amountPence };
}

/** Lines as answered, by employee then as the domain orders them; an adjustment's note names who changed it. */
export async function linesAnswer(ledger: PayLedger, workplace: PayLedgerWorkplaceDocument, figures: PeriodFigures): Promise<PayLine[]> {
  const names = await ledger.namesOf(figures.lines.map((l) => l.change?.userId ?? null));
  return figures.lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => a.line.employeeId.localeCompare(b.line.employeeId) || a.index - b.index)
    .map(({ line }) => {
      const change = line.change
        ? {
            type: line.change.type,
            by: line.change.userId ? (names.get(line.change.userId) ?? null) : null,
            at: ledger.localDate(workplace, line.change.at),
          }
        : null;
      return {
        employeeId: line.employeeId,
        type: line.type,
        ...(line.date ? { date: line.date } : {}),
        hours: hoursOfMinutes(line.minutes),
        ratePence: line.ratePence,
        amountPence: line.amountPence,
        eventIds: line.eventIds,
        ...(line.type === 'adjustment' && line.date
          ? { note: adjustmentNote(line.date, { minutes: line.minutes, pence: line.amountPence }, change, line.paidHoliday === true) }
          : line.note
            ? { note: line.note }
            : {}),
      };
    });
}
