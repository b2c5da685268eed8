export * from './template.events';
export * from './template.rules';
export * from './template.decider';
export * from './template-week';
