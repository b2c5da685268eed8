// Each context keeps its own index; add exports there, not here.
export * from './shared/decider';
export * from './shared/errors';
export * from './shared/display-text';
export * from './shared/csv';
export * from './shared/file-name';
export * from './accounts';
export * from './workplaces';
export * from './employees';
export * from './roster';
export * from './rota';
export * from './pay';
export * from './contact';
export * from './pay-periods';
export * from './audit';
export * from './team';
export * from './publication';
export * from './domain-events';
