export * from './pay-maths';
export * from './rota-totals';
// The pay API keys days as dd/mm/yy; the calendar helpers live with the pay periods.
export { fromShortDate, toShortDate } from '../pay-periods/calendar-date';
export * from './elapsed-time';
export * from './breaks';
export * from './working-time-rules';
export * from './minimum-wage';
export * from './working-time-checks';
