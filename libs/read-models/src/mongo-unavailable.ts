import { MongoNetworkError, MongoServerError, MongoServerSelectionError } from 'mongodb';
import { StoreUnavailableError } from '@rotaledger/event-store';

/**
 * Server codes that mean "no primary to serve this right now", not "this command is wrong": a
 * primary stepping down or shutting down, a host unreachable from the server. The driver
 * already retried the command once (retryable reads and writes) when one of these comes out.
 */
const UNAVAILABLE_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  89, // NetworkTimeout
  91, // ShutdownInProgress
  189, // PrimarySteppedDown
  9001, // SocketException
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

/** Whether a driver error means MongoDB could not be reached or has no primary (not a fault of the command). */
export function isMongoConnectionLoss(error: unknown): boolean {
  // MongoNetworkError covers its timeout and the pool cleared under a command.
  if (error instanceof MongoNetworkError || error instanceof MongoServerSelectionError) return true;
  return error instanceof MongoServerError && typeof error.code === 'number' && UNAVAILABLE_CODES.has(error.code);
}

/**
 * `store` with every method's rejection of a lost MongoDB turned into StoreUnavailableError
 * (the API's 503 with Retry-After), so the adapter's methods need no try/catch of their own.
 * The driver has already retried what it safely could (one retry of a read or write on the
 * same session and transaction number; a transaction on TransientTransactionError; its
 * commit on UnknownTransactionCommitResult) when the error reaches this.
 */
export function withMongoUnavailableErrors<T extends object>(store: T, name: string): T {
  const translate = (error: unknown): never => {
    throw isMongoConnectionLoss(error) ? new StoreUnavailableError(name, error) : error;
  };
  return new Proxy(store, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        return result instanceof Promise ? result.catch(translate) : result;
      };
    },
  });
}
