export * from './workplace.events';
export * from './catalogue';
export * from './workplace.rules';
export * from './workplace.decider';
export * from './time-zone';
export * from './kiosk-settings';
