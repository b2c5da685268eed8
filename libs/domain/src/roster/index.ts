export * from './roster.events';
export * from './roster.decider';
