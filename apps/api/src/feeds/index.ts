export { FeedsModule } from './feeds.module';
export { StaffSchedule, wallClockInstant } from './queries/staff-schedule';
export type { StaffShift } from './queries/staff-schedule';
export { clockText, staffShiftAnswer } from './queries/staff-shift-answer';
export { STAFF_READ_RATE_LIMIT } from './staff-read-rate-limit';
export { feedAddresses } from './feed-addresses';
export * from './read-models';
