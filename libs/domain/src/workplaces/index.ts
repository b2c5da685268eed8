export * from './workplace.events';
export * from './workplace.rules';
export * from './workplace.decider';
export * from './kiosk-settings';
