import { Decider, DomainCommand, DomainEvent, foldEvents } from '../shared/decider';
import { DomainError } from '../shared/errors';

/**
 * given(decider, pastEvents).when(command).then(expectedEvents)
 * given(decider, pastEvents).when(command).thenThrows('exact message', 'conflict')
 */
export function given<Command extends DomainCommand, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  past: readonly Event[] = [],
) {
  return {
    when(command: Command) {
      const run = () => decider.decide(command, foldEvents(decider, past));
      return {
        then(expected: Event[]) {
          expect(run()).toEqual(expected);
        },
        /** For events carrying generated values: check them with a custom assertion. */
        thenEvents(check: (events: Event[]) => void) {
          check(run());
        },
        thenThrows(message: string, kind?: DomainError['kind']) {
          let caught: unknown;
          try {
            run();
          } catch (error) {
            caught = error;
          }
          expect(caught).toBeInstanceOf(DomainError);
          expect((caught as DomainError).message).toBe(message);
          if (kind) expect((caught as DomainError).kind).toBe(kind);
        },
      };
    },
  };
}
