import { capitaliseName } from '@rotaledger/domain';

/**
 * The domain's capitalisation applied while typing: it trims, so a trailing space the
 * user just typed (before a second word) is put back.
 */
export function capitaliseAsTyped(value: string): string {
  const trailing = /\s+$/.exec(value)?.[0] ?? '';
  const capitalised = capitaliseName(value);
  return capitalised ? capitalised + trailing : '';
}
