import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { calendarFeed } from './calendar-feed';

// RFC 7986 gives NAME the TEXT value type and X-WR-CALNAME is read as TEXT by calendar clients;
// ical.js only knows RFC 5545's properties, so it is told, and then unescapes them as TEXT.
ICAL.design.icalendar.property['name'] = { defaultType: 'text' };
ICAL.design.icalendar.property['x-wr-calname'] = { defaultType: 'text' };

const generatedAt = new Date('2026-10-10T09:00:00.000Z');
const start = DateTime.fromISO('2026-10-12T09:00', { zone: 'Europe/London' });
const shift = {
  assignmentId: 'a1',
  rotaDate: '2026-10-12',
  startMinute: 540,
  endMinute: 1020,
  start,
  end: start.plus({ hours: 8 }),
  workplaceName: 'The Anchor',
  timeZone: 'Europe/London',
  serviceId: 201,
  breakMinutes: 0,
  updatedAt: '2026-10-10T08:00:00.000Z',
};

/** The calendar's names as Mozilla's ical.js, an independent RFC 5545 parser, reads them. */
function namesOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return [calendar.getFirstPropertyValue('name'), calendar.getFirstPropertyValue('x-wr-calname')];
}

describe('calendarFeed: the calendar name', () => {
  it.each([
    "Ann; O'Brien, \\ test",
    // A raw backslash before n, ; or another backslash would read back as a line break or lose a character.
    'C:\\new\\; x\\\\y, z',
  ])('round-trips %p exactly through an independent parser', (displayName) => {
    const text = calendarFeed(displayName, [shift], generatedAt);
    expect(namesOf(text)).toEqual([`${displayName}: shifts (Rotaledger)`, `${displayName}: shifts (Rotaledger)`]);
  });

  it('escapes ;  ,  and \\ in NAME and X-WR-CALNAME as RFC 5545 TEXT', () => {
    const lines = calendarFeed("Ann; O'Brien, \\ test", [], generatedAt).split('\r\n');
    expect(lines).toContain("NAME:Ann\\; O'Brien\\, \\\\ test: shifts (Rotaledger)");
    expect(lines).toContain("X-WR-CALNAME:Ann\\; O'Brien\\, \\\\ test: shifts (Rotaledger)");
  });
});
