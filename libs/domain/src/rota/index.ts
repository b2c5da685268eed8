export * from './rota.events';
export * from './rota-state';
export * from './rota.decider';
export * from './rota-requests.decider';
export { checkAssignable, timeOffRefusal } from './placement-rules';
export * from './rota.messages';
export * from './rota-command';
export * from './sharing.decider';
export * from './rota-context';
export * from './rota-sharing';
export * from './rota-dates';
export * from './rota-hours';
export * from './planning-horizon';
export * from './employee-day';
// The calendar helpers live with the pay periods; the rota API uses these ones.
export { addDays, dayNumber, isIsoDate } from '../pay-periods/calendar-date';
export * from './timesheets';
export * from './undo';
export * from './manager-day';
