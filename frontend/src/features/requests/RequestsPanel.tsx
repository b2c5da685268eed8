import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import dayjs from 'dayjs';
import { serviceById } from '@rotaledger/domain';
import { wireTimeAsHhMm } from '@rotaledger/contracts/wire-time';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api-errors';
import { Message } from '../../components/Message';
import { Spinner } from '../../components/Spinner';
import { useToast } from '../../components/toast';
import { useDecideRequestMutation } from './api';
import type {
  ClaimRequest,
  DecideAnswer,
  RequestRef,
  RequestAssignment,
  RequestsAnswer,
  SwapRequest,
  TimeOffKind,
  TimeOffRequest,
} from './types';

export const REQUESTS_MESSAGES = {
  none: 'No requests waiting.',
  loadFailed: 'Requests could not be loaded.',
  decideFailed: 'The decision could not be saved. Please try again.',
  waiting: 'Waiting for a colleague',
  nobodyYet: 'Nobody yet',
  declined: 'Declined.',
  approved: 'Approved.',
} as const;

const day = (iso: string) => dayjs(iso).format('ddd D MMM');
const shiftText = (shift: RequestAssignment) =>
  `${day(shift.date)} · ${wireTimeAsHhMm(shift.time_start)}-${wireTimeAsHhMm(shift.time_end)} · ${serviceById(Number(shift.service_type)).service_name}`;
const datesText = (from: string, to: string) => (from === to ? day(from) : `${day(from)} – ${day(to)}`);
const willOpen = (n: number) => (n === 0 ? 'No shifts to open' : n === 1 ? '1 shift will open' : `${n} shifts will open`);

/** "Approved: 3 shifts opened" from the answer's Opened-Shifts header (time off only); "Approved." when it opened none. */
export function approvedText(answer: DecideAnswer): string {
  if (answer.openedAssignments === null || answer.openedAssignments === 0) return REQUESTS_MESSAGES.approved;
  return `Approved: ${answer.openedAssignments === 1 ? '1 shift' : `${answer.openedAssignments} shifts`} opened`;
}

