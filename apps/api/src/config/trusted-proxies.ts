import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * TRUST_PROXY's address list read as Fastify reads it (@fastify/proxy-addr, on ipaddr.js): each
 * entry is a range of addresses, and the ranges together must not be every address, or any client
 * could set its own IP with X-Forwarded-For.
 *
 * proxy-addr matches an IPv4 client against IPv6 subnets as ::ffff:a.b.c.d and an IPv4-mapped IPv6
 * client against IPv4 subnets as a.b.c.d, so both families are placed in one 128-bit space, IPv4 as
 * its mapped block: the union is then one sorted merge.
 */

/** proxy-addr's names for address ranges, as it expands them. */
export const PROXY_RANGE_NAMES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** First and last address of a range, in the 128-bit space. */
interface AddressRange {
  first: bigint;
  last: bigint;
}

const IPV4_MAPPED_BASE = 0xffffn << 32n;
const IPV4_SPACE: AddressRange = { first: IPV4_MAPPED_BASE, last: IPV4_MAPPED_BASE + (1n << 32n) - 1n };
const IPV6_SPACE: AddressRange = { first: 0n, last: (1n << 128n) - 1n };

function toBigInt(bytes: readonly number[]): bigint {
  return bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);
}

/**
 * `10.0.0.0/8`, `fd00::/8`, `10.0.0.0/255.0.0.0` or a single address as a range; null when
 * proxy-addr would refuse it (at start-up, with a TypeError). Addresses must be in the plain forms
 * Node accepts: no `127.1` or octal `010.0.0.1`, which ipaddr.js reads in surprising ways.
 */
function rangeOf(entry: string): AddressRange | null {
  const [text, prefixText, ...rest] = entry.split('/');
  const family = isIP(text);
  if (family === 0 || rest.length > 0 || !ipaddr.isValid(text)) return null;
  const address = ipaddr.parse(text);
  const bits = family === 4 ? 32 : 128;
  let prefix: number | null = bits;
  if (prefixText !== undefined) {
    if (/^\d{1,3}$/.test(prefixText)) prefix = Number(prefixText);
    else if (family === 4 && isIP(prefixText) === 4) prefix = ipaddr.IPv4.parse(prefixText).prefixLengthFromSubnetMask();
    else return null;
  }
  // proxy-addr refuses a zero prefix too, but "every address" is the clearer reason, given below.
  if (prefix === null || prefix < 0 || prefix > bits) return null;
  const value = toBigInt(address.toByteArray());
  const hostBits = BigInt(bits - prefix);
  const first = (value >> hostBits) << hostBits;
  const last = first + (1n << hostBits) - 1n;
  return family === 4 ? { first: IPV4_MAPPED_BASE + first, last: IPV4_MAPPED_BASE + last } : { first, last };
}

/** The union of the ranges as disjoint, sorted ranges (touching ones joined). */
function merge(ranges: readonly AddressRange[]): AddressRange[] {
  const merged: AddressRange[] = [];
  for (const range of [...ranges].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0))) {
    const previous = merged.at(-1);
    if (previous && range.first <= previous.last + 1n) {
      if (range.last > previous.last) previous.last = range.last;
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

export type TrustedProxiesCheck = { ok: true } | { ok: false; invalidEntry: string } | { ok: false; coversEvery: 'IPv4' | 'IPv4 and IPv6' };

/** Whether a comma-split TRUST_PROXY list is one Fastify accepts and that leaves some client untrusted. */
export function checkTrustedProxies(entries: readonly string[]): TrustedProxiesCheck {
  const ranges: AddressRange[] = [];
  for (const entry of entries) {
    const entryRanges = (Object.hasOwn(PROXY_RANGE_NAMES, entry) ? PROXY_RANGE_NAMES[entry] : [entry]).map(rangeOf);
    if (entryRanges.some((range) => range === null)) return { ok: false, invalidEntry: entry };
    ranges.push(...(entryRanges as AddressRange[]));
  }
  const union = merge(ranges);
  const covers = (space: AddressRange) => union.some((range) => range.first <= space.first && range.last >= space.last);
  // The IPv6 space holds the IPv4-mapped block: covering it trusts every client of both families.
  if (covers(IPV6_SPACE)) return { ok: false, coversEvery: 'IPv4 and IPv6' };
  if (covers(IPV4_SPACE)) return { ok: false, coversEvery: 'IPv4' };
  return { ok: true };
}
