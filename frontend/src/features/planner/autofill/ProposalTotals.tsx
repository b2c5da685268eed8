import { formatMoney, type CurrencyCode } from '@rotaledger/domain';
import { hoursAgainstRange, hoursText } from './contract';
import { AUTOFILL_MESSAGES } from './messages';
import type { Proposal } from './proposal';

interface ProposalTotalsProps {
  proposal: Proposal;
  nameOf: (employeeId: string) => string;
  currency: CurrencyCode;
}

/** Shifts filled of open, the cost (the server's pence, formatted in the account's currency) and each person's hours against their range. */
export function ProposalTotals({ proposal, nameOf, currency }: ProposalTotalsProps) {
  const people = Object.entries(proposal.hours).sort(([a], [b]) => nameOf(a).localeCompare(nameOf(b)));
  return (
    <div className="autofill-totals" data-testid="proposal-totals">
      <p>
        <strong>{AUTOFILL_MESSAGES.filled(proposal.filled, proposal.open)}</strong>
        <span aria-hidden="true"> · </span>
        <span>Cost {formatMoney(proposal.costPence, currency)}</span>
      </p>
      {!proposal.optimal && <p className="muted">{AUTOFILL_MESSAGES.notOptimal}</p>}
      {people.length > 0 && (
        <ul className="autofill-hours" aria-label="Hours per person">
          {people.map(([employeeId, h]) => (
            <li key={employeeId}>
              {nameOf(employeeId)} {hoursAgainstRange(h.hours, h) ?? `${hoursText(h.hours)} h`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
