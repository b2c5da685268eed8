import { Decider, unhandledCommand } from '../shared/decider';
import { invalid } from '../shared/errors';
import { isWeekStart, SHARING_RULES } from '../rota';
import { publishModeOf, teamWorkplace, WorkplaceState } from '../workplaces';
import { PublicationEvent } from './publication.events';

export const PUBLICATION_MESSAGES = {
  weekStartNotMonday: SHARING_RULES.weekStartNotMonday,
  /** The answers of `POST /rota/publish`: what it did. */
  published: 'Published: staff now see this week as planned.',
  upToDate: 'Nothing new to publish: staff already see this week as planned.',
  live: 'Nothing to publish: staff of this workplace see every change at once. Staff whose shifts changed since their last e-mail are e-mailed.',
} as const;

/**
 * Makes a week's current plan what staff see. `workplace` is the workplace stream's state: in
 * 'live' mode staff already see every change, so nothing is published (the route only notifies).
 */
export type PublishRotaWeek = {
  type: 'PublishRotaWeek';
  data: { workplace: WorkplaceState; weekStart: string; ownerId: string };
};
export type PublicationCommand = PublishRotaWeek;

/** The weeks published so far (how often each), for the history. */
export interface PublicationState {
  published: Record<string, number>;
}

function decidePublishRotaWeek(command: PublishRotaWeek, _state: PublicationState): PublicationEvent[] {
  const { weekStart, ownerId } = command.data;
  if (!isWeekStart(weekStart)) throw invalid(PUBLICATION_MESSAGES.weekStartNotMonday);
  const workplace = teamWorkplace(command.data.workplace, ownerId);
  if (publishModeOf(workplace.details) === 'live') return [];
  // Publishing again is never refused: it is also how a manager says "this is final" twice.
  return [{ type: 'RotaWeekPublished', data: { workplaceId: workplace.workplaceId, weekStart, ownerId } }];
}

function decide(command: PublicationCommand, state: PublicationState): PublicationEvent[] {
  const { type } = command;
  switch (type) {
    case 'PublishRotaWeek':
      return decidePublishRotaWeek(command, state);
    default:
      return unhandledCommand(type);
  }
}

function evolve(state: PublicationState, event: PublicationEvent): PublicationState {
  switch (event.type) {
    case 'RotaWeekPublished': {
      const { weekStart } = event.data;
      return { published: { ...state.published, [weekStart]: (state.published[weekStart] ?? 0) + 1 } };
    }
    default:
      return state;
  }
}

export const publicationDecider: Decider<PublicationCommand, PublicationEvent, PublicationState> = {
  initialState: () => ({ published: {} }),
  evolve,
  decide,
};
