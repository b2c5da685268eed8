export { FeedsModule } from './feeds.module';
export { StaffSchedule } from './queries/staff-schedule';
export type { StaffShift } from './queries/staff-schedule';
export { clockText } from './queries/staff-shift-answer';
export { feedAddresses } from './feed-addresses';
export * from './read-models';
