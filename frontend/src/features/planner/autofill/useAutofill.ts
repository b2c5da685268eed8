import { useState } from 'react';
import { apiErrorStatus } from '../../../lib/api-errors';
import { useAppDispatch } from '../../../lib/hooks';
import { useToast } from '../../../components/toast';
import { refusalMessage } from '../refusal';
import { templatesApi } from '../templates/api';
import { TEMPLATE_MESSAGES } from '../templates/messages';
import type { WeekKey } from '../types';
import { autofillApi } from './api';
import { AUTOFILL_MESSAGES } from './messages';
import type { Proposal } from './proposal';
import type { FillGoal } from './routes';

export interface AutofillScope {
  workplaceId: string;
  userId: string;
  /** yyyy-mm-dd, both included: the week or the day shown. */
  from: string;
  to: string;
  /** The cached week the accept patches at once (the weekly view); none for the day. */
  week?: WeekKey;
}

/** The template a workplace's weekly fill starts from, remembered on this device so next week's fill is one click. */
const templateKey = (workplaceId: string) => `rotaledger.autofill.template.${workplaceId}`;
const rememberedTemplate = (workplaceId: string) => window.localStorage.getItem(templateKey(workplaceId));

/**
 * The auto-fill's session on the screen: the goal and "may move others" asked, the proposal
 * (of the dates shown only), the rows chosen, and a 409's message when the rota changed since.
 * A proposal changes nothing; only accept writes (one command, one Undo entry).
 */
export function useAutofill(scope: AutofillScope) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [goal, setGoal] = useState<FillGoal>('cost');
  const [mayMoveOthers, setMayMoveOthers] = useState(false);
  const [held, setHeld] = useState<{ workplaceId: string; from: string; proposal: Proposal } | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState<'fill' | 'accept' | null>(null);
  const { workplaceId, userId, from, to, week } = scope;
  const [template, setTemplateState] = useState<{ workplaceId: string; templateId: string | null }>(() => ({
    workplaceId,
    templateId: rememberedTemplate(workplaceId),
  }));
  const templateId = template.workplaceId === workplaceId ? template.templateId : rememberedTemplate(workplaceId);
  const setTemplate = (next: string | null) => {
    if (next) window.localStorage.setItem(templateKey(workplaceId), next);
    else window.localStorage.removeItem(templateKey(workplaceId));
    setTemplateState({ workplaceId, templateId: next });
  };
  // Another week, day or workplace shown: its proposal is not this one's.
  const proposal = held?.from === from && held.workplaceId === workplaceId ? held.proposal : null;

  async function fill() {
    setBusy('fill');
    setError(null);
    try {
      // The week first gets the template's open shifts it lacks (its own change, its own Undo entry).
      if (week && templateId) {
        const { added } = await dispatch(
          templatesApi.endpoints.applyTemplate.initiate({ userId, workplaceId, templateId, weekStart: from }),
        ).unwrap();
        if (added > 0) toast.show(TEMPLATE_MESSAGES.applied(added), 'success');
      }
      const next = await dispatch(
        autofillApi.endpoints.proposeFill.initiate({ userId, workplaceId, from, to, goal, mayMoveOthers }),
      ).unwrap();
      setHeld({ workplaceId, from, proposal: next });
      setChosen(new Set(next.rows.map((r) => r.assignmentId)));
      setConflict(null);
    } catch (err) {
      setError(refusalMessage(err, AUTOFILL_MESSAGES.fillFailed));
    } finally {
      setBusy(null);
    }
  }

  async function accept(only?: ReadonlySet<string>) {
    if (!proposal) return;
    const rows = only ? proposal.rows.filter((r) => only.has(r.assignmentId)) : proposal.rows;
    setBusy('accept');
    setError(null);
    try {
      const { placed } = await dispatch(
        autofillApi.endpoints.acceptProposal.initiate({
          userId,
          proposalId: proposal.proposalId,
          ...(only ? { assignmentIds: rows.map((r) => r.assignmentId) } : {}),
          workplaceId,
          week,
          rows,
        }),
      ).unwrap();
      setHeld(null);
      toast.show(AUTOFILL_MESSAGES.placed(placed), 'success');
    } catch (err) {
      const message = refusalMessage(err, AUTOFILL_MESSAGES.acceptFailed);
      // The rota changed since: nothing was placed, and this proposal is spent.
      if (apiErrorStatus(err) === 409 || apiErrorStatus(err) === 404) {
        setHeld(null);
        setConflict(message);
      } else setError(message);
    } finally {
      setBusy(null);
    }
  }

  const toggle = (assignmentId: string) =>
    setChosen((set) => {
      const next = new Set(set);
      if (!next.delete(assignmentId)) next.add(assignmentId);
      return next;
    });

  return {
    /** Only the week's fill starts from a template. */
    templateId: week ? templateId : null,
    setTemplate,
    canUseTemplate: week !== undefined,
    goal,
    setGoal,
    mayMoveOthers,
    setMayMoveOthers,
    proposal,
    chosen,
    toggle,
    error,
    conflict,
    busy,
    fill: () => void fill(),
    acceptAll: () => void accept(),
    acceptChosen: () => void accept(chosen),
    discard: () => {
      setHeld(null);
      setConflict(null);
      setError(null);
    },
  };
}

export type Autofill = ReturnType<typeof useAutofill>;
