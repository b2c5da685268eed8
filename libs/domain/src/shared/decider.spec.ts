import { rotaDecider } from '../rota/rota.decider';
import { userDecider } from '../accounts/user.decider';
import { DomainError } from './errors';
import { unhandledCommand } from './decider';

describe('an exhaustive decide', () => {
  it('answers a command type it has no case for (one that came past the types) with a bug, not a refusal', () => {
    const stray = { type: 'PaintTheFence', data: {} } as never;
    for (const decide of [
      () => rotaDecider.decide(stray, rotaDecider.initialState()),
      () => userDecider.decide(stray, userDecider.initialState()),
    ]) {
      expect(decide).toThrow('No decision for the command type "PaintTheFence"');
      try {
        decide();
      } catch (error) {
        expect(error).not.toBeInstanceOf(DomainError);
      }
    }
  });

  it('names the type it was given', () => {
    expect(() => unhandledCommand('Unknown' as never)).toThrow('No decision for the command type "Unknown"');
  });
});
