import { invalid } from '@rotaledger/domain';

/** Service ids are whole numbers; a form may send them as text. */
export function serviceTypeOf(value: unknown): number {
  const number = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0) {
    throw invalid('serviceType must be a service id (a whole number).');
  }
  return number;
}
