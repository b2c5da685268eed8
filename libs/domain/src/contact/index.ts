export * from './contact.events';
export * from './contact.decider';
