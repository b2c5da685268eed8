/** Where time comes from. Tests swap in a FixedClock; nothing else calls Date.now() for decisions. */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

export class FixedClock extends Clock {
  constructor(private current = new Date('2026-01-05T09:00:00.000Z')) {
    super();
  }
  now(): Date {
    return new Date(this.current);
  }
  set(instant: Date | string): void {
    this.current = new Date(instant);
  }
  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}

/**
 * Real time shifted by a fixed offset: it read `start` at the real instant `startedAt` and
 * moves on at real speed (CLOCK_START, for browser journeys only; see docs/configuration.md).
 */
export class OffsetClock extends Clock {
  readonly offsetMs: number;
  constructor(start: Date, startedAt: Date) {
    super();
    this.offsetMs = start.getTime() - startedAt.getTime();
  }
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

/** The clock a process runs on: the system's, or an OffsetClock when the config says CLOCK_START. */
export function clockFor(start?: { start: Date; startedAt: Date }): Clock {
  return start ? new OffsetClock(start.start, start.startedAt) : new SystemClock();
}

/** The warning a process logs at start when it runs on CLOCK_START's shifted clock (undefined on the system clock). */
export function shiftedClockWarning(start?: { start: Date; startedAt: Date }): string | undefined {
  if (!start) return undefined;
  const now = new OffsetClock(start.start, start.startedAt).now();
  return (
    `WARNING: CLOCK_START is set: this server's clock is NOT the real time (it read ${start.start.toISOString()} at ` +
    `${start.startedAt.toISOString()} and reads ${now.toISOString()} now). For browser tests only; unset it for real use.`
  );
}