interface RequestsPanelProps {
  id: string;
  workplaceId: string;
  userId: string;
  readOnly: boolean;
  answer: RequestsAnswer | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * The manager's one place to answer staff: time off, open-shift claims and swaps, each with the
 * rule approving it would break now, and Approve / Decline in one click. A side panel on a wide
 * screen, a full-width sheet on a phone (requests.css); not modal, so the week stays in reach.
 */
export function RequestsPanel({ id, workplaceId, userId, readOnly, answer, loading, failed, onRetry, onClose }: RequestsPanelProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // A dialog on top (a shift being edited) takes its own Escape.
      if (event.key === 'Escape' && !document.body.classList.contains('has-modal')) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const decide = { workplaceId, userId, readOnly };
  return (
    <section id={id} className="requests-panel" role="region" aria-labelledby={titleId}>
      <header className="requests-panel-header">
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="requests-panel-title">
          Requests
        </h2>
        <button type="button" className="icon-button" aria-label="Close requests" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <div className="requests-panel-body">
        <RequestsList {...decide} answer={answer} loading={loading} failed={failed} onRetry={onRetry} />
      </div>
    </section>
  );
}

interface RequestsListProps extends DecideProps {
  answer: RequestsAnswer | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The requests waiting, by kind, each with Approve and Decline: the panel's body, and the phone day's section (issue 41). */
export function RequestsList({ answer, loading, failed, onRetry, ...decide }: RequestsListProps) {
  return (
    <>
      {loading && <Spinner label="Loading requests…" />}
      {failed && (
        <div className="planner-error">
          <Message tone="error">{REQUESTS_MESSAGES.loadFailed}</Message>
          <button type="button" className="button button-secondary button-small" onClick={onRetry}>
            Try again
          </button>
        </div>
      )}
      {answer && answer.timeOff.length + answer.claims.length + answer.swaps.length === 0 && (
        <p className="muted">{REQUESTS_MESSAGES.none}</p>
      )}
      {answer && answer.timeOff.length > 0 && (
        <RequestGroup title="Time off" count={answer.timeOff.length}>
          {answer.timeOff.map((r) => (
            <TimeOffItem key={r.requestId} request={r} {...decide} />
          ))}
        </RequestGroup>
      )}
      {answer && answer.claims.length > 0 && (
        <RequestGroup title="Open-shift claims" count={answer.claims.length}>
          {answer.claims.map((c) => (
            <ClaimItem key={c.claimId} claim={c} {...decide} />
          ))}
        </RequestGroup>
      )}
      {answer && answer.swaps.length > 0 && (
        <RequestGroup title="Swaps" count={answer.swaps.length}>
          {answer.swaps.map((s) => (
            <SwapItem key={s.swapId} swap={s} {...decide} />
          ))}
        </RequestGroup>
      )}
    </>
  );
}

function RequestGroup({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <div className="requests-group">
      <h3 className="requests-group-title">
        {title} ({count})
      </h3>
      <ul className="requests-list">{children}</ul>
    </div>
  );
}

interface DecideProps {
  workplaceId: string;
  userId: string;
  readOnly: boolean;
}

function TimeOffItem({ request, ...decide }: DecideProps & { request: TimeOffRequest }) {
  const kindId = useId();
  const asked = request.kind ?? 'unpaid';
  const [kind, setKind] = useState<TimeOffKind>(asked);
  // The decision sends a kind only when the manager changed it.
  const target = { requestId: request.requestId, ...(kind !== asked ? { kind } : {}) };
  return (
    <RequestItem target={target} ruleNote={request.ruleNote} {...decide}>
      <strong className="requests-who">{request.employee.name}</strong> asks for time off
      <span className="requests-what">{datesText(request.from, request.to)}</span>
      {request.note && <span className="requests-note">“{request.note}”</span>}
      <span className="requests-effect">{willOpen(request.shiftsAffected)}</span>
      <span className="requests-kind">
        <label htmlFor={kindId}>Pay as</label>{' '}
        <select id={kindId} value={kind} disabled={decide.readOnly} onChange={(e) => setKind(e.target.value as TimeOffKind)}>
          <option value="unpaid">Unpaid</option>
          <option value="paid-holiday">Paid holiday</option>
        </select>
      </span>
    </RequestItem>
  );
}

function ClaimItem({ claim, ...decide }: DecideProps & { claim: ClaimRequest }) {
  return (
    <RequestItem target={{ claimId: claim.claimId }} ruleNote={claim.ruleNote} {...decide}>
      <strong className="requests-who">{claim.employee.name}</strong> claims an open shift
      <span className="requests-what">{shiftText(claim.shift)}</span>
    </RequestItem>
  );
}

function SwapItem({ swap, ...decide }: DecideProps & { swap: SwapRequest }) {
  const waiting = swap.status === 'open' || swap.coveredBy === null;
  return (
    <RequestItem
      target={{ swapId: swap.swapId }}
      ruleNote={swap.ruleNote}
      approveBlocked={waiting ? REQUESTS_MESSAGES.waiting : null}
      {...decide}
    >
      <strong className="requests-who">{swap.employee.name}</strong> offered a shift
      <span className="requests-what">{shiftText(swap.shift)}</span>
      <span className="requests-effect">{swap.coveredBy ? `${swap.coveredBy.name} will cover` : REQUESTS_MESSAGES.nobodyYet}</span>
    </RequestItem>
  );
}

interface RequestItemProps extends DecideProps {
  target: RequestRef;
  ruleNote: string | null;
  /** Why Approve is off (a swap nobody accepted yet), or null. */
  approveBlocked?: string | null;
  children: ReactNode;
}

/** One request: what it is, the rule note, and its two buttons (none for an auditor). */
function RequestItem({ target, ruleNote, approveBlocked = null, workplaceId, userId, readOnly, children }: RequestItemProps) {
  const toast = useToast();
  const summaryId = useId();
  const [decide, { isLoading: busy }] = useDecideRequestMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function answer(approve: boolean) {
    setRefusal(null);
    try {
      const result = await decide({ ...target, approve, userId, workplaceId }).unwrap();
      toast.show(approve ? approvedText(result) : REQUESTS_MESSAGES.declined, approve ? 'success' : 'info');
    } catch (error) {
      const status = apiErrorStatus(error);
      const known = typeof status === 'number' && status >= 400 && status < 500;
      setRefusal(known ? apiErrorMessage(error, REQUESTS_MESSAGES.decideFailed) : REQUESTS_MESSAGES.decideFailed);
    }
  }

  return (
    <li className="requests-item">
      <p className="requests-summary" id={summaryId}>
        {children}
      </p>
      {ruleNote && (
        <p className="requests-rule-note">
          <span aria-hidden="true">⚠ </span>
          {ruleNote}
        </p>
      )}
      {refusal && <Message tone="error">{refusal}</Message>}
      {!readOnly && (
        <div className="requests-actions">
          <button
            type="button"
            className="button button-primary button-small"
            aria-describedby={summaryId}
            disabled={busy || approveBlocked !== null}
            onClick={() => void answer(true)}
          >
            Approve
          </button>
          <button
            type="button"
            className="button button-secondary button-small"
            aria-describedby={summaryId}
            disabled={busy}
            onClick={() => void answer(false)}
          >
            Decline
          </button>
          {approveBlocked && <span className="requests-blocked muted">{approveBlocked}</span>}
        </div>
      )}
    </li>
  );
}
