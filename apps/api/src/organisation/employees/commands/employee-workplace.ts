import type { SignedInActor } from '../../../common/auth/auth-user';
import {
  DomainError,
  employeeDecider,
  employeeStream,
  notFound,
  WORKPLACE_MESSAGES,
  workplaceDecider,
  WorkplaceState,
  workplaceStream,
} from '@rotaledger/domain';
import { AggregateStore } from '../../../infrastructure/aggregate-store';
import { RosterService } from '../../roster/roster.service';

/** The state of the chosen workplace's stream, or null when none was chosen. */
export async function loadWorkplace(aggregates: AggregateStore, workplaceId: string | undefined): Promise<WorkplaceState | null> {
  if (!workplaceId) return null;
  return (await aggregates.load(workplaceStream(workplaceId), workplaceDecider)).state;
}

/**
 * After an employee joined a workplace: if the workplace was deleted in the meantime, its
 * deletion may have missed this employee, so remove them as it would have, and answer 404.
 * (A deletion appends WorkplaceDeleted before it lists the employees to remove: either it
 * saw this employee, or this check sees the deletion.)
 */
export async function leaveIfWorkplaceDeleted(
  aggregates: AggregateStore,
  roster: RosterService,
  actor: SignedInActor,
  employeeId: string,
  workplaceId: string,
): Promise<void> {
  const workplace = await loadWorkplace(aggregates, workplaceId);
  if (workplace?.status === 'active') return;
  const removed = await aggregates
    .execute({
      streamId: employeeStream(employeeId),
      decider: employeeDecider,
      command: { type: 'RemoveEmployee', data: { employeeId, fromWorkplaceId: workplaceId } },
      actor,
    })
    .then(({ newEvents }) => newEvents.length > 0)
    .catch((error: unknown) => {
      if (error instanceof DomainError) return true; // the deletion removed them after all
      throw error;
    });
  if (!removed) return; // moved on to another workplace meanwhile
  await roster.release(actor, 'employee', [employeeId]);
  throw notFound(WORKPLACE_MESSAGES.notFound);
}
