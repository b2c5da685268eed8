import dayjs from 'dayjs';

/**
 * Instants travel as ISO (UTC) strings; people read and pick them in their own time zone.
 * `datetime-local` inputs take 'YYYY-MM-DDTHH:mm:ss' in local time.
 */
export function toLocalInput(iso: string): string {
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DDTHH:mm:ss') : '';
}

/** A `datetime-local` value back to an ISO instant, or null when it is not one. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const d = dayjs(value);
  return d.isValid() ? d.toISOString() : null;
}

/** 'Wed 2 Dec 2026, 10:01:00' in the reader's time zone. */
export function formatInstant(iso: string): string {
  const d = dayjs(iso);
  return d.isValid() ? d.format('ddd D MMM YYYY, HH:mm:ss') : iso;
}

/** The ISO instant as a valid one, or null (for values read from the address bar). */
export function validInstant(value: string | null): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) && /T/.test(value) ? new Date(time).toISOString() : null;
}

/** A millisecond earlier: the moment just before a change. */
export const justBefore = (iso: string) => new Date(Date.parse(iso) - 1).toISOString();

/** Today's date where the reader is, yyyy-mm-dd. */
export const localToday = () => dayjs().format('YYYY-MM-DD');
