/** What other contexts may use of staff requests: its module, the decisions' listener, and the read model the access check reads. */
export { RequestsModule } from './requests.module';
export { RequestDecidedListener } from './request-decided.listener';
export type { RequestDecision } from './request-decided.listener';
export { STAFF_REQUESTS } from './read-models';
export type { StaffRequestDocument } from './read-models';
/** The personal link's principal, which the access guard (team context) admits. */
export { STAFF_LINK_LIMITS, StaffMembers } from './staff-member';
