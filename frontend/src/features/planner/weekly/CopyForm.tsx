import { ROTA_MESSAGES } from '@rotaledger/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { useAppDispatch } from '../../../lib/hooks';
import { Message } from '../../../components/Message';
import type { Employee } from '../../profile';
import { plannerApi } from '../api';
import { isoDateOf } from '../dates';
import { refusalMessage } from '../refusal';
import { fromServedTime } from '@rotaledger/contracts/wire-time';
import { formatRange } from '../time';
import type { CopyAnswer, CopySkip } from '../types';
import { asyncHandler } from '../../../lib/async-handler';

export const COPY_MESSAGES = {
  failed: 'The rota could not be copied. Please try again.',
  nothingToCopyWeek: 'This week has no shifts to copy.',
  nothingToCopyDay: 'That day has no shifts to copy.',
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line of the result's lists: the day, who and the times, then why. */
function CopyResultLine({ what, why }: { what: string; why: string }) {
  return (
    <li>
      <span className="copy-skipped-what">{what}</span>
      <span className="copy-skipped-why">{why}</span>
    </li>
  );
}

/** What a copy did: how many assignments it placed, and each one it left out with the reason. */
function CopyResultView({
  result,
  employees,
  twelveHour,
  showLabel,
  onShow,
  onClose,
}: {
  result: CopyAnswer;
  employees: readonly Employee[];
  twelveHour: boolean;
  showLabel: string;
  onShow: () => void;
  onClose: () => void;
}) {
  const names = new Map(employees.map((e) => [e.employee_id, e.display_name]));
  const who = (skip: Pick<CopySkip, 'employee_id'>) =>
    skip.employee_id === null ? 'Open shift' : (names.get(skip.employee_id) ?? 'Removed employee');
  const what = (skip: Pick<CopySkip, 'date' | 'employee_id' | 'time_start' | 'time_end'>) =>
    `${dayjs(skip.date).format('ddd D MMM')} · ${who(skip)} · ${formatRange(fromServedTime(skip.time_start), fromServedTime(skip.time_end), twelveHour)}`;
  const key = (skip: Pick<CopySkip, 'date' | 'employee_id' | 'time_start'>, i: number) =>
    `${skip.date}-${skip.employee_id}-${skip.time_start}-${i}`;
  // An assignment already there is the copy working as meant (copying twice doubles nothing):
  // counted in one line, so the list keeps only what a rule kept out.
  const already = result.skipped.filter((skip) => skip.reason === ROTA_MESSAGES.alreadyOnRota).length;
  const refused = result.skipped.filter((skip) => skip.reason !== ROTA_MESSAGES.alreadyOnRota);
  // Placed all the same (availability only warns), but the manager should know.
  const outside = result.outsideAvailability ?? [];
  const outsideTitleId = useId();
  return (
    <div className="copy-result" role="status">
      <p className="copy-result-count">
        Copied {plural(result.copied, 'assignment', 'assignments')}.{already > 0 && ` ${already} already on the rota, not doubled.`}
        {refused.length > 0 && ` Skipped ${refused.length}:`}
      </p>
      {refused.length > 0 && (
        <ul className="copy-skipped">
          {refused.map((skip, i) => (
            <CopyResultLine key={key(skip, i)} what={what(skip)} why={skip.reason} />
          ))}
        </ul>
      )}
      {outside.length > 0 && (
        <>
          <p className="copy-outside-title" id={outsideTitleId}>
            Placed outside availability ({outside.length}):
          </p>
          <ul className="copy-skipped copy-outside" aria-label="Placed outside availability">
            {outside.map((placed, i) => (
              <CopyResultLine key={key(placed, i)} what={what(placed)} why={placed.warning} />
            ))}
          </ul>
        </>
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onShow}>
          {showLabel}
        </button>
        <span className="wizard-actions-spacer" />
        <button type="button" className="button button-primary" onClick={onClose}>
          Done
        </button>
      </div>
    </div>
  );
}

/** A copy request's round trip: busy while it runs, then its answer or the refusal to show. */
function useCopyRequest() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CopyAnswer | null>(null);
  async function send(request: () => Promise<CopyAnswer>) {
    setBusy(true);
    setError(null);
    try {
      setResult(await request());
    } catch (err) {
      setError(refusalMessage(err, COPY_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, result, send };
}

/** The set with `iso` added, or taken out if it was there. */
export function toggled(set: ReadonlySet<string>, iso: string): Set<string> {
  const next = new Set(set);
  if (next.has(iso)) next.delete(iso);
  else next.add(iso);
  return next;
}

/** What is copied: a week (from its first day) onto following weeks, or a day onto other days. */
export type CopyKind = 'week' | 'day';

const SHOW_LABEL: Record<CopyKind, (first: Dayjs) => string> = {
  week: (w) => `Show week of ${w.format('D MMM')}`,
  day: (d) => `Show ${d.format('ddd D MMM')}`,
};

interface CopyFormProps {
  kind: CopyKind;
  workplaceId: string;
  userId: string;
  /** yyyy-mm-dd: the week's first day, or the day, copied from. */
  from: string;
  /** The weeks' first days or the days chosen to copy to, in order. */
  targets: readonly Dayjs[];
  /** False while there is nothing to copy. */
  canCopy: boolean;
  employees: readonly Employee[];
  twelveHour: boolean;
  onShowWeek: (date: Dayjs) => void;
  onClose: () => void;
  children: ReactNode;
}

/** A copy form's frame: its own fields, the refusal, Cancel and Copy; after the copy, what it did. */
export function CopyForm({
  kind,
  workplaceId,
  userId,
  from,
  targets,
  canCopy,
  employees,
  twelveHour,
  onShowWeek,
  onClose,
  children,
}: CopyFormProps) {
  const dispatch = useAppDispatch();
  const { busy, error, result, send } = useCopyRequest();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (targets.length === 0) return;
    const to = targets.map(isoDateOf);
    await send(() =>
      kind === 'week'
        ? dispatch(plannerApi.endpoints.copyWeek.initiate({ workplaceId, fromWeekStart: from, toWeekStarts: to, userId })).unwrap()
        : dispatch(plannerApi.endpoints.copyDay.initiate({ workplaceId, fromDate: from, toDates: to, userId })).unwrap(),
    );
  }

  if (result) {
    return (
      <CopyResultView
        result={result}
        employees={employees}
        twelveHour={twelveHour}
        showLabel={SHOW_LABEL[kind](targets[0])}
        onShow={() => {
          onShowWeek(targets[0]);
          onClose();
        }}
        onClose={onClose}
      />
    );
  }

  return (
    <form className="form copy-form" onSubmit={asyncHandler(onSubmit)} noValidate>
      {children}
      {error && <Message tone="error">{error}</Message>}
      <div className="dialog-actions">
        <span className="wizard-actions-spacer" />
        <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={busy || targets.length === 0 || !canCopy}>
          {busy ? 'Copying…' : targets.length > 1 ? `Copy to ${targets.length} ${kind}s` : 'Copy'}
        </button>
      </div>
    </form>
  );
}
