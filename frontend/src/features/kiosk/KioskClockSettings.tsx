import { checkedIpRanges, MAX_KIOSK_IP_RANGES } from '@rotaledger/domain';
import { useId, useState } from 'react';
import './kiosk-settings.css';

/** What the workplace answer says of its clock settings (issue 41). */
export interface KioskClockSettingsValue {
  kioskIpRanges: readonly string[];
  clockInWithoutShift: boolean;
}

export interface KioskClockSettingsDraft {
  rangesText: string;
  setRangesText: (text: string) => void;
  withoutShift: boolean;
  setWithoutShift: (allowed: boolean) => void;
  /** What to send with the workplace's Save: only what changed; or the domain's message for a bad range. */
  changes: () => { error: string } | { changes: { kioskIpRanges?: string[]; clockInWithoutShift?: boolean } };
}

const linesOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/** The settings as the owner edits them in Edit Workplace: one address range a line. */
export function useKioskClockSettings(saved: KioskClockSettingsValue): KioskClockSettingsDraft {
  const [rangesText, setRangesText] = useState(() => saved.kioskIpRanges.join('\n'));
  const [withoutShift, setWithoutShift] = useState(saved.clockInWithoutShift);
  return {
    rangesText,
    setRangesText,
    withoutShift,
    setWithoutShift,
    changes() {
      let ranges: string[];
      try {
        ranges = checkedIpRanges(linesOf(rangesText));
      } catch (error) {
        return { error: error instanceof Error ? error.message : 'Check the kiosk address ranges.' };
      }
      const sameRanges = JSON.stringify(ranges) === JSON.stringify(saved.kioskIpRanges);
      return {
        changes: {
          ...(sameRanges ? {} : { kioskIpRanges: ranges }),
          ...(withoutShift === saved.clockInWithoutShift ? {} : { clockInWithoutShift: withoutShift }),
        },
      };
    },
  };
}

/** The two clock settings in Edit Workplace (owner only): who may clock in without a shift, and from which networks a kiosk clocks. */
export function KioskClockSettings({ draft }: { draft: KioskClockSettingsDraft }) {
  const rangesId = useId();
  const hintId = useId();
  return (
    <fieldset className="field kiosk-clock-settings">
      <legend className="field-label">Clocking in</legend>
      <label className="kiosk-clock-option">
        <input type="checkbox" checked={draft.withoutShift} onChange={(event) => draft.setWithoutShift(event.target.checked)} />
        <span>
          <strong>Let people with no shift today clock in</strong>
          <span className="field-hint">
            On the kiosk and on their personal page. It puts a shift on the rota for them from when they clock in to closing; correct it on
            the timesheet.
          </span>
        </span>
      </label>
      <label htmlFor={rangesId} className="field-label">
        Kiosk networks (optional)
      </label>
      <textarea
        id={rangesId}
        rows={3}
        value={draft.rangesText}
        aria-describedby={hintId}
        placeholder="203.0.113.0/24"
        onChange={(event) => draft.setRangesText(event.target.value)}
      />
      <span id={hintId} className="field-hint">
        Kiosks accept clock events only from these address ranges, one a line (IPv4 or IPv6, up to {MAX_KIOSK_IP_RANGES}): your café&rsquo;s
        internet connection. Leave it empty to accept any network.
      </span>
    </fieldset>
  );
}
