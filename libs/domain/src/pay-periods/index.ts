export * from './calendar-date';
export * from './pay-periods';
export * from './week-start';
