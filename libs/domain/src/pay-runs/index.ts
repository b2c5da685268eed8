export * from './pay-rules';
export * from './pay-lines';
export * from './pay-period.decider';
export * from './pay-schedule';
export * from './adjustments';
export * from './short-notice';
export * from './holiday';
