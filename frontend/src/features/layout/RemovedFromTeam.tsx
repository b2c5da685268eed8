import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../lib/hooks';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api';
import { useToast } from '../../components/toast';
import { onRemovalFromTeam } from '../../lib/team-removal';

/** When the owner removed the person from a team, says so once and opens their own account (Profile), not "Workplace not found.". */
export function RemovedFromTeam() {
  const toast = useToast();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const told = useRef(new Set<string>());

  useEffect(
    () =>
      onRemovalFromTeam((message) => {
        // Several calls in flight get the same answer: one message, and one reload of what the team showed, is enough.
        if (told.current.has(message)) return;
        told.current.add(message);
        toast.show(message, 'error');
        dispatch(
          api.util.invalidateTags([
            { type: 'Membership', id: 'LIST' },
            { type: 'Workplace', id: 'LIST' },
            { type: 'Employee', id: 'LIST' },
          ]),
        );
        void navigate('/profile', { replace: true });
      }),
    [toast, navigate, dispatch],
  );
  return null;
}
