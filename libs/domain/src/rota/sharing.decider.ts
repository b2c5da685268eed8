import { type Decider, type DomainCommand, unhandledCommand } from '../shared/decider';
import { invalid } from '../shared/errors';
import { liveWorkplace, RotaCommandBase } from './rota-command';
import { isWeekStart, SHARING_RULES, SharedSpan } from './rota-sharing';
import type { RotaShared, SharedRotaRevoked } from './rota.events';
import type { SharingState } from './rota-state';

/**
 * Sharing a workplace day (or the week from a Monday) by link. Its commands and events live on
 * the rota day stream, so this decider is composed into the rota decider (`decide` and
 * `evolveRota` hand these cases here); on its own it folds only the sharing events.
 */
export type ShareRota = DomainCommand<
  'ShareRota',
  RotaCommandBase & {
    /** A fresh id, used only when the day (or week) has no live link. */
    rotaId: string;
    /** The owner's current sharing generation (the handler folds it from the user stream). */
    sharingGeneration: number;
    /** 'week': the week from `rotaDate`, which must be a Monday; absent or 'day': the day. */
    span?: SharedSpan;
  }
>;
/** Revokes the day's (or week's) link: the given one, or (rotaId null) whichever is live. */
export type RevokeSharedRota = DomainCommand<'RevokeSharedRota', RotaCommandBase & { rotaId: string | null; span?: SharedSpan }>;

export type SharingCommand = ShareRota | RevokeSharedRota;
export type SharingEvent = RotaShared | SharedRotaRevoked;

export const initialSharingState = (): SharingState => ({ rotaId: null, sharingGeneration: 0 });

/** The day's link, or the week's. */
function linkOf(state: SharingState, week: boolean): { rotaId: string | null; sharingGeneration: number } {
  return week
    ? { rotaId: state.weekRotaId ?? null, sharingGeneration: state.weekSharingGeneration ?? 0 }
    : { rotaId: state.rotaId, sharingGeneration: state.sharingGeneration };
}

/** Week events say so; day events stay as they always were (no span field). */
const spanField = (week: boolean): { span?: 'week' } => (week ? { span: 'week' } : {});

export function decideShareRota({ data }: ShareRota, state: SharingState): RotaShared[] {
  const workplace = liveWorkplace(data);
  const { rotaId, rotaDate, sharingGeneration } = data;
  const week = data.span === 'week';
  if (week && !isWeekStart(rotaDate)) throw invalid(SHARING_RULES.weekStartNotMonday);
  const current = linkOf(state, week);
  // Sharing again gives the same link while it lives: nothing new happens. A revoked
  // link, or one made before public_rota was last turned off, is never revived.
  if (current.rotaId !== null && current.sharingGeneration === sharingGeneration) return [];
  return [
    {
      type: 'RotaShared',
      data: { rotaId, workplaceId: workplace.workplaceId, rotaDate, ownerId: workplace.ownerId, sharingGeneration, ...spanField(week) },
    },
  ];
}

export function decideRevokeSharedRota({ data }: RevokeSharedRota, state: SharingState): SharedRotaRevoked[] {
  const workplace = liveWorkplace(data);
  const week = data.span === 'week';
  const live = linkOf(state, week).rotaId;
  // Revoking twice, or a link already replaced, changes nothing.
  if (live === null || (data.rotaId !== null && data.rotaId !== live)) return [];
  return [
    {
      type: 'SharedRotaRevoked',
      data: { rotaId: live, workplaceId: workplace.workplaceId, rotaDate: data.rotaDate, ownerId: workplace.ownerId, ...spanField(week) },
    },
  ];
}

export function decideSharing(command: SharingCommand, state: SharingState): SharingEvent[] {
  const { type } = command;
  switch (type) {
    case 'ShareRota':
      return decideShareRota(command, state);
    case 'RevokeSharedRota':
      return decideRevokeSharedRota(command, state);
    default:
      return unhandledCommand(type);
  }
}

/** Generic over the state it is part of (the rota day's), which it returns with only the links changed. */
export function evolveSharing<State extends SharingState>(state: State, event: SharingEvent): State {
  switch (event.type) {
    case 'RotaShared': {
      const { rotaId, sharingGeneration = 0 } = event.data;
      return event.data.span === 'week'
        ? { ...state, weekRotaId: rotaId, weekSharingGeneration: sharingGeneration }
        : { ...state, rotaId, sharingGeneration };
    }
    case 'SharedRotaRevoked':
      if (event.data.span === 'week') return state.weekRotaId === event.data.rotaId ? { ...state, weekRotaId: null } : state;
      return state.rotaId === event.data.rotaId ? { ...state, rotaId: null } : state;
  }
}

export const sharingDecider: Decider<SharingCommand, SharingEvent, SharingState> = {
  initialState: initialSharingState,
  evolve: evolveSharing,
  decide: decideSharing,
};
