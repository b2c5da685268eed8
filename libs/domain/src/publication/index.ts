export * from './publication.events';
export * from './publication.decider';
