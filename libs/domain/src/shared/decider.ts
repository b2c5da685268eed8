/**
 * A decider is three plain things (after Emmett): the state before anything happened,
 * how one event changes the state, and which events a command produces in a state.
 * No I/O, no clock: time arrives inside the command.
 */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** A command has the events' shape: what is asked, and with what (time included). */
export interface DomainCommand<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export interface Decider<Command extends DomainCommand, Event extends DomainEvent, State> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  /** Returns the new events, or throws a DomainError when a rule is broken. */
  decide: (command: Command, state: State) => Event[];
}

/** Folds past events into the state a decision is made on. */
export function foldEvents<Event extends DomainEvent, State>(
  decider: Pick<Decider<DomainCommand, Event, State>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}

/** One member of a command union, by its type: the command a `decide<Command>` function takes. */
export type CommandOf<Command extends DomainCommand, Type extends Command['type']> = Extract<Command, { type: Type }>;

/**
 * The `default:` of every `decide`, which switches over `const { type } = command` (so the command
 * narrows with it, even when its type has one member). `type` is `never` there: a command type
 * without a case fails to compile; one that reaches it anyway came past the types and is a bug, not
 * a refusal.
 */
export function unhandledCommand(type: never): never {
  throw new Error(`No decision for the command type ${JSON.stringify(type)}`);
}
