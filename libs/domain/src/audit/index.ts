export * from './audit-event';
export * from './audit-context';
export * from './audit-format';
export * from './event-summary';
export * from './history';
export * from './rota-at-instant';
export * from './rota-diff';
export * from './pay-at-instant';
