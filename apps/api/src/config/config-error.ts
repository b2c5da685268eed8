/**
 * A bad environment variable, named: the process stops at start with this message. Its own
 * module, so every parser of the configuration (app-config.ts, remote-stores.ts) can throw it
 * without importing the others.
 */
export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}
