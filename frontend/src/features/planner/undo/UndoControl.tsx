import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { apiErrorStatus } from '../../../lib/api-errors';
import { useToast } from '../../../components/toast';
import type { Employee } from '../../profile';
import { plannerApi } from '../api';
import { refusalMessage } from '../refusal';
import { forgotten, selectUndoEntries, undoLabel, type UndoEntry } from './undoSlice';
import './undo.css';

export const UNDO_MESSAGES = {
  undone: 'Undone.',
  failed: 'That could not be undone. Please try again.',
  heading: 'Undo',
} as const;

/** How many of the last actions the list shows. */
const SHOWN = 5;

/** Ctrl+Z (Cmd+Z on a Mac) is the browser's own in a text field: the planner leaves it there. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color'].includes(target.type);
}

const isUndoKey = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'z' && (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey;

interface UndoControlProps {
  userId: string;
  /** For the names in "Undo retime of Ann's shift". */
  employees: readonly Employee[];
}

/**
 * The last planner actions of this session, newest first, each with its Undo; Ctrl+Z (Cmd+Z)
 * undoes the newest when focus is not in a text field or a dialog. An undo is the server's
 * (POST /rota/undo): its refusal ("Later changes touch these shifts…") is shown as it comes.
 */
export function UndoControl({ userId, employees }: UndoControlProps) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const entries = useAppSelector(selectUndoEntries);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const nameOf = useCallback((employeeId: string) => employees.find((e) => e.employee_id === employeeId)?.display_name, [employees]);

  const undo = useCallback(
    async (entry: UndoEntry) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      try {
        await dispatch(plannerApi.endpoints.undoChange.initiate({ changeId: entry.changeId, userId })).unwrap();
        toast.show(UNDO_MESSAGES.undone, 'success');
      } catch (error) {
        // Undone already (elsewhere, or by an earlier attempt) or gone: nothing left to undo here.
        const status = apiErrorStatus(error);
        if (status === 404) dispatch(forgotten(entry.changeId));
        toast.show(refusalMessage(error, UNDO_MESSAGES.failed), 'error');
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [dispatch, toast, userId],
  );

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isUndoKey(event) || isTextEntry(event.target)) return;
      if (event.target instanceof Element && event.target.closest('dialog, [role="dialog"]')) return;
      const newest = entries[0];
      if (!newest) return;
      event.preventDefault();
      void undo(newest);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [entries, undo]);

  if (entries.length === 0) return null;
  return (
    <section className="undo-control" aria-label="Recent changes">
      <h3 className="undo-heading">{UNDO_MESSAGES.heading}</h3>
      <ol className="undo-list">
        {entries.slice(0, SHOWN).map((entry, index) => {
          const label = `Undo ${undoLabel(entry.action, nameOf)}`;
          return (
            <li key={entry.changeId}>
              <button
                type="button"
                className="button button-secondary button-small undo-button"
                disabled={busy}
                aria-keyshortcuts={index === 0 ? 'Control+Z Meta+Z' : undefined}
                title={index === 0 ? 'Ctrl+Z (⌘Z on a Mac)' : undefined}
                onClick={() => void undo(entry)}
              >
                {label}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
