export * from './calendar-date';
export * from './pay-periods';
