export { FeedsModule } from './feeds.module';
export { StaffSchedule } from './queries/staff-schedule';
export type { StaffShift } from './queries/staff-schedule';
export { clockText } from './queries/get-staff-page.handler';
export { feedAddresses } from './feed-addresses';
export * from './read-models';
