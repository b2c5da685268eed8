export * from './kiosk.events';
export * from './kiosk.rules';
export * from './kiosk.decider';
