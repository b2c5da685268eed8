import { serviceById } from '@rotaledger/domain';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { escape, ICalCalendar } from 'ical-generator';
import type { StaffAssignment } from './staff-schedule';

/** The UID of an assignment's event: stable for the assignment's life, so a changed shift replaces its event. */
export const eventUid = (assignmentId: string) => `${assignmentId}@rotaledger`;

/**
 * An employee's shifts as an RFC 5545 calendar (ical-generator): one VEVENT per assignment,
 * DTSTART/DTEND on the workplace's clock with its TZID and a VTIMEZONE, "Server at The
 * Anchor" as the summary and the workplace as the location. Only what the staff member
 * needs: no rates, no colleagues.
 */
export function calendarFeed(displayName: string, shifts: readonly StaffAssignment[], generatedAt: Date): string {
  const calendar = new ICalCalendar({
    // ical-generator 9 writes NAME and X-WR-CALNAME verbatim (it escapes only event text), so the
    // name goes in escaped as RFC 5545 TEXT by the library's own escape: \ ; , and line breaks.
    name: escape(`${displayName}: shifts (Rotaledger)`, false),
    prodId: { company: 'Rotaledger', product: 'Staff feed', language: 'EN' },
    ttl: 60 * 60,
  });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const shift of shifts) {
    const service = serviceById(shift.serviceId).service_name;
    calendar.createEvent({
      id: eventUid(shift.assignmentId),
      start: shift.start,
      end: shift.end,
      timezone: shift.timeZone,
      summary: `${service} at ${shift.workplaceName}`,
      location: shift.workplaceName,
      stamp: generatedAt,
      lastModified: new Date(shift.updatedAt),
    });
  }
  return calendar.toString();
}
