import { useEffect, useId, useRef, useState } from 'react';
import type { CurrencyCode } from '@rotaledger/domain';
import { Message } from '../../../components/Message';
import { ProposalTotals } from './ProposalTotals';
import { ProposedRows } from './ProposedRows';
import { TemplateChoice } from './TemplateChoice';
import { UnfilledList } from './UnfilledList';
import type { Autofill } from './useAutofill';
import './autofill.css';

interface AutofillPanelProps {
  autofill: Autofill;
  workplaceId: string;
  userId: string;
  /** "Fill the week" or "Fill the day". */
  fillLabel: string;
  nameOf: (employeeId: string) => string;
  twelveHour: boolean;
  currency: CurrencyCode;
}

/**
 * The auto-fill's controls and its proposal: the goal, "may move others", Fill; then the totals,
 * the proposed rows to accept (all or chosen), the shifts it could not fill, Discard. A 409 on
 * accept shows the server's message with "Fill again".
 */
export function AutofillPanel({ autofill, workplaceId, userId, fillLabel, nameOf, twelveHour, currency }: AutofillPanelProps) {
  const goalName = useId();
  const optionsId = useId();
  // On a phone the options fold behind one button, so the grid starts on the first screen.
  const [showOptions, setShowOptions] = useState(false);
  const { proposal, busy, conflict, error } = autofill;
  const label = proposal || conflict ? 'Fill again' : fillLabel;
  const moves = proposal?.rows.filter((r) => r.movedFrom) ?? [];
  const panelRef = useRef<HTMLElement>(null);
  const fillRef = useRef<HTMLButtonElement>(null);
  const hadProposal = useRef(false);
  // Accepted, discarded or refused: the button pressed went with the proposal, so Fill takes the focus.
  useEffect(() => {
    const focus = document.activeElement;
    if (hadProposal.current && !proposal && (focus === document.body || panelRef.current?.contains(focus))) fillRef.current?.focus();
    hadProposal.current = proposal !== null;
  }, [proposal]);
  return (
    <section ref={panelRef} className="autofill-panel no-print" aria-label="Auto-fill">
      <div className={`autofill-bar${showOptions ? ' shows-options' : ''}`}>
        <button
          type="button"
          className="button button-secondary button-small autofill-options-toggle"
          aria-expanded={showOptions}
          aria-controls={optionsId}
          onClick={() => setShowOptions((shown) => !shown)}
        >
          Fill options
        </button>
        <div id={optionsId} className="autofill-options">
          {autofill.canUseTemplate && (
            <TemplateChoice workplaceId={workplaceId} userId={userId} value={autofill.templateId} onChange={autofill.setTemplate} />
          )}
          <fieldset className="autofill-goal">
            <legend>Goal</legend>
            {(
              [
                ['cost', 'Cheapest'],
                ['fair', 'Fairest hours'],
              ] as const
            ).map(([goal, text]) => (
              <label key={goal}>
                <input type="radio" name={goalName} checked={autofill.goal === goal} onChange={() => autofill.setGoal(goal)} />
                {text}
              </label>
            ))}
          </fieldset>
          <label className="autofill-may-move">
            <input type="checkbox" checked={autofill.mayMoveOthers} onChange={(e) => autofill.setMayMoveOthers(e.target.checked)} />
            May move others
          </label>
        </div>
        <button ref={fillRef} type="button" className="button button-primary button-small" disabled={busy !== null} onClick={autofill.fill}>
          {busy === 'fill' ? 'Filling…' : label}
        </button>
      </div>
      {conflict && <Message tone="error">{conflict}</Message>}
      {error && <Message tone="error">{error}</Message>}
      {proposal && (
        <div className="autofill-proposal" data-testid="autofill-proposal">
          <ProposalTotals proposal={proposal} nameOf={nameOf} currency={currency} />
          {moves.length > 0 && (
            <ul className="autofill-moves" aria-label="Moves">
              {moves.map((r) => (
                <li key={r.assignmentId}>
                  {nameOf(r.movedFrom!)} → {nameOf(r.employeeId)}
                </li>
              ))}
            </ul>
          )}
          <ProposedRows
            rows={proposal.rows}
            chosen={autofill.chosen}
            onToggle={autofill.toggle}
            nameOf={nameOf}
            twelveHour={twelveHour}
            currency={currency}
          />
          <UnfilledList unfilled={proposal.unfilled} nameOf={nameOf} twelveHour={twelveHour} />
          <div className="autofill-actions">
            <button
              type="button"
              className="button button-primary button-small"
              disabled={busy !== null || proposal.rows.length === 0}
              onClick={autofill.acceptAll}
            >
              Accept all
            </button>
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={busy !== null || autofill.chosen.size === 0}
              onClick={autofill.acceptChosen}
            >
              Accept chosen ({autofill.chosen.size})
            </button>
            <button type="button" className="button button-secondary button-small" disabled={busy !== null} onClick={autofill.discard}>
              Discard
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
