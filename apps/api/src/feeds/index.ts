export { FeedsModule } from './feeds.module';
export { StaffSchedule, wallClockInstant } from './queries/staff-schedule';
export type { StaffAssignment } from './queries/staff-schedule';
export { clockText, staffAssignmentAnswer } from './queries/staff-assignment-answer';
export { STAFF_READ_RATE_LIMIT } from './staff-read-rate-limit';
export { feedAddresses } from './feed-addresses';
export * from './read-models';
