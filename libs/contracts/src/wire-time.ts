import { formatTimeOfDay, parseTimeOfDay } from '@rotaledger/domain';

/**
 * The wire's clock times. Inside, a time is minutes after the rota day's midnight (the domain's
 * `TimeSpan`); `HH:MM:SS` (the spec's `time_start`/`time_end`) and `HH:MM` are the wire's only,
 * and a contract converts them here.
 */
export type WireTimeFormat = 'HH:MM' | 'HH:MM:SS';

/** 'HH:MM' or 'HH:MM:SS' (00:00 to 24:00) → minutes after midnight; null when it is not a time. */
export const fromWireTime = (text: unknown): number | null => parseTimeOfDay(text);

/** Minutes after midnight → the wire's clock time; an overnight end as the clock shows it (1560 → 02:00). */
export function toWireTime(minutes: number, format: WireTimeFormat = 'HH:MM:SS'): string {
  const clock = formatTimeOfDay(minutes);
  return format === 'HH:MM' ? clock.slice(0, 5) : clock;
}
