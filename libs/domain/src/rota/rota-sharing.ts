import type { UserEvent } from '../accounts/user.events';

/**
 * The owner's sharing generation: how many times they have turned public_rota off. A link
 * remembers the generation it was made in and lives only while that is still current, so
 * turning public_rota off kills every earlier link and turning it on again revives none.
 * It is counted from events (not a clock), so the decider and every rebuild agree.
 */
export function turnsPublicRotaOff(event: UserEvent): boolean {
  // The user decider records only real changes, so each of these ends a generation.
  return event.type === 'PreferenceChanged' && event.data.field === 'public_rota' && event.data.value === false;
}

/** Folds a user stream into the owner's current sharing generation (0 when never turned off). */
export function sharingGenerationFrom(events: readonly UserEvent[]): number {
  return events.filter(turnsPublicRotaOff).length;
}

/** Whether a link made in `linkGeneration` is still live for an owner now in `ownerGeneration`. */
export const isCurrentSharingGeneration = (linkGeneration: number | undefined, ownerGeneration: number | undefined): boolean =>
  (linkGeneration ?? 0) === (ownerGeneration ?? 0);
