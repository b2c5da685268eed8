export * from './employee.events';
export * from './employee.rules';
export * from './employee.decider';
export * from './rate-history';
export * from './feed-link';
export * from './availability';
export * from './employee-requests.events';
export * from './employee-requests.decider';
