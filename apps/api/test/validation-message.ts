import { DomainError } from '@rotaledger/domain';

/** The message of the validation error `run` throws; fails the test if it throws anything else or nothing. */
export function validationMessageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('validation');
    return (error as DomainError).message;
  }
  throw new Error('expected a validation error');
}
