import ipaddr from 'ipaddr.js';
import { invalid } from '../shared/errors';

/**
 * A workplace's clock settings (issue 41), set by the owner: the address ranges its kiosks accept
 * clock events from (none: any network), and whether a person with no shift today may clock in.
 */

export const MAX_KIOSK_IP_RANGES = 20;

export const KIOSK_SETTINGS_MESSAGES = {
  ipRanges: `kioskIpRanges must be a list of at most ${MAX_KIOSK_IP_RANGES} address ranges, such as 203.0.113.0/24 or 2001:db8::/48.`,
  ipRange: (entry: string) =>
    `"${entry.slice(0, 60)}" is not an address range: write it as 203.0.113.0/24, 2001:db8::/48 or a single address.`,
  clockInWithoutShift: 'clockInWithoutShift must be true or false.',
  outsideIpRanges:
    "This kiosk clocks only from the workplace's own network. Connect the tablet to the workplace's Wi-Fi, or ask the owner to add this network's address range.",
} as const;

/** What a workplace's details may carry (absent: any network, and no clocking in without a shift). */
export interface KioskSettingsDetails {
  /** Address ranges in CIDR form, normalised (`203.0.113.0/24`, `2001:db8::/48`); absent or empty: any address. */
  kioskIpRanges?: string[];
  /** true: a person with no shift today may clock in (a shift is put on the rota for them); absent: they may not. */
  clockInWithoutShift?: true;
}

const IPV4_PART = /^\d{1,3}(\.\d{1,3}){3}$/;

/** One range as written (an address alone is its own /32 or /128), normalised to its network address; null when it is none. */
function normalisedRange(entry: string): string | null {
  const text = entry.trim();
  // A zone id (fe80::1%eth0) names a network interface of one machine: never a workplace's network.
  if (text.length === 0 || text.length > 60 || text.includes('%')) return null;
  const [address, prefixText, ...rest] = text.split('/');
  if (rest.length > 0 || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) return null;
  if (IPV4_PART.test(address)) {
    if (!ipaddr.IPv4.isValidFourPartDecimal(address)) return null;
    const prefix = prefixText === undefined ? 32 : Number(prefixText);
    if (prefix > 32) return null;
    return `${ipaddr.IPv4.networkAddressFromCIDR(`${address}/${prefix}`).toString()}/${prefix}`;
  }
  if (!address.includes(':') || !ipaddr.IPv6.isValid(address)) return null;
  const prefix = prefixText === undefined ? 128 : Number(prefixText);
  if (prefix > 128) return null;
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address}/${prefix}`).toString()}/${prefix}`;
}

/** The owner's list, checked and normalised (duplicates dropped, order kept); a 400 naming the first bad entry. */
export function checkedIpRanges(value: unknown): string[] {
  if (!Array.isArray(value) || value.length > MAX_KIOSK_IP_RANGES) throw invalid(KIOSK_SETTINGS_MESSAGES.ipRanges);
  const ranges: string[] = [];
  for (const entry of value) {
    if (typeof entry !== 'string') throw invalid(KIOSK_SETTINGS_MESSAGES.ipRanges);
    const range = normalisedRange(entry);
    if (range === null) throw invalid(KIOSK_SETTINGS_MESSAGES.ipRange(entry));
    if (!ranges.includes(range)) ranges.push(range);
  }
  return ranges;
}

/**
 * Whether a client address is inside one of the ranges (no ranges: every address is). An
 * IPv4-mapped IPv6 address (::ffff:203.0.113.9, as a dual-stack server sees IPv4 clients) is its IPv4 address.
 */
export function isInIpRanges(address: string, ranges: readonly string[]): boolean {
  if (ranges.length === 0) return true;
  if (!ipaddr.isValid(address)) return false;
  const client = ipaddr.process(address);
  return ranges.some((range) => {
    const [network, prefix] = ipaddr.parseCIDR(range);
    if (client.kind() === network.kind()) return client.match(network, prefix);
    // An IPv4 client against an IPv6 range: as its mapped address.
    return client.kind() === 'ipv4' && (client as ipaddr.IPv4).toIPv4MappedAddress().match(network, prefix);
  });
}

/** A workplace's kiosk address ranges from its details or any copy of them (absent: none, any address). */
export const kioskIpRangesOf = (details: { kioskIpRanges?: readonly string[] }): string[] => [...(details.kioskIpRanges ?? [])];

/** Whether a workplace lets a person with no shift today clock in (absent: no). */
export const clockInWithoutShiftOf = (details: { clockInWithoutShift?: unknown }): boolean => details.clockInWithoutShift === true;

/** The settings as stored: an empty list and false are their absence, so older events read as they always did. */
export function withKioskSettings<Details extends KioskSettingsDetails>(
  details: Details,
  input: { kioskIpRanges?: unknown; clockInWithoutShift?: unknown },
  current: KioskSettingsDetails | null,
): Details {
  const ranges = input.kioskIpRanges === undefined ? kioskIpRangesOf(current ?? {}) : checkedIpRanges(input.kioskIpRanges);
  if (input.clockInWithoutShift !== undefined && typeof input.clockInWithoutShift !== 'boolean') {
    throw invalid(KIOSK_SETTINGS_MESSAGES.clockInWithoutShift);
  }
  const withoutShift = input.clockInWithoutShift === undefined ? clockInWithoutShiftOf(current ?? {}) : input.clockInWithoutShift;
  const { kioskIpRanges: _ranges, clockInWithoutShift: _withoutShift, ...rest } = details;
  return {
    ...rest,
    ...(ranges.length > 0 ? { kioskIpRanges: ranges } : {}),
    ...(withoutShift ? { clockInWithoutShift: true } : {}),
  } as Details;
}

export const sameKioskSettings = (a: KioskSettingsDetails, b: KioskSettingsDetails): boolean =>
  clockInWithoutShiftOf(a) === clockInWithoutShiftOf(b) && JSON.stringify(kioskIpRangesOf(a)) === JSON.stringify(kioskIpRangesOf(b));
