import { route } from './route';
import type { CurrentFeedLinkAnswer, FeedLinkAnswer, FeedLinkRequest, StaffEmailRequest } from './feeds';

/** An employee's personal link (calendar feed and staff page): the manager's side, and the public files behind the link. */
export const FEED_ROUTES = {
  getFeedLink: route<FeedLinkRequest, CurrentFeedLinkAnswer>('GET', '/employees/feedlink'),
  issueFeedLink: route<FeedLinkRequest, FeedLinkAnswer>('POST', '/employees/feedlink'),
  revokeFeedLink: route<FeedLinkRequest>('DELETE', '/employees/feedlink'),
  /** Public: the iCalendar feed (text/calendar). */
  calendarFeed: route<void, string>('GET', '/feeds/{token}.ics'),
  /** Public: the staff page's web app manifest. */
  staffManifest: route<void, unknown>('GET', '/staff/{token}/manifest.webmanifest'),
  /** Public: where the staff member's change e-mails go. */
  setStaffEmail: route<StaffEmailRequest>('PUT', '/staff/{token}/email'),
} as const;
