export * from './permissions';
export * from './team.events';
export * from './team.decider';
