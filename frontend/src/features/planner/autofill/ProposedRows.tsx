import dayjs from 'dayjs';
import { formatMoney, type CurrencyCode } from '@rotaledger/domain';
import { formatRange } from '../time';
import type { ProposedRow } from './proposal';
import { ReasonsDisclosure } from './ReasonsDisclosure';

interface ProposedRowsProps {
  rows: readonly ProposedRow[];
  chosen: ReadonlySet<string>;
  onToggle: (assignmentId: string) => void;
  nameOf: (employeeId: string) => string;
  twelveHour: boolean;
  currency: CurrencyCode;
}

/** The proposal's rows, each with its checkbox (accept chosen), its cost and its reasons. */
export function ProposedRows({ rows, chosen, onToggle, nameOf, twelveHour, currency }: ProposedRowsProps) {
  return (
    <ul className="autofill-rows" aria-label="Proposed assignments">
      {rows.map((row) => {
        const about = `${nameOf(row.employeeId)}, ${dayjs(row.date).format('ddd D MMM')} ${formatRange(row.startMinute, row.endMinute, twelveHour)}`;
        return (
          <li key={row.assignmentId} className="autofill-row" data-testid="proposed-row">
            <label className="autofill-row-choice">
              <input type="checkbox" checked={chosen.has(row.assignmentId)} onChange={() => onToggle(row.assignmentId)} />
              <span>
                <span className="autofill-proposed-tag">Proposed</span> {about}
              </span>
            </label>
            <span className="autofill-row-cost">{formatMoney(row.costPence, currency)}</span>
            <ReasonsDisclosure reasons={row.reasons} about={about} />
          </li>
        );
      })}
    </ul>
  );
}
