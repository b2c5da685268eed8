import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { can, elapsedMinutes, isInsideRotaHours, rotaHoursToHold, type RotaHours } from '@rotaledger/domain';
import type { Workplace } from '../../profile';
import { isoDateOf } from '../dates';
import { fromWireSpan } from '@rotaledger/contracts/wire-time';
import type { WeekAssignment } from '../types';
import { parseQuickTime, quickTimeText, type QuickSpan } from './quickTime';
import { defaultTimes, fromMinutes, toMinutes, type TimeParts } from './timeRules';

/** The rota hours the dialog checks against; a member is sent to the owner to widen them. */
export type DialogRotaHours = RotaHours & { rotaHoursOwner?: string };

/**
 * The times of the New/Edit Shift dialog: the selects and the typed text kept in step, and what
 * the domain's rota-hours rule makes of the span. `onEdit` runs on every change (the dialog drops
 * a pending availability warning then).
 */
export function useAssignmentTimes(
  { date, editing }: { date: Dayjs; editing: WeekAssignment | undefined },
  workplace: Workplace,
  ownerName: string | undefined,
  onEdit: () => void,
) {
  const hours = { start: workplace.rota_start_time, end: workplace.rota_end_time };
  const [initial] = useState<TimeParts>(() => {
    if (!editing) return defaultTimes(hours);
    const span = fromWireSpan(editing.time_start, editing.time_end);
    return fromMinutes(span.startMinute, span.endMinute);
  });
  const [parts, setPartsState] = useState<TimeParts>(initial);
  const [quickText, setQuickText] = useState(() => quickTimeText(toMinutes(initial)));

  const span = toMinutes(parts);
  const quick = parseQuickTime(quickText);
  // The rota hours are the server's rule (the domain's): a typed span past them is not taken into
  // the selects nor sent, and the dialog offers to widen the hours instead. An existing assignment
  // already outside them (the hours changed since) may keep its times.
  // A member may not change the workplace: the message sends them to its owner, as the server's does.
  const rotaHours: DialogRotaHours = {
    rotaStartTime: workplace.rota_start_time,
    rotaEndTime: workplace.rota_end_time,
    ...(!can(workplace.role, 'workplace.manage') ? { rotaHoursOwner: ownerName ?? 'the owner' } : {}),
  };
  const initialSpan = toMinutes(initial);
  const typed = quick.ok ? quick.span : null;
  const keptAsItWas =
    editing !== undefined && typed !== null && typed.startMinute === initialSpan.startMinute && typed.endMinute === initialSpan.endMinute;
  const pastHours: QuickSpan | null = typed !== null && !keptAsItWas && !isInsideRotaHours(rotaHours, typed) ? typed : null;
  // The summary says what Save (or the offer) would send: the typed span, even past the hours.
  const shown = pastHours ?? span;
  // Its length is the time that really passes on the workplace's clock, by the server's rule (the night the clocks change too).
  const elapsed = elapsedMinutes(isoDateOf(date), shown.startMinute, shown.endMinute, workplace.time_zone);
  // Only the owner may change a workplace (a team manager would be refused), so only the owner is offered the widening.
  const widened = pastHours && can(workplace.role, 'workplace.manage') ? rotaHoursToHold(rotaHours, pastHours) : null;

  /** The selects changed: the typed text follows them. */
  function setParts(next: TimeParts) {
    setPartsState(next);
    setQuickText(quickTimeText(toMinutes(next)));
    onEdit();
  }

  /** Typing fills the selects as soon as the text reads as a span. */
  function onQuickText(text: string) {
    setQuickText(text);
    onEdit();
    // Even past the rota hours: the selects, the break line and the preview show what was typed (Save still refuses it).
    const parsed = parseQuickTime(text);
    if (parsed.ok) setPartsState(fromMinutes(parsed.span.startMinute, parsed.span.endMinute));
  }

  return { hours, parts, setParts, quickText, onQuickText, quick, initialSpan, rotaHours, pastHours, widened, shown, elapsed };
}
